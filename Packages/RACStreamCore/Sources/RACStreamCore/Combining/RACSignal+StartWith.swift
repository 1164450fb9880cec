import RACDisposables

extension RACSignal {
  /// Sends `value` first, then the values of the receiver.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: xa-b-|  start(with: x)
  /// ```
  ///
  /// ![The startWith marble diagram](startWith.svg)
  ///
  /// The receiver is subscribed to after `value` has been delivered (not at
  /// all when the subscription was disposed meanwhile).
  ///
  /// - Parameter value: The first value.
  /// - Returns: The receiver's values, after `value`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream startWith:]`.
  public func start(with value: Value) -> RACSignal<Value> {
    _RACStartWithSignal(self, value)
  }
}

final class _RACStartWithSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let value: Value

  init(_ source: RACSignal<Value>, _ value: Value) {
    self.source = source
    self.value = value
    super.init(_name: { "[\(source.name)] -startWith: \(value)" })
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    subscriber.sendNext(value)
    if !disposable.isDisposed {
      // The source's subscription joins `disposable` as soon as the source
      // hands it over: a replaying source is stopped by a disposal from the
      // subscriber's callback while it still sends.
      disposable.add(source.subscribe(_RACForwardingInput(subscriber, joining: disposable)))
    }
    return disposable
  }
}
