import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Testing

/// `throttle` and `delay` schedule their timers as targets (the state and a
/// token, no block), which the test scheduler keeps in reused records:
/// long runs keep their order and timing, cancelled timers leave nothing
/// pending, and the gate orders the source's values against the firings on
/// a real scheduler.
@Suite struct TimerTargetTests {
  /// A source sending two values per virtual second, `bursts` times, then
  /// completing (Time.throttleDelay's source, small).
  func bursts(_ count: Int, on scheduler: RACTestScheduler) -> RACSignal<Int> {
    RACSignal { subscriber in
      let sent = ThreadedBox(0)
      return scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0) {
        let k = sent.value ?? 0
        if k >= count { return }
        subscriber.sendNext(2 * k)
        subscriber.sendNext(2 * k + 1)
        sent.value = k + 1
        if k + 1 == count { subscriber.sendCompleted() }
      }
    }
  }

  @Test func throttleThenDelayOverManyQuietPeriods() {
    let scheduler = RACTestScheduler()
    let log = ThreadedLog<String>()
    var disposable: RACDisposable?
    scheduler.performAsCurrentScheduler {
      disposable = bursts(300, on: scheduler).throttle(0.5).delay(0.25).subscribeNext(
        { log.append("\($0)@\(scheduler.now.timeIntervalSinceReferenceDate)") },
        completed: { log.append("|@\(scheduler.now.timeIntervalSinceReferenceDate)") })
    }
    scheduler.advance(by: 301)
    // Each burst's second value, 0.75 s after it; the last one flushed by
    // completion at 299 and delayed with it.
    var expected = (0..<299).map { "\(2 * $0 + 1)@\(Double($0) + 0.75)" }
    expected += ["599@299.25", "|@299.25"]
    #expect(log.entries == expected)
    // The source's completion disposed its repeating timer.
    #expect(scheduler.pendingActionCount == 0)
    disposable?.dispose()
  }

  @Test func delayDisposalLeavesNoTimerPending() {
    let scheduler = RACTestScheduler()
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<Int>()
    var disposable: RACDisposable?
    scheduler.performAsCurrentScheduler {
      disposable = manualSignal(box).delay(1).subscribeNext { log.append($0) }
      box.value?.sendNext(1)
      box.value?.sendNext(2)
    }
    #expect(scheduler.pendingActionCount == 2)
    disposable?.dispose()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.stepAll()
    #expect(log.entries.isEmpty)
    #expect(scheduler.now == RACTestScheduler.defaultStartDate, "cancelled timers do not move the clock")
  }

  @Test func throttleValueFailingTheTestCancelsThePendingTimer() {
    let scheduler = RACTestScheduler()
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<Int>()
    scheduler.performAsCurrentScheduler {
      manualSignal(box).throttle(5, valuesPassingTest: { $0 != 0 }).subscribeNext { log.append($0) }
      box.value?.sendNext(1)
    }
    #expect(scheduler.pendingActionCount == 1)
    scheduler.performAsCurrentScheduler { box.value?.sendNext(0) }
    #expect(log.entries == [0])
    #expect(scheduler.pendingActionCount == 0)
    scheduler.stepAll()
    #expect(scheduler.now == RACTestScheduler.defaultStartDate)
    // A new value sets a timer again, which runs.
    scheduler.performAsCurrentScheduler { box.value?.sendNext(3) }
    scheduler.stepAll()
    #expect(log.entries == [0, 3])
    #expect(scheduler.now == RACTestScheduler.defaultStartDate.addingTimeInterval(5))
  }

  @Test(.timeLimit(.minutes(10)))
  func delayOnARealSchedulerRacingTheSourceKeepsOrder() throws {
    // Firings take the gate on the scheduler's queue while the source's
    // values enter it from another thread: every value arrives, in order,
    // then completion.
    let scheduler = RACScheduler.scheduler(name: "delay.race")
    for _ in 0..<10 {
      let log = ThreadedLog<Int>()
      let done = DispatchSemaphore(value: 0)
      sentFromAnotherThread(Array(0..<2_000)).delay(0.000_01, on: scheduler)
        .subscribeNext({ log.append($0) }, completed: { done.signal() })
      try #require(waitFor(done))
      #expect(log.entries == Array(0..<2_000))
    }
  }
}
