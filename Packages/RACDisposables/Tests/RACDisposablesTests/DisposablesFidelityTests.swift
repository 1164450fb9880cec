import Foundation
import RACDisposables
import Testing

/// `RACCompoundDisposable` and `RACSerialDisposable` against ReactiveObjC's
/// `RACCompoundDisposable.m` / `RACSerialDisposable.m`, case by case.
@Suite struct DisposablesFidelityTests {
  /// An ordered log of disposals.
  final class Order: @unchecked Sendable {
    // Safety: every access goes through the lock.
    private let lock = _RACLock<[String]>([])

    func disposable(_ name: String) -> RACDisposable {
      RACDisposable { self.lock.withLock { $0.append(name) } }
    }

    var names: [String] { lock.withLock { $0 } }
  }

  // MARK: RACCompoundDisposable

  /// `-addDisposable:` returns at once for a disposable that is already
  /// disposed: it is not kept (nor disposed again).
  @Test func addingAnAlreadyDisposedDisposableDoesNotKeepIt() {
    let compound = RACCompoundDisposable()
    weak var weakChild: RACDisposable?
    let runs = Counter()
    do {
      let child = RACDisposable { runs.increment() }
      child.dispose()
      weakChild = child
      compound.add(child)
    }
    #expect(weakChild == nil)
    compound.dispose()
    #expect(runs.value == 1)
  }

  /// `-dispose` takes the children out of the compound before disposing
  /// them: a disposed compound that lives on holds none of them, whether a
  /// child sat in one of the two inline slots or in the list behind them.
  @Test(arguments: 1...4)
  func disposingLetsGoOfEveryChild(count: Int) {
    let compound = RACCompoundDisposable()
    var weakChildren: [Weak<RACDisposable>] = []
    let runs = Counter()
    do {
      for _ in 0..<count {
        let child = RACDisposable { runs.increment() }
        weakChildren.append(Weak(child))
        compound.add(child)
      }
    }
    #expect(weakChildren.allSatisfy { $0.value != nil }, "kept until the compound is disposed")
    compound.dispose()
    #expect(runs.value == count)
    #expect(weakChildren.allSatisfy { $0.value == nil }, "released by the disposed compound")
    withExtendedLifetime(compound) {}
  }

  /// Adding the same disposable twice keeps two entries; one
  /// `-removeDisposable:` removes every entry, so disposing the compound
  /// leaves it alone.
  @Test func addingTwiceThenRemovingRemovesEveryEntry() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    let (other, otherRuns) = countingDisposable()
    compound.add(child)
    compound.add(child)
    compound.remove(child)
    compound.add(other)
    compound.dispose()
    #expect(runs.value == 0)
    #expect(otherRuns.value == 1)
  }

  /// The same, with entries both in the inline slots and in the array.
  @Test func removingRemovesEntriesInlineAndInTheArray() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    let (other, otherRuns) = countingDisposable()
    compound.add(child)
    compound.add(other)
    compound.add(child)
    compound.add(child)
    compound.remove(child)
    compound.dispose()
    #expect(runs.value == 0)
    #expect(otherRuns.value == 1)
  }

  /// Kept twice and never removed, it is disposed (its block runs once).
  @Test func addingTwiceDisposesOnce() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(child)
    compound.add(child)
    compound.dispose()
    #expect(runs.value == 1)
  }

  /// Adding a compound disposable to itself is a programmer error
  /// (`NSCParameterAssert(disposable != self)`).
  @Test func addingACompoundToItselfIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let compound = RACCompoundDisposable()
      compound.add(compound)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("RACCompoundDisposable.add(_:): a compound disposable cannot contain itself"))
  }

  /// Removal from inside the disposal (a child's block removing a sibling)
  /// does nothing: every child taken at disposal is disposed.
  @Test func removalDuringDisposalDoesNothing() {
    let compound = RACCompoundDisposable()
    let (sibling, siblingRuns) = countingDisposable()
    compound.add(RACDisposable { compound.remove(sibling) })
    compound.add(sibling)
    compound.dispose()
    #expect(siblingRuns.value == 1)
  }

  /// Children are disposed in slot order: the two inline slots, then the
  /// others in the order they were added.
  @Test func disposalOrderIsSlotOrder() {
    let order = Order()
    let compound = RACCompoundDisposable()
    for name in ["a", "b", "c", "d"] { compound.add(order.disposable(name)) }
    compound.dispose()
    #expect(order.names == ["a", "b", "c", "d"])
  }

  /// A child added after a removal takes the first free inline slot, so it
  /// is disposed before the children kept in the array (as in ReactiveObjC).
  @Test func aFreedInlineSlotIsReused() {
    let order = Order()
    let compound = RACCompoundDisposable()
    let first = order.disposable("a")
    compound.add(first)
    for name in ["b", "c", "d"] { compound.add(order.disposable(name)) }
    compound.remove(first)
    compound.add(order.disposable("e"))
    compound.dispose()
    #expect(order.names == ["e", "b", "c", "d"])
  }

  /// Adding during the disposal (from a child's block) disposes the new
  /// child at once.
  @Test func addingDuringDisposalDisposesAtOnce() {
    let compound = RACCompoundDisposable()
    let (late, lateRuns) = countingDisposable()
    compound.add(RACDisposable { compound.add(late) })
    compound.dispose()
    #expect(lateRuns.value == 1)
  }

  // MARK: RACSerialDisposable

  /// A serial disposable holding itself: disposing it ends (the inner
  /// `dispose` finds it already disposed).
  @Test func serialHoldingItselfDisposesOnce() {
    let serial = RACSerialDisposable()
    serial.disposable = serial
    serial.dispose()
    #expect(serial.isDisposed)
    #expect(serial.disposable == nil)
  }

  /// Swapping from inside the disposal of the old inner disposes the new
  /// one at once and hands back `nil`.
  @Test func swapDuringDisposalDisposesTheNewOne() {
    let serial = RACSerialDisposable()
    let (late, lateRuns) = countingDisposable()
    let returned = _RACLock<RACDisposable??>(.none)
    serial.disposable = RACDisposable {
      let old = serial.swap(in: late)
      returned.withLock { $0 = .some(old) }
    }
    serial.dispose()
    #expect(lateRuns.value == 1)
    let handedBackNil = returned.withLock { state -> Bool in
      if case .some(.none) = state { return true }
      return false
    }
    #expect(handedBackNil)
  }

  /// Setting the inner disposable drops the old one undisposed (no
  /// `dispose` in `-swapInDisposable:`).
  @Test func replacingDoesNotDisposeTheOld() {
    let (old, oldRuns) = countingDisposable()
    let serial = RACSerialDisposable(old)
    serial.disposable = RACDisposable()
    serial.dispose()
    #expect(oldRuns.value == 0)
  }
}
