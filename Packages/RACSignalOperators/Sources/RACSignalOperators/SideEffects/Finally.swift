import RACDisposables
import RACStreamCore

/// `doError(_:)`, `doCompleted(_:)` and `finally(_:)`: run a block at a
/// terminal event, before passing it on. As ReactiveCocoa's block
/// subscriber does, the subscription that ended is disposed first.
@usableFromInline
final class _RACTerminalEffectSink<Value>: _RACUpstreamSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let onError: ((any Error) -> Void)?
  let onCompleted: (() -> Void)?

  @usableFromInline
  init(
    _ downstream: any RACSubscriber<Value>,
    onError: ((any Error) -> Void)?,
    onCompleted: (() -> Void)?
  ) {
    self.onError = onError
    self.onCompleted = onCompleted
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    downstream.sendNext(value)
  }

  override func sendError(_ error: any Error) {
    if let onError {
      upstream?.dispose()
      onError(error)
    }
    downstream.sendError(error)
  }

  override func sendCompleted() {
    if let onCompleted {
      upstream?.dispose()
      onCompleted()
    }
    downstream.sendCompleted()
  }
}
