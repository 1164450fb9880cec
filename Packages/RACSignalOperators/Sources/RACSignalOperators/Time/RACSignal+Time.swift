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

extension RACSignal {
  /// Sends each value, and completion, `interval` seconds after the receiver
  /// sent it.
  ///
  /// ```text
  /// self:   -a-b#
  /// result: ---a#       delay(2): the error overtakes b
  /// ```
  ///
  /// ![delay(2): the error overtakes b. self: a, b, then error. result: a, then error.](delay.svg)
  ///
  /// Errors are not delayed: an error is sent at once and cancels every
  /// value (and completion) still waiting. Disposing cancels everything
  /// pending.
  ///
  /// Each event is scheduled on ``RACScheduler/current`` at the
  /// time it arrives or, when there is none, on a background scheduler of the
  /// subscription's own, and delivered there.
  ///
  /// - Parameter interval: Seconds to delay by.
  /// - Returns: The delayed signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal delay:]`.
  public func delay(_ interval: TimeInterval) -> RACSignal<Value> {
    _delay(interval, on: nil)
  }

  /// Sends each value, and completion, `interval` seconds later on
  /// `scheduler`, as ``delay(_:)`` does.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: ---a-b-|       delay(2, on: scheduler)
  /// ```
  ///
  /// ![delay(2, on: scheduler). self: a, b, then completed. result: a, b, then completed.](delay-on.svg)
  ///
  /// Errors are sent at once, where the receiver sends them, and cancel
  /// what is pending. Values and completion are delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - interval: Seconds to delay by.
  ///   - scheduler: The scheduler of the timers; not
  ///     ``RACScheduler/immediate``.
  /// - Returns: The delayed signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal delay:]` (with an explicit
  ///   scheduler: a Swift addition).
  public func delay(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Value> {
    _racPreconditionTimedScheduler(scheduler, "delay(_:on:)")
    return _delay(interval, on: scheduler)
  }

  private func _delay(_ interval: TimeInterval, on scheduler: RACScheduler?) -> RACSignal<Value> {
    _RACDelaySignal(self, arguments: (interval, scheduler), selector: "-delay: ", argument: interval)
  }
}

extension RACSignal {
  /// Collects values into arrays, each sent `interval` seconds after its
  /// first value.
  ///
  /// ```text
  /// self:   -ab-----c-d---e|
  /// result: ---x------y----[z|]  buffer(withTime: 2, on: scheduler); x = [a, b], y = [c, d], z = [e]
  /// ```
  ///
  /// ![buffer(withTime: 2, on: scheduler); x = (a, b), y = (c, d), z = (e). self: a, b, c, d, e, then completed. result: x, y, then z and completed in one tick.](buffer.svg)
  ///
  /// A buffer's timer starts with its first value, so an interval with no
  /// value sends nothing. Completion sends what is buffered at once, then
  /// completes; an error drops it and is sent at once. Disposing cancels the
  /// timer.
  ///
  /// Buffers are delivered on `scheduler` (the last one where the receiver
  /// completes).
  ///
  /// - Parameters:
  ///   - interval: Seconds from a buffer's first value to its delivery.
  ///   - scheduler: The scheduler of the timers; not
  ///     ``RACScheduler/immediate``.
  /// - Returns: A signal of arrays of values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal bufferWithTime:onScheduler:]`.
  public func buffer(withTime interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<[Value]> {
    _racPreconditionTimedScheduler(scheduler, "buffer(withTime:on:)")
    return _RACBufferSignal(
      self, arguments: (interval, scheduler), selector: "-bufferWithTime: ",
      argument: _RACIntervalOnScheduler(interval: interval, scheduler: scheduler))
  }

  /// Fails with ``RACSignalError/timedOut`` unless the receiver
  /// ends within `interval` seconds of the subscription.
  ///
  /// ```text
  /// self:   --^a-b!
  /// result: --^a-b#  timeout(4, on: scheduler): the deadline is 4 ticks after ^
  /// ```
  ///
  /// ![timeout(4, on: scheduler): the deadline is 4 ticks after ^. self: subscribed, a, b, then disposed. result: subscribed, a, b, then error.](timeout.svg)
  ///
  /// The deadline is fixed at subscription: values do not reset it. At the
  /// deadline the subscription to the receiver is disposed, then the error is
  /// sent. An error or completion of the receiver before the deadline is
  /// passed on and cancels the timer.
  ///
  /// Values are delivered where the receiver sends them; the timeout error on
  /// `scheduler`.
  ///
  /// - Parameters:
  ///   - interval: Seconds from subscription to the deadline.
  ///   - scheduler: The scheduler of the deadline; not
  ///     ``RACScheduler/immediate``.
  /// - Returns: A signal that fails when the deadline passes.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal timeout:onScheduler:]`.
  public func timeout(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Value> {
    _racPreconditionTimedScheduler(scheduler, "timeout(_:on:)")
    return _RACTimeoutSignal(
      self, arguments: (interval, scheduler), selector: "-timeout: ",
      argument: _RACIntervalOnScheduler(interval: interval, scheduler: scheduler))
  }

  /// Sends the scheduler's ``RACScheduler/now`` every
  /// `interval` seconds, from one interval after the subscription; never
  /// completes.
  ///
  /// ```text
  /// result: -^--x--y--z!  interval(3, on: scheduler), disposed at 11; x, y, z the dates of ticks 4, 7, 10
  /// ```
  ///
  /// ![interval(3, on: scheduler), disposed at 11; x, y, z the dates of ticks 4, 7, 10. result: subscribed, x, y, z, then disposed.](interval.svg)
  ///
  /// Disposing stops the timer. Values are delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - interval: Seconds between values; must be positive.
  ///   - scheduler: The scheduler of the timer; not
  ///     ``RACScheduler/immediate``.
  /// - Returns: An endless signal of dates.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal interval:onScheduler:]`.
  public static func interval(_ interval: TimeInterval, on scheduler: RACScheduler) -> RACSignal<Date>
  where Value == Date {
    _interval(interval, on: scheduler, withLeeway: nil, "interval(_:on:)")
  }

  /// Sends the scheduler's ``RACScheduler/now`` every
  /// `interval` seconds, each tick allowed to be up to `leeway` seconds
  /// late; never completes.
  ///
  /// ```text
  /// result: -^--x--y--z!  interval(3, on: scheduler, withLeeway: 1), disposed at 11
  /// ```
  ///
  /// ![interval(3, on: scheduler, withLeeway: 1), disposed at 11. result: subscribed, x, y, z, then disposed.](interval-leeway.svg)
  ///
  /// The leeway lets the system coalesce timers to save power; the test
  /// scheduler ignores it. Disposing stops the timer. Values are delivered on
  /// `scheduler`.
  ///
  /// - Parameters:
  ///   - interval: Seconds between values; must be positive.
  ///   - scheduler: The scheduler of the timer; not
  ///     ``RACScheduler/immediate``.
  ///   - leeway: How late each value may be; must not be negative.
  /// - Returns: An endless signal of dates.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal interval:onScheduler:withLeeway:]`.
  public static func interval(
    _ interval: TimeInterval,
    on scheduler: RACScheduler,
    withLeeway leeway: TimeInterval
  ) -> RACSignal<Date> where Value == Date {
    _interval(interval, on: scheduler, withLeeway: leeway, "interval(_:on:withLeeway:)")
  }

  /// Both forms of `interval`: `leeway` is `nil` for the form without one
  /// (a leeway of 0, and RAC's name of that form).
  private static func _interval(
    _ interval: TimeInterval,
    on scheduler: RACScheduler,
    withLeeway leeway: TimeInterval?,
    _ operation: StaticString
  ) -> RACSignal<Date> {
    precondition(interval > 0, "RACSignal.\(operation): interval must be positive")
    precondition((leeway ?? 0) >= 0, "RACSignal.\(operation): leeway must not be negative")
    _racPreconditionTimedScheduler(scheduler, operation)
    return _RACIntervalSignal(
      interval: interval, scheduler: scheduler, leeway: leeway ?? 0, namedWithLeeway: leeway != nil)
  }
}
