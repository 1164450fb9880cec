import RACDisposables

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
  /// others. The signals are subscribed to in order; disposing the result
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
