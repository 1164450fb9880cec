import Foundation
import RACDisposables
import RACTestSupport
import Testing

/// `RACCompoundDisposable`'s tokens: removal in constant time that keeps
/// RAC's disposal order (the inline slots, then the others in the order
/// they were added) and never removes a child the token was not handed for.
@Suite(.timeLimit(.minutes(10)))
struct CompoundTokenTests {
  /// An ordered log of disposals.
  final class Order: @unchecked Sendable {
    // Safety: every access goes through the lock.
    private let lock = _RACLock<[Int]>([])

    func disposable(_ id: Int) -> RACDisposable {
      RACDisposable { self.lock.withLock { $0.append(id) } }
    }

    var ids: [Int] { lock.withLock { $0 } }
  }

  @Test(arguments: [1, 2, 3, 5, 100])
  func aTokenRemovesItsChildWithoutDisposingIt(count: Int) {
    let compound = RACCompoundDisposable()
    let children = (0..<count).map { _ in countingDisposable() }
    let tokens = children.map { compound.add($0.disposable) }
    for (child, token) in zip(children, tokens) {
      compound.remove(token)
      #expect(!child.disposable.isDisposed)
    }
    compound.dispose()
    #expect(children.allSatisfy { $0.runs.value == 0 })
  }

  /// Removing a random half by token leaves the rest to be disposed in the
  /// order RAC keeps: inline slots first, then the others as added.
  @Test(arguments: [3, 10, 1_000])
  func theOthersAreDisposedInOrder(count: Int) {
    let order = Order()
    let compound = RACCompoundDisposable()
    let tokens = (0..<count).map { compound.add(order.disposable($0)) }
    var generator = SplitMix(seed: UInt64(count))
    let removed = Set((0..<count).shuffled(using: &generator).prefix(count / 2))
    for index in removed { compound.remove(tokens[index]) }
    compound.dispose()
    #expect(order.ids == (0..<count).filter { !removed.contains($0) })
  }

  /// Children added after removals: a free inline slot is taken first (as
  /// ReactiveObjC does), list entries are reused, and the list keeps the
  /// order of addition whatever entry a child lands in.
  @Test func reusedPlacesKeepTheOrderOfAddition() {
    let order = Order()
    let compound = RACCompoundDisposable()
    var tokens = (0..<6).map { compound.add(order.disposable($0)) }
    compound.remove(tokens[0])  // inline slot
    compound.remove(tokens[3])  // list entry
    compound.remove(tokens[4])  // list entry
    tokens.append(compound.add(order.disposable(6)))  // takes the inline slot
    tokens.append(compound.add(order.disposable(7)))  // reuses an entry, goes last
    tokens.append(compound.add(order.disposable(8)))
    compound.dispose()
    #expect(order.ids == [6, 1, 2, 5, 7, 8])
  }

  /// A token whose child left never removes the child that took its place.
  @Test(arguments: [0, 1, 2, 4])
  func aStaleTokenRemovesNothing(position: Int) {
    let compound = RACCompoundDisposable()
    let earlier = (0..<position).map { _ in compound.add(RACDisposable()) }
    let stale = compound.add(RACDisposable())
    compound.remove(stale)
    let (newcomer, runs) = countingDisposable()
    let fresh = compound.add(newcomer)
    #expect(fresh != stale)
    compound.remove(stale)
    compound.dispose()
    #expect(runs.value == 1)
    _ = earlier
  }

  @Test func noneAndNilTokensRemoveNothing() {
    let compound = RACCompoundDisposable()
    #expect(compound.add(nil) == .none)
    let disposed = RACDisposable()
    disposed.dispose()
    #expect(compound.add(disposed) == .none)
    let (child, runs) = countingDisposable()
    compound.add(child)
    compound.remove(RACCompoundDisposable.Token.none)
    compound.dispose()
    #expect(runs.value == 1)
    let (late, lateRuns) = countingDisposable()
    #expect(compound.add(late) == .none)
    #expect(lateRuns.value == 1)
  }

  /// Removing by token after (or during) the disposal does nothing.
  @Test func removingDuringDisposalDoesNothing() {
    let compound = RACCompoundDisposable()
    let runs = Counter()
    var tokens: [RACCompoundDisposable.Token] = []
    let box = _RACLock<[RACCompoundDisposable.Token]>([])
    compound.add(RACDisposable { for token in box.withLock({ $0 }) { compound.remove(token) } })
    for _ in 0..<5 { tokens.append(compound.add(RACDisposable { runs.increment() })) }
    box.withLock { $0 = tokens }
    compound.dispose()
    #expect(runs.value == 5)
  }

  /// Removal by identity still finds children in the list, wherever they
  /// sit, and every occurrence of them.
  @Test func removeByIdentityScansTheList() {
    let order = Order()
    let compound = RACCompoundDisposable()
    let children = (0..<8).map { order.disposable($0) }
    for child in children { compound.add(child) }
    compound.add(children[5])
    compound.remove(children[5])
    compound.remove(children[0])
    compound.dispose()
    #expect(order.ids == [1, 2, 3, 4, 6, 7])
  }

  /// Removed children are released at once (nothing keeps them).
  @Test func aRemovedChildIsReleased() {
    let compound = RACCompoundDisposable()
    weak var weakChild: RACDisposable?
    var tokens: [RACCompoundDisposable.Token] = []
    for _ in 0..<4 { tokens.append(compound.add(RACDisposable())) }
    do {
      let child = RACDisposable()
      weakChild = child
      tokens.append(compound.add(child))
    }
    #expect(weakChild != nil)
    compound.remove(tokens[4])
    #expect(weakChild == nil)
    compound.dispose()
  }

  /// Adding and removing by token from many threads at once loses no child
  /// and disposes each kept child once.
  @Test func concurrentAddsAndRemoves() {
    let compound = RACCompoundDisposable()
    let kept = Counter()
    let finished = race(threads: 8) { thread in
      for index in 0..<2_000 {
        let token = compound.add(RACDisposable { kept.increment() })
        if index % 2 == 0 { compound.remove(token) }
      }
    }
    #expect(finished)
    compound.dispose()
    #expect(kept.value == 8 * 1_000)
  }
}
