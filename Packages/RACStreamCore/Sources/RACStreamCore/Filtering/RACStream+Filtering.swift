// The filtering operators RAC 2.5 defines on RACStream, written once on the
// primitives.

extension RACStream {
  /// Passes on only the values for which `block` returns `true`.
  ///
  /// ```text
  /// self:   -1-2-3-4-|
  /// result: ---2---4-|      filter { $0 % 2 == 0 }
  /// ```
  ///
  /// ![filter { $0 % 2 == 0 }. self: 1, 2, 3, 4, then completed. result: 2, 4, then completed.](filter.svg)
  ///
  /// Built as RAC builds it, `flattenMap` to `return(value)` or `empty()`:
  /// errors and completion pass through.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: A stream of the values passing the predicate.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream filter:]`.
  @_disfavoredOverload
  public func filter<R: RACStream>(_ block: @escaping (Value) -> Bool) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    flattenMap { (value: Value) -> R in block(value) ? R.return(value) : R.empty() }
  }

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
  /// `take(0)` is ``RACStream/empty()`` and never subscribes to the receiver. An error
  /// before the `count`-th value passes through. Built with ``RACStream/bind(_:)``,
  /// whose `stop` ends the receiver's side after the `count`-th value.
  ///
  /// - Parameter count: How many values to take; must not be negative.
  /// - Returns: A stream of at most `count` values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream take:]`.
  @_disfavoredOverload
  public func take<R: RACStream>(_ count: Int) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    precondition(count >= 0, "RACStream.take(_:): count must not be negative")
    if count == 0 { return R.empty() }
    return bind {
      var taken = 0
      return { (value: Value, stop: inout Bool) -> R? in
        if taken < count {
          taken += 1
          if taken == count { stop = true }
          return R.return(value)
        }
        return nil
      }
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
  /// Errors and completion pass through, also while skipping.
  ///
  /// - Parameter count: How many values to skip; must not be negative.
  /// - Returns: A stream of the values after the first `count`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skip:]`.
  @_disfavoredOverload
  public func skip<R: RACStream>(_ count: Int) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    precondition(count >= 0, "RACStream.skip(_:): count must not be negative")
    return bind {
      var skipped = 0
      return { (value: Value, _: inout Bool) -> R? in
        if skipped >= count { return R.return(value) }
        skipped += 1
        return R.empty()
      }
    }
  }

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
  /// The predicate is not called again once it returned `true`. Errors and
  /// earlier completion pass through.
  ///
  /// - Parameter predicate: Returns `true` for the value that ends the
  ///   stream.
  /// - Returns: A stream of the values before the first passing
  ///   `predicate`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream takeUntilBlock:]`.
  @_disfavoredOverload
  public func take<R: RACStream>(untilBlock predicate: @escaping (Value) -> Bool) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    bind {
      { (value: Value, _: inout Bool) -> R? in
        predicate(value) ? nil : R.return(value)
      }
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
  /// Built as RAC builds it, `take(untilBlock:)` with the negated predicate.
  ///
  /// - Parameter predicate: Returns `true` for the values to pass on.
  /// - Returns: A stream of the values before the first failing
  ///   `predicate`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream takeWhileBlock:]`.
  @_disfavoredOverload
  public func take<R: RACStream>(whileBlock predicate: @escaping (Value) -> Bool) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    take(untilBlock: { !predicate($0) })
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
  /// The predicate is not called again once it returned `true`. Errors and
  /// completion pass through, also while skipping.
  ///
  /// - Parameter predicate: Returns `true` for the first value to pass on.
  /// - Returns: A stream of the values from the first passing `predicate`
  ///   on.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skipUntilBlock:]`.
  @_disfavoredOverload
  public func skip<R: RACStream>(untilBlock predicate: @escaping (Value) -> Bool) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    bind {
      var skipping = true
      return { (value: Value, _: inout Bool) -> R? in
        if skipping {
          if predicate(value) {
            skipping = false
          } else {
            return R.empty()
          }
        }
        return R.return(value)
      }
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
  /// Built as RAC builds it, `skip(untilBlock:)` with the negated predicate.
  ///
  /// - Parameter predicate: Returns `true` for the values to skip.
  /// - Returns: A stream of the values from the first failing `predicate`
  ///   on.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skipWhileBlock:]`.
  @_disfavoredOverload
  public func skip<R: RACStream>(whileBlock predicate: @escaping (Value) -> Bool) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    skip(untilBlock: { !predicate($0) })
  }

  /// Drops each value that `isEqual` says equals the value before it.
  ///
  /// ```text
  /// self:   -a-A-b-B-a-|
  /// result: -a---b---a-|    distinctUntilChanged { $0.lowercased() == $1.lowercased() }
  /// ```
  ///
  /// ![distinctUntilChanged { $0.lowercased() == $1.lowercased() }. self: a, A, b, B, a, then completed. result: a, b, a, then completed.](distinctUntilChanged-by.svg)
  ///
  /// The first value always passes; each later value is compared with the
  /// last value passed on (not with a dropped one), as RAC does. Errors and
  /// completion pass through.
  ///
  /// - Parameter isEqual: Returns `true` when two values count as equal
  ///   (the earlier value first), as Combine's `removeDuplicates(by:)`.
  /// - Returns: A stream without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`, with an
  ///   equality of your choice.
  @_disfavoredOverload
  public func distinctUntilChanged<R: RACStream>(by isEqual: @escaping (Value, Value) -> Bool) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    bind {
      var last: Value? = nil
      return { (value: Value, _: inout Bool) -> R? in
        if let last, isEqual(last, value) { return R.empty() }
        last = value
        return R.return(value)
      }
    }
  }
}

extension RACStream where Value: Equatable {
  /// Drops every value equal to `value`.
  ///
  /// ```text
  /// self:   -a-b-a-c-|
  /// result: ---b---c-|      ignore(a)
  /// ```
  ///
  /// ![ignore(a). self: a, b, a, c, then completed. result: b, c, then completed.](ignore.svg)
  ///
  /// Built as RAC builds it, a `filter`: errors and completion pass
  /// through. With an `Optional` value type, `ignore(nil)` drops the
  /// `nil`s.
  ///
  /// - Parameter value: The value to drop.
  /// - Returns: A stream of the values not equal to `value`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream ignore:]`.
  @_disfavoredOverload
  public func ignore<R: RACStream>(_ value: Value) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    filter { $0 != value }
  }

  /// Drops each value equal to the value before it.
  ///
  /// ```text
  /// self:   -a-a-b-b-a-|
  /// result: -a---b---a-|
  /// ```
  ///
  /// ![self: a, a, b, b, a, then completed. result: a, b, a, then completed.](distinctUntilChanged.svg)
  ///
  /// The first value always passes. Errors and completion pass through.
  ///
  /// - Returns: A stream without consecutive duplicates.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream distinctUntilChanged]`.
  @_disfavoredOverload
  public func distinctUntilChanged<R: RACStream>() -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    distinctUntilChanged(by: ==)
  }
}
