import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import RACTestSupport
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
    handle.value = failing.catch(to: history).subscribeNext { value in
      if disposeReturned.load(ordering: .acquiring) { startedAfterDispose.add(1, ordering: .relaxed) }
      received.add(1, ordering: .relaxed)
      if value == 1_000 {
        let disposable = handle.value
        let box = Box(disposable)
        #expect(
          onNewThread {
            box.value?.dispose()
            disposeReturned.store(true, ordering: .releasing)
          })
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

/// `start(with:)` on a replaying subject, disposed from a callback: the
/// replay stops at once (the subject's subscription joins the operator's the
/// moment it is handed over), and nothing reaches the subscriber after.
@Suite struct StartWithOnReplaySubjectDisposalTests {
  @Test func disposedFromTheFirstReplayedValueDeliversNothingMore() {
    let history = RACReplaySubject<Int>()
    for value in 1...20 { history.sendNext(value) }
    var values: [Int] = []
    var subscription: RACDisposable?
    var handed: [RACCompoundDisposable] = []
    final class Subscriber: RACSubscriber, @unchecked Sendable {
      let onNext: (Int) -> Void
      let onHanded: (RACCompoundDisposable) -> Void
      init(_ onNext: @escaping (Int) -> Void, _ onHanded: @escaping (RACCompoundDisposable) -> Void) {
        self.onNext = onNext
        self.onHanded = onHanded
      }
      func sendNext(_ value: Int) { onNext(value) }
      func sendError(_ error: any Error) { onNext(-1) }
      func sendCompleted() { onNext(-2) }
      func didSubscribe(with disposable: RACCompoundDisposable) { onHanded(disposable) }
    }
    subscription = history.start(with: 0).map { $0 }.catch(to: .return(99)).subscribe(
      Subscriber(
        { value in
          values.append(value)
          if value == 1 { handed.first?.dispose() }
        },
        { handed.append($0) }))
    #expect(values == [0, 1])
    #expect(subscription != nil)
  }
}
