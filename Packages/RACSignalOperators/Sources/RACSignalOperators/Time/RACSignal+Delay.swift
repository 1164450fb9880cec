import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

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
