// The transforming operators RAC 2.5 defines on RACStream, written once on
// the primitives. `map(_:)` lives in RACStream+Map.swift, `flattenMap(_:)`
// (a higher-order operator) in HigherOrder/RACStream+HigherOrder.swift.

extension RACStream {
  /// Replaces every value with `value`.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: -x-x-x-|      mapReplace(x)
  /// ```
  ///
  /// ![mapReplace(x). self: a, b, c, then completed. result: x, x, x, then completed.](mapReplace.svg)
  ///
  /// Built as RAC builds it, `map { _ in value }`: errors and completion
  /// pass through; disposing the result disposes the subscription to the
  /// receiver.
  ///
  /// - Parameter value: The value every value of the receiver becomes.
  /// - Returns: A stream of `value`, once per value of the receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream mapReplace:]`.
  @_disfavoredOverload
  public func mapReplace<R: RACStream>(_ value: R.Value) -> R
  where R.Family == Family, R.Concrete == R {
    map { _ in value }
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
  /// Built as RAC builds it, a `map`: errors and completion pass through.
  /// A tuple of any arity works (parameter packs); RAC checked at run time
  /// that each value was a `RACTuple`, Swift's types check it here.
  ///
  /// - Parameter block: Combines the elements of one tuple.
  /// - Returns: A stream of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream reduceEach:]`.
  @_disfavoredOverload
  public func reduceEach<each T, R: RACStream>(
    _ block: @escaping (repeat each T) -> R.Value
  ) -> R where Value == (repeat each T), R.Family == Family, R.Concrete == R {
    map { (tuple: Value) in block(repeat each tuple) }
  }

  /// Combines each value with a running result and sends every new result.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -1-3-6-|  scan(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![scan(withStart: 0, reduce: +). self: 1, 2, 3, then completed. result: 1, 3, 6, then completed.](scan.svg)
  ///
  /// Each subscription starts again from `startingValue`, which itself is
  /// not sent. Errors and completion pass through.
  ///
  /// - Parameters:
  ///   - startingValue: The running result before the first value.
  ///   - reduceBlock: Combines the running result and a value into the next
  ///     running result.
  /// - Returns: A stream of the running results.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream scanWithStart:reduce:]`.
  @_disfavoredOverload
  public func scan<R: RACStream>(
    withStart startingValue: R.Value,
    reduce reduceBlock: @escaping (_ running: R.Value, _ next: Value) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R {
    scan(withStart: startingValue) { running, next, _ in reduceBlock(running, next) }
  }

  /// Combines each value and its index with a running result and sends
  /// every new result.
  ///
  /// ```text
  /// self:   -1-1-2-|
  /// result: -2-3-8-|  scan(withStart: 2) { running, next, index in running * next + index }
  /// ```
  ///
  /// ![scan(withStart: 2) { running, next, index in running * next + index }. self: 1, 1, 2, then completed. result: 2, 3, 8, then completed.](scan-index.svg)
  ///
  /// The first value has index 0. Each subscription starts again from
  /// `startingValue` and index 0. The index advances before `reduceBlock`
  /// runs, as RAC's `index++`: a value the block sends back into the
  /// stream gets the next index. Errors and completion pass through.
  ///
  /// - Parameters:
  ///   - startingValue: The running result before the first value.
  ///   - reduceBlock: Combines the running result, a value and the value's
  ///     index into the next running result.
  /// - Returns: A stream of the running results.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream scanWithStart:reduceWithIndex:]`.
  @_disfavoredOverload
  public func scan<R: RACStream>(
    withStart startingValue: R.Value,
    reduceWithIndex reduceBlock: @escaping (_ running: R.Value, _ next: Value, _ index: Int) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R {
    bind {
      var running = startingValue
      var index = 0
      return { (value: Value, _: inout Bool) -> R? in
        // RAC's `index++` argument: the index advances before the block
        // runs, so a value the block sends back into the stream gets the
        // next one.
        let current = index
        index += 1
        running = reduceBlock(running, value, current)
        return R.return(running)
      }
    }
  }
}
