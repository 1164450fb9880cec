import RACDisposables

extension RACSignal {
  /// Sends `value` first, then the values of the receiver.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: xa-b-|  start(with: x)
  /// ```
  ///
  /// ![start(with: x). self: a, b, then completed. result: x, a, b, then completed.](startWith.svg)
  ///
  /// The receiver is subscribed to after `value` has been delivered (not at
  /// all when the subscription was disposed meanwhile).
  ///
  /// - Parameter value: The first value.
  /// - Returns: The receiver's values, after `value`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream startWith:]`.
  public func start(with value: Value) -> RACSignal<Value> {
    _RACStartWithSignal(self, arguments: value, selector: "-startWith: ", argument: value)
  }
}

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
