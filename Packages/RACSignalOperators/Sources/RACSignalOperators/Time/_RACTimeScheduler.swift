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
