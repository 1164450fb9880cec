import Foundation
import RACDisposables

/// The scheduler behind ``RACScheduler/immediate``: runs blocks at once on the
/// calling thread and does not become ``RACScheduler/current``.
final class _RACImmediateScheduler: RACScheduler, @unchecked Sendable {
  // Safety: no mutable state.

  static let shared = _RACImmediateScheduler()

  private init() {
    super.init(name: "com.ReactiveCocoa.RACScheduler.immediateScheduler")
  }

  @discardableResult

  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    block()
    return nil
  }

  @discardableResult

  override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    Thread.sleep(until: date)
    block()
    return nil
  }

  @discardableResult

  override func after(
    _ date: Date,
    repeatingEvery interval: TimeInterval,
    withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    preconditionFailure(
      "RACScheduler.immediate does not support after(_:repeatingEvery:withLeeway:schedule:)")
  }

  /// Runs the block, then once per reschedule, in a loop: constant stack
  /// depth however many times it reschedules. A reschedule requested after
  /// the loop ended (from a block that kept `reschedule`) starts the loop
  /// again on that caller's thread.
  @discardableResult
  override func scheduleRecursive(
    _ block: @escaping (_ reschedule: @escaping () -> Void) -> Void
  ) -> RACDisposable? {
    let trampoline = _RACTrampoline(block)
    trampoline.request()
    return trampoline.disposable
  }
}
