import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// `interval(_:on:)`'s signal (both forms): each subscription sets one
/// repeating timer that sends the scheduler's time to the subscriber.
///
/// No gate and no passthrough: the ticks are the only events, and a
/// repeating timer's blocks run one after another on its scheduler, so they
/// never overlap. Each tick checks the subscription first, so nothing is
/// sent once it was disposed (Docs/Internals.md, "Nothing after disposal").
final class _RACIntervalSignal: RACSignal<Date>, @unchecked Sendable {
  // Safety: immutable.
  let interval: TimeInterval
  let scheduler: RACScheduler
  let leeway: TimeInterval

  /// The signal of a timer every `interval` seconds on `scheduler`; named
  /// with its leeway when `namedWithLeeway` (the form that takes one), as
  /// RAC names the two forms.
  init(interval: TimeInterval, scheduler: RACScheduler, leeway: TimeInterval, namedWithLeeway: Bool) {
    self.interval = interval
    self.scheduler = scheduler
    self.leeway = leeway
    // A creation function has no source to be named after: RAC's name,
    // built when read.
    super.init(
      _name: namedWithLeeway
        ? .lazy { "+interval: \(interval) onScheduler: \(scheduler) withLeeway: \(leeway)" }
        : .lazy { "+interval: \(interval) onScheduler: \(scheduler)" })
  }

  override func subscribe(_ subscriber: any RACSubscriber<Date>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    // The subscriber gets its disposable before anything is scheduled.
    subscriber.didSubscribe(with: disposable)
    let scheduler = self.scheduler
    let timer = scheduler.after(
      scheduler.now.addingTimeInterval(interval), repeatingEvery: interval, withLeeway: leeway
    ) {
      if disposable.isDisposed { return }
      subscriber.sendNext(scheduler.now)
    }
    if let timer { disposable.add(timer) }
    return disposable
  }
}
