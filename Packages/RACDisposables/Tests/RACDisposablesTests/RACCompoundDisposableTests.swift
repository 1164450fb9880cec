import Foundation
import RACDisposables
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(10)))
struct RACCompoundDisposableTests {
  @Test func initIsEmptyAndUndisposed() {
    let compound = RACCompoundDisposable()
    #expect(!compound.isDisposed)
    compound.dispose()
    #expect(compound.isDisposed)
  }

  /// RAC 2.5's `-[RACCompoundDisposable initWithBlock:]` makes a compound
  /// of one block disposable: the block runs once, when the compound is
  /// disposed, with the children added after it.
  @Test func initWithBlockRunsTheBlockWithTheOtherChildren() {
    let log = Mutex<[String]>([])
    let compound = RACCompoundDisposable { log.withLock { $0.append("block") } }
    compound.add(RACDisposable { log.withLock { $0.append("child") } })
    #expect(log.withLock { $0 }.isEmpty)
    compound.dispose()
    compound.dispose()
    #expect(log.withLock { $0 } == ["block", "child"])
  }

  /// Disposed before it was made to hold anything else, it still runs the
  /// block, and a child added afterwards is disposed at once.
  @Test func initWithBlockAfterDisposalDisposesNewChildrenAtOnce() {
    let runs = Mutex(0)
    let compound = RACCompoundDisposable { runs.withLock { $0 += 1 } }
    compound.dispose()
    let late = RACDisposable()
    compound.add(late)
    #expect(runs.withLock { $0 } == 1)
    #expect(late.isDisposed)
  }

