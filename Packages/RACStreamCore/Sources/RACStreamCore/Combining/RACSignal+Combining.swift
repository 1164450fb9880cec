import RACDisposables

// RACSignal's entry points for the combining operators RAC 2.5 defines on
// RACStream and RACSignal does not run directly: they run the generic
// algorithm (RACStream+Combining.swift) through the generic contexts of
// _RACGenericEntryPoints.swift and give concrete result types —
// except `combinePrevious`, RAC's `scan` and `map` on RACSignal's own sinks.

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
  @inlinable
  public func combinePrevious<U>(
    withStart start: Value,
    reduce reduceBlock: @escaping (_ previous: Value, _ next: Value) -> U
  ) -> RACSignal<U> {
    // RAC's construction — a `scan` keeping the previous value with the
    // combined one, then a `map` to the combined one — on RACSignal's own
    // sinks, specialized with the caller: the generic algorithm builds a
    // tuple of the receiver's type per value in unspecialized code.
    scan(withStart: (previous: start, combined: U?.none)) { running, next in
      (previous: next, combined: reduceBlock(running.previous, next))
    }
    .map { $0.combined! }
    ._setName(.lazy { "[\(self.name)] -combinePreviousWithStart: \(start) reduce:" })
  }
}

extension RACSignal {
  /// Sends `value` first, then the values of the receiver.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: xa-b-|  start(with: x)
  /// ```
  ///
  /// ![start(with: x). self: a, b, then completed. result: x, a, b, then completed.](startWith.svg)
  ///
  /// The receiver is subscribed to after `value` has been delivered (not at
  /// all when the subscription was disposed meanwhile).
  ///
  /// - Parameter value: The first value.
  /// - Returns: The receiver's values, after `value`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream startWith:]`.
  public func start(with value: Value) -> RACSignal<Value> {
    _RACStartWithSignal(self, arguments: value, selector: "-startWith: ", argument: value)
  }
}

extension RACSignal {
  /// Zips the signals: sends an array of the n-th values of all of them.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z   |
  /// result: ---p-q---[r|]   p = [1, x], q = [2, y], r = [3, z]
  /// ```
  ///
  /// ![p = (1, x), q = (2, y), r = (3, z). a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-array.svg)
  ///
  /// Values wait in order until every signal has sent its n-th value. The
  /// result completes as soon as one signal has completed with no value left
  /// waiting; an error from any of them is sent at once. No signals: empty.
  ///
  /// - Parameter signals: The signals to zip.
  /// - Returns: A signal of arrays, one element per signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:]`.
  public static func zip<S: RACSignal<Value>>(_ signals: [S]) -> RACSignal<[Value]> {
    // RAC names the empty signal +join:block: returns "+zip: …" too.
    guard let first = signals.first else { return RACSignal<[Value]>.empty()._setName(.lazy { "+zip: []" }) }
    // As RAC's +join:block:, a chain of -zipWith: from the first signal on,
    // so that completion and disposal happen exactly as in RAC; arrays grow
    // one element per link instead of nesting tuples.
    var current: RACSignal<[Value]> = first.map { [$0] }
    for signal in signals.dropFirst() {
      current = current.zip(with: signal).map { values, value in
        var values = values
        values.append(value)
        return values
      }
    }
    return current._setName(.lazy { "+zip: \(signals.map(\.name))" })
  }

