import RACDisposables

extension RACSignal {
  /// Passes on only the values for which `block` returns `true`.
  ///
  /// ```text
  /// self:   -1-2-3-4-|
  /// result: ---2---4-|     filter { $0 % 2 == 0 }
  /// ```
  ///
  /// ![filter { $0 % 2 == 0 }. self: 1, 2, 3, 4, then completed. result: 2, 4, then completed.](filter.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: A signal of the values passing the predicate.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream filter:]`.
  @inlinable
  public func filter(_ block: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACStageSignal(
      self, selector: "-filter:", stage: _RACPredicate(block),
      step: { predicate, value, next in if predicate.test(value) { next(value) } }
    ) { downstream, predicate in
      _RACFilterSink(downstream, predicate)
    }
  }
}

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
