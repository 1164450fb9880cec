import RACDisposables
import RACStreamCore

// The combine family: several signals into one. `concat(_:)` and
// `RACSignal.concat(_:)` are RACStreamCore's primitives; the Combining
// article documents them with the rest.

extension RACSignal {
  /// Merges the signals: their values, interleaved as they arrive.
  ///
  /// ```text
  /// a:      -1--2-|
  /// b:      --3---4|
  /// result: -13-2-4|  RACSignal.merge([a, b])
  /// ```
  ///
  /// ![RACSignal.merge((a, b)). a: 1, 2, then completed. b: 3, 4, then completed. result: 1, 3, 2, 4, then completed.](merge.svg)
  ///
  /// The signals are subscribed to at once, in order. The result completes
  /// when every signal has completed; the first error ends it and disposes
  /// the others — signals of the list not yet subscribed to (when an
  /// earlier one fails synchronously) are never subscribed to. Disposing the
  /// result disposes every subscription. No signals: the result completes
  /// at once. Values are delivered on the threads the signals send them
  /// from, one at a time.
  ///
  /// - Parameter signals: The signals to merge.
  /// - Returns: A signal of the values of every signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal merge:]`.
  public static func merge(_ signals: [RACSignal<Value>]) -> RACSignal<Value> {
    let copied = signals
    // As ReactiveCocoa: a signal sending the signals, flattened.
    let outer = _RACSignalsSignal(copied)
    return outer.flatten()._setName(.lazy { "+merge: \(copied.map(\.name))" })
  }

  /// Merges the receiver with `signal`: `RACSignal.merge([self, signal])`.
  ///
  /// ```text
  /// self:   -1--2-|
  /// signal: --3---4|
  /// result: -13-2-4|  merge(signal)
  /// ```
  ///
  /// ![merge(signal). self: 1, 2, then completed. signal: 3, 4, then completed. result: 1, 3, 2, 4, then completed.](merge-with.svg)
  ///
  /// Completes when both have completed; the first error ends it. Disposal
  /// and threads as ``merge(_:)-swift.type.method``.
  ///
  /// - Parameter signal: The signal to merge with.
  /// - Returns: A signal of the values of both.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal merge:]`.
  public func merge(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal.merge([self, signal])._setName(.derived(from: self, "-merge: ", argument: _RACNameOf(signal)))
  }

  /// Combines the latest values of the receiver and `signal`: a pair each
  /// time either sends, once both have sent.
  ///
  /// ```text
  /// self:   -a---b----|
  /// signal: --1----2-|
  /// result: --p--q-r--|  combineLatest(with: signal); p = (a, 1), q = (b, 1), r = (b, 2)
  /// ```
  ///
  /// ![combineLatest(with: signal); p = (a, 1), q = (b, 1), r = (b, 2). self: a, b, then completed. signal: 1, 2, then completed. result: p, q, r, then completed.](combineLatestWith.svg)
  ///
  /// The receiver is subscribed to first. The result completes only when
  /// both have completed — also one that never sent a value; an error from
  /// either ends it at once and disposes the other. Disposing the result
  /// disposes both subscriptions. Pairs are delivered on the thread of the
  /// value that made them, one at a time; nothing is allocated per value.
  ///
  /// - Parameter signal: The other signal.
  /// - Returns: A signal of pairs of latest values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal combineLatestWith:]`.
  public func combineLatest<U>(with signal: RACSignal<U>) -> RACSignal<(Value, U)> {
    _RACCombineLatestPairSignal(self, arguments: signal, selector: "-combineLatestWith: ", argument: _RACNameOf(signal))
  }

  /// Combines the latest values of the signals: an array each time any of
  /// them sends, once all have sent.
  ///
  /// ```text
  /// a:      -1---2----|
  /// b:      --3----4-|
  /// result: --x--y-z--|     x = [1, 3], y = [2, 3], z = [2, 4]
  /// ```
  ///
  /// ![x = (1, 3), y = (2, 3), z = (2, 4). a: 1, 2, then completed. b: 3, 4, then completed. result: x, y, z, then completed.](combineLatest-array.svg)
  ///
  /// The signals are subscribed to in order. The result completes only when
  /// every signal has completed (also one that never sent); an error from
  /// any ends it at once and disposes the others. No signals: the result
  /// completes at once. Delivery as ``combineLatest(with:)``.
  ///
  /// - Parameter signals: The signals to combine.
  /// - Returns: A signal of arrays, one element per signal, in order.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal combineLatest:]`.
  public static func combineLatest<S: RACSignal<Value>>(_ signals: [S]) -> RACSignal<[Value]> {
    // RAC names the empty signal +join:block: returns "+combineLatest: …"
    // too.
    if signals.isEmpty { return RACSignal<[Value]>.empty()._setName(.lazy { "+combineLatest: []" }) }
    // The general combineLatest, as the variadic forms (RACStreamCore's
    // Combining/CombineLatest.swift); named "+combineLatest: [names]".
    return _racCombineLatestArray(signals.map { $0 as RACSignal<Value> })
  }

