import RACDisposables

/// The sink of `map`, and of every operator built on its stage
/// (`RACSignal._mapStage(_:_:)`): sends each value through a transform. Not
/// API: public for the library's higher layers.
public final class _RACMapSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  @usableFromInline let transform: _RACTransform<Input, Output>
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

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

  /// Sends the transformed value, unless the transform ended the
  /// subscription.
  public override func sendNext(_ value: Input) {
    let transformed = transform.apply(value)
    if ended { return }
    downstream.sendNext(transformed)
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  public override func willEnd() { ended = true }
}
