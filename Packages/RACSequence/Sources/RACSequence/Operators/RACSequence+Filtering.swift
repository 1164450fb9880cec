// RACSequence's entry points for the filtering operators RAC 2.5 defines on
// RACStream, with concrete result types. `filter` has a direct lazy node;
// the others run the generic algorithm (RACStreamCore's
// RACStream+Filtering.swift) on the sequence primitives, through the
// generic contexts of RACStreamCore's _RACGenericEntryPoints.swift. Lazy on a
// lazy receiver, eager on an eager one.

extension RACSequence {
  /// The values for which `block` returns `true`.
  ///
  /// ```text
  /// self:   [1, 2, 3, 4]
  /// result: [2, 4]        filter { $0 % 2 == 0 }
  /// ```
  ///
  /// ![filter { $0 % 2 == 0 }. self: the sequence 1, 2, 3, 4. result: the sequence 2, 4.](filter.svg)
  ///
  /// Lazy: reading the result's `head` runs `block` on values until one
  /// passes, each value at most once. Eager on an eager receiver.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: A sequence of the passing values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream filter:]`.
  public func filter(_ block: @escaping (Value) -> Bool) -> RACSequence<Value> {
    if _isEager {
      var values: [Value] = []
      var cursor = _RACCursor(self)
      while let value = cursor.next() {
        if block(value) { values.append(value) }
      }
      return _RACArraySequence(values, eager: true)
    }
    if let source = _indexedSource {
      return _RACIndexedSequence(store: _RACFilterStore(source: source, predicate: block))
    }
    return _RACFilterSequence(values: _RACCursor(self), predicate: block)
  }

  /// The first `count` values.
  ///
  /// ```text
  /// self:   [a, b, c, d]
  /// result: [a, b]        take(2)
  /// ```
  ///
  /// ![take(2). self: the sequence a, b, c, d. result: the sequence a, b.](take.svg)
  ///
  /// Reads no value beyond the `count`-th, so it ends an infinite sequence.
  /// On a lazy sequence the tail of the last value taken is `nil`, as RAC's
  /// `-take:` leaves it (see "The end of a sequence" in <doc:CreatingAndReading>).
  ///
  /// - Parameter count: How many values to take; must not be negative.
  /// - Returns: A sequence of at most `count` values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream take:]`.
  public func take(_ count: Int) -> RACSequence<Value> {
    precondition(count >= 0, "RACSequence.take(_:): count must not be negative")
    if _isEager || count == 0 { return _racDerived(_racTake(self, count)) }
    return _RACTakeSequence(values: _RACCursor(self), remaining: count)
  }

  /// The values after the first `count`.
  ///
  /// ```text
  /// self:   [a, b, c, d]
  /// result: [c, d]        skip(2)
  /// ```
  ///
  /// ![skip(2). self: the sequence a, b, c, d. result: the sequence c, d.](skip.svg)
  ///
  /// - Parameter count: How many values to skip; must not be negative.
  /// - Returns: A sequence of the values after the first `count`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skip:]`.
  public func skip(_ count: Int) -> RACSequence<Value> {
    precondition(count >= 0, "RACSequence.skip(_:): count must not be negative")
    if _isEager { return _racDerived(_racSkip(self, count)) }
    return _RACSkipSequence(values: _RACCursor(self), count: count)
  }

  /// The values before the first one for which `predicate` returns `true`.
  ///
  /// ```text
  /// self:   [1, 2, 3, 4]
  /// result: [1, 2]        take(untilBlock: { $0 == 3 })
  /// ```
  ///
  /// ![take(untilBlock: { $0 == 3 }). self: the sequence 1, 2, 3, 4. result: the sequence 1, 2.](take-until.svg)
  ///
  /// Reads no value after the one that ends it.
  ///
  /// - Parameter predicate: Returns `true` for the value that ends the
  ///   sequence.
  /// - Returns: A sequence of the values before it.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream takeUntilBlock:]`.
  public func take(untilBlock predicate: @escaping (Value) -> Bool) -> RACSequence<Value> {
    _racDerived(_racTakeUntilBlock(self, predicate))
  }

