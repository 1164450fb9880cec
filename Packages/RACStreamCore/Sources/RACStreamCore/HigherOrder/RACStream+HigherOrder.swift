// The higher-order operators RAC 2.5 defines on RACStream, written once on
// the primitives.

extension RACStream where Value: RACStream, Value.Family == Family {
  /// Merges the streams the receiver sends into one stream of their values.
  ///
  /// ```text
  /// self:   -x-----y------|
  /// x:       -1-2|
  /// y:             -3--4|
  /// result: --1-2---3--4--|
  /// ```
  ///
  /// ![self: x, y, then completed. x: 1, 2, then completed. y: 3, 4, then completed. result: 1, 2, 3, 4, then completed.](flatten.svg)
  ///
  /// Built as RAC builds it, `flattenMap { $0 }`, so it follows
  /// ``RACStream/bind(_:)``: inner signals run concurrently; the result completes when
  /// the receiver and every inner stream have completed; an error from any
  /// of them ends it at once; disposing the result disposes every
  /// subscription.
  ///
  /// - Returns: A stream of the values of the inner streams.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flatten]`.
  @_disfavoredOverload
  public func flatten<R: RACStream>() -> R
  where R.Family == Family, R.Value == Value.Value, R.Concrete == R {
    flattenMap { (stream: Value) -> R in stream._asStream() }
  }
}

extension RACStream {
  /// Maps each value to a stream and flattens the results: the generic form,
  /// written once on ``RACStream/bind(_:)``, for any stream family.
  ///
  /// ```text
  /// self:    -a-----b------|
  /// f(a):     -1-2|
  /// f(b):           -3--4|
  /// result:  --1-2---3--4--|
  /// ```
  ///
  /// ![self: a, b, then completed. f(a): 1, 2, then completed. f(b): 3, 4, then completed. result: 1, 2, 3, 4, then completed.](flattenMap.svg)
  ///
  /// The result ends when the receiver and every returned stream have ended;
  /// an error from any of them ends it at once. `RACSignal` has a direct
  /// implementation with the same behaviour (`RACSignal.flattenMap(_:)`).
  ///
  /// - Parameter block: Maps a value to the stream whose values to pass on.
  /// - Returns: The flattened stream, of the family's canonical type.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flattenMap:]`.
  @_disfavoredOverload
  public func flattenMap<R: RACStream>(
    _ block: @escaping (Value) -> R
  ) -> R.Concrete where R.Family == Family {
    bind { { value, _ in block(value) } }
  }
}
