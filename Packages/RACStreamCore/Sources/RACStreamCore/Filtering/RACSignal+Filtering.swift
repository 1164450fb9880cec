// RACSignal's entry points for the filtering operators. `filter(_:)`,
// `take(_:)`, `skip(_:)`, `distinctUntilChanged` and the block forms of
// `take` and `skip` run their own sinks (Filter.swift, TakeSkip.swift,
// DistinctUntilChanged.swift), and `ignore(_:)` is a `filter`: RAC 2.5 builds
// them on RACStream's `-bind:`, which would make and subscribe a signal per
// value (Docs/Decisions.md, "RACSignalOperators: transform, filter, side
// effects"). RACSequence runs the generic algorithms
// (RACStream+Filtering.swift).

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
  @inlinable
  public func ignore(_ value: Value) -> RACSignal<Value> {
    // RAC's `filter` of the unequal values, on RACSignal's own `filter`'s
    // stage, named as RAC names it (see `mapReplace(_:)`).
    _RACStageSignal(
      self, selector: "-ignore: ", argument: value, stage: _RACPredicate { $0 != value },
      step: { predicate, value, next in if predicate.test(value) { next(value) } }
    ) { downstream, predicate in
      _RACFilterSink(downstream, predicate)
    }
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
  @inlinable
  public func take(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-takeUntilBlock:", arguments: _RACPredicate(predicate)) {
      downstream, predicate in
      _RACTakeUntilBlockSink(downstream, predicate, endsOn: true)
    }
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
  @inlinable
  public func take(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-takeWhileBlock:", arguments: _RACPredicate(predicate)) {
      downstream, predicate in
      _RACTakeUntilBlockSink(downstream, predicate, endsOn: false)
    }
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
  @inlinable
  public func skip(untilBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-skipUntilBlock:", arguments: _RACPredicate(predicate)) {
      downstream, predicate in
      _RACSkipUntilBlockSink(downstream, predicate, passesOn: true)
    }
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
  @inlinable
  public func skip(whileBlock predicate: @escaping (Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-skipWhileBlock:", arguments: _RACPredicate(predicate)) {
      downstream, predicate in
      _RACSkipUntilBlockSink(downstream, predicate, passesOn: false)
    }
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
  /// Errors and completion pass through. A predicate that ends the receiver
  /// re-entrantly has its value dropped, as RAC's `-bind:` drops it.
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

extension RACSignal {
  /// Passes on the first `count` values, then completes and disposes the
  /// subscription to the receiver.
  ///
  /// ```text
  /// self:   -a-b   -c-d-|
  /// result: -a-[b|]        take(2)
  /// ```
  ///
  /// ![take(2). self: a, b, c, d, then completed. result: a, then b and completed in one tick.](take.svg)
  ///
  /// `take(0)` is ``empty()``. An error before the `count`-th value passes
  /// through.
  ///
  /// A subscriber that disposes its subscription from the callback of a
  /// value gets nothing more, not even the completion after the `count`-th
  /// value — also when the receiver sends everything at once from
  /// `subscribe` and hands over no disposable of its own (``return(_:)``):
  /// the subscriber is then handed one before the first value.
  ///
  /// - Parameter count: How many values to take; must not be negative.
  /// - Returns: A signal of at most `count` values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream take:]`.
  @inlinable
  public func take(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.take(_:): count must not be negative")
    if count == 0 { return .empty() }
    return _RACSinkSignal(self, selector: "-take: ", argument: count, arguments: count) { downstream, count in
      _RACWindowSink(downstream, skipping: 0, taking: count)
    }
  }

  /// Skips the first `count` values, then passes on the rest.
  ///
  /// ```text
  /// self:   -a-b-c-d-|
  /// result: -----c-d-|      skip(2)
  /// ```
  ///
  /// ![skip(2). self: a, b, c, d, then completed. result: c, d, then completed.](skip.svg)
  ///
  /// - Parameter count: How many values to skip; must not be negative.
  /// - Returns: A signal of the values after the first `count`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skip:]`.
  @inlinable
  public func skip(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.skip(_:): count must not be negative")
    return _RACSinkSignal(self, selector: "-skip: ", argument: count, arguments: count) { downstream, count in
      _RACWindowSink(downstream, skipping: count, taking: nil)
    }
  }
}

extension RACSignal where Value: Equatable {
  /// Drops each value equal to the one before it.
  ///
  /// ```text
  /// self:   -a-a-b-b-a-|
  /// result: -a---b---a-|
  /// ```
  ///
  /// ![self: a, a, b, b, a, then completed. result: a, b, a, then completed.](distinctUntilChanged.svg)
  ///
  /// - Returns: A signal without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`.
  @inlinable
  public func distinctUntilChanged() -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-distinctUntilChanged", arguments: ()) { downstream, _ in
      _RACDistinctUntilChangedSink(downstream, (), last: Value?.none) { last, value, _ in
        if let previous = last, previous == value { return false }
        last = value
        return true
      }
    }
  }
}

extension RACSignal {
  /// Drops each value that `isEqual` says equals the one before it.
  ///
  /// ```text
  /// self:   -a-A-b-B-a-|
  /// result: -a---b---a-|    distinctUntilChanged { $0.lowercased() == $1.lowercased() }
  /// ```
  ///
  /// ![distinctUntilChanged { $0.lowercased() == $1.lowercased() }. self: a, A, b, B, a, then completed. result: a, b, a, then completed.](distinctUntilChanged-by.svg)
  ///
  /// - Parameter isEqual: Returns `true` when two values count as equal
  ///   (the earlier value first).
  /// - Returns: A signal without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`, with an
  ///   equality of your choice.
  @inlinable
  public func distinctUntilChanged(by isEqual: @escaping (Value, Value) -> Bool) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-distinctUntilChanged", arguments: _RACEquality(isEqual)) {
      downstream, isEqual in
      _RACDistinctUntilChangedSink(downstream, isEqual, last: Value?.none) { last, value, isEqual in
        if let previous = last, isEqual.test(previous, value) { return false }
        last = value
        return true
      }
    }
  }
}
