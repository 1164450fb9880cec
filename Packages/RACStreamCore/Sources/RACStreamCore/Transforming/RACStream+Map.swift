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
  /// ![The flattenMap marble diagram](flattenMap.svg)
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

  /// Maps each value with `block`: the generic form, written once on
  /// ``RACStream/flattenMap(_:)`` and ``RACStream/return(_:)``, for any stream family.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -2-4-6-|     map { $0 * 2 }
  /// ```
  ///
  /// ![The map marble diagram](map.svg)
  ///
  /// Errors and completion pass through. The result type comes from the
  /// context; `RACSignal.map(_:)` returns a `RACSignal` directly.
  ///
  /// - Parameter block: The transform.
  /// - Returns: A stream of the transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream map:]`.
  @_disfavoredOverload
  public func map<R: RACStream>(
    _ block: @escaping (Value) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R {
    flattenMap { R.return(block($0)) }
  }
}
