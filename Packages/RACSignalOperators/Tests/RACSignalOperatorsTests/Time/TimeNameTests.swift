import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// The time operators' names, as RAC's `setNameWithFormat:` writes them
/// (intervals as Swift prints a `TimeInterval`: Docs/Decisions.md, "Numbers
/// in names").
@Suite struct TimeNameTests {
  @Test func timedOperatorsNameTheirIntervalAndScheduler() {
    let scheduler = RACTestScheduler()
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.timeout(1.5, on: scheduler).name == "[s] -timeout: 1.5 onScheduler: \(scheduler)")
    #expect(source.buffer(withTime: 2, on: scheduler).name == "[s] -bufferWithTime: 2.0 onScheduler: \(scheduler)")
    #expect(source.throttle(0.5).name == "[s] -throttle: 0.5")
    #expect(source.delay(0.25).name == "[s] -delay: 0.25")
  }

  /// RAC names the form without a leeway without one.
  @Test func intervalIsNamedAsItsFormIs() {
    let scheduler = RACTestScheduler()
    #expect(RACSignal.interval(3, on: scheduler).name == "+interval: 3.0 onScheduler: \(scheduler)")
    #expect(
      RACSignal.interval(3, on: scheduler, withLeeway: 1).name
        == "+interval: 3.0 onScheduler: \(scheduler) withLeeway: 1.0")
  }
}
