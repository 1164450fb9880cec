import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// One subscription of `delay`: schedules each value and the completion
/// `interval` later; an error goes at once and cancels what is pending.
///
/// Timers still pending are kept by number, so that disposal (or an error)
/// cancels them and a timer that ran is forgotten in constant time.
final class _RACDelaySink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; the pending timers live in `timers`.
  private struct Timers {
    var next: UInt64 = 0
    var pending: [UInt64: RACDisposable] = [:]
    /// Timers that ran before `schedule` could keep their disposable.
    var ranEarly: Set<UInt64> = []
    var cancelled = false
  }

  let downstream: any RACSubscriber<Value>
  let interval: TimeInterval
  let schedulers: _RACTimeScheduler
  /// The subscription: the source's subscription and the pending timers.
  let disposable = RACCompoundDisposable()
  private let timers = _RACLock(Timers())

  init(_ downstream: any RACSubscriber<Value>, interval: TimeInterval, scheduler: RACScheduler?) {
    self.downstream = downstream
    self.interval = interval
    self.schedulers = _RACTimeScheduler(scheduler)
    disposable.add(RACDisposable { [timers] in
      let pending = timers.withLock { timers in
        timers.cancelled = true
        defer { timers.pending = [:] }
        return _RACUnchecked(timers.pending)
      }
      for timer in pending.value.values { timer.dispose() }
    })
  }

  private func schedule(_ event: @escaping () -> Void) {
    let scheduler = schedulers.scheduler
    let number = timers.withLock { timers in
      defer { timers.next &+= 1 }
      return timers.next
    }
    let timer = scheduler.afterDelay(interval) { [self] in
      timers.withLock { timers in
        if timers.pending.removeValue(forKey: number) == nil { timers.ranEarly.insert(number) }
      }
      event()
    }
    let cancelled = timers.withLock { timers in
      // A timer that ran before its disposable came back is not kept.
      if timers.ranEarly.remove(number) != nil { return false }
      guard let timer else { return false }
      if timers.cancelled { return true }
      timers.pending[number] = timer
      return false
    }
    if cancelled { timer?.dispose() }
  }

  func sendNext(_ value: Value) {
    let downstream = self.downstream
    schedule { downstream.sendNext(value) }
  }

  func sendError(_ error: any Error) {
    disposable.dispose()
    downstream.sendError(error)
  }

  func sendCompleted() {
    let downstream = self.downstream
    schedule { downstream.sendCompleted() }
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }
}
