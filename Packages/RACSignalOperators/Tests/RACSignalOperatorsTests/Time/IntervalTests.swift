import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// `RACSignal.interval(_:on:)` and `interval(_:on:withLeeway:)`, on the test
/// scheduler.
@Suite struct IntervalTests {
  /// The doc comments' diagram: the scheduler's `now` every 3 s from one
  /// interval after the subscription; it never completes.
  @Test(arguments: [false, true])
  func intervalMarble(withLeeway: Bool) throws {
    let test = RACMarbleTester()
    let signal =
      withLeeway
      ? RACSignal.interval(3, on: test.scheduler, withLeeway: 1)
      : RACSignal.interval(3, on: test.scheduler)
    let recorder = test.record(signal)
    test.advance(toTick: 10)
    let dates: RACMarbleLegend<Date> = [
      "x": test.date(ofTick: 3), "y": test.date(ofTick: 6), "z": test.date(ofTick: 9),
    ]
    let result = try recorder.compare(with: "^--x--y--z", values: dates)
    #expect(result.isMatch, "\(result)")
    #expect(recorder.terminalEvent == nil)
  }

  @Test func intervalCountsFromEachSubscription() throws {
    let test = RACMarbleTester()
    let signal = RACSignal.interval(2, on: test.scheduler)
    let early = test.record(signal)
    let late = test.record(signal, subscribeAt: 3)
    test.advance(toTick: 7)
    #expect(early.events.map { $0.tick() } == [2, 4, 6])
    #expect(late.events.map { $0.tick() } == [5, 7])
  }

  @Test func intervalDisposalStopsTheTimer() {
    let test = RACMarbleTester()
    let recorder = test.record(RACSignal.interval(1, on: test.scheduler), disposeAt: 2)
    test.advance(toTick: 10)
    // The disposal at tick 2 was scheduled before the timer's second run.
    #expect(recorder.events.map { $0.tick() } == [1])
    #expect(test.scheduler.pendingActionCount == 0)
  }

  @Test func intervalReentrantDisposalFromTheSubscriber() {
    let test = RACMarbleTester()
    let log = ThreadedLog<Date>()
    let disposable = ThreadedBox<RACDisposable>()
    disposable.value = RACSignal.interval(1, on: test.scheduler).subscribeNext { date in
      log.append(date)
      disposable.value?.dispose()
    }
    test.advance(toTick: 5)
    #expect(log.entries == [test.date(ofTick: 1)])
  }

  /// The subscriber is handed its disposable before the timer is set, as
  /// RAC's passthrough subscriber is: a subscriber that disposes what it was
  /// handed stops the timer, with no use of what `subscribe` returned.
  @Test func aSubscriberDisposingWhatItWasHandedStopsTheTimer() {
    let scheduler = RACTestScheduler()
    let subscriber = DisposingSubscriber<Date>(disposingAfter: 2)
    _ = RACSignal.interval(1, on: scheduler).subscribe(subscriber)
    scheduler.advance(by: 5)
    #expect(subscriber.values.count == 2)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func intervalReleasesEverythingOnceDisposed() {
    let test = RACMarbleTester()
    let tracker = RACLeakTracker()
    do {
      let recorder = RACTestRecorder<Date>(scheduler: test.scheduler)
      tracker.track(recorder, "recorder")
      recorder.subscribe(to: RACSignal.interval(1, on: test.scheduler))
      test.advance(toTick: 2)
      recorder.dispose()
      test.advance(toTick: 4)
      #expect(recorder.values.count == 2)
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func intervalOfZeroIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(0, on: RACTestScheduler())
    }
    #expect(stderrText(result).contains("RACSignal.interval(_:on:): interval must be positive"))
  }

  @Test func intervalNegativeLeewayIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(1, on: RACTestScheduler(), withLeeway: -1)
    }
    #expect(stderrText(result).contains("RACSignal.interval(_:on:withLeeway:): leeway must not be negative"))
  }

  @Test func intervalOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(1, on: RACScheduler.immediate)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.interval(_:on:): the immediate scheduler cannot run timed work; use a real scheduler"))
  }

  @Test func intervalWithLeewayOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal.interval(1, on: RACScheduler.immediate, withLeeway: 0)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.interval(_:on:withLeeway:): the immediate scheduler cannot run timed work; use a real scheduler"))
  }
}
