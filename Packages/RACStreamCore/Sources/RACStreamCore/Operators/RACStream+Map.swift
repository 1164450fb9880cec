extension RACStream {
  /// Maps each value to a stream and flattens the results; the generic form
  /// written once on the primitives.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flattenMap:]`.
  public func flattenMap<R: RACStream>(
    _ block: @escaping (Value) -> R
  ) -> R.Concrete where R.Family == Family {
    bind { { value, _ in block(value) } }
  }

  /// Maps each value; the generic form written once on the primitives.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACStream map:]`.
  public func map<R: RACStream>(
    _ block: @escaping (Value) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R {
    flattenMap { R.return(block($0)) }
  }
}
