import RACDisposables

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
    guard let first = signals.first else { return .empty() }
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
