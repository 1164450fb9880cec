import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// One subscription of `throttle`: keeps the latest value that passed the
/// predicate until `interval` passes with no newer value.
///
/// State transitions happen under the lock; values are sent after it is
/// released. Each pending value has a generation, so that a timer that fires
/// while a newer value replaces its own sends nothing.
final class _RACThrottleSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; the pending value and its generation
  // live in `state`.
  private struct State {
    var pending: Value?
    var generation: UInt64 = 0
  }

  let downstream: any RACSubscriber<Value>
  let interval: TimeInterval
  let predicate: (Value) -> Bool
  let schedulers: _RACTimeScheduler
  /// The subscription: the source's subscription and the timer.
  let disposable = RACCompoundDisposable()
  /// The timer of the pending value.
  let timer = RACSerialDisposable()
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
    disposable.add(timer)
  }

  func sendNext(_ value: Value) {
    let scheduler = schedulers.scheduler
    let shouldThrottle = predicate(value)
    // Any pending value is dropped: the new one replaces it, or is sent at
    // once without it.
    let generation = state.withLock { state in
      state.generation &+= 1
      state.pending = shouldThrottle ? value : nil
      return state.generation
    }
    if !shouldThrottle {
      timer.disposable?.dispose()
      downstream.sendNext(value)
      return
    }
    let old = timer.swap(in: scheduler.afterDelay(interval) { [self] in flush(generation) })
    old?.dispose()
  }

  /// The timer of the value of `generation` fired.
  private func flush(_ generation: UInt64) {
    let value: Value? = state.withLock { state in
      guard state.generation == generation, let pending = state.pending else { return nil }
      state.pending = nil
      return pending
    }
    if let value { downstream.sendNext(value) }
  }

  func sendError(_ error: any Error) {
    state.withLock { state in
      state.generation &+= 1
      state.pending = nil
    }
    disposable.dispose()
    downstream.sendError(error)
  }

  func sendCompleted() {
    let value: Value? = state.withLock { state in
      state.generation &+= 1
      defer { state.pending = nil }
      return state.pending
    }
    timer.disposable?.dispose()
    if let value { downstream.sendNext(value) }
    downstream.sendCompleted()
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }
}
