import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// One subscription of `throttle`: keeps the latest value that passed the
/// predicate until `interval` passes with no newer value.
///
/// One timer serves a run of values: a value replacing the pending one moves
/// the deadline later and keeps the timer already set on the same scheduler;
/// when that timer fires before the (moved) deadline, it sets itself again
/// for the deadline. The observable behaviour is that of one timer per
/// value, each cancelled by the next (ReactiveCocoa 2.5's), at one timer per
/// quiet period instead of one per value.
///
/// State transitions happen under the lock; values are sent, schedulers
/// called and timers disposed after it is released. Timers carry an id, so
/// that one replaced or made stale meanwhile does nothing.
final class _RACThrottleSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; the pending value, its deadline and the
  // outstanding timer's identity live in `state`.
  private struct State {
    var pending: Value?
    /// When the pending value is due, on the timer scheduler's clock.
    var deadline = Date.distantPast
    /// The id of the timer that may send the pending value.
    var timerID: UInt64 = 0
    /// The scheduler and due date of that timer, while it is set.
    var timerScheduler: RACScheduler?
    var timerDue = Date.distantPast
    /// The disposable of the timer `timerID`, once its scheduler returned it.
    var timerDisposable: RACDisposable?
    /// The subscription was disposed: timers set from now on are cancelled.
    var cancelled = false
  }

  /// What a timer found when it fired.
  private enum Fired {
    case nothing
    case send(Value)
    case setAgain(UInt64, Date)
  }

  let downstream: any RACSubscriber<Value>
  let interval: TimeInterval
  let predicate: (Value) -> Bool
  let schedulers: _RACTimeScheduler
  /// The subscription: the source's subscription and the timer.
  let disposable = RACCompoundDisposable()
  private let state = _RACLock(State())

  init(
    _ downstream: any RACSubscriber<Value>,
    interval: TimeInterval,
    scheduler: RACScheduler?,
    predicate: @escaping (Value) -> Bool
  ) {
    self.downstream = downstream
    self.interval = interval
    self.predicate = predicate
    self.schedulers = _RACTimeScheduler(scheduler)
    disposable.add(RACDisposable { [state] in
      let timer = state.withLock { state in
        state.cancelled = true
        defer { state.timerDisposable = nil }
        return state.timerDisposable
      }
      timer?.dispose()
    })
  }

  func sendNext(_ value: Value) {
    let scheduler = schedulers.scheduler
    let shouldThrottle = predicate(value)
    if !shouldThrottle {
      // Sent at once; the pending value, if any, is dropped.
      dropPending()
      downstream.sendNext(value)
      return
    }
    let deadline = scheduler.now.addingTimeInterval(interval)
    let newTimer: UInt64? = state.withLock { state in
      state.pending = value
      state.deadline = deadline
      if let current = state.timerScheduler, current === scheduler, state.timerDue <= deadline {
        return nil  // The timer set fires first and sets itself again.
      }
      state.timerID &+= 1
      state.timerScheduler = scheduler
      state.timerDue = deadline
      return state.timerID
    }
    if let newTimer { setTimer(newTimer, at: deadline, on: scheduler) }
  }

  /// Sets the timer `id`, keeping its disposable unless a newer timer (or
  /// the subscription's disposal) superseded it meanwhile: timers may be set
  /// from the source's thread and from a firing timer's.
  private func setTimer(_ id: UInt64, at date: Date, on scheduler: RACScheduler) {
    let new = scheduler.after(date) { [self] in fire(id, on: scheduler) }
    let (old, stale): (RACDisposable?, Bool) = state.withLock { state in
      if state.cancelled || state.timerID != id { return (nil, true) }
      defer { state.timerDisposable = new }
      return (state.timerDisposable, false)
    }
    old?.dispose()
    if stale { new?.dispose() }
  }

  /// The timer `id`, set on `scheduler`, fired.
  private func fire(_ id: UInt64, on scheduler: RACScheduler) {
    let now = scheduler.now
    let fired: Fired = state.withLock { state in
      guard state.timerID == id else { return .nothing }
      guard let pending = state.pending else {
        state.timerScheduler = nil
        return .nothing
      }
      if now >= state.deadline {
        state.pending = nil
        state.timerScheduler = nil
        return .send(pending)
      }
      // A newer value moved the deadline: wait for it.
      state.timerID &+= 1
      state.timerDue = state.deadline
      return .setAgain(state.timerID, state.deadline)
    }
    switch fired {
    case .nothing: return
    case .send(let value): downstream.sendNext(value)
    case .setAgain(let newID, let deadline): setTimer(newID, at: deadline, on: scheduler)
    }
  }

  /// Drops the pending value and its timer; returns the value.
  @discardableResult
  private func dropPending() -> Value? {
    let (pending, timer): (Value?, RACDisposable?) = state.withLock { state in
      state.timerID &+= 1
      state.timerScheduler = nil
      defer {
        state.pending = nil
        state.timerDisposable = nil
      }
      return (state.pending, state.timerDisposable)
    }
    timer?.dispose()
    return pending
  }

  func sendError(_ error: any Error) {
    dropPending()
    disposable.dispose()
    downstream.sendError(error)
  }

  func sendCompleted() {
    if let value = dropPending() { downstream.sendNext(value) }
    downstream.sendCompleted()
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }
}
