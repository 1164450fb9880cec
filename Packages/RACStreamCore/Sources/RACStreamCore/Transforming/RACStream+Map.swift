extension RACStream {
  /// Maps each value with `block`: the generic form, written once on
  /// ``RACStream/flattenMap(_:)`` and ``RACStream/return(_:)``, for any stream family.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -2-4-6-|     map { $0 * 2 }
  /// ```
  ///
  /// ![map { $0 * 2 }. self: 1, 2, 3, then completed. result: 2, 4, 6, then completed.](map.svg)
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
