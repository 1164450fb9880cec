import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Combines the latest values of any number of signals of any value types
  /// and sends what `reduceBlock` returns for them, one typed argument per
  /// signal.
  ///
  /// ```text
  /// a:      -1---2----|
  /// b:      --x----y-|
  /// result: --p--q-r--|     RACSignal.combineLatest(a, b) { "\($0)\($1)" }; p = 1x, q = 2x, r = 2y
  /// ```
  ///
  /// ![RACSignal.combineLatest(a, b) { "\($0)\($1)" }; p = 1x, q = 2x, r = 2y. a: 1, 2, then completed. b: x, y, then completed. result: p, q, r, then completed.](combineLatest-typed-reduce.svg)
  ///
  /// ```swift
  /// let name = RACSubject<String>()
  /// let age = RACSubject<Int>()
  /// RACSignal.combineLatest(name, age) { (name: String, age: Int) in "\(name) is \(age)" }
  ///   .subscribeNext { print($0) }
  /// name.sendNext("Ada")
  /// age.sendNext(36)  // Ada is 36
  /// ```
  ///
  /// Sends once every signal has sent a value, then each time any of them
  /// sends. The signals are subscribed to in order. The result completes only
  /// when every signal has completed (also one that never sent); an error
  /// from any ends it at once and disposes the others. No signals: the
  /// result completes at once. Values are delivered on the thread of the
  /// value that made them, one at a time; nothing is allocated per value.
  /// For an array of signals of one type, use
  /// ``combineLatest(_:reduce:)->RACSignal<R>``.
  ///
  /// - Parameters:
  ///   - signals: The signals to combine.
  ///   - reduceBlock: Combines the latest values, one argument per signal,
  ///     in the order of `signals`.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal combineLatest:reduce:]`, whose
  ///   block takes one argument per signal.
  public static func combineLatest<each T>(
    _ signals: repeat RACSignal<each T>,
    reduce reduceBlock: @escaping (repeat each T) -> Value
  ) -> RACSignal<Value> {
    _racCombineLatest(repeat each signals, reduce: reduceBlock)
  }

  /// Combines the latest values of two signals of any value types and sends
  /// what `reduceBlock` returns for them:
  /// ``combineLatest(_:reduce:)->RACSignal<Value>`` for two signals.
  ///
  /// ```text
  /// a:      -1---2----|
  /// b:      --x----y-|
  /// result: --p--q-r--|     RACSignal.combineLatest(a, b) { "\($0)\($1)" }; p = 1x, q = 2x, r = 2y
  /// ```
  ///
  /// ![RACSignal.combineLatest(a, b) { "\($0)\($1)" }; p = 1x, q = 2x, r = 2y. a: 1, 2, then completed. b: x, y, then completed. result: p, q, r, then completed.](combineLatest-typed-reduce.svg)
  ///
  /// Completion, errors, subscription and delivery as
  /// ``combineLatest(_:reduce:)->RACSignal<Value>``; nothing is allocated
  /// per value, and the block is called as directly as a pair's `map`.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - reduceBlock: Combines the latest values of `a` and `b`.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal combineLatest:reduce:]` with two
  ///   signals.
  public static func combineLatest<A, B>(
    _ a: RACSignal<A>,
    _ b: RACSignal<B>,
    reduce reduceBlock: @escaping (A, B) -> Value
  ) -> RACSignal<Value> {
    _racCombineLatest(a, b, reduce: reduceBlock)
  }
}
