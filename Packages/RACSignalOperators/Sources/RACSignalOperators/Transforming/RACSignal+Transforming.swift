import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Wraps every event of the receiver in a ``RACEvent`` value.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: -x-y-[z|]     x = .next(a), y = .next(b), z = .completed
  /// ```
  ///
  /// ![x = .next(a), y = .next(b), z = .completed. self: a, b, then completed. result: x, y, then z and completed in one tick.](materialize.svg)
  ///
  /// An error becomes an `.error` value followed by completion; completion
  /// becomes a `.completed` value followed by completion. So the result
  /// never fails. Disposing the result disposes the subscription to the
  /// receiver. Events are delivered on the receiver's thread.
  ///
  /// - Returns: A signal of the receiver's events.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal materialize]`.
  @inlinable
  public func materialize() -> RACSignal<RACEvent<Value>> {
    _RACOwningSinkSignal(self, selector: "-materialize", arguments: ()) { downstream, _ in
      let sink = _RACMaterializeSink<Value, RACEvent<Value>>(downstream)
      return (sink, sink)
    }
  }

  /// Turns ``RACEvent`` values back into events: the inverse of
  /// ``materialize()``.
  ///
  /// ```text
  /// self:   -x-y-z-|      x = .next(a), y = .next(b), z = .completed
  /// result: -a-b-|
  /// ```
  ///
  /// ![x = .next(a), y = .next(b), z = .completed. self: x, y, z, then completed. result: a, b, then completed.](dematerialize.svg)
  ///
  /// An `.error` value fails the result and a `.completed` value completes
  /// it; either disposes the subscription to the receiver, and what the
  /// receiver sends after it is ignored. An error of the receiver itself
  /// passes through.
  ///
  /// - Returns: A signal of the events the values describe.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal dematerialize]`.
  @inlinable
  public func dematerialize<U>() -> RACSignal<U> where Value == RACEvent<U> {
    _RACSinkSignal(self, selector: "-dematerialize", arguments: ()) { downstream, _ in
      _RACDematerializeSink<U, RACEvent<U>>(downstream)
    }
  }

  /// Tells whether any value of the receiver passes `predicate`: `true` at
  /// the first that does, `false` when the receiver completes without one.
  ///
  /// ```text
  /// self:   -1-2-3   -4-|
  /// result: -----[t|]      any { $0 > 2 }, t = true
  /// ```
  ///
  /// ![any { $0 > 2 }, t = true. self: 1, 2, 3, 4, then completed. result: t and completed in one tick.](any-predicate.svg)
  ///
  /// At the deciding value the subscription to the receiver is disposed. An
  /// error of the receiver is not passed on: it decides `false`, followed by
  /// completion, as ReactiveCocoa's `-materialize`-based code does. The
  /// result is delivered on the receiver's thread. It decides once: a
  /// predicate that decides re-entrantly (it sends a deciding value into the
  /// receiver) has its own answer dropped.
  ///
  /// - Parameter predicate: The test.
  /// - Returns: A signal of one Bool.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal any:]`.
  @inlinable
  public func any(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Bool> {
    _RACOwningSinkSignal(self, selector: "-any:", arguments: ()) { downstream, _ in
      let sink = _RACDecisionSink(downstream, decidesOn: true, predicate)
      return (sink, sink)
    }
  }

  /// Tells whether the receiver sends any value: `true` at its first
  /// value, `false` when it completes without one.
  ///
  /// ```text
  /// self:   ---a   -b-|
  /// result: ---[t|]      t = true
  /// ```
  ///
  /// ![t = true. self: a, b, then completed. result: t and completed in one tick.](any.svg)
  ///
  /// At the first value the subscription to the receiver is disposed. An
  /// error of the receiver decides `false`, followed by completion.
  ///
  /// - Returns: A signal of one Bool.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal any]`.
  @inlinable
  public func any() -> RACSignal<Bool> {
    _RACOwningSinkSignal(self, selector: "-any", arguments: ()) { downstream, _ in
      let sink = _RACDecisionSink(downstream, decidesOn: true) { (_: Value) in true }
      return (sink, sink)
    }
  }

  /// Tells whether every value of the receiver passes `predicate`: `false`
  /// at the first that does not, `true` when the receiver completes.
  ///
  /// ```text
  /// self:   -1-2-5   -3-|
  /// result: -----[f|]      all { $0 < 5 }, f = false
  /// ```
  ///
  /// ![all { $0 < 5 }, f = false. self: 1, 2, 5, 3, then completed. result: f and completed in one tick.](all.svg)
  ///
  /// At the deciding value the subscription to the receiver is disposed. An
  /// error of the receiver decides `false`, followed by completion, as
  /// ReactiveCocoa's `-materialize`-based code does. It decides once, as
  /// ``any(_:)`` does.
  ///
  /// - Parameter predicate: The test.
  /// - Returns: A signal of one Bool.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal all:]`.
  @inlinable
  public func all(_ predicate: @escaping (Value) -> Bool) -> RACSignal<Bool> {
    _RACOwningSinkSignal(self, selector: "-all:", arguments: ()) { downstream, _ in
      let sink = _RACDecisionSink(downstream, decidesOn: false, predicate)
      return (sink, sink)
    }
  }

  /// Subscribes to the receiver again each time it completes, forever.
  ///
  /// ```text
  /// self:   -a|
  /// result: -a-a-a-a!     (disposed at 8)
  /// ```
  ///
  /// ![(disposed at 8). self: a, then completed. result: a, a, a, a, then disposed.](repeat.svg)
  ///
  /// Values of every subscription are passed on; an error ends the result.
  /// The first subscription happens at once; each later one is scheduled on
  /// the scheduler that was current when the first subscription ended (a
  /// new background scheduler when none was), so a source that completes
  /// synchronously is resubscribed once per scheduler action and the stack
  /// never grows. Only disposal (or `take(_:)` downstream) ends it.
  ///
  /// - Returns: A signal that repeats the receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal repeat]`.
  public func `repeat`() -> RACSignal<Value> {
    _RACSubscribeForeverSignal(self, arguments: nil, selector: "-repeat")
  }

  /// Subscribes to the receiver again when it fails, at most `count` times.
  ///
  /// ```text
  /// self:   -a#
  /// result: -a-a-a#       retry(2)
  /// ```
  ///
  /// ![retry(2). self: a, then error. result: a, a, a, then error.](retry-count.svg)
  ///
  /// `retry(n)` resubscribes up to `n` times (`n + 1` subscriptions in all)
  /// and then passes the error on; `retry(0)` retries forever, as
  /// ``retry()``. Values of failed attempts are kept. Completion ends the
  /// result. Resubscription is scheduled as ``repeat()``'s is: the stack
  /// never grows.
  ///
  /// - Parameter count: How many times to resubscribe; 0 means forever. Must
  ///   not be negative.
  /// - Returns: A signal that retries the receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal retry:]`.
  public func retry(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.retry(_:): count must not be negative")
    return _RACSubscribeForeverSignal(self, arguments: count, selector: "-retry: ", argument: count)
  }

  /// Subscribes to the receiver again each time it fails, forever.
  ///
  /// ```text
  /// self:   -a#
  /// result: -a-a-a!       (disposed at 6)
  /// ```
  ///
  /// ![(disposed at 6). self: a, then error. result: a, a, a, then disposed.](retry.svg)
  ///
  /// The same as `retry(0)`. Completion ends the result.
  ///
  /// - Returns: A signal that retries the receiver forever.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal retry]`.
  public func retry() -> RACSignal<Value> {
    _RACSubscribeForeverSignal(self, arguments: 0, selector: "-retry")
  }

  /// Folds every value into a running result, starting from `start`, and
  /// sends the result when the receiver completes.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -------[6|]   aggregate(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![aggregate(withStart: 0, reduce: +). self: 1, 2, 3, then completed. result: 6 and completed in one tick.](aggregate.svg)
  ///
  /// An empty receiver gives `start`. Errors pass through and nothing is
  /// sent for a receiver that never completes. Each subscription starts
  /// again from `start`.
  ///
  /// - Parameters:
  ///   - start: The running result before the first value.
  ///   - reduceBlock: Combines the running result and a value.
  /// - Returns: A signal of one value, the final result.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal aggregateWithStart:reduce:]`.
  @inlinable
  public func aggregate<R>(withStart start: R, reduce reduceBlock: @escaping (R, Value) -> R) -> RACSignal<R> {
    _RACAggregateSignal(
      self,
      arguments: _RACAggregation(
        start: { start }, reduce: { running, value, _ in reduceBlock(running, value) }),
      selector: "-aggregateWithStart: ", argument: start, suffix: " reduce:")
  }

  /// Folds every value and its index into a running result, starting from
  /// `start`, and sends the result when the receiver completes.
  ///
  /// ```text
  /// self:   -1-1-4-|
  /// result: -------[e|]   aggregate(withStart: 2) { $0 * $1 + $2 }, e = 14
  /// ```
  ///
  /// ![aggregate(withStart: 2) { $0 * $1 + $2 }, e = 14. self: 1, 1, 4, then completed. result: e and completed in one tick.](aggregate-index.svg)
  ///
  /// Indexes start at 0 for each subscription. An empty receiver gives
  /// `start`; errors pass through.
  /// The index advances before `reduceBlock` runs, as RAC's `index++`: a
  /// value the block sends back into the receiver gets the next index.
  ///
  /// - Parameters:
  ///   - start: The running result before the first value.
  ///   - reduceBlock: Combines the running result, a value and its index.
  /// - Returns: A signal of one value, the final result.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal aggregateWithStart:reduceWithIndex:]`.
  @inlinable
  public func aggregate<R>(
    withStart start: R,
    reduceWithIndex reduceBlock: @escaping (R, Value, Int) -> R
  ) -> RACSignal<R> {
    _RACAggregateSignal(
      self,
      arguments: _RACAggregation(
        start: { start }, reduce: reduceBlock),
      selector: "-aggregateWithStart: ", argument: start, suffix: " reduceWithIndex:")
  }

  /// Folds every value into a running result that `startFactory` makes
  /// anew for each subscription, and sends it when the receiver completes.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: -----[x|]     aggregate(withStartFactory: { "" }, reduce: +), x = "ab"
  /// ```
  ///
  /// ![aggregate(withStartFactory: { "" }, reduce: +), x = "ab". self: a, b, then completed. result: x and completed in one tick.](aggregate-factory.svg)
  ///
  /// `startFactory` is called once per subscription, when it is made. An
  /// empty receiver gives the factory's value; errors pass through.
  ///
  /// - Parameters:
  ///   - startFactory: Makes the starting value of one subscription.
  ///   - reduceBlock: Combines the running result and a value.
  /// - Returns: A signal of one value, the final result.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal aggregateWithStartFactory:reduce:]`.
  @inlinable
  public func aggregate<R>(
    withStartFactory startFactory: @escaping () -> R,
    reduce reduceBlock: @escaping (R, Value) -> R
  ) -> RACSignal<R> {
    _RACAggregateSignal(
      self,
      arguments: _RACAggregation(
        start: startFactory, reduce: { running, value, _ in reduceBlock(running, value) }),
      selector: "-aggregateWithStartFactory:reduce:")
  }

  /// Collects every value into an array, sent when the receiver completes.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: -------[x|]   x = ["a", "b", "c"]
  /// ```
  ///
  /// ![x = ("a", "b", "c"). self: a, b, c, then completed. result: x and completed in one tick.](collect.svg)
  ///
  /// An empty receiver gives `[]`. Errors pass through (the values are
  /// dropped); nothing is sent for a receiver that never completes.
  ///
  /// - Returns: A signal of one array.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal collect]`.
  @inlinable
  public func collect() -> RACSignal<[Value]> {
    _RACOwningSinkSignal(self, selector: "-collect", arguments: ()) { downstream, _ in
      let sink = _RACCollectSink(downstream)
      return (sink, sink)
    }
  }
}
