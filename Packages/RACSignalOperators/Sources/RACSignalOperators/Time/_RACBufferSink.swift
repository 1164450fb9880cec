import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// One subscription of `buffer(withTime:on:)`: collects values from a
/// buffer's first value until `interval` later, then sends them as an
/// array.
///
/// Each buffer has a generation, so that a timer that fires after its
/// buffer was flushed (by completion) sends nothing.
final class _RACBufferSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; the buffer lives in `state`.
  private struct State {
    var values: [Value] = []
    var generation: UInt64 = 0
  }

  let downstream: any RACSubscriber<[Value]>
  let interval: TimeInterval
  let scheduler: RACScheduler
  /// The subscription: the source's subscription and the timer.
  let disposable = RACCompoundDisposable()
  let timer = RACSerialDisposable()
  private let state = _RACLock(State())

  init(_ downstream: any RACSubscriber<[Value]>, interval: TimeInterval, scheduler: RACScheduler) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    disposable.add(timer)
  }

  func sendNext(_ value: Value) {
    let startTimer: UInt64? = state.withLock { state in
      state.values.append(value)
      return state.values.count == 1 ? state.generation : nil
    }
    guard let generation = startTimer else { return }
    let old = timer.swap(in: scheduler.afterDelay(interval) { [self] in flush(generation) })
    old?.dispose()
  }

  /// Sends the buffer of `generation`, if it is still the one filling.
  private func flush(_ generation: UInt64?) {
    let values: [Value] = state.withLock { state in
      if let generation, generation != state.generation { return [] }
      state.generation &+= 1
      defer { state.values = [] }
      return state.values
    }
    if !values.isEmpty { downstream.sendNext(values) }
  }

  func sendError(_ error: any Error) {
    disposable.dispose()
    downstream.sendError(error)
  }

  func sendCompleted() {
    timer.disposable?.dispose()
    flush(nil)
    downstream.sendCompleted()
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }
}
