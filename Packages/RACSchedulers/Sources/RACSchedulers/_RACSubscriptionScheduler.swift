import Foundation
import RACDisposables

/// The scheduler behind ``RACScheduler/subscription``: runs blocks at once and
/// forwards timed work to the current scheduler, or a background one.
final class _RACSubscriptionScheduler: RACScheduler, @unchecked Sendable {
  // Safety: the only stored property is immutable and itself Sendable.

  static let shared = _RACSubscriptionScheduler()

  private let backgroundScheduler = RACScheduler.scheduler()

  private init() {
    super.init(name: "com.ReactiveCocoa.RACScheduler.subscriptionScheduler")
  }

  private var target: RACScheduler { RACScheduler.current ?? backgroundScheduler }

  override var now: Date { target.now }

  @discardableResult

  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    block()
    return nil
  }

  /// Runs the block at once, then once per reschedule, in a loop: constant
  /// stack depth however many times it reschedules (the inherited
  /// implementation would nest one `schedule` per reschedule, since this
  /// scheduler runs blocks at once).
  @discardableResult
  override func scheduleRecursive(
    _ block: @escaping (_ reschedule: @escaping () -> Void) -> Void
  ) -> RACDisposable? {
    let trampoline = _RACTrampoline(block)
    trampoline.request()
    return trampoline.disposable
  }

  @discardableResult

  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    target.after(date, schedule: block)
  }

  @discardableResult

  override func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
    target.afterDelay(delay, schedule: block)
  }

  @discardableResult

  override func after(
    _ date: Date,
    repeatingEvery interval: TimeInterval,
    withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    target.after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
  }
}
