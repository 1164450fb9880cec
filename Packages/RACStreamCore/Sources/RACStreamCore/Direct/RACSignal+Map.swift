import RACDisposables

extension RACSignal {
  /// Maps each value with `block`.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -2-4-6-|     map { $0 * 2 }
  /// ```
  ///
  /// ![The map marble diagram](map.svg)
  ///
  /// - Parameter block: The transform.
  /// - Returns: A signal of the transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream map:]`.
  @inlinable
  public func map<U>(_ block: @escaping (Value) -> U) -> RACSignal<U> {
    _RACSinkSignal(self, selector: "-map:", arguments: block) { downstream, block in
      _RACMapSink(downstream, block)
    }
  }
}

@usableFromInline
final class _RACMapSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let transform: (Input) -> Output

  @usableFromInline
  init(_ downstream: any RACSubscriber<Output>, _ transform: @escaping (Input) -> Output) {
    self.transform = transform
    super.init(downstream)
  }

  override func sendNext(_ value: Input) {
    downstream.sendNext(transform(value))
  }
}
