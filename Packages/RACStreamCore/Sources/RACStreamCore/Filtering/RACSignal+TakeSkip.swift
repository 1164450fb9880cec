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
  /// ![The take marble diagram](take.svg)
  ///
  /// `take(0)` is ``empty()``. An error before the `count`-th value passes
  /// through.
  ///
  /// - Parameter count: How many values to take; must not be negative.
  /// - Returns: A signal of at most `count` values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream take:]`.
  @inlinable
  public func take(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.take(_:): count must not be negative")
    if count == 0 { return .empty() }
    return _RACSinkSignal(self, selector: "-take: ", argument: count, arguments: count) { downstream, count in
      _RACTakeSink(downstream, count)
    }
  }

  /// Skips the first `count` values, then passes on the rest.
  ///
  /// ```text
  /// self:   -a-b-c-d-|
  /// result: -----c-d-|      skip(2)
  /// ```
  ///
  /// ![The skip marble diagram](skip.svg)
  ///
  /// - Parameter count: How many values to skip; must not be negative.
  /// - Returns: A signal of the values after the first `count`.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream skip:]`.
  @inlinable
  public func skip(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.skip(_:): count must not be negative")
    return _RACSinkSignal(self, selector: "-skip: ", argument: count, arguments: count) { downstream, count in
      _RACSkipSink(downstream, count)
    }
  }
}

@usableFromInline
final class _RACTakeSink<Value>: _RACEndingSink<Value, Value>, @unchecked Sendable {
  // Safety: `remaining` is touched only by serialized events.
  @exclusivity(unchecked) private var remaining: Int

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ count: Int) {
    remaining = count
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if isDone { return }
    remaining -= 1
    if remaining > 0 {
      handOverSubscription()
      downstream.sendNext(value)
      return
    }
    // As -bind: with `stop`: the value, then the source's subscription is
    // disposed, then completion.
    sendLast(value)
  }
}

@usableFromInline
final class _RACSkipSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `remaining` is touched only by serialized events.
  @exclusivity(unchecked) private var remaining: Int

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ count: Int) {
    remaining = count
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if remaining > 0 {
      remaining -= 1
      return
    }
    downstream.sendNext(value)
  }
}
