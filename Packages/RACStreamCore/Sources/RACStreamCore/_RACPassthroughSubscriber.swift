import RACDisposables

/// Stands between a signal created with `RACSignal(_:)` and its subscriber:
/// forwards events until the subscription is disposed or a terminal event
/// went through, serializes them when they come from several threads, and
/// hands the subscriber the subscription's disposable.
///
/// After a terminal event nothing more is delivered, whatever the block
/// sends: in RAC the subscriber behind the passthrough (a `RACSubscriber`)
/// disposes the subscription on its terminal event; here the subscriber may
/// be an operator's sink that does not, so the passthrough keeps the grammar
/// itself (Docs/Internals.md, "Nothing after disposal").
///
/// - Note: ReactiveCocoa 2.x: `RACPassthroughSubscriber`.
final class _RACPassthroughSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; events are serialized by the gate, and
  // `terminated` is touched only by the gate's owner.
  let downstream: any RACSubscriber<Value>
  let disposable: RACCompoundDisposable
  let gate = _RACSerialGate<RACEvent<Value>>()
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<Value>, disposable: RACCompoundDisposable) {
    self.downstream = downstream
    self.disposable = disposable
    downstream.didSubscribe(with: disposable)
  }

  @inline(__always)
  private func deliver(_ event: RACEvent<Value>) {
    if terminated || disposable.isDisposed { return }
    switch event {
    case .next(let value):
      downstream.sendNext(value)
    case .error, .completed:
      terminated = true
      downstream.send(event)
    }
  }

  func sendNext(_ value: Value) {
    if disposable.isDisposed { return }
    // The fast path builds no event: deliver the value directly.
    gate.run({ if !terminated { downstream.sendNext(value) } }, busy: { enqueueNext(value, $0) }, drain: { drain($0) })
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