  /// The values before the first one for which `predicate` returns `false`.
  ///
  /// ```text
  /// self:   [1, 2, 3, 1]
  /// result: [1, 2]        take(whileBlock: { $0 < 3 })
  /// ```
  ///
  /// ![take(whileBlock: { $0 < 3 }). self: the sequence 1, 2, 3, 1. result: the sequence 1, 2.](take-while.svg)
  ///
  /// - Parameter predicate: Returns `true` for the values to keep.
  /// - Returns: A sequence of the values before the first failing one.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream takeWhileBlock:]`.
  public func take(whileBlock predicate: @escaping (Value) -> Bool) -> RACSequence<Value> {
    _racDerived(_racTakeUntilBlock(self) { !predicate($0) })
  }

  /// The values from the first one for which `predicate` returns `true` on.
  ///
  /// ```text
  /// self:   [1, 2, 3, 1]
  /// result: [3, 1]        skip(untilBlock: { $0 == 3 })
  /// ```
  ///
  /// ![skip(untilBlock: { $0 == 3 }). self: the sequence 1, 2, 3, 1. result: the sequence 3, 1.](skip-until.svg)
  ///
  /// - Parameter predicate: Returns `true` for the first value to keep.
  /// - Returns: A sequence of the values from that one on.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skipUntilBlock:]`.
  public func skip(untilBlock predicate: @escaping (Value) -> Bool) -> RACSequence<Value> {
    _racDerived(_racSkipUntilBlock(self, predicate))
  }

  /// The values from the first one for which `predicate` returns `false` on.
  ///
  /// ```text
  /// self:   [1, 2, 3, 1]
  /// result: [3, 1]        skip(whileBlock: { $0 < 3 })
  /// ```
  ///
  /// ![skip(whileBlock: { $0 < 3 }). self: the sequence 1, 2, 3, 1. result: the sequence 3, 1.](skip-while.svg)
  ///
  /// - Parameter predicate: Returns `true` for the values to skip.
  /// - Returns: A sequence of the values from the first failing one on.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skipWhileBlock:]`.
  public func skip(whileBlock predicate: @escaping (Value) -> Bool) -> RACSequence<Value> {
    _racDerived(_racSkipUntilBlock(self) { !predicate($0) })
  }

  /// The values without those that `isEqual` says equal the value kept
  /// before them.
  ///
  /// ```text
  /// self:   [a, A, b, B, a]
  /// result: [a, b, a]     distinctUntilChanged { $0.lowercased() == $1.lowercased() }
  /// ```
  ///
  /// ![distinctUntilChanged { $0.lowercased() == $1.lowercased() }. self: the sequence a, A, b, B, a. result: the sequence a, b, a.](distinctUntilChanged-by.svg)
  ///
  /// - Parameter isEqual: Returns `true` when two values count as equal
  ///   (the earlier value first).
  /// - Returns: A sequence without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`, with an
  ///   equality of your choice.
  public func distinctUntilChanged(by isEqual: @escaping (Value, Value) -> Bool) -> RACSequence<Value> {
    _racDerived(_racDistinctUntilChanged(self, isEqual))
  }
}

extension RACSequence where Value: Equatable {
  /// The values without each one equal to `value`.
  ///
  /// ```text
  /// self:   [a, b, a, c]
  /// result: [b, c]        ignore(a)
  /// ```
  ///
  /// ![ignore(a). self: the sequence a, b, a, c. result: the sequence b, c.](ignore.svg)
  ///
  /// - Parameter value: The value to drop.
  /// - Returns: A sequence of the values not equal to `value`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream ignore:]`.
  public func ignore(_ value: Value) -> RACSequence<Value> {
    _racDerived(_racIgnore(self, value))
  }

  /// The values without each one equal to the value before it.
  ///
  /// ```text
  /// self:   [a, a, b, b, a]
  /// result: [a, b, a]
  /// ```
  ///
  /// ![self: the sequence a, a, b, b, a. result: the sequence a, b, a.](distinctUntilChanged.svg)
  ///
  /// - Returns: A sequence without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`.
  public func distinctUntilChanged() -> RACSequence<Value> {
    _racDerived(_racDistinctUntilChanged(self, ==))
  }
}
