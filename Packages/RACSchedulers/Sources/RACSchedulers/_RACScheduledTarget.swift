import Foundation
import RACDisposables

/// An object a scheduler runs, instead of a block: the state of a time
/// operator, whose timers all call back into it with a token saying which
/// timer fired (Docs/Internals.md, "Timers on the kernel"), or of a
/// `deliver(on:)` subscription, whose values a queue scheduler runs this way
/// without retaining it
/// (``RACQueueScheduler/_scheduleUnretained(_:token:)``).
///
/// A block that captures a state and a timer's id is one allocation per
/// timer; a target and a token are none. A scheduler that overrides
/// ``RACScheduler/_after(_:target:token:)`` keeps the pair in its own
/// storage (``RACTestScheduler`` in a reused record); the others wrap it in
/// a block.
///
/// Not API: public for the library's higher layers.
public protocol _RACScheduledTarget: AnyObject, Sendable {
  /// Runs the timer (or the scheduled entry) `token`, on `scheduler` (which
  /// is ``RACScheduler/current`` meanwhile).
  func _timerFired(_ token: UInt64, on scheduler: RACScheduler)
}

/// What cancels a scheduled target: the disposable of a scheduler that
/// hands one out, or a scheduler's own record of the action.
protocol _RACActionCanceller: AnyObject, Sendable {
  /// Cancels the action `id` kept at `slot`, if it has not run.
  func _cancelAction(slot: Int, id: UInt64)
}

extension RACDisposable: _RACActionCanceller {
  func _cancelAction(slot: Int, id: UInt64) { dispose() }
}

/// The handle of one action scheduled with
/// ``RACScheduler/_after(_:target:token:)``: ``cancel()`` stops it if it has
/// not started. A value, so that a scheduler that keeps its actions in
/// records of its own hands out no object per action.
///
/// Not API: public for the library's higher layers.
public struct _RACScheduledAction: @unchecked Sendable {
  // Safety: immutable; the canceller is thread-safe (a disposable, or a
  // scheduler's queue under its lock).
  let canceller: (any _RACActionCanceller)?
  let slot: Int
  let id: UInt64

  /// No action: cancelling it does nothing.
  public static var none: _RACScheduledAction { _RACScheduledAction(nil, slot: 0, id: 0) }

  init(_ canceller: (any _RACActionCanceller)?, slot: Int, id: UInt64) {
    self.canceller = canceller
    self.slot = slot
    self.id = id
  }

  /// The action behind a scheduler's disposable (or none).
  init(_ disposable: RACDisposable?) {
    self.init(disposable, slot: 0, id: 0)
  }

  /// Whether this is ``none``.
  public var isNone: Bool { canceller == nil }

  /// Cancels the action if it has not started: it will not run, and the
  /// scheduler lets go of its target. Does nothing once it ran.
  public func cancel() {
    canceller?._cancelAction(slot: slot, id: id)
  }
}
