import Foundation
import RACDisposables
import Synchronization

/// The scheduler behind ``RACScheduler/immediate``: runs blocks at once on the
/// calling thread and does not become ``RACScheduler/current``.
final class RACImmediateScheduler: RACScheduler, @unchecked Sendable {
  // Safety: no mutable state.

  static let shared = RACImmediateScheduler()

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
    let trampoline = _Trampoline(block)
    trampoline.request()
    return trampoline.disposable
  }
}

/// The iterative driver of the immediate scheduler's recursive scheduling.
private final class _Trampoline: @unchecked Sendable {
  // Safety: `state` is a Mutex; `block` is immutable and, as with every
  // immediate-scheduler block, runs on whichever thread asks for it.
  private let block: (_ reschedule: @escaping () -> Void) -> Void
  private let state = Mutex<(pending: Int, running: Bool)>((0, false))
  let disposable = RACDisposable()

  init(_ block: @escaping (_ reschedule: @escaping () -> Void) -> Void) {
    self.block = block
  }

  func request() {
    let shouldDrain = state.withLock { state -> Bool in
      state.pending += 1
      if state.running { return false }
      state.running = true
      return true
    }
    if shouldDrain { drain() }
  }

  private func drain() {
    let reschedule = { [self] in request() }
    while true {
      let runAgain = state.withLock { state -> Bool in
        if state.pending == 0 || disposable.isDisposed {
          state.pending = 0
          state.running = false
          return false
        }
        state.pending -= 1
        return true
      }
      guard runAgain else { return }
      block(reschedule)
    }
  }
}
