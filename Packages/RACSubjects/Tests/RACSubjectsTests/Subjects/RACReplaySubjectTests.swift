import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACReplaySubjectTests {
  @Test func replaySubjectReplaysEverythingThenLiveEvents() {
    let subject = RACReplaySubject<Int>()
    #expect(subject.capacity == .max)
    subject.sendNext(1)
    subject.sendNext(2)
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    subject.sendNext(3)
    subject.sendCompleted()
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  /// The diagram of RACReplaySubject's documentation.
  @Test func replaySubjectMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let capacity2 = RACReplaySubject<String>(capacity: 2)
    let capacity3 = RACReplaySubject<String>(capacity: 3)
    let middle = TimedRecorder<String>(scheduler)
    let late = TimedRecorder<String>(scheduler)
    for (tick, value) in [(1, "a"), (3, "b"), (5, "c"), (11, "d")] {
      on(scheduler, at: tick) {
        capacity2.sendNext(value)
        capacity3.sendNext(value)
      }
    }
    on(scheduler, at: 6) { capacity2.subscribe(middle) }
    on(scheduler, at: 13) {
      capacity2.sendCompleted()
      capacity3.sendCompleted()
    }
    on(scheduler, at: 14) { capacity3.subscribe(late) }
    scheduler.stepAll()
    #expect(middle.timeline == ["6^", "6b", "6c", "11d", "13|"])
    #expect(late.timeline == ["14^", "14b", "14c", "14d", "14|"])
  }

  @Test(arguments: [1, 2, 3, 5, 8])
  func replaySubjectKeepsTheLastCapacityValues(capacity: Int) {
    let subject = RACReplaySubject<Int>(capacity: capacity)
    for value in 0..<20 { subject.sendNext(value) }
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    #expect(recorder.values == Array((20 - capacity)..<20))
  }

  @Test func replaySubjectCapacityZeroReplaysOnlyTheTerminalEvent() {
    let subject = RACReplaySubject<Int>(capacity: 0)
    subject.sendNext(1)
    let live = Recorder<Int>()
    subject.subscribe(live)
    #expect(live.events.isEmpty)
    subject.sendNext(2)
    subject.sendError(TestError(code: 3))
    #expect(live.events == [.next(2), .error(TestError(code: 3))])

    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.events == [.error(TestError(code: 3))])
  }

  @Test func replaySubjectSendsTheLastValueAfterCompletion() {
    let subject = RACReplaySubject<String>(capacity: 1)
    subject.sendNext("blah")
    subject.sendNext("more blah")
    subject.sendCompleted()
    let recorder = Recorder<String>()
    subject.subscribe(recorder)
    #expect(recorder.events == [.next("more blah"), .completed])
  }

  @Test func replaySubjectWithNoValuesReplaysOnlyCompletion() {
    let subject = RACReplaySubject<Int>(capacity: 1)
    subject.sendCompleted()
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func replaySubjectResendsErrors() {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    subject.sendError(TestError(code: 9))
    for _ in 0..<2 {
      let recorder = Recorder<Int>()
      subject.subscribe(recorder)
      #expect(recorder.events == [.next(1), .error(TestError(code: 9))])
    }
  }

  @Test func replaySubjectIgnoresEventsAfterTheTerminalEvent() {
    let subject = RACReplaySubject<Int>()
    let live = Recorder<Int>()
    subject.subscribe(live)
    subject.sendNext(1)
    subject.sendCompleted()
    subject.sendNext(2)
    subject.sendError(TestError(code: 1))
    #expect(live.events == [.next(1), .completed])
    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.events == [.next(1), .completed])
  }

  @Test func replaySubjectStopsReplayingWhenDisposed() {
    let subject = RACReplaySubject<Int>()
    for value in 0..<5 { subject.sendNext(value) }
    let subscriber = TakingSubscriber<Int>(limit: 1)
    subject.subscribe(subscriber)
    // Disposed during the first replayed value, before `subscribe` returned.
    #expect(subscriber.values == [0])
    subject.sendNext(5)
    subject.sendCompleted()
    #expect(subscriber.values == [0])
    #expect(subscriber.terminalEvents == 0)
  }

  /// A replay subject that has sent `value` and completed.
  func completedReplaySubject(of value: Int) -> RACReplaySubject<Int> {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(value)
    subject.sendCompleted()
    return subject
  }

  @Test func replaySubjectDisposedDuringReplayGetsNoTerminalEvent() {
    let subject = completedReplaySubject(of: 0)
    let subscriber = TakingSubscriber<Int>(limit: 1)
    subject.subscribe(subscriber)
    #expect(subscriber.values == [0])
    #expect(subscriber.terminalEvents == 0)
  }

  @Test func replaySubjectDisposedBeforeSubscribingGetsNothing() {
    let subject = completedReplaySubject(of: 0)
    let subscriber = TakingSubscriber<Int>(limit: 0)
    subject.subscribe(subscriber)
    let recorder = Recorder<Int>()
    let disposable = subject.subscribe(recorder)
    #expect(recorder.events == [.next(0), .completed])
    #expect(disposable.isDisposed)
  }

  /// ReactiveObjC's "should send same latest value to multiple subscribers in
  /// another subscription": the history is trimmed before the value is sent.
  @Test func replaySubjectSubscriptionInsideSendNextSeesTheTrimmedHistory() {
    let subject = RACReplaySubject<Int>(capacity: 1)
    var values: [Int] = []
    subject.subscribeNext { first in
      values.append(first)
      subject.subscribe(TakingSubscriber<Int>(limit: 1) { values.append($0) })
    }
    subject.sendNext(1)
    subject.sendNext(2)
    #expect(values == [1, 1, 2, 2])
  }

  /// A value sent from a subscriber's callback during its own replay is
  /// delivered after the replay, in order: nothing lost, nothing repeated.
  @Test func replaySubjectSendDuringReplayIsDeliveredInOrder() {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    subject.sendNext(2)
    var received: [Int] = []
    subject.subscribeNext { value in
      received.append(value)
      if value == 1 { subject.sendNext(3) }
    }
    subject.sendNext(4)
    #expect(received == [1, 2, 3, 4])
    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.values == [1, 2, 3, 4])
  }

  /// Values sent while a subscriber is being replayed (here from its own
  /// callback) are delivered to it after the history, in order: nothing is
  /// lost, even when a bounded history drops them meanwhile. (RAC 2.5
  /// mutated its history while enumerating it here, which raises in
  /// Objective-C.)
  @Test func replaySubjectDeliversValuesSentDuringReplayAfterTheHistory() {
    let subject = RACReplaySubject<Int>(capacity: 2)
    subject.sendNext(1)
    subject.sendNext(2)
    var received: [Int] = []
    subject.subscribeNext { value in
      received.append(value)
      if value == 1 {
        for next in 3...6 { subject.sendNext(next) }
      }
    }
    #expect(received == [1, 2, 3, 4, 5, 6])
  }

  /// A completion sent from a subscriber's callback during its own replay
  /// is queued behind the values sent before it, delivered once, after
  /// them; the subject records it, so a later subscriber gets the same.
  @Test func replaySubjectCompletionSentDuringReplayComesAfterTheQueuedValues() {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    subject.sendNext(2)
    let recorder = Recorder<Int> { value in
      if value == 1 {
        subject.sendNext(3)
        subject.sendCompleted()
        subject.sendNext(4)
      }
    }
    subject.subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.events == [.next(1), .next(2), .next(3), .completed])
  }

  /// An error sent during a behavior subject's replay of its current value
  /// (which records no terminal event) reaches the subscriber being
  /// replayed after the values queued before it, and a live subscriber at
  /// once.
  @Test func behaviorSubjectErrorSentDuringReplayReachesTheReplayedSubscriber() {
    let subject = RACBehaviorSubject<Int>(defaultValue: 0)
    let live = Recorder<Int>()
    subject.subscribe(live)
    let replayed = Recorder<Int> { value in
      if value == 0 {
        subject.sendNext(1)
        subject.sendError(TestError(code: 7))
      }
    }
    subject.subscribe(replayed)
    #expect(replayed.values == [0, 1])
    #expect(replayed.error as? TestError == TestError(code: 7))
    #expect(live.values == [0, 1])
    #expect(live.error as? TestError == TestError(code: 7))
  }

  /// A subscriber that disposes its subscription during its replay while
  /// values are queued for it receives none of them, and the queued values
  /// are released.
  @Test func replaySubjectDisposedDuringReplayDropsAndReleasesTheQueuedValues() {
    final class Token {}
    weak var queued: Token?
    let subject = RACReplaySubject<Token>(capacity: 1)
    subject.sendNext(Token())
    var recorder: Recorder<Token>!
    recorder = Recorder<Token> { _ in
      guard queued == nil else { return }
      let token = Token()
      queued = token
      subject.sendNext(token)
      subject.sendNext(Token())  // drops `token` from the history
      recorder.subscriptionDisposables.forEach { $0.dispose() }
    }
    subject.subscribe(recorder)
    #expect(recorder.values.count == 1)
    #expect(recorder.subscriptionDisposables.count == 1)
    #expect(queued == nil)
  }

  /// A subscriber that leaves during its replay no longer counts as being
  /// replayed: a later subscriber's replay still queues what is sent
  /// meanwhile behind the history, once or many times over.
  @Test(arguments: [1, 3])
  func replaySubjectQueuesForALaterReplayAfterOneLeftDuringItsReplay(leavers: Int) {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    subject.sendNext(2)
    for _ in 0..<leavers {
      var leaving: Recorder<Int>!
      leaving = Recorder<Int> { _ in leaving.subscriptionDisposables.forEach { $0.dispose() } }
      subject.subscribe(leaving)
      #expect(leaving.values == [1])
    }
    let next = Recorder<Int> { value in
      if value == 1 { subject.sendNext(3) }
    }
    subject.subscribe(next)
    #expect(next.values == [1, 2, 3])
    subject.sendNext(4)
    #expect(next.values == [1, 2, 3, 4])
  }

  /// A value sent to a replay subject after its terminal event is neither
  /// recorded nor sent, and the subject lets go of it at once (it evicts
  /// nothing it would have to release).
  @Test(arguments: [0, 1, 3])
  func replaySubjectReleasesAValueSentAfterItsTerminalEvent(recorded: Int) {
    final class Token {}
    let subject = RACReplaySubject<Token>(capacity: 2)
    for _ in 0..<recorded { subject.sendNext(Token()) }
    subject.sendCompleted()
    weak var late: Token?
    do {
      let token = Token()
      late = token
      subject.sendNext(token)
    }
    #expect(late == nil)
    let recorder = Recorder<Token>()
    subject.subscribe(recorder)
    #expect(recorder.values.count == min(recorded, 2))
    #expect(recorder.events.last.map { "\($0)" } == "completed")
  }

  @Test func replaySubjectFinishesReplayingBeforeLiveValues() {
    let subject = RACReplaySubject<Int>()
    let recorder = Recorder<Int>()
    subject.sendNext(1)
    subject.subscribe(recorder)
    subject.sendNext(2)
    subject.sendCompleted()
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  /// Values sent from four threads while subscribers join: every subscriber
  /// receives the whole history in the order live subscribers saw it,
  /// without a gap, duplicate or overlap between replay and live values,
  /// then completion.
  @Test(.timeLimit(.minutes(10)))
  func replaySubjectReplaysInTheLiveOrderAcrossThreads() {
    let subject = RACReplaySubject<Int>()
    let first = Recorder<Int>()
    subject.subscribe(first)
    let joiners = Log<Recorder<Int>>()
    let perThread = 2_000
    let finished = onThreads(5) { index in
      if index == 4 {
        for _ in 0..<20 {
          let recorder = Recorder<Int>()
          subject.subscribe(recorder)
          joiners.append(recorder)
        }
      } else {
        for value in 0..<perThread { subject.sendNext(index * perThread + value) }
      }
    }
    #expect(finished)
    subject.sendCompleted()

    let order = first.values
    #expect(order.count == 4 * perThread)
    #expect(Set(order).count == 4 * perThread)
    for recorder in joiners.values {
      let values = recorder.values
      #expect(values == order)
      #expect(recorder.isCompleted)
      #expect(recorder.overlaps == 0)
    }
    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.values == order)
    #expect(first.overlaps == 0)
  }

  @Test func replaySubjectReplaysOnTheSubscribingThreadInsideASchedulerAction() {
    let scheduler = RACTestScheduler()
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    var current: RACScheduler?
    scheduler.schedule {
      subject.subscribeNext { _ in current = RACScheduler.current }
    }
    scheduler.stepAll()
    #expect(current === scheduler)
  }
}
