import Foundation
import RACDisposables
import Synchronization

/// The thread-local current scheduler, kept in a pthread key as an unretained
/// pointer. `performAsCurrentScheduler` keeps the scheduler alive for as long
/// as it is set.
enum _CurrentScheduler {
  static let slot = _RACThreadLocal("RACScheduler")

  static func get() -> RACScheduler? {
    guard let pointer = slot.value else { return nil }
    return Unmanaged<RACScheduler>.fromOpaque(pointer).takeUnretainedValue()
  }

  static func getUnretained() -> UnsafeMutableRawPointer? {
    slot.value
  }

  static func set(_ scheduler: RACScheduler) {
    slot.value = Unmanaged.passUnretained(scheduler).toOpaque()
  }

  static func setUnretained(_ pointer: UnsafeMutableRawPointer?) {
    slot.value = pointer
  }
}

/// Recognises code running on the main dispatch queue through a
/// queue-specific key (on Linux, `Thread.isMainThread` is false inside main
/// queue blocks run under `swift test`).
enum _MainQueue {
  static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) != nil
  }
}

/// Counts the reschedules requested while a recursive block runs
/// synchronously; once it has returned, a reschedule runs immediately.
///
/// One atomic word: bit 0 is "immediate", the rest the count.
final class _RescheduleCounter: Sendable {
  private let state = Atomic<Int>(0)

  /// Counts a reschedule; returns `true` when it must run at once instead.
  func countOrReturnImmediate() -> Bool {
    var current = state.load(ordering: .acquiring)
    while true {
      if current & 1 == 1 { return true }
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: current + 2, ordering: .acquiringAndReleasing)
      if exchanged { return false }
      current = original
    }
  }

  /// Ends the synchronous part; returns how many reschedules it requested.
  func finishSynchronousPart() -> Int {
    state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue >> 1
  }
}

/// The iterative driver of recursive scheduling for the schedulers that run
/// blocks at once (immediate, subscription): runs the block, then once per
/// reschedule, in a loop, so the stack does not grow however many times it
/// reschedules. A reschedule requested after the loop ended (from a block
/// that kept `reschedule`) starts the loop again on that caller's thread.
final class _RACTrampoline: @unchecked Sendable {
  // Safety: `state` is a `_RACLock`; `block` is immutable and, as with every
  // block of these schedulers, runs on whichever thread asks for it.
  private let block: (_ reschedule: @escaping () -> Void) -> Void
  private let state = _RACLock<(pending: Int, running: Bool)>((0, false))
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

extension Date {
  /// The Dispatch wall time of this date.
  var dispatchWallTime: DispatchWallTime {
    let seconds = timeIntervalSince1970
    // dispatch_walltime reads a time at or before the epoch as
    // DISPATCH_TIME_FOREVER; such a date is long past: run as soon as possible.
    if seconds < 1 { return DispatchWallTime.now() }
    let whole = seconds.rounded(.down)
    let nanoseconds = Int((seconds - whole) * 1_000_000_000)
    return DispatchWallTime(timespec: timespec(tv_sec: Int(whole), tv_nsec: nanoseconds))
  }
}

extension TimeInterval {
  /// The interval in whole nanoseconds, clamped to what Dispatch accepts.
  var dispatchNanoseconds: Int {
    let nanoseconds = self * 1_000_000_000
    if nanoseconds >= Double(Int.max) { return Int.max }
    return Swift.max(0, Int(nanoseconds))
  }
}

/// The preconditions of `after(_:repeatingEvery:withLeeway:schedule:)`,
/// shared by the schedulers that run a repeating timer (the queue scheduler
/// and the test scheduler); `scheduler` names the type in the message.
func _racCheckRepeating(interval: TimeInterval, leeway: TimeInterval, in scheduler: StaticString) {
  precondition(interval > 0, "\(scheduler).after(_:repeatingEvery:withLeeway:schedule:): interval must be positive")
  precondition(leeway >= 0, "\(scheduler).after(_:repeatingEvery:withLeeway:schedule:): leeway must not be negative")
}
