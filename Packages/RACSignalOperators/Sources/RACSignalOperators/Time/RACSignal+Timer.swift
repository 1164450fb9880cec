import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

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
      self, arguments: (interval, scheduler), selector: "-bufferWithTime: ", argument: interval, suffix: " onScheduler:"
    )
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
      self, arguments: (interval, scheduler), selector: "-timeout: ", argument: interval, suffix: " onScheduler:")
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
    _interval(interval, on: scheduler, withLeeway: 0, "interval(_:on:)")
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

  private static func _interval(
    _ interval: TimeInterval,
    on scheduler: RACScheduler,
    withLeeway leeway: TimeInterval,
    _ operation: StaticString
  ) -> RACSignal<Date> {
    precondition(interval > 0, "RACSignal.\(operation): interval must be positive")
    precondition(leeway >= 0, "RACSignal.\(operation): leeway must not be negative")
    _racPreconditionTimedScheduler(scheduler, operation)
    return _RACIntervalSignal(interval: interval, scheduler: scheduler, leeway: leeway)
  }
}
