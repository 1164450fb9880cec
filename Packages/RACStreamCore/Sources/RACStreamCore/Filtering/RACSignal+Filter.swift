import RACDisposables

extension RACSignal {
  /// Passes on only the values for which `block` returns `true`.
  ///
  /// ```text
  /// self:   -1-2-3-4-|
  /// result: ---2---4-|     filter { $0 % 2 == 0 }
  /// ```
  ///
  /// ![The filter marble diagram](filter.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: A signal of the values passing the predicate.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream filter:]`.
  @inlinable
  public func filter(_ block: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-filter:", arguments: _RACPredicate(block)) { downstream, predicate in
      _RACFilterSink(downstream, predicate.test)
    }
  }
}

@usableFromInline
final class _RACFilterSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let predicate: (Value) -> Bool

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ predicate: @escaping (Value) -> Bool) {
    self.predicate = predicate
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if predicate(value) { downstream.sendNext(value) }
  }
}
