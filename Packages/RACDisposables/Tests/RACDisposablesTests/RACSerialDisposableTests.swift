import Foundation
import RACDisposables
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(10)))
struct RACSerialDisposableTests {
  @Test func initWithoutDisposableHoldsNil() {
    let serial = RACSerialDisposable()
    #expect(serial.disposable == nil)
    #expect(!serial.isDisposed)
    serial.dispose()
    #expect(serial.isDisposed)
  }

  @Test func initWithDisposableHoldsIt() {
    let (inner, runs) = countingDisposable()
    let serial = RACSerialDisposable(inner)
    #expect(serial.disposable === inner)
    #expect(!inner.isDisposed)
    serial.dispose()
    #expect(runs.value == 1)
  }

  /// RAC 2.5's `-[RACSerialDisposable initWithBlock:]` makes a block
  /// disposable the inner one: disposing the serial runs the block once.
  @Test func initWithBlockRunsTheBlockWhenDisposed() {
    let runs = Mutex(0)
    let serial = RACSerialDisposable { runs.withLock { $0 += 1 } }
    #expect(serial.disposable != nil)
    #expect(runs.withLock { $0 } == 0)
    serial.dispose()
    serial.dispose()
    #expect(runs.withLock { $0 } == 1)
    #expect(serial.disposable == nil)
  }

  /// The block's disposable is an inner disposable like any other: swapped
  /// out, it comes back unrun, and the serial no longer runs it.
  @Test func initWithBlockSwapsOutTheBlockUnrun() {
    let runs = Mutex(0)
    let serial = RACSerialDisposable { runs.withLock { $0 += 1 } }
    let old = serial.swap(in: nil)
    serial.dispose()
    #expect(runs.withLock { $0 } == 0)
    #expect(old?.isDisposed == false)
    old?.dispose()
    #expect(runs.withLock { $0 } == 1)
  }

  @Test func swapInReturnsOldUndisposed() {
    let (old, oldRuns) = countingDisposable()
    let new = RACDisposable()
    let serial = RACSerialDisposable(old)
    let returned = serial.swap(in: new)
    #expect(returned === old)
    #expect(!old.isDisposed)
    #expect(oldRuns.value == 0)
    #expect(serial.disposable === new)
  }

  @Test func swapInOnEmptyReturnsNil() {
    let serial = RACSerialDisposable()
    #expect(serial.swap(in: RACDisposable()) == nil)
  }

  @Test func swapInNilClearsAndReturnsOld() {
    let old = RACDisposable()
    let serial = RACSerialDisposable(old)
    #expect(serial.swap(in: nil) === old)
    #expect(serial.disposable == nil)
    serial.dispose()
    #expect(!old.isDisposed)
  }

  @Test func disposableSetterDropsOldUndisposed() {
    let (old, oldRuns) = countingDisposable()
    let new = RACDisposable()
    let serial = RACSerialDisposable(old)
    serial.disposable = new
    #expect(!old.isDisposed)
    #expect(oldRuns.value == 0)
    #expect(serial.disposable === new)
    serial.dispose()
    #expect(new.isDisposed)
    #expect(!old.isDisposed, "the dropped disposable is not the serial disposable's anymore")
  }

  @Test func disposeDisposesCurrentInner() {
    let (inner, runs) = countingDisposable()
    let serial = RACSerialDisposable()
    serial.disposable = inner
    serial.dispose()
    #expect(inner.isDisposed)
    #expect(runs.value == 1)
    #expect(serial.disposable == nil)
  }

  @Test func disposeTwiceDisposesInnerOnce() {
    let (inner, runs) = countingDisposable()
    let serial = RACSerialDisposable(inner)
    serial.dispose()
    serial.dispose()
    #expect(runs.value == 1)
  }

  @Test func disposableSetAfterDisposalIsDisposedAtOnce() {
    let serial = RACSerialDisposable()
    serial.dispose()
    let (late, runs) = countingDisposable()
    serial.disposable = late
    #expect(late.isDisposed)
    #expect(runs.value == 1)
    #expect(serial.disposable == nil)
  }

  @Test func swapInAfterDisposalDisposesNewAndReturnsNil() {
    let serial = RACSerialDisposable(RACDisposable())
    serial.dispose()
    let (late, runs) = countingDisposable()
    #expect(serial.swap(in: late) == nil)
    #expect(late.isDisposed)
    #expect(runs.value == 1)
  }

  @Test func swapInNilAfterDisposalReturnsNil() {
    let serial = RACSerialDisposable()
    serial.dispose()
    #expect(serial.swap(in: nil) == nil)
  }

  @Test func disposeReleasesInner() {
    weak var weakInner: RACDisposable?
    let serial = RACSerialDisposable()
    do {
      let inner = RACDisposable()
      weakInner = inner
      serial.disposable = inner
    }
    #expect(weakInner != nil)
    serial.dispose()
    #expect(weakInner == nil)
  }

  @Test func disposeFromInnerBlockDoesNotDeadlock() {
    let serial = RACSerialDisposable()
    let runs = Counter()
    serial.disposable = RACDisposable {
      runs.increment()
      serial.dispose()
      serial.disposable = RACDisposable { runs.increment() }
    }
    serial.dispose()
    #expect(runs.value == 2)
  }

  // Every disposable swapped in is either handed back by a later swap
  // (undisposed) or disposed by the serial disposable: never both, never lost.
  @Test func swapInConcurrentWithDisposeLosesNothing() throws {
    let threads = 8
    let perThread = 200
    for _ in 0..<10 {
      let serial = RACSerialDisposable()
      let swappedIn = (0..<threads * perThread).map { _ in countingDisposable() }
      let returned = _RACLock<[ObjectIdentifier]>([])
      let finished = race(threads: threads + 1) { thread in
        if thread == threads {
          serial.dispose()
          return
        }
        for index in 0..<perThread {
          if let old = serial.swap(in: swappedIn[thread * perThread + index].disposable) {
            returned.withLock { $0.append(ObjectIdentifier(old)) }
          }
        }
      }
      try #require(finished)
      let handedBack = Set(returned.withLock { $0 })
      #expect(handedBack.count == returned.withLock { $0.count }, "no disposable is handed back twice")
      for (disposable, runs) in swappedIn {
        if handedBack.contains(ObjectIdentifier(disposable)) {
          #expect(runs.value == 0)
        } else {
          #expect(runs.value == 1)
        }
      }
    }
  }
}
