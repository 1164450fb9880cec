import RACDisposables

extension RACSignal where Value: Equatable {
  /// Drops each value equal to the one before it.
  ///
  /// ```text
  /// self:   -a-a-b-b-a-|
  /// result: -a---b---a-|
  /// ```
  ///
  /// ![self: a, a, b, b, a, then completed. result: a, b, a, then completed.](distinctUntilChanged.svg)
  ///
  /// - Returns: A signal without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`.
  @inlinable
  public func distinctUntilChanged() -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-distinctUntilChanged", arguments: ()) { downstream, _ in
      _RACDistinctUntilChangedSink(downstream, ==)
    }
  }
}

extension RACSignal {
  /// Drops each value that `isEqual` says equals the one before it.
  ///
  /// ```text
  /// self:   -a-A-b-B-a-|
  /// result: -a---b---a-|    distinctUntilChanged { $0.lowercased() == $1.lowercased() }
  /// ```
  ///
  /// ![distinctUntilChanged { $0.lowercased() == $1.lowercased() }. self: a, A, b, B, a, then completed. result: a, b, a, then completed.](distinctUntilChanged-by.svg)
  ///
  /// - Parameter isEqual: Returns `true` when two values count as equal
  ///   (the earlier value first).
  /// - Returns: A signal without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`, with an
  ///   equality of your choice.
  @inlinable
  public func distinctUntilChanged(by isEqual: @escaping (Value, Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-distinctUntilChanged", arguments: _RACEquality(isEqual)) {
      downstream, isEqual in
      _RACDistinctUntilChangedSink(downstream, isEqual.test)
    }
  }
}

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
