import RACDisposables

/// `filter(_:)`: passes on the values the predicate accepts.
@usableFromInline
final class _RACFilterSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let predicate: _RACPredicate<Value>

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ predicate: _RACPredicate<Value>) {
    self.predicate = predicate
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if predicate.test(value) { downstream.sendNext(value) }
  }
}
