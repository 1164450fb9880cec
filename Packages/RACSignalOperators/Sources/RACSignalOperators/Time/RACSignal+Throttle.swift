import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

extension RACSignal {
  /// Sends a value only once `interval` seconds have passed without a newer
  /// one (a debounce).
  ///
  /// ```text
  /// self:   -a-b----c-d-e|
  /// result: -----b-------[e|]  throttle(2), on the test scheduler
  /// ```
  ///
  /// ![throttle(2), on the test scheduler. self: a, b, c, d, e, then completed. result: b, then e and completed in one tick.](throttle.svg)
  ///
  /// Each value replaces the pending one and starts its own timer; a value
  /// whose `interval` passes with no newer value is sent then. **At the
  /// deadline:** a value that reaches `throttle` before the pending value's
  /// timer has run — also one arriving at the very deadline — replaces it,
  /// so a value is sent only when strictly no newer one arrived before its
  /// timer ran (on ``RACTestScheduler``, events due at the same
  /// time run in the order they were scheduled; a source's events scheduled
  /// before the timer come first). Completion sends the pending value at once,
  /// then completes; an error drops it and is sent at once. Disposing cancels
  /// the timer.
  ///
  /// Timers run on ``RACScheduler/current`` at the time of each
  /// value or, when there is none, on a background scheduler of the
  /// subscription's own; pending values are delivered there.
  ///
  /// - Parameter interval: Seconds without a newer value before a value is
  ///   sent; must not be negative.
  /// - Returns: The throttled signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal throttle:]`.
  public func throttle(_ interval: TimeInterval) -> RACSignal<Value> {
    _throttle(interval, on: nil, "throttle(_:)", selector: "-throttle: ") { _ in true }
  }

  /// Throttles the values that pass `predicate`; a value that fails it is
  /// sent at once and drops the pending value.
  ///
  /// ```text
  /// self:   -a-B-c---|
  /// result: ---B---c-|  throttle(2, valuesPassingTest: { $0.first!.isLowercase })
  /// ```
  ///
  /// ![throttle(2, valuesPassingTest: { $0.first!.isLowercase }). self: a, B, c, then completed. result: B, c, then completed.](throttle-test.svg)
  ///
  /// The predicate runs for each value as it arrives. Otherwise as
  /// ``throttle(_:)``: the same rule at the deadline, completion sends the
  /// pending value first, an error drops it.
  ///
  /// Timers run on ``RACScheduler/current`` at the time of each
  /// value or, when there is none, on a background scheduler of the
  /// subscription's own.
  ///
  /// - Parameters:
  ///   - interval: Seconds without a newer value before a throttled value is
  ///     sent; must not be negative.
  ///   - predicate: Whether to throttle a value (`false`: send it at once).
  /// - Returns: The throttled signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal throttle:valuesPassingTest:]`.
  public func throttle(
    _ interval: TimeInterval,
    valuesPassingTest predicate: @escaping (Value) -> Bool
  ) -> RACSignal<Value> {
    _throttle(
      interval, on: nil, "throttle(_:valuesPassingTest:)", selector: "-throttle: ", suffix: " valuesPassingTest:",
      predicate)
  }

  /// Throttles every value as ``throttle(_:)`` does, with its timers on
  /// `scheduler`.
  ///
  /// ```text
  /// self:   -a-b----c-d-e|
  /// result: -----b-------[e|]  throttle(2, on: scheduler)
  /// ```
  ///
  /// ![throttle(2, on: scheduler). self: a, b, c, d, e, then completed. result: b, then e and completed in one tick.](throttle-on.svg)
  ///
  /// Pending values are delivered on `scheduler`; the others where the
  /// receiver sends them.
  ///
  /// - Parameters:
  ///   - interval: Seconds without a newer value; must not be negative.
  ///   - scheduler: The scheduler of the timers; not
  ///     ``RACScheduler/immediate``.
  /// - Returns: The throttled signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal throttle:]` (with an explicit
  ///   scheduler: a Swift addition).
  public func throttle(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Value> {
    _throttle(interval, on: scheduler, "throttle(_:on:)", selector: "-throttle: ") { _ in true }
  }

  /// Throttles the values that pass `predicate` as
  /// ``throttle(_:valuesPassingTest:)`` does, with its timers on `scheduler`.
  ///
  /// ```text
  /// self:   -a-B-c---|
  /// result: ---B---c-|  throttle(2, on: scheduler, valuesPassingTest: { $0.first!.isLowercase })
  /// ```
  ///
  /// ![throttle(2, on: scheduler, valuesPassingTest: { $0.first!.isLowercase }). self: a, B, c, then completed. result: B, c, then completed.](throttle-on-test.svg)
  ///
  /// - Parameters:
  ///   - interval: Seconds without a newer value; must not be negative.
  ///   - scheduler: The scheduler of the timers; not
  ///     ``RACScheduler/immediate``.
  ///   - predicate: Whether to throttle a value (`false`: send it at once).
  /// - Returns: The throttled signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal throttle:valuesPassingTest:]`
  ///   (with an explicit scheduler: a Swift addition).
  public func throttle(
    _ interval: TimeInterval,
    on scheduler: RACScheduler,
    valuesPassingTest predicate: @escaping (Value) -> Bool
  ) -> RACSignal<Value> {
    _throttle(
      interval, on: scheduler, "throttle(_:on:valuesPassingTest:)", selector: "-throttle: ",
      suffix: " valuesPassingTest:", predicate)
  }

  private func _throttle(
    _ interval: TimeInterval,
    on scheduler: RACScheduler?,
    _ operation: StaticString,
    selector: StaticString,
    suffix: StaticString = "",
    _ predicate: @escaping (Value) -> Bool
  ) -> RACSignal<Value> {
    precondition(interval >= 0, "RACSignal.\(operation): interval must not be negative")
    if let scheduler { _racPreconditionTimedScheduler(scheduler, operation) }
    return _RACThrottleSignal(
      self, arguments: (interval, scheduler, _RACPredicate(predicate)),
      selector: selector, argument: interval, suffix: suffix)
  }
}
