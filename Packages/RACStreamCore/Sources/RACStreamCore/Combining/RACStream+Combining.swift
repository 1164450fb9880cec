// The combining operators RAC 2.5 defines on RACStream, written once on the
// primitives. The variadic `zip` overloads live in RACStream+Zip.swift.

extension RACStream {
  /// Sends `value` first, then the values of the receiver.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: xa-b-|  start(with: x)
  /// ```
  ///
  /// ![start(with: x). self: a, b, then completed. result: x, a, b, then completed.](startWith.svg)
  ///
  /// Built as RAC builds it, `return(value)` concatenated with the
  /// receiver: the receiver is subscribed to once `value` has been sent.
  /// Errors and completion of the receiver pass through. Disposing the
  /// result while `value` is delivered still subscribes to the receiver
  /// (and disposes that subscription at once), as RAC does; `RACSignal`'s
  /// own ``RACSignal/start(with:)`` does not subscribe then.
  ///
  /// - Parameter value: The first value.
  /// - Returns: A stream of `value`, then the receiver's values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream startWith:]`.
  @_disfavoredOverload
  public func start<R: RACStream>(with value: Value) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    R.return(value).concat(_asStream())
  }

  /// The values of each stream in turn: each is subscribed to when the one
  /// before it completes.
  ///
  /// ```text
  /// a:      -1-2|
  /// b:          -3-|
  /// result: -1-2-3-|        concat([a, b])
  /// ```
  ///
  /// ![concat((a, b)). a: 1, 2, then completed. b: 3, then completed. result: 1, 2, 3, then completed.](concat-streams.svg)
  ///
  /// Built as RAC builds it, `empty()` concatenated with each stream in
  /// order. An error from any stream ends the result; the streams after it
  /// are never subscribed to. No streams: the result is empty.
  ///
  /// - Parameter streams: The streams to concatenate.
  /// - Returns: A stream of the values of every stream, in order.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream concat:]`.
  @_disfavoredOverload
  public static func concat<R: RACStream>(_ streams: [Self]) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    var result = R.empty()
    for stream in streams {
      result = result.concat(stream._asStream())
    }
    return result
  }

  /// Combines each value with the value before it (`start` for the first)
  /// and sends what `reduceBlock` returns.
  ///
  /// ```text
  /// self:   -1-2-3-4-|
  /// result: -1-3-5-7-|      combinePrevious(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![combinePrevious(withStart: 0, reduce: +). self: 1, 2, 3, 4, then completed. result: 1, 3, 5, 7, then completed.](combinePrevious.svg)
  ///
  /// Unlike ``RACStream/scan(withStart:reduce:)``, which passes on the running
  /// result, the block sees the previous *value* of the receiver. Built as
  /// RAC builds it: a `scan` over `(previous, result)` pairs, then a `map`
  /// to the result. Each subscription starts again from `start`. Errors and
  /// completion pass through.
  ///
  /// - Parameters:
  ///   - start: The "previous" value of the first value.
  ///   - reduceBlock: Combines the previous value and the next one.
  /// - Returns: A stream of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream combinePreviousWithStart:reduce:]`.
  @_disfavoredOverload
  public func combinePrevious<R: RACStream>(
    withStart start: Value,
    reduce reduceBlock: @escaping (_ previous: Value, _ next: Value) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R, Family: _RACStreamTypeConstructor {
    Family._withStreamType(_RACCombinePrevious<Self, R>(stream: self, start: start, reduce: reduceBlock))
  }
}

extension RACStream where Family: _RACStreamTypeConstructor {
  /// Zips the streams: sends an array of the n-th values of all of them.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z   |
  /// result: ---p-q---[r|]   p = [1, x], q = [2, y], r = [3, z]
  /// ```
  ///
  /// ![p = (1, x), q = (2, y), r = (3, z). a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-join.svg)
  ///
  /// ![p = (1, x), q = (2, y), r = (3, z). a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-array.svg)
  ///
  /// Built as RAC builds it (`+join:block:` with `zip(with:)`): the first
  /// stream's values become one-element arrays, then each further stream is
  /// zipped onto the arrays so far, in order, so the arrays list the values
  /// in the order of `streams`. Values wait until every stream has sent its
  /// n-th value. The result completes as soon as one stream has completed
  /// with no value left waiting; an error from any stream ends it at once.
  /// No streams: the result is empty.
  ///
  /// - Parameter streams: The streams to zip.
  /// - Returns: A stream of arrays, one element per stream.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  @_disfavoredOverload
  public static func zip<R: RACStream>(_ streams: [Self]) -> R
  where R.Family == Family, R.Value == [Value], R.Concrete == R {
    guard let first = streams.first else { return R.empty() }
    var current: R = first.map { [$0] }
    for stream in streams.dropFirst() {
      current = Family._withStreamType(_RACJoinStep(current: current, stream: stream))
    }
    return current
  }

