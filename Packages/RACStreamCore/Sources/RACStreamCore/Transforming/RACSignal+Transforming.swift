// RACSignal's entry points for the transforming operators RAC 2.5 defines on
// RACStream and RACSignal does not run directly: they run the generic
// algorithm (RACStream+Transforming.swift) through the generic contexts of
// _RACGenericEntryPoints.swift and give concrete result types.

extension RACSignal {
  /// Replaces every value with `value`.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: -x-x-x-|      mapReplace(x)
  /// ```
  ///
  /// ![mapReplace(x). self: a, b, c, then completed. result: x, x, x, then completed.](mapReplace.svg)
  ///
  /// Errors and completion pass through; disposing the result disposes the
  /// subscription to the receiver.
  ///
  /// - Parameter value: The value every value of the receiver becomes.
  /// - Returns: A signal of `value`, once per value of the receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream mapReplace:]`.
  public func mapReplace<U>(_ value: U) -> RACSignal<U> {
    let signal: RACSignal<U> = _racMapReplace(self, value)
    return signal._setName(.lazy { "[\(self.name)] -mapReplace: \(value)" })
  }

  /// Unpacks each tuple value into the arguments of `block` and sends what
  /// it returns.
  ///
  /// ```text
  /// self:   -a-b-|        a = (1, 2), b = (3, 4)
  /// result: -3-7-|        reduceEach { x, y in x + y }
  /// ```
  ///
  /// ![a = (1, 2), b = (3, 4); reduceEach { x, y in x + y }. self: a, b, then completed. result: 3, 7, then completed.](reduceEach.svg)
  ///
  /// Errors and completion pass through. A tuple of any arity works.
  ///
  /// - Parameter block: Combines the elements of one tuple.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream reduceEach:]`.
  public func reduceEach<each T, U>(_ block: @escaping (repeat each T) -> U) -> RACSignal<U>
  where Value == (repeat each T) {
    let signal: RACSignal<U> = _racReduceEach(self, block)
    return signal._setName(.lazy { "[\(self.name)] -reduceEach:" })
  }
}

/// `signal`, which the caller just built, named `name`: forwards to
/// `_setName(.lazy(name))`. Kept only for callers not yet written with
/// `_setName(_:)`.
func _racNamed<Value>(_ signal: RACSignal<Value>, _ name: @escaping () -> String) -> RACSignal<Value> {
  signal._setName(.lazy(name))
}
