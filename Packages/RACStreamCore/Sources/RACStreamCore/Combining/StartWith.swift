import RACDisposables

/// `start(with:)`'s signal: hands the subscriber its subscription, sends
/// the value, then subscribes the source on the subscriber's behalf
/// (Docs/Internals.md, "Where shared helpers live": `_RACForwardingInput`).
final class _RACStartWithSignal<Value>: _RACOperatorSignal<Value, Value, Value>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    subscriber.sendNext(arguments)
    if !disposable.isDisposed {
      // The source's subscription joins `disposable` as soon as the source
      // hands it over: a replaying source is stopped by a disposal from the
      // subscriber's callback while it still sends.
      disposable.add(source.subscribe(_RACForwardingInput(subscriber, joining: disposable)))
    }
    return disposable
  }
}