  /// Combines the latest values of any number of signals into tuples.
  ///
  /// ```text
  /// a:      -1---2---|
  /// b:      --x------|
  /// c:      ---p---q-|
  /// result: ---A-B-C-|     A = (1, x, p), B = (2, x, p), C = (2, x, q)
  /// ```
  ///
  /// ![A = (1, x, p), B = (2, x, p), C = (2, x, q). a: 1, 2, then completed. b: x, then completed. c: p, q, then completed. result: A, B, C, then completed.](combineLatest-tuple.svg)
  ///
  /// Subscription order, completion, errors and delivery as
  /// ``combineLatest(_:)->RACSignal<[Value]>``; nothing is allocated per
  /// value. To combine the values into something else,
  /// `RACSignal.combineLatest(a, b, c, reduce:)` takes a block with one
  /// typed argument per signal.
  ///
  /// - Parameter signals: The signals to combine.
  /// - Returns: A signal of tuples of latest values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal combineLatest:]`.
  public static func combineLatest<each T>(_ signals: repeat RACSignal<each T>) -> RACSignal<(repeat each T)>
  where Value == (repeat each T) {
    // The general combineLatest: typed slots, no per-value allocation
    // (RACStreamCore's Combining/CombineLatest.swift).
    _racCombineLatestTuples(repeat each signals)
  }

  /// Combines the latest values of the signals and sends what `reduceBlock`
  /// returns for each array of them.
  ///
  /// ```text
  /// a:      -1---2----|
  /// b:      --3----4-|
  /// result: --4--5-6--|     combineLatest([a, b]) { $0.reduce(0, +) }
  /// ```
  ///
  /// ![combineLatest((a, b)) { $0.reduce(0, +) }. a: 1, 2, then completed. b: 3, 4, then completed. result: 4, 5, 6, then completed.](combineLatest-reduce.svg)
  ///
  /// Completion, errors and delivery as ``combineLatest(_:)->RACSignal<[Value]>``.
  ///
  /// - Parameters:
  ///   - signals: The signals to combine.
  ///   - reduceBlock: Combines the latest values, in the order of `signals`.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal combineLatest:reduce:]`.
  public static func combineLatest<S: RACSignal<Value>, R>(
    _ signals: [S],
    reduce reduceBlock: @escaping ([Value]) -> R
  ) -> RACSignal<R> {
    let names = signals.map(\.name)
    return combineLatest(signals).map(reduceBlock)._setName(.lazy { "+combineLatest: \(names) reduce:" })
  }

  /// Sends the receiver's latest value each time `sampler` sends a value.
  ///
  /// ```text
  /// self:    -a-b---c--|
  /// sampler: ^-x--x--xx!
  /// result:  --a--b--cc|
  /// ```
  ///
  /// ![self: a, b, c, then completed. sampler: subscribed, x, x, x, x, then disposed. result: a, b, c, c, then completed.](sample.svg)
  ///
  /// A sampler value before the receiver's first value sends nothing. The
  /// receiver is subscribed to first, then the sampler. A terminal event of
  /// either ends the result and disposes the other; disposing the result
  /// disposes the sampler, then the receiver. Values are delivered on the
  /// sampler's thread.
  ///
  /// - Parameter sampler: The signal whose values trigger a sample.
  /// - Returns: A signal of sampled values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal sample:]`.
  public func sample<S>(_ sampler: RACSignal<S>) -> RACSignal<Value> {
    _RACSampleSignal(self, arguments: sampler, selector: "-sample: ", argument: _RACNameOf(sampler))
  }

  /// Ignores the receiver's values and, when it completes, subscribes to the
  /// signal `block` returns.
  ///
  /// ```text
  /// self:    -a-b-|
  /// block():      -x-|
  /// result:  ------x-|
  /// ```
  ///
  /// ![self: a, b, then completed. block(): x, then completed. result: x, then completed.](then.svg)
  ///
  /// `block` is called for each subscription, only when the receiver
  /// completes: an error from the receiver ends the result without calling
  /// it. Disposing the result disposes the current subscription.
  ///
  /// - Parameter block: Makes the signal to continue with.
  /// - Returns: The receiver's completion, followed by the block's signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal then:]`.
  public func then<U>(_ block: @escaping () -> RACSignal<U>) -> RACSignal<U> {
    let ignored: RACSignal<U> = _RACSinkSignal(self, selector: "-ignoreValues", arguments: ()) { downstream, _ in
      _RACDropValuesSink<Value, U>(downstream)
    }
    return ignored.concat(RACSignal<U>.defer(block))._setName(.derived(from: self, "-then:"))
  }
}

/// Passes on the terminal event only.
final class _RACDropValuesSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: no state of its own.
  override func sendNext(_ value: Input) {}
}

/// `merge`'s outer signal: sends the signals to merge, in order, then
/// completes, on subscription — and stops as soon as its subscription is
/// disposed, so that a signal failing synchronously keeps the later ones
/// from being subscribed to (the flattening disposes the outer subscription
/// on an error).
final class _RACSignalsSignal<Value>: RACSignal<RACSignal<Value>>, @unchecked Sendable {
  // Safety: immutable.
  let signals: [RACSignal<Value>]

  init(_ signals: [RACSignal<Value>]) {
    self.signals = signals
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<RACSignal<Value>>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    for signal in signals {
      if disposable.isDisposed { return disposable }
      subscriber.sendNext(signal)
    }
    if !disposable.isDisposed { subscriber.sendCompleted() }
    return disposable
  }
}
