import Foundation
import RACDisposables
import Testing

@Suite(.timeLimit(.minutes(10)))
struct RACDisposableTests {
  @Test func disposeRunsBlockOnce() {
    let (disposable, runs) = countingDisposable()
    #expect(runs.value == 0)
    disposable.dispose()
    disposable.dispose()
    disposable.dispose()
    #expect(runs.value == 1)
  }

  @Test func initWithoutBlockOnlyRecordsDisposal() {
    let disposable = RACDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
  }

  @Test func isDisposedFlipsOnFirstDispose() {
    let (disposable, _) = countingDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
  }

  @Test func isDisposedIsTrueWhileBlockRuns() {
    let seen = Counter()
    let box = DisposableBox()
    let disposable = RACDisposable {
      if box.disposable?.isDisposed == true { seen.increment() }
    }
    box.disposable = disposable
    disposable.dispose()
    #expect(seen.value == 1)
  }

  @Test func disposeReentrantFromBlockRunsBlockOnce() {
    let runs = Counter()
    let box = DisposableBox()
    let disposable = RACDisposable {
      runs.increment()
      box.disposable?.dispose()
    }
    box.disposable = disposable
    disposable.dispose()
    #expect(runs.value == 1)
  }

  @Test func disposeRaceFromEightThreadsRunsBlockOnce() throws {
    for _ in 0..<200 {
      let (disposable, runs) = countingDisposable()
      let finished = race(threads: 8) { _ in disposable.dispose() }
      try #require(finished)
      #expect(runs.value == 1)
      #expect(disposable.isDisposed)
    }
  }

  @Test func disposeRaceWithConcurrentPerformRunsBlockOnce() {
    for _ in 0..<1_000 {
      let (disposable, runs) = countingDisposable()
      DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
      #expect(runs.value == 1)
    }
  }

  @Test func disposeReleasesBlock() {
    weak var weakToken: Token?
    let disposable: RACDisposable
    do {
      let token = Token()
      weakToken = token
      disposable = RACDisposable { _ = token }
    }
    #expect(weakToken != nil, "the block holds what it captured until it runs")
    disposable.dispose()
    #expect(weakToken == nil)
    withExtendedLifetime(disposable) {}
  }

  @Test func disposeBreaksRetainCycleThroughBlock() {
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      owner.disposable = RACDisposable { _ = owner }
      owner.disposable?.dispose()
    }
    #expect(weakOwner == nil)
  }

  @Test func asScopedDisposableWrapsReceiver() {
    let (disposable, runs) = countingDisposable()
    do {
      let scoped = disposable.asScopedDisposable()
      withExtendedLifetime(scoped) {
        #expect(!disposable.isDisposed)
      }
    }
    #expect(disposable.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func asScopedDisposableDisposeDisposesReceiver() {
    let (disposable, runs) = countingDisposable()
    let scoped = disposable.asScopedDisposable()
    scoped.dispose()
    #expect(scoped.isDisposed)
    #expect(disposable.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func asScopedDisposableOfSubclassesWrapsThem() {
    let compound = RACCompoundDisposable()
    let (child, runs) = countingDisposable()
    compound.add(child)
    do {
      let scoped = compound.asScopedDisposable()
      withExtendedLifetime(scoped) { #expect(!compound.isDisposed) }
    }
    #expect(compound.isDisposed)
    #expect(runs.value == 1)
  }
}

/// Holds a disposable so that its own block can reach it.
private final class DisposableBox: @unchecked Sendable {
  // Safety: written once, before the disposable is disposed, on one thread.
  var disposable: RACDisposable?
}

/// An object that owns a disposable whose block captures the object.
private final class Owner {
  var disposable: RACDisposable?
}