  @Test func addHoldsChildUndisposedUntilDispose() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(child)
    #expect(!child.isDisposed)
    #expect(runs.value == 0)
    compound.dispose()
    #expect(child.isDisposed)
    #expect(runs.value == 1)
  }

  // 1 and 2 children live inline; 3 and more spill into an array.
  @Test(arguments: [1, 2, 3, 4, 10, 1_000])
  func disposeDisposesEveryChild(count: Int) {
    let compound = RACCompoundDisposable()
    let children = (0..<count).map { _ in countingDisposable() }
    for child in children { compound.add(child.disposable) }
    #expect(children.allSatisfy { !$0.disposable.isDisposed })
    compound.dispose()
    #expect(compound.isDisposed)
    #expect(children.allSatisfy { $0.disposable.isDisposed && $0.runs.value == 1 })
  }

  @Test func disposeTwiceDisposesChildrenOnce() {
    let runs = Counter()
    let compound = RACCompoundDisposable()
    for _ in 0..<5 { compound.add(RACDisposable { runs.increment() }) }
    compound.dispose()
    compound.dispose()
    #expect(runs.value == 5)
  }

  @Test(arguments: [0, 1, 2, 5])
  func addAfterDisposeDisposesAtOnce(existing: Int) {
    let compound = RACCompoundDisposable()
    for _ in 0..<existing { compound.add(RACDisposable()) }
    compound.dispose()
    let (late, runs) = countingDisposable()
    compound.add(late)
    #expect(late.isDisposed)
    #expect(runs.value == 1)
  }

  @Test(arguments: [0, 1, 2, 5])
  func removeDoesNotDispose(position: Int) {
    let compound = RACCompoundDisposable()
    let children = (0..<6).map { _ in countingDisposable() }
    for child in children { compound.add(child.disposable) }
    compound.remove(children[position].disposable)
    #expect(!children[position].disposable.isDisposed)
    compound.dispose()
    #expect(!children[position].disposable.isDisposed, "a removed child is no longer disposed with the compound")
    for (index, child) in children.enumerated() where index != position {
      #expect(child.disposable.isDisposed)
      #expect(child.runs.value == 1)
    }
  }

  @Test func removeUnknownChildDoesNothing() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(child)
    compound.remove(RACDisposable())
    compound.dispose()
    #expect(runs.value == 1)
  }

  @Test func removeComparesByIdentity() {
    let compound = RACCompoundDisposable()
    let (kept, keptRuns) = countingDisposable()
    let (removed, removedRuns) = countingDisposable()
    compound.add(kept)
    compound.add(removed)
    compound.remove(removed)
    compound.remove(removed)
    compound.dispose()
    #expect(keptRuns.value == 1)
    #expect(removedRuns.value == 0)
  }

  @Test func removeAfterDisposeDoesNothing() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(child)
    compound.dispose()
    compound.remove(child)
    #expect(runs.value == 1)
  }

  @Test func addAfterRemoveReusesInlineSlots() {
    let compound = RACCompoundDisposable()
    let first = countingDisposable()
    let second = countingDisposable()
    compound.add(first.disposable)
    compound.add(second.disposable)
    compound.remove(first.disposable)
    let third = countingDisposable()
    let fourth = countingDisposable()
    compound.add(third.disposable)
    compound.add(fourth.disposable)
    compound.dispose()
    #expect(first.runs.value == 0)
    #expect([second, third, fourth].allSatisfy { $0.runs.value == 1 })
  }

  @Test(arguments: [0, 1, 2, 3, 8])
  func initWithDisposablesHoldsThem(count: Int) {
    let children = (0..<count).map { _ in countingDisposable() }
    let compound = RACCompoundDisposable(children.map(\.disposable))
    #expect(!compound.isDisposed)
    #expect(children.allSatisfy { !$0.disposable.isDisposed })
    compound.dispose()
    #expect(children.allSatisfy { $0.runs.value == 1 })
  }

  @Test func initWithDisposablesCanRemoveThem() {
    let (child, runs) = countingDisposable()
    let compound = RACCompoundDisposable([child])
    compound.remove(child)
    compound.dispose()
    #expect(runs.value == 0)
  }

  @Test func disposeDisposesNestedCompounds() {
    let (leaf, runs) = countingDisposable()
    let inner = RACCompoundDisposable([leaf])
    let outer = RACCompoundDisposable([inner])
    outer.dispose()
    #expect(inner.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func disposeReleasesChildren() {
    weak var weakChild: RACDisposable?
    let compound = RACCompoundDisposable()
    do {
      let child = RACDisposable()
      weakChild = child
      compound.add(child)
    }
    #expect(weakChild != nil)
    compound.dispose()
    #expect(weakChild == nil)
  }

  @Test func removeReleasesChild() {
    weak var weakChild: RACDisposable?
    let compound = RACCompoundDisposable()
    do {
      let child = RACDisposable()
      weakChild = child
      compound.add(RACDisposable())
      compound.add(RACDisposable())
      compound.add(child)
      compound.remove(child)
    }
    #expect(weakChild == nil)
    withExtendedLifetime(compound) {}
  }

  // MARK: Re-entrancy

  @Test func disposeDuringAddFromChildDisposesAddedAtOnce() {
    let compound = RACCompoundDisposable()
    let (late, lateRuns) = countingDisposable()
    compound.add(RACDisposable { compound.add(late) })
    compound.dispose()
    #expect(late.isDisposed)
    #expect(lateRuns.value == 1)
  }

  @Test func disposeFromChildBlockDoesNotDeadlock() {
    let compound = RACCompoundDisposable()
    let runs = Counter()
    compound.add(
      RACDisposable {
        runs.increment()
        compound.dispose()
        compound.remove(RACDisposable())
      })
    compound.add(RACDisposable { runs.increment() })
    compound.dispose()
    #expect(runs.value == 2)
  }

  // MARK: Threads

  @Test func addConcurrentWithDisposeDisposesEveryChildOnce() throws {
    let threads = 8
    let perThread = 200
    for _ in 0..<20 {
      let compound = RACCompoundDisposable()
      let runs = (0..<threads * perThread).map { _ in Counter() }
      let finished = race(threads: threads + 1) { thread in
        if thread == threads {
          compound.dispose()
          return
        }
        for index in 0..<perThread {
          let counter = runs[thread * perThread + index]
          compound.add(RACDisposable { counter.increment() })
        }
      }
      try #require(finished)
      #expect(compound.isDisposed)
      let lost = runs.filter { $0.value != 1 }.count
      #expect(lost == 0, "every child added before or after the dispose is disposed exactly once")
    }
  }

  @Test func addAndRemoveConcurrentlyThenDispose() throws {
    let threads = 8
    let perThread = 300
    let compound = RACCompoundDisposable()
    let kept = (0..<threads * perThread).map { _ in countingDisposable() }
    let removed = (0..<threads * perThread).map { _ in countingDisposable() }
    let finished = race(threads: threads) { thread in
      for index in 0..<perThread {
        let slot = thread * perThread + index
        compound.add(kept[slot].disposable)
        compound.add(removed[slot].disposable)
        compound.remove(removed[slot].disposable)
      }
    }
    try #require(finished)
    compound.dispose()
    #expect(kept.allSatisfy { $0.runs.value == 1 })
    #expect(removed.allSatisfy { $0.runs.value == 0 })
  }

  @Test func disposeRaceFromEightThreadsDisposesChildrenOnce() throws {
    for _ in 0..<100 {
      let runs = Counter()
      let compound = RACCompoundDisposable()
      for _ in 0..<4 { compound.add(RACDisposable { runs.increment() }) }
      let finished = race(threads: 8) { _ in compound.dispose() }
      try #require(finished)
      #expect(runs.value == 4)
    }
  }
}
