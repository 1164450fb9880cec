import RACDisposables

/// `distinctUntilChanged()` and its forms: drops each value equal to the
/// one before it.
@usableFromInline
final class _RACDistinctUntilChangedSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `last` is touched only by serialized events.
  @exclusivity(unchecked) private var last: Value?
  private let isEqual: (Value, Value) -> Bool

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ isEqual: @escaping (Value, Value) -> Bool) {
    self.isEqual = isEqual
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if let last, isEqual(last, value) { return }
    last = value
    downstream.sendNext(value)
  }
}
