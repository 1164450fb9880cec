import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Synchronization
import Testing

/// `catch(to:)` with a replay subject as the fallback, disposed from another
/// thread while the subject replays its history: no callback starts after
/// `dispose()` returned.
@Suite struct CatchToReplaySubjectTests {
  final class Box<T>: @unchecked Sendable {
    // Safety: written before the other thread starts, read by it after.
    var value: T
    init(_ value: T) { self.value = value }
  }

  @Test func disposedFromAnotherThreadDuringTheReplayDeliversNothingAfterDisposeReturns() {
    let count = 50_000
    let history = RACReplaySubject<Int>()
    for value in 0..<count { history.sendNext(value) }
    let failing = RACSubject<Int>()
    let startedAfterDispose = Atomic<Int>(0)
    let disposeReturned = Atomic<Bool>(false)
    let received = Atomic<Int>(0)
    let handle = Box<RACDisposable?>(nil)
    let disposed = DispatchSemaphore(value: 0)
    handle.value = failing.catch(to: history).subscribeNext { value in
      if disposeReturned.load(ordering: .acquiring) { startedAfterDispose.add(1, ordering: .relaxed) }
      received.add(1, ordering: .relaxed)
      if value == 1_000 {
        let disposable = handle.value
        let box = Box(disposable)
        Thread.detachNewThread {
          box.value?.dispose()
          disposeReturned.store(true, ordering: .releasing)
          disposed.signal()
        }
        disposed.wait()
      }
    }
    failing.sendError(NSError(domain: "test", code: 1))
    let late = startedAfterDispose.load(ordering: .acquiring)
    let total = received.load(ordering: .acquiring)
    #expect(late == 0)
    #expect(total == 1_001)
  }

  @Test func fallbackReplaySubjectDisposedFromItsFirstValueSendsNothingMore() {
    let history = RACReplaySubject<Int>()
    for value in 0..<10 { history.sendNext(value) }
    history.sendCompleted()
    let failing = RACSubject<Int>()
    var events: [String] = []
    var subscription: RACDisposable?
    subscription = failing.catch(to: history).subscribeNext(
      { value in
        events.append("\(value)")
        subscription?.dispose()
      },
      completed: { events.append("|") })
    failing.sendError(NSError(domain: "test", code: 1))
    #expect(events == ["0"])
  }
}
