import RACStreamCore
import Testing

/// White-box: `_RACValueSlot`, the one-value cell of `sample` and
/// `throttle`. The value it held is released when replaced, cleared or
/// taken out, and exactly once.
@Suite struct ValueSlotTests {
  /// Counts its releases.
  final class Token {
    let released: () -> Void
    init(_ released: @escaping () -> Void) { self.released = released }
    deinit { released() }
  }

  @Test func aValueIsReleasedWhenReplacedClearedOrTakenOut() {
    var releases: [String] = []
    var slot = _RACValueSlot(of: Token.self)
    // Through a variable: `#expect` cannot read a property of a noncopyable value.
    var isFull = slot.isFull
    #expect(!isFull)
    slot.store(Token { releases.append("first") })
    isFull = slot.isFull
    #expect(isFull)
    slot.store(Token { releases.append("second") })
    #expect(releases == ["first"])
    slot.clear(as: Token.self)
    #expect(releases == ["first", "second"])
    isFull = slot.isFull
    #expect(!isFull)
    slot.clear(as: Token.self)
    #expect(releases == ["first", "second"])

    slot.store(Token { releases.append("third") })
    do {
      let taken = slot.take(as: Token.self)
      isFull = slot.isFull
      #expect(!isFull)
      #expect(releases == ["first", "second"])
      withExtendedLifetime(taken) {}
    }
    #expect(releases == ["first", "second", "third"])
  }
}
