import RACDisposables
import RACStreamCore

/// `ignoreValues()`: drops every value; errors and completion pass through.
@usableFromInline
final class _RACIgnoreValuesSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: no state of its own.

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {}
}
