import RACDisposables

extension RACSignal {
  /// Maps each value with `block`.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -2-4-6-|     map { $0 * 2 }
  /// ```
  ///
  /// ![map { $0 * 2 }. self: 1, 2, 3, then completed. result: 2, 4, 6, then completed.](map.svg)
  ///
  /// - Parameter block: The transform.
  /// - Returns: A signal of the transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream map:]`.
  @inlinable
  public func map<U>(_ block: @escaping (Value) -> U) -> RACSignal<U> {
    _RACStageSignal(
      self, selector: "-map:", stage: _RACTransform(block),
      step: { transform, value, next in next(transform.apply(value)) }
    ) { downstream, transform in
      _RACMapSink(downstream, transform)
    }
  }
}

/// The sink of `map`: sends each value through a transform. Not API:
/// public for the library's higher layers (`not()`, `reduceApply`, `and`,
/// `or` send their values through it too).
public final class _RACMapSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  @usableFromInline let transform: _RACTransform<Input, Output>

  /// Creates the sink.
  ///
  /// - Parameters:
  ///   - downstream: Receives the transformed values and the terminal event.
  ///   - transform: The transform, run once per value.
  public init(_ downstream: any RACSubscriber<Output>, _ transform: @escaping (Input) -> Output) {
    self.transform = _RACTransform(transform)
    super.init(downstream)
  }

  /// Creates the sink from `map`'s step, as its signal stores it (taking
  /// its closure out in specialized code would convert it through a thunk,
  /// an allocation per subscription).
  ///
  /// - Parameters:
  ///   - downstream: Receives the transformed values and the terminal event.
  ///   - transform: The transform, run once per value.
  public init(_ downstream: any RACSubscriber<Output>, _ transform: _RACTransform<Input, Output>) {
    self.transform = transform
    super.init(downstream)
  }

  /// Sends the transformed value.
  public override func sendNext(_ value: Input) {
    downstream.sendNext(transform.apply(value))
  }
}