  /// Zips the streams and sends what `reduceBlock` returns for each array of
  /// n-th values.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---4-5---6   |
  /// result: ---5-7---[9|]   zip([a, b]) { $0.reduce(0, +) }
  /// ```
  ///
  /// ![zip((a, b)) { $0.reduce(0, +) }. a: 1, 2, 3, then completed. b: 4, 5, 6, then completed. result: 5, 7, then 9 and completed in one tick.](zip-reduce-streams.svg)
  ///
  /// Built as RAC builds it: ``RACStream/zip(_:)``, then a map with
  /// `reduceBlock` (RAC's `reduceEach:`, whose arguments are here the
  /// array). Completion, errors and disposal as ``RACStream/zip(_:)``.
  ///
  /// - Parameters:
  ///   - streams: The streams to zip.
  ///   - reduceBlock: Combines the n-th values, in the order of `streams`.
  /// - Returns: A stream of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:reduce:]`.
  @_disfavoredOverload
  public static func zip<R: RACStream>(
    _ streams: [Self],
    reduce reduceBlock: @escaping ([Value]) -> R.Value
  ) -> R where R.Family == Family, R.Concrete == R {
    Family._withStreamType(_RACZipReduce<Self, R>(streams: streams, reduce: reduceBlock))
  }
}

/// One step of `zip(_:)`'s join: zips the arrays so far with the next
/// stream (through the family's stream of pairs) and appends its values.
struct _RACJoinStep<S: RACStream, R: RACStream>: _RACStreamTypeVisitor
where R.Family == S.Family, R.Value == [S.Value], R.Concrete == R {
  typealias Family = S.Family
  typealias Element = ([S.Value], S.Value)

  let current: R
  let stream: S

  func visit<P: RACStream>(_: P.Type) -> R
  where P.Value == Element, P.Family == Family, P.Concrete == P {
    let pairs: P = current.zip(with: stream)
    return pairs.map { values, value in values + [value] }
  }
}

/// `zip(_:reduce:)`: zips into the family's stream of arrays, then reduces.
struct _RACZipReduce<S: RACStream, R: RACStream>: _RACStreamTypeVisitor
where R.Family == S.Family, R.Concrete == R, S.Family: _RACStreamTypeConstructor {
  typealias Family = S.Family
  typealias Element = [S.Value]

  let streams: [S]
  let reduce: ([S.Value]) -> R.Value

  func visit<Z: RACStream>(_: Z.Type) -> R
  where Z.Value == Element, Z.Family == Family, Z.Concrete == Z {
    let zipped: Z = S.zip(streams)
    return zipped.map(reduce)
  }
}

/// `combinePrevious(withStart:reduce:)`: scans `(previous, result)` pairs
/// through the family's stream of them, then maps to the results.
struct _RACCombinePrevious<S: RACStream, R: RACStream>: _RACStreamTypeVisitor
where R.Family == S.Family, R.Concrete == R {
  typealias Family = S.Family
  /// RAC's `RACTuplePack(next, value)`; the starting tuple has no value.
  typealias Element = (previous: S.Value, value: R.Value?)

  let stream: S
  let start: S.Value
  let reduce: (S.Value, S.Value) -> R.Value

  func visit<P: RACStream>(_: P.Type) -> R
  where P.Value == Element, P.Family == Family, P.Concrete == P {
    let reduce = self.reduce
    let pairs: P = stream.scan(withStart: (previous: start, value: nil)) { previous, next in
      (previous: next, value: reduce(previous.previous, next))
    }
    // `scan` never sends its starting tuple, so every value is set.
    return pairs.map { $0.value! }
  }
}
