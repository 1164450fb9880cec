import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Testing

/// `throttle(_:)`, `throttle(_:valuesPassingTest:)` and their `on:` forms,
/// on the test scheduler.
@Suite struct ThrottleTests {
  /// The doc comment's diagram: a value arriving at the pending value's
  /// deadline replaces it; completion flushes the pending value.
  @Test func throttleMarble() throws {
    try expectOperatorMarbles("-a-b----c-d-e-|", "-----b--------[e|]", subscriptions: ["^-------------!"]) {
      source, _ in source.throttle(2)
    }
  }

  @Test func throttleOnMarble() throws {
    try expectOperatorMarbles("-a-b----c-d-e-|", "-----b--------[e|]") { source, test in
      source.throttle(2, on: test.scheduler)
    }
  }

  @Test func throttleValuesPassingTestMarble() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-B--c---|")
    let recorder = test.record(source.throttle(3, valuesPassingTest: { $0.first!.isLowercase }))
    test.run()
    let result = try recorder.compare(with: "---B-----c|")
    #expect(result.isMatch, "\(result)")
  }

  /// A value that is not throttled drops the pending one for good: the
  /// completion right after it has nothing to flush.
  @Test func throttleValuesPassingTestUnthrottledValueDropsThePendingOneForGood() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-B|")
    let recorder = test.record(source.throttle(3, valuesPassingTest: { $0.first!.isLowercase }))
    test.run()
    let result = try recorder.compare(with: "---B|")
    #expect(result.isMatch, "\(result)")
  }

  @Test func throttleOnValuesPassingTestMarble() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-B--c---|")
    let recorder = test.record(source.throttle(3, on: test.scheduler, valuesPassingTest: { $0.first!.isLowercase }))
    test.run()
    #expect(try recorder.compare(with: "---B-----c|").isMatch)
  }

  /// The deadline rule, both ways: the source's event at the deadline was
  /// scheduled before the timer (hot signal), so it replaces the pending
  /// value; one tick later the timer has run.
  @Test func throttleValueAtTheDeadlineReplacesThePendingOne() throws {
    let test = RACMarbleTester()
    let atDeadline = try test.hot("-a-b------|")
    let afterDeadline = try test.hot("-a--b-----|")
    let first = test.record(atDeadline.throttle(2))
    let second = test.record(afterDeadline.throttle(2))
    test.run()
    #expect(try first.compare(with: "-----b----|").isMatch, "\(first.marbles)")
    #expect(try second.compare(with: "---a--b---|").isMatch, "\(second.marbles)")
  }

  @Test func throttleValueAtTheDeadlineFromAnActionScheduledAfterTheTimer() throws {
    // Scheduled when `a` arrives, after its timer: the timer runs first.
    let test = RACMarbleTester()
    let box = ThreadedBox<any RACSubscriber<String>>()
    let recorder = test.record(manualSignal(box).throttle(2))
    test.schedule(atTick: 1) {
      box.value?.sendNext("a")
      test.scheduler.afterDelay(2) { box.value?.sendNext("b") }
    }
    test.advance(toTick: 6)
    #expect(try recorder.compare(with: "---a-b").isMatch, "\(recorder.marbles)")
  }

  @Test func throttleTimesEachValueOnItsCurrentScheduler() {
    // `a` arrives on `first`, `b` on `second`: b's timer, on `second`,
    // decides; a's timer on `first` finds a newer value and sends nothing.
    let first = RACTestScheduler()
    let second = RACTestScheduler()
    let box = ThreadedBox<any RACSubscriber<String>>()
    let log = ThreadedLog<String>()
    first.performAsCurrentScheduler {
      manualSignal(box).throttle(1).subscribeNext { log.append($0) }
    }
    first.schedule { box.value?.sendNext("a") }
    first.step()
    second.schedule { box.value?.sendNext("b") }
    second.step()
    first.advance(by: 5)
    #expect(log.entries.isEmpty)
    second.advance(by: 5)
    #expect(log.entries == ["b"])
  }

  @Test func throttleKeepsOneTimerWhileValuesMoveTheDeadline() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-abcd----|")
    let recorder = test.record(source.throttle(2))
    test.advance(toTick: 2)
    // One timer, set at `a`, however many values replaced the pending one.
    // Pending: c, d and the completion of the source, and that one timer.
    #expect(test.scheduler.pendingActionCount == 4)
    test.run()
    #expect(try recorder.compare(with: "------d--|").isMatch, "\(recorder.marbles)")
  }

  @Test func throttleErrorDropsThePendingValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a#")
    let recorder = test.record(source.throttle(2))
    test.run()
    #expect(try recorder.compare(with: "--#").isMatch)
    test.advance(by: 10)
    #expect(recorder.values.isEmpty)
  }

  /// The pending value goes at an error, not when the subscription is
  /// freed: here its source still holds it.
  @Test func throttleErrorReleasesThePendingValue() throws {
    let scheduler = RACTestScheduler()
    let fate = try fateOfAToken(endingWith: true, then: { scheduler.advance(by: 10) }) {
      $0.throttle(2, on: scheduler)
    }
    #expect(fate.heldBeforeTheEnd, "it waits for its deadline")
    #expect(fate.ended)
    #expect(!fate.heldAfterTheEnd)
    #expect(fate.values == 0)
  }

  @Test func throttleCompletionWithNothingPending() throws {
    try expectOperatorMarbles("-a---|", "---a-|") { source, _ in source.throttle(2) }
  }

  @Test func throttleZeroIntervalSendsOnTheSchedulerAtTheSameTick() throws {
    try expectOperatorMarbles("-a-b-|", "-a-b-|") { source, _ in source.throttle(0) }
  }

  @Test func throttleDisposalCancelsTheTimerAndDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a---b-|")
    let recorder = test.record(source.throttle(2), disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "--!").isMatch, "\(recorder.marbles)")
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(test.scheduler.pendingActionCount == 0)
  }

  @Test func throttleReentrantSendFromTheSubscriber() throws {
    let test = RACMarbleTester()
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<Int>()
    test.scheduler.performAsCurrentScheduler {
      manualSignal(box).throttle(1).subscribeNext { value in
        log.append(value)
        if value == 1 { box.value?.sendNext(2) }
      }
    }
    test.schedule(atTick: 0) { box.value?.sendNext(1) }
    test.run()
    #expect(log.entries == [1, 2])
  }

  @Test func throttlePredicateRunsOncePerValue() throws {
    let test = RACMarbleTester()
    let calls = ThreadedLog<String>()
    let recorder = test.record(
      try test.cold("-ab|").throttle(
        5,
        valuesPassingTest: {
          calls.append($0)
          return true
        }))
    test.run()
    #expect(calls.entries == ["a", "b"])
    #expect(try recorder.compare(with: "---[b|]").isMatch)
  }

  @Test func throttleWithoutACurrentSchedulerUsesABackgroundOne() throws {
    let done = DispatchSemaphore(value: 0)
    let onBackground = ThreadedBox<Bool>()
    // Subscribed outside any scheduler: the timer needs a background one.
    RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      return nil
    }.throttle(0.001).subscribeNext { _ in
      onBackground.value = RACScheduler.current != nil && !RACScheduler._isOnMainQueue
      done.signal()
    }
    #expect(waitFor(done))
    #expect(onBackground.value == true)
  }

  @Test(.timeLimit(.minutes(10)))
  func throttleOnARealSchedulerRacingTheSourceLosesNoLastValue() throws {
    // Timers fire (and set themselves again) on the scheduler's queue while
    // the source sends from its thread: values stay in order, none repeats,
    // and the last one always arrives.
    let scheduler = RACScheduler.scheduler(name: "throttle.race")
    for _ in 0..<20 {
      let log = ThreadedLog<Int>()
      let done = DispatchSemaphore(value: 0)
      sentFromAnotherThread(Array(0..<2_000)).throttle(0.000_01, on: scheduler)
        .subscribeNext({ log.append($0) }, completed: { done.signal() })
      try #require(waitFor(done))
      let values = log.entries
      #expect(values.last == 1_999)
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  @Test func throttleReleasesEverythingOnceDone() throws {
    let test = RACMarbleTester()
    let tracker = RACLeakTracker()
    let source = try test.cold("-a-b|")
    do {
      let recorder = RACTestRecorder<String>(scheduler: test.scheduler)
      tracker.track(recorder, "recorder")
      test.scheduler.performAsCurrentScheduler { recorder.subscribe(to: source.throttle(1)) }
      test.run()
      // Cancelled timers stay in the test scheduler's queue until their
      // time comes: let it pass.
      test.advance(by: 100)
      #expect(recorder.values == ["a", "b"])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func throttleNegativeIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().throttle(-1)
    }
    #expect(stderrText(result).contains("RACSignal.throttle(_:): interval must not be negative"))
  }

  @Test func throttleOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().throttle(1, on: RACScheduler.immediate)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.throttle(_:on:): the immediate scheduler cannot run timed work; use a real scheduler"))
  }

  @Test func throttleValuesPassingTestNegativeIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().throttle(-1, valuesPassingTest: { _ in true })
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.throttle(_:valuesPassingTest:): interval must not be negative"))
  }

  @Test func throttleValuesPassingTestOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().throttle(1, on: RACScheduler.immediate, valuesPassingTest: { _ in true })
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.throttle(_:on:valuesPassingTest:): the immediate scheduler cannot run timed work; use a real scheduler"
      ))
  }
}
