// The higher-order operators RAC 2.5 defines on RACStream, written once on
// the primitives. `flattenMap(_:)` lives in RACStream+Map.swift.

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
  /// ![The flatten marble diagram](flatten.svg)
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
