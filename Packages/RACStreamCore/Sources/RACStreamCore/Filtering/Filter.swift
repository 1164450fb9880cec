import RACDisposables

/// `filter(_:)`: passes on the values the predicate accepts.
@usableFromInline
final class _RACFilterSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let predicate: _RACPredicate<Value>
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ predicate: _RACPredicate<Value>) {
    self.predicate = predicate
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if predicate.test(value) && !ended { downstream.sendNext(value) }
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}
