import RACDisposables

/// Stands between a signal created with `RACSignal(_:)` and its subscriber:
/// forwards events until the subscription is disposed, serializes them when
/// they come from several threads, and hands the subscriber the
/// subscription's disposable.
///
/// - Note: ReactiveCocoa 2.x: `RACPassthroughSubscriber`.
final class _RACPassthroughSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; events are serialized by the gate.
  let downstream: any RACSubscriber<Value>
  let disposable: RACCompoundDisposable
  let gate = _RACSerialGate<RACEvent<Value>>()

  init(_ downstream: any RACSubscriber<Value>, disposable: RACCompoundDisposable) {
    self.downstream = downstream
    self.disposable = disposable
    downstream.didSubscribe(with: disposable)
  }

  @inline(__always)
  private func deliver(_ event: RACEvent<Value>) {
    if disposable.isDisposed { return }
    downstream.send(event)
  }

  func sendNext(_ value: Value) {
    if disposable.isDisposed { return }
    // The fast path builds no event: deliver the value directly.
    gate.run({ downstream.sendNext(value) }, busy: { enqueueNext(value, $0) }, drain: { drain($0) })
  }

  /// Queues a value for the thread that is delivering. Out of line so that
  /// the fast path builds no event (which would cost a generic metadata
  /// lookup per value).
  @inline(never)
  private func enqueueNext(_ value: Value, _ me: UInt) {
    gate.enqueue(.next(value), me) { deliver($0) }
  }

  /// Processes what other threads queued while this one delivered.
  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { deliver($0) }
  }

  func sendError(_ error: any Error) {
    if disposable.isDisposed { return }
    gate.send(.error(error)) { deliver($0) }
  }

  func sendCompleted() {
    if disposable.isDisposed { return }
    gate.send(.completed) { deliver($0) }
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    if other !== disposable { disposable.add(other) }
  }
}
