import RACDisposables
import RACStreamCore

@usableFromInline
final class _RACMaterializeSink<Value>: _RACOwningSink<Value, RACEvent<Value>>, @unchecked Sendable {
  // Safety: no state of its own; events arrive serialized.

  @usableFromInline
  override init(_ downstream: any RACSubscriber<RACEvent<Value>>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    downstream.sendNext(.next(value))
  }

  // As ReactiveCocoa's block subscriber does, a terminal event first
  // disposes the subscription that ended, then the events go on; a
  // subscriber that disposes on receiving the event gets no completion.
  override func sendError(_ error: any Error) {
    disposeSource()
    downstream.sendNext(.error(error))
    if isDisposed { return }
    downstream.sendCompleted()
  }

  override func sendCompleted() {
    disposeSource()
    downstream.sendNext(.completed)
    if isDisposed { return }
    downstream.sendCompleted()
  }
}

/// `dematerialize()`: values become events again; the first terminal event
/// ends the result and disposes the receiver's subscription.
@usableFromInline
final class _RACDematerializeSink<Value>: _RACEndingSink<RACEvent<Value>, Value>, @unchecked Sendable {
  // Safety: no state of its own; events arrive serialized.

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  override func sendNext(_ event: RACEvent<Value>) {
    if isDone { return }
    switch event {
    case .next(let value):
      downstream.sendNext(value)
    case .error(let error):
      // As -bind: with `stop`: the receiver's subscription goes first.
      end(with: error)
    case .completed:
      endCompleted()
    }
  }
}
