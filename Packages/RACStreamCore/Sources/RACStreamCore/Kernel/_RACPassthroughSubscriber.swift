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
final class _RACPassthroughSubscriber<Value>: _RACSerialGate<RACEvent<Value>>, RACSubscriber, @unchecked Sendable {
  // Safety: immutable references; events are serialized by the gate (this
  // object), and `terminated` is touched only by the gate's owner.
  let downstream: any RACSubscriber<Value>
  let disposable: RACCompoundDisposable
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<Value>, disposable: RACCompoundDisposable) {
    self.downstream = downstream
    self.disposable = disposable
    super.init()
    downstream.didSubscribe(with: disposable)
  }

  override func process(_ event: RACEvent<Value>) {
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
    run({ if !terminated { downstream.sendNext(value) } }, orQueue: { .next(value) })
  }

  func sendError(_ error: any Error) {
    if disposable.isDisposed { return }
    send(.error(error))
  }

  func sendCompleted() {
    if disposable.isDisposed { return }
    send(.completed)
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    if other !== disposable { disposable.add(other) }
  }
}
