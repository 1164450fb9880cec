// RACSignal's entry points for the filtering operators. `filter(_:)` runs
// its own sink (Filter.swift); the others RAC 2.5 defines on RACStream and
// RACSignal does not run directly: they run the generic algorithm
// (RACStream+Filtering.swift) through the generic contexts of
// _RACGenericEntryPoints.swift and give concrete result types.

extension RACSignal where Value: Equatable {
  /// Drops every value equal to `value`.
  ///
  /// ```text
  /// self:   -a-b-a-c-|
  /// result: ---b---c-|      ignore(a)
  /// ```
  ///
  /// ![ignore(a). self: a, b, a, c, then completed. result: b, c, then completed.](ignore.svg)
  ///
  /// Errors and completion pass through. With an `Optional` value type,
  /// `ignore(nil)` drops the `nil`s.
  ///
  /// - Parameter value: The value to drop.
  /// - Returns: A signal of the values not equal to `value`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream ignore:]`.
  public func ignore(_ value: Value) -> RACSignal<Value> {
    _racNamed(_racIgnore(self, value)) { "[\(self.name)] -ignore: \(value)" }
  }
}

extension RACSignal {
  /// Passes on values until `predicate` returns `true` for one, then
  /// completes without it and disposes the subscription to the receiver.
  ///
  /// ```text
  /// self:   -1-2-3-4-|
  /// result: -1-2-|          take(untilBlock: { $0 == 3 })
  /// ```
  ///
  /// ![take(untilBlock: { $0 == 3 }). self: 1, 2, 3, 4, then completed. result: 1, 2, then completed.](takeUntilBlock.svg)
  ///
  /// Errors and earlier completion pass through.
  ///
  /// - Parameter predicate: Returns `true` for the value that ends the
  ///   signal.
  /// - Returns: A signal of the values before the first passing
  ///   `predicate`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream takeUntilBlock:]`.
  public func take(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _racNamed(_racTakeUntilBlock(self, predicate)) { "[\(self.name)] -takeUntilBlock:" }
  }

  /// Passes on values while `predicate` returns `true`, then completes
  /// without the first failing value and disposes the subscription to the
  /// receiver.
  ///
  /// ```text
  /// self:   -1-2-3-1-|
  /// result: -1-2-|          take(whileBlock: { $0 < 3 })
  /// ```
  ///
  /// ![take(whileBlock: { $0 < 3 }). self: 1, 2, 3, 1, then completed. result: 1, 2, then completed.](takeWhileBlock.svg)
  ///
  /// Errors and earlier completion pass through.
  ///
  /// - Parameter predicate: Returns `true` for the values to pass on.
  /// - Returns: A signal of the values before the first failing
  ///   `predicate`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream takeWhileBlock:]`.
  public func take(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _racNamed(_racTakeUntilBlock(self) { !predicate($0) }) { "[\(self.name)] -takeWhileBlock:" }
  }

  /// Skips values until `predicate` returns `true` for one, then passes on
  /// that value and every later one.
  ///
  /// ```text
  /// self:   -1-2-3-1-|
  /// result: -----3-1-|      skip(untilBlock: { $0 == 3 })
  /// ```
  ///
  /// ![skip(untilBlock: { $0 == 3 }). self: 1, 2, 3, 1, then completed. result: 3, 1, then completed.](skipUntilBlock.svg)
  ///
  /// Errors and completion pass through, also while skipping.
  ///
  /// - Parameter predicate: Returns `true` for the first value to pass on.
  /// - Returns: A signal of the values from the first passing `predicate`
  ///   on.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skipUntilBlock:]`.
  public func skip(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _racNamed(_racSkipUntilBlock(self, predicate)) { "[\(self.name)] -skipUntilBlock:" }
  }

  /// Skips values while `predicate` returns `true`, then passes on the first
  /// failing value and every later one.
  ///
  /// ```text
  /// self:   -1-2-3-1-|
  /// result: -----3-1-|      skip(whileBlock: { $0 < 3 })
  /// ```
  ///
  /// ![skip(whileBlock: { $0 < 3 }). self: 1, 2, 3, 1, then completed. result: 3, 1, then completed.](skipWhileBlock.svg)
  ///
  /// Errors and completion pass through, also while skipping.
  ///
  /// - Parameter predicate: Returns `true` for the values to skip.
  /// - Returns: A signal of the values from the first failing `predicate`
  ///   on.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skipWhileBlock:]`.
  public func skip(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _racNamed(_racSkipUntilBlock(self) { !predicate($0) }) { "[\(self.name)] -skipWhileBlock:" }
  }
}

extension RACSignal {
  /// Passes on only the values for which `block` returns `true`.
  ///
  /// ```text
  /// self:   -1-2-3-4-|
  /// result: ---2---4-|     filter { $0 % 2 == 0 }
  /// ```
  ///
  /// ![filter { $0 % 2 == 0 }. self: 1, 2, 3, 4, then completed. result: 2, 4, then completed.](filter.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: A signal of the values passing the predicate.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream filter:]`.
  @inlinable
  public func filter(_ block: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACStageSignal(
      self, selector: "-filter:", stage: _RACPredicate(block),
      step: { predicate, value, next in if predicate.test(value) { next(value) } }
    ) { downstream, predicate in
      _RACFilterSink(downstream, predicate)
    }
  }
}
