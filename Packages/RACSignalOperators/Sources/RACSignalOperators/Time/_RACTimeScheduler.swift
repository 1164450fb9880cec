import Foundation
import RACDisposables
import RACSchedulers

/// The scheduler a time operator's subscription schedules its timers on:
/// the one given to an `on:` form, else (as ReactiveCocoa 2.5 does, per
/// event) ``RACScheduler/current`` or, when there is none, one background
/// scheduler of the subscription's own, made the first time it is needed
/// so that its blocks run serially.
final class _RACTimeScheduler: @unchecked Sendable {
  // Safety: `fixed` is immutable; the background scheduler lives in a lock.
  private let fixed: RACScheduler?
  private let background = _RACLock<RACScheduler?>(nil)

  init(_ fixed: RACScheduler?) {
    self.fixed = fixed
  }

  /// The scheduler for an event arriving now.
  var scheduler: RACScheduler {
    if let fixed { return fixed }
    if let current = RACScheduler.current { return current }
    return background.withLock { background in
      if let background { return background }
      let made = RACScheduler.scheduler()
      background = made
      return made
    }
  }
}

/// Checks that `scheduler` can run timed work (RAC's
/// `NSCParameterAssert(scheduler != RACScheduler.immediateScheduler)`).
func _racPreconditionTimedScheduler(_ scheduler: RACScheduler, _ operation: StaticString) {
  precondition(
    scheduler !== RACScheduler.immediate,
    "RACSignal.\(operation): the immediate scheduler cannot run timed work; use a real scheduler")
}

/// The one timer a time operator's subscription keeps set (`throttle`'s):
/// a disposable, joined to the subscription, that cancels the timer it
/// holds. It holds a scheduler's action handle rather than a disposable, so
/// that a scheduler that hands out no object per timer (``RACTestScheduler``)
/// costs no allocation here either (Docs/Performance.md, Time.throttleDelay).
final class _RACTimerSlot: RACDisposable, @unchecked Sendable {
  // Safety: the action is read and written only inside `action`'s lock; the
  // disposed flag is set there too, so a swap either sees it or leaves its
  // action for the disposal. A lock of its own rather than the striped
  // lock: `_RACLock.withLock` is inlined and specialized, the striped
  // lock's generic entry is not (a swap per timer).
  private let action = _RACLock(_RACScheduledAction.none)

  /// Holds `new` in place of the timer held, and hands that one back, not
  /// cancelled; once disposed, cancels `new` at once instead.
  @discardableResult
  func swap(in new: _RACScheduledAction) -> _RACScheduledAction {
    let kept = action.withLock { action -> _RACScheduledAction? in
      if isDisposed { return nil }
      defer { action = new }
      return action
    }
    guard let kept else {
      new.cancel()
      return .none
    }
    return kept
  }

  /// Cancels the timer held, if any.
  func cancelTimer() {
    swap(in: .none).cancel()
  }

  /// Cancels the timer held, and any set later.
  override func dispose() {
    let held = action.withLock { action -> _RACScheduledAction in
      guard _markDisposed() else { return .none }
      defer { action = .none }
      return action
    }
    held.cancel()
  }
}

extension _RACGatedState {
  /// Runs a timer's `work` with the gate held, on the timer's scheduler,
  /// as ReactiveCocoa's timer block runs: the time operators' firings
  /// (Docs/Internals.md, "Timers on the kernel").
  ///
  /// When another thread holds the gate at this moment, the firing is not
  /// queued for that thread (which would send the timer's event on the
  /// source's thread): `retry` is scheduled on `scheduler` instead, unless
  /// the subscription was disposed. `retry` is an autoclosure so that its
  /// block, which captures the state, is made only then: a firing that gets
  /// the gate allocates nothing.
  @inline(__always)
  func runFromTimer(_ work: () -> Void, orRetryOn scheduler: RACScheduler, _ retry: @autoclosure () -> () -> Void) {
    if tryRun(work) { return }
    // Not `isOver`: the terminal flag belongs to the gate's owner.
    if subscription.isDisposed { return }
    scheduler.schedule(retry())
  }
}

/// The argument of a timed operator's name that RAC writes
/// `-timeout: %f onScheduler: %@` (`timeout`, `bufferWithTime`): the interval,
/// then the scheduler. Boxed in the name's `Any` without an allocation (two
/// words), and printed only when the name is read.
struct _RACIntervalOnScheduler: CustomStringConvertible, Sendable {
  let interval: TimeInterval
  let scheduler: RACScheduler

  var description: String { "\(interval) onScheduler: \(scheduler)" }
}
