import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Testing

/// `deliver(on:)`: on the test scheduler for the marbles, on real queues for
/// threads and order.
@Suite(.timeLimit(.minutes(10)))
struct DeliverOnTests {
  @Test func deliverOnMarble() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source.deliver(on: test.scheduler))
    test.run()
    let result = try recorder.compare(with: "-a-b-|")
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func deliverOnPassesTheErrorAfterTheValues() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let recorder = test.record(source.deliver(on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "-a-#").isMatch)
  }

  @Test func deliverOnEventsAreScheduledNotSentInline() throws {
    let scheduler = RACTestScheduler()
    let log = ThreadedLog<String>()
    just(["a"]).deliver(on: scheduler).subscribeNext({ log.append($0) }, completed: { log.append("|") })
    #expect(log.entries.isEmpty)
    #expect(scheduler.pendingActionCount == 2)
    scheduler.stepAll()
    #expect(log.entries == ["a", "|"])
  }

  /// Each event is a block of its own on the scheduler, as in RAC: events
  /// of two subscriptions interleave there in the order they were sent, and
  /// a block scheduled between two events runs between them.
  @Test func deliverOnSchedulesOneBlockPerEventInterleavedWithOthers() {
    let scheduler = RACTestScheduler()
    let first = ThreadedBox<any RACSubscriber<String>>()
    let second = ThreadedBox<any RACSubscriber<String>>()
    let log = ThreadedLog<String>()
    manualSignal(first).deliver(on: scheduler).subscribeNext { log.append($0) }
    manualSignal(second).deliver(on: scheduler).subscribeNext({ log.append($0) }, completed: { log.append("|") })
    first.value?.sendNext("a1")
    second.value?.sendNext("b1")
    scheduler.schedule { log.append("other") }
    first.value?.sendNext("a2")
    second.value?.sendCompleted()
    #expect(scheduler.pendingActionCount == 5)
    scheduler.stepAll()
    #expect(log.entries == ["a1", "b1", "other", "a2", "|"])
  }

  @Test func deliverOnDisposalDropsWaitingEventsAndDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let recorder = test.record(source.deliver(on: test.scheduler), disposeAt: 3)
    test.run()
    #expect(try recorder.compare(with: "-a-!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func deliverOnDisposedWhileEventsWaitOnTheScheduler() {
    let scheduler = RACTestScheduler()
    let log = ThreadedLog<String>()
    let disposable = RACSignal<String> { subscriber in
      subscriber.sendNext("a")
      subscriber.sendNext("b")
      return nil
    }.deliver(on: scheduler).subscribeNext { log.append($0) }
    disposable.dispose()
    scheduler.stepAll()
    #expect(log.entries.isEmpty)
  }

  @Test func deliverOnReentrantSendsKeepTheirOrder() {
    let scheduler = RACTestScheduler()
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<Int>()
    manualSignal(box).deliver(on: scheduler).subscribeNext { value in
      log.append(value)
      if value == 1 {
        box.value?.sendNext(2)
        box.value?.sendNext(3)
      }
    }
    box.value?.sendNext(1)
    scheduler.stepAll()
    #expect(log.entries == [1, 2, 3])
  }

  @Test func deliverOnReleasesItsSubscriberOnceDone() {
    let scheduler = RACTestScheduler()
    let tracker = RACLeakTracker()
    do {
      let recorder = RACTestRecorder<Int>(scheduler: scheduler)
      tracker.track(recorder, "recorder")
      recorder.subscribe(to: RACSignal<Int>.return(1).deliver(on: scheduler))
      scheduler.stepAll()
      #expect(recorder.values == [1])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  /// Once the source's terminal event is scheduled, the subscription lets
  /// go of its scheduler: a test scheduler dropped with the events still
  /// waiting on it is freed, and with it the blocks, the values they were
  /// to deliver and the subscriber, as in RAC, whose blocks capture the
  /// subscriber and not the scheduler (Docs/Internals.md, "A scheduler is
  /// not kept by its own blocks").
  @Test(arguments: [false, true])
  func deliverOnLetsGoOfATestSchedulerDroppedWithTheEndWaiting(failing: Bool) {
    final class Object {}
    let tracker = RACLeakTracker()
    let delivered = ThreadedLog<String>()
    do {
      let scheduler = RACTestScheduler()
      let values = [Object(), Object()]
      let subscriber = Object()
      tracker.track(scheduler, "scheduler")
      tracker.track(values[0], "first value")
      tracker.track(values[1], "second value")
      tracker.track(subscriber, "the subscriber's block")
      RACSignal<Object> { sink in
        values.forEach(sink.sendNext)
        if failing { sink.sendError(RACTestError()) } else { sink.sendCompleted() }
        return nil
      }
      .deliver(on: scheduler)
      .subscribeNext(
        { _ in withExtendedLifetime(subscriber) { delivered.append("value") } },
        error: { _ in withExtendedLifetime(subscriber) { delivered.append("error") } },
        completed: { withExtendedLifetime(subscriber) { delivered.append("completed") } })
      #expect(scheduler.pendingActionCount == 3)
    }
    #expect(delivered.entries.isEmpty)
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func deliverOnRealSchedulerDeliversEverythingThereAndSubscribesHere() throws {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.target")
    let subscribedOnScheduler = ThreadedBox<Bool>()
    let log = ThreadedLog<String>()
    let done = DispatchSemaphore(value: 0)
    let source = RACSignal<Int> { subscriber in
      subscribedOnScheduler.value = RACScheduler.current === scheduler
      for value in 0..<100 { subscriber.sendNext(value) }
      subscriber.sendError(RACTestError())
      return nil
    }
    source.deliver(on: scheduler).subscribeNext(
      { value in
        log.append(RACScheduler.current === scheduler ? "\(value)" : "off")
      },
      error: { _ in
        log.append(RACScheduler.current === scheduler ? "#" : "off")
        done.signal()
      })
    #expect(subscribedOnScheduler.value == false, "the subscription stays on the subscribing thread")
    try #require(waitFor(done))
    #expect(log.entries == (0..<100).map { "\($0)" } + ["#"])
  }

  @Test func deliverOnKeepsFIFOAcrossSignalsOnOneScheduler() throws {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.fifo")
    let first = ThreadedBox<any RACSubscriber<Int>>()
    let second = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<Int>()
    let done = DispatchSemaphore(value: 0)
    manualSignal(first).deliver(on: scheduler).subscribeNext { log.append($0) }
    manualSignal(second).deliver(on: scheduler).subscribeNext({ log.append($0) }, completed: { done.signal() })
    for value in 0..<10_000 {
      (value % 3 == 0 ? second : first).value?.sendNext(value)
    }
    second.value?.sendCompleted()
    try #require(waitFor(done))
    #expect(log.entries == Array(0..<10_000))
  }
}
