import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// A disposed timer on the test scheduler keeps nothing alive: the
/// scheduler forgets a cancelled action's block at once, not when virtual
/// time reaches it.
@Suite struct IntervalLifetimeTests {
  @Test func disposedIntervalFreesTheSchedulerAndTheSubscriber() {
    let tracker = RACLeakTracker()
    var ticks = 0
    do {
      let scheduler = RACTestScheduler()
      tracker.track(scheduler, "scheduler")
      let subscription = RACSignal<Date>.interval(1, on: scheduler).subscribeNext { _ in
        _ = scheduler
        ticks += 1
      }
      scheduler.advance(by: 3)
      subscription.dispose()
    }
    #expect(ticks == 3)
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func disposedDelayFreesTheScheduler() throws {
    let tracker = RACLeakTracker()
    do {
      let scheduler = RACTestScheduler()
      tracker.track(scheduler, "scheduler")
      let subscription = RACSignal<Int>.return(1).delay(10, on: scheduler).subscribeNext { _ in
        _ = scheduler
      }
      scheduler.advance(by: 1)
      subscription.dispose()
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }
}
