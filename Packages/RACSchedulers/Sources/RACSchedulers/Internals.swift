import Foundation
import RACDisposables
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread-local current scheduler, kept in a pthread key as an unretained
/// pointer. `performAsCurrentScheduler` keeps the scheduler alive for as long
/// as it is set.
enum _CurrentScheduler {
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "RACScheduler: pthread_key_create failed (\(result))")
    return key
  }()

  static func get() -> RACScheduler? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<RACScheduler>.fromOpaque(pointer).takeUnretainedValue()
  }

  static func getUnretained() -> UnsafeMutableRawPointer? {
    pthread_getspecific(key)
  }

  static func set(_ scheduler: RACScheduler) {
    pthread_setspecific(key, Unmanaged.passUnretained(scheduler).toOpaque())
  }

  static func setUnretained(_ pointer: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, pointer)
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
final class _RescheduleCounter: Sendable {
  private let state = Mutex<(count: Int, immediate: Bool)>((0, false))

  /// Counts a reschedule; returns `true` when it must run at once instead.
  func countOrReturnImmediate() -> Bool {
    state.withLock { state in
      if state.immediate { return true }
      state.count += 1
      return false
    }
  }

  /// Ends the synchronous part; returns how many reschedules it requested.
  func finishSynchronousPart() -> Int {
    state.withLock { state in
      state.immediate = true
      return state.count
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
