import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Testing

/// `delay(_:)` and `delay(_:on:)`, on the test scheduler.
@Suite struct DelayTests {
  /// The doc comment's diagram: the error is not delayed and cancels `b`.
  @Test func delayMarble() throws {
    try expectOperatorMarbles("-a-b#", "---a#", subscriptions: ["^---!"]) { source, _ in source.delay(2) }
  }

  @Test func delayOnMarble() throws {
    try expectOperatorMarbles("-a-b-|", "---a-b-|") { source, test in source.delay(2, on: test.scheduler) }
  }

  @Test func delayDelaysCompletion() throws {
    try expectOperatorMarbles("-a|", "----a|") { source, _ in source.delay(3) }
  }

  @Test func delayErrorCancelsEverythingPending() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-ab|").delay(5))
    let failing = test.record(try test.cold("-ab#").delay(5))
    test.run()
    #expect(try recorder.compare(with: "------ab|").isMatch)
    #expect(try failing.compare(with: "---#").isMatch)
    #expect(test.scheduler.pendingActionCount == 0)
  }

  @Test func delayDisposalCancelsEverythingPendingAndDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let recorder = test.record(source.delay(2), disposeAt: 4)
    test.run()
    #expect(try recorder.compare(with: "---a!").isMatch, "\(recorder.marbles)")
    #expect(try source.compareSubscriptions(with: ["^---!"]).isMatch)
  }

  @Test func delayReentrantSendFromTheSubscriber() {
    let test = RACMarbleTester()
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let recorder = RACTestRecorder<Int>(scheduler: test.scheduler)
    let inner = RACTestRecorder<Int>(scheduler: test.scheduler)
    test.scheduler.performAsCurrentScheduler {
      manualSignal(box).delay(1).subscribeNext { value in
        inner.sendNext(value)
        if value == 1 { box.value?.sendNext(2) }
      }
      recorder.subscribe(to: manualSignal(ThreadedBox()))
    }
    test.schedule(atTick: 0) { box.value?.sendNext(1) }
    test.run()
    #expect(inner.values == [1, 2])
    #expect(inner.events.map { $0.tick() } == [1, 2])
  }

  @Test func delayUsesTheCurrentSchedulerOfEachEvent() throws {
    let first = RACTestScheduler()
    let second = RACTestScheduler()
    let box = ThreadedBox<any RACSubscriber<String>>()
    let log = ThreadedLog<String>()
    first.performAsCurrentScheduler {
      manualSignal(box).delay(1).subscribeNext { log.append($0) }
    }
    first.schedule { box.value?.sendNext("a") }
    second.schedule { box.value?.sendNext("b") }
    second.stepAll()
    #expect(log.entries == ["b"])
    first.stepAll()
    #expect(log.entries == ["b", "a"])
  }

  @Test func delayWithoutACurrentSchedulerUsesABackgroundOne() {
    let done = DispatchSemaphore(value: 0)
    let log = ThreadedLog<String>()
    let schedulers = ThreadedLog<ObjectIdentifier?>()
    func record() { schedulers.append(RACScheduler.current.map(ObjectIdentifier.init)) }
    just(["a", "b", "c"]).delay(0.001).subscribeNext(
      { value in
        log.append(value)
        record()
      },
      completed: {
        record()
        done.signal()
      })
    #expect(waitFor(done))
    #expect(log.entries == ["a", "b", "c"])
    // One background scheduler for the whole subscription, as RAC makes one
    // up front so that its blocks run serially: every event arrives on it.
    #expect(schedulers.entries.count == 4)
    #expect(schedulers.entries.allSatisfy { $0 != nil && $0 == schedulers.entries.first })
  }

  @Test func delayReleasesEverythingOnceDone() throws {
    let test = RACMarbleTester()
    let tracker = RACLeakTracker()
    let source = try test.cold("-a-b|")
    do {
      let recorder = RACTestRecorder<String>(scheduler: test.scheduler)
      tracker.track(recorder, "recorder")
      test.scheduler.performAsCurrentScheduler { recorder.subscribe(to: source.delay(1)) }
      test.run()
      #expect(recorder.values == ["a", "b"])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func delayOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().delay(1, on: RACScheduler.immediate)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.delay(_:on:): the immediate scheduler cannot run timed work; use a real scheduler"))
  }
}
