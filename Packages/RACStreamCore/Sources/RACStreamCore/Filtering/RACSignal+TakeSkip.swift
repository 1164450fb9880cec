import RACDisposables

extension RACSignal {
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
  /// `take(0)` is ``empty()``. An error before the `count`-th value passes
  /// through.
  ///
  /// A subscriber that disposes its subscription from the callback of a
  /// value gets nothing more, not even the completion after the `count`-th
  /// value — also when the receiver sends everything at once from
  /// `subscribe` and hands over no disposable of its own (``return(_:)``):
  /// the subscriber is then handed one before the first value.
  ///
  /// - Parameter count: How many values to take; must not be negative.
  /// - Returns: A signal of at most `count` values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream take:]`.
  @inlinable
  public func take(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.take(_:): count must not be negative")
    if count == 0 { return .empty() }
    return _RACSinkSignal(self, selector: "-take: ", argument: count, arguments: count) { downstream, count in
      _RACWindowSink(downstream, skipping: 0, taking: count)
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
  /// - Parameter count: How many values to skip; must not be negative.
  /// - Returns: A signal of the values after the first `count`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skip:]`.
  @inlinable
  public func skip(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.skip(_:): count must not be negative")
    return _RACSinkSignal(self, selector: "-skip: ", argument: count, arguments: count) { downstream, count in
      _RACWindowSink(downstream, skipping: count, taking: nil)
    }
  }
}

/// The counting filters' one sink: drops the first `skipping` values, then
/// passes on at most `taking` (all when `nil`). `take(n)` is
/// `(skipping: 0, taking: n)`, `skip(n)` is `(skipping: n, taking: nil)`,
/// and RACSignalOperators' `element(at: i)` is `(skipping: i, taking: 1)`.
///
/// When the last value to take arrives it is sent, then the source's
/// subscription is disposed, then completion is sent — as `-bind:` with
/// `stop` does (``_RACEndingSink/sendLast(_:)``).
///
/// Not API: public for the library's higher layers.
public final class _RACWindowSink<Value>: _RACEndingSink<Value, Value>, @unchecked Sendable {
  // Safety: the counters are touched only by serialized events.
  @exclusivity(unchecked) private var skipping: Int
  @exclusivity(unchecked) private var taking: Int?

  /// Creates the sink.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber events go to.
  ///   - skipping: How many values to drop first.
  ///   - taking: How many values to pass on after them; `nil`: all.
  public init(_ downstream: any RACSubscriber<Value>, skipping: Int, taking: Int?) {
    self.skipping = skipping
    self.taking = taking
    super.init(downstream)
  }

  /// Drops, passes on, or passes on as the last value.
  public override func sendNext(_ value: Value) {
    if isDone { return }
    if skipping > 0 {
      skipping -= 1
      return
    }
    guard let remaining = taking else {
      downstream.sendNext(value)
      return
    }
    if remaining > 1 {
      taking = remaining - 1
      handOverSubscription()
      downstream.sendNext(value)
      return
    }
    sendLast(value)
  }
}