  /// Zips two signals into pairs: the n-th value of `a` with the n-th of
  /// `b`. The same as `a.zip(with: b)`.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z   |
  /// result: ---p-q---[r|]   p = (1, x), q = (2, y), r = (3, z)
  /// ```
  ///
  /// ![p = (1, x), q = (2, y), r = (3, z). a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-pair.svg)
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  /// - Returns: A signal of pairs.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:]` with two signals.
  public static func zip<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>) -> RACSignal<(A, B)>
  where Value == (A, B) {
    a.zip(with: b)
  }

  /// Zips any number of signals into tuples: the n-th values of all of them.
  ///
  /// ```text
  /// a:      -1---2-|
  /// b:      ---x-y-|
  /// c:      -p-q---|
  /// result: ---s-t-|  s = (1, x, p), t = (2, y, q)
  /// ```
  ///
  /// ![s = (1, x, p), t = (2, y, q). a: 1, 2, then completed. b: x, y, then completed. c: p, q, then completed. result: s, t, then completed.](zip-tuple.svg)
  ///
  /// Completion and errors as ``zip(_:)-swift.type.method``; nothing is
  /// allocated per value. To combine the values into something else,
  /// `RACSignal.zip(a, b, c, reduce:)` takes a block with one typed argument
  /// per signal.
  ///
  /// - Parameter signals: The signals to zip.
  /// - Returns: A signal of tuples.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:]`.
  public static func zip<each T>(_ signals: repeat RACSignal<each T>) -> RACSignal<(repeat each T)>
  where Value == (repeat each T) {
    // Typed slots, no per-value allocation (Zip.swift).
    _racZipTuples(repeat each signals)
  }
}

extension RACSignal {
  /// Zips any number of signals of any value types and sends what
  /// `reduceBlock` returns for their n-th values, one typed argument per
  /// signal.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z   |
  /// result: ---p-q---[r|]   RACSignal.zip(a, b) { "\($0)\($1)" }; p = 1x, q = 2y, r = 3z
  /// ```
  ///
  /// ![RACSignal.zip(a, b) { "\($0)\($1)" }; p = 1x, q = 2y, r = 3z. a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-typed-reduce.svg)
  ///
  /// ```swift
  /// let names = RACSignal<String>.return("Ada")
  /// let ages = RACSignal<Int>.return(36)
  /// RACSignal.zip(names, ages) { (name: String, age: Int) in "\(name) is \(age)" }
  ///   .subscribeNext { print($0) }  // Ada is 36
  /// ```
  ///
  /// Values wait in order until every signal has sent its n-th value. The
  /// result completes as soon as one signal has completed with no value left
  /// waiting; an error from any of them ends it at once and disposes the
  /// others. As RAC's chain `(a zipWith: b) zipWith: c`, once the first
  /// signals can pair no more (one completed with nothing of it waiting),
  /// they are disposed and their later events, an error included, are not
  /// heard, while the values already paired wait for the rest. The signals
  /// are subscribed to in order; disposing the result
  /// disposes every subscription. No signals: empty. Values are delivered on
  /// the thread of the value that completed them, one at a time; nothing is
  /// allocated per value. For an array of signals of one type, use
  /// ``zip(_:reduce:)->RACSignal<U>``.
  ///
  /// - Parameters:
  ///   - signals: The signals to zip.
  ///   - reduceBlock: Combines the n-th values, one argument per signal, in
  ///     the order of `signals`.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:reduce:]`, whose block takes
  ///   one argument per signal.
  public static func zip<each T>(
    _ signals: repeat RACSignal<each T>,
    reduce reduceBlock: @escaping (repeat each T) -> Value
  ) -> RACSignal<Value> {
    _racZipSlots(repeat each signals, reduce: reduceBlock)
  }

  /// Zips two signals of any value types and sends what `reduceBlock`
  /// returns for their n-th values: ``zip(_:reduce:)->RACSignal<Value>``
  /// for two signals.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z   |
  /// result: ---p-q---[r|]   RACSignal.zip(a, b) { "\($0)\($1)" }; p = 1x, q = 2y, r = 3z
  /// ```
  ///
  /// ![RACSignal.zip(a, b) { "\($0)\($1)" }; p = 1x, q = 2y, r = 3z. a: 1, 2, 3, then completed. b: x, y, z, then completed. result: p, q, then r and completed in one tick.](zip-typed-reduce.svg)
  ///
  /// Completion, errors, subscription and delivery as
  /// ``zip(_:reduce:)->RACSignal<Value>``; nothing is allocated per value,
  /// and the block is called as directly as a pair's `map`.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - reduceBlock: Combines the n-th values of `a` and `b`.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:reduce:]` with two signals.
  public static func zip<A, B>(
    _ a: RACSignal<A>,
    _ b: RACSignal<B>,
    reduce reduceBlock: @escaping (A, B) -> Value
  ) -> RACSignal<Value> {
    _racZipSlots(a, b, reduce: reduceBlock)
  }
}
