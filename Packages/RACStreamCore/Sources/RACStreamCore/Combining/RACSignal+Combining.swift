// RACSignal's entry points for the combining operators RAC 2.5 defines on
// RACStream and RACSignal does not run directly: they run the generic
// algorithm (RACStream+Combining.swift) through the generic contexts of
// _RACGenericEntryPoints.swift and give concrete result types.

extension RACSignal {
  /// The values of each signal in turn: each is subscribed to when the one
  /// before it completes.
  ///
  /// ```text
  /// a:      -1-2|
  /// b:          -3-|
  /// result: -1-2-3-|        RACSignal.concat([a, b])
  /// ```
  ///
  /// ![RACSignal.concat((a, b)). a: 1, 2, then completed. b: 3, then completed. result: 1, 2, 3, then completed.](concat-array.svg)
  ///
  /// An error from any signal ends the result; the signals after it are
  /// never subscribed to. Disposing the result disposes the subscription to
  /// the current signal. No signals: the result is empty.
  ///
  /// - Parameter signals: The signals to concatenate.
  /// - Returns: A signal of the values of every signal, in order.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream concat:]`.
  public static func concat<S: RACSignal<Value>>(_ signals: [S]) -> RACSignal<Value> {
    // RAC folds `-concat:` over the signals; the loop is equivalent and does
    // not nest a subscription per signal (see Concat.swift).
    _racConcatArray(signals)._setName(.lazy { "+concat: \(signals.map(\.name))" })
  }

  /// Zips the signals and sends what `reduceBlock` returns for each array of
  /// n-th values.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---4-5---6   |
  /// result: ---5-7---[9|]   RACSignal.zip([a, b]) { $0.reduce(0, +) }
  /// ```
  ///
  /// ![RACSignal.zip((a, b)) { $0.reduce(0, +) }. a: 1, 2, 3, then completed. b: 4, 5, 6, then completed. result: 5, 7, then 9 and completed in one tick.](zip-reduce.svg)
  ///
  /// Values wait until every signal has sent its n-th value. The result
  /// completes as soon as one signal has completed with no value left
  /// waiting; an error from any signal ends it at once. No signals: the
  /// result is empty.
  ///
  /// - Parameters:
  ///   - signals: The signals to zip.
  ///   - reduceBlock: Combines the n-th values, in the order of `signals`.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:reduce:]`.
  public static func zip<S: RACSignal<Value>, U>(
    _ signals: [S],
    reduce reduceBlock: @escaping ([Value]) -> U
  ) -> RACSignal<U> {
    let zipped: RACSignal<U> = _racZip(signals, reduceBlock)
    return zipped._setName(.lazy { "+zip: \(signals.map(\.name)) reduce:" })
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
  /// Unlike ``RACSignal/scan(withStart:reduce:)``, which passes on the running
  /// result, the block sees the previous value of the receiver. Each
  /// subscription starts again from `start`. Errors and completion pass
  /// through.
  ///
  /// - Parameters:
  ///   - start: The "previous" value of the first value.
  ///   - reduceBlock: Combines the previous value and the next one.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream combinePreviousWithStart:reduce:]`.
  public func combinePrevious<U>(
    withStart start: Value,
    reduce reduceBlock: @escaping (_ previous: Value, _ next: Value) -> U
  ) -> RACSignal<U> {
    let combined: RACSignal<U> = _racCombinePrevious(self, start, reduceBlock)
    return combined._setName(.lazy { "[\(self.name)] -combinePreviousWithStart: \(start) reduce:" })
  }
}
