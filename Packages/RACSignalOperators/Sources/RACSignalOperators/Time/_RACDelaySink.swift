import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// One subscription of `delay`: schedules each value and the completion
/// `interval` later; an error goes at once and cancels what is pending.
///
/// Timers still pending are kept by number, so that disposal (or an error)
/// cancels them and a timer that ran is forgotten in constant time.
final class _RACDelaySink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; the pending timers live in `timers`;
  // `numbers` is atomic; `sourceEnded` is touched only by the source's
  // events, which arrive serialized.
  private struct Timers {
    var pending: [UInt64: RACDisposable] = [:]
    /// Timers that ran before `keep` could keep their disposable.
    var ranEarly: Set<UInt64> = []
    var cancelled = false
  }

  let downstream: any RACSubscriber<Value>
  let interval: TimeInterval
  let schedulers: _RACTimeScheduler
  /// The subscription: the source's subscription and the pending timers.
  let disposable = RACCompoundDisposable()
  private let timers = _RACLock(Timers())
  /// Numbers the timers, so that one can be forgotten when it has run.
  private let numbers = Atomic<UInt64>(0)
  /// Whether the source sent its terminal event: what it sends after is
  /// ignored, as RAC's block subscriber ignores it.
  @exclusivity(unchecked) private var sourceEnded = false

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

  /// The timer `number` ran: forget it.
  private func ran(_ number: UInt64) {
    timers.withLock { timers in
      if timers.pending.removeValue(forKey: number) == nil { timers.ranEarly.insert(number) }
    }
  }

  /// Keeps the disposable of the pending timer `number`, to cancel it on
  /// disposal or error.
  private func keep(_ number: UInt64, _ timer: RACDisposable?) {
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

  // Each event's timer block captures what it sends: one block per event.

  func sendNext(_ value: Value) {
    if sourceEnded { return }
    let scheduler = schedulers.scheduler
    let number = numbers.add(1, ordering: .relaxed).newValue
    let timer = scheduler.afterDelay(interval) { [self] in
      ran(number)
      downstream.sendNext(value)
    }
    keep(number, timer)
  }

  func sendError(_ error: any Error) {
    if sourceEnded { return }
    sourceEnded = true
    disposable.dispose()
    downstream.sendError(error)
  }

  func sendCompleted() {
    if sourceEnded { return }
    sourceEnded = true
    let scheduler = schedulers.scheduler
    let number = numbers.add(1, ordering: .relaxed).newValue
    let timer = scheduler.afterDelay(interval) { [self] in
      ran(number)
      downstream.sendCompleted()
    }
    keep(number, timer)
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }
}
