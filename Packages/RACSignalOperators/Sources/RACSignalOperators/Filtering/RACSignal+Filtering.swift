import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Drops every value: only the receiver's error or completion comes
  /// through.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: -------|
  /// ```
  ///
  /// ![self: a, b, c, then completed. result: completed.](ignoreValues.svg)
  ///
  /// Disposing the result disposes the subscription to the receiver.
  ///
  /// - Returns: A signal with no values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal ignoreValues]`.
  @inlinable
  public func ignoreValues() -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-ignoreValues", arguments: ()) { downstream, _ in
      _RACIgnoreValuesSink(downstream)
    }
  }

  /// Sends the last `count` values of the receiver when it completes.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: -------[bc|]  takeLast(2)
  /// ```
  ///
  /// ![takeLast(2). self: a, b, c, then completed. result: b and c and completed in one tick.](takeLast.svg)
  ///
  /// Nothing is sent before the receiver completes (nothing at all when it
  /// never does). An error is passed on and the kept values are dropped.
  /// Disposing the result while the values are being sent stops them.
  ///
  /// - Parameter count: How many values to keep; must not be negative.
  /// - Returns: A signal of the last values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal takeLast:]`.
  public func takeLast(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.takeLast(_:): count must not be negative")
    // The sink owns the subscription it returns, so that disposing it while
    // the kept values are being sent stops them at once.
    return _RACOwningSinkSignal(self, selector: "-takeLast: ", argument: count, arguments: count) {
      downstream, count in
      let sink = _RACTakeLastSink(downstream, count)
      return (sink, sink)
    }
  }

  /// Passes on the receiver's values until `trigger` sends a value or
  /// completes; then completes.
  ///
  /// ```text
  /// self:    -a-b-c-d-|
  /// trigger: ----x
  /// result:  -a-b|
  /// ```
  ///
  /// ![self: a, b, c, d, then completed. trigger: x. result: a, b, then completed.](takeUntil.svg)
  ///
  /// `trigger` is subscribed to first: if it sends or completes at once,
  /// the receiver is never subscribed to. An error of `trigger` is ignored
  /// (the receiver goes on). When the result ends — by the trigger, or by
  /// the receiver's error or completion — both subscriptions are disposed.
  ///
  /// - Parameter trigger: The signal whose first value or completion ends
  ///   the result.
  /// - Returns: The receiver's values until the trigger.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal takeUntil:]`.
  public func take<Trigger>(until trigger: RACSignal<Trigger>) -> RACSignal<Value> {
    _RACUntilSignal(self, arguments: (trigger, true), selector: "-takeUntil: ", argument: _RACNameOf(trigger))
  }

  /// Passes on the receiver's values until `replacement` sends its first
  /// event; from then on, only `replacement`'s events.
  ///
  /// ```text
  /// self:        -a-b-c-|
  /// replacement: ----x-y-|
  /// result:      -a-bx-y-|
  /// ```
  ///
  /// ![self: a, b, c, then completed. replacement: x, y, then completed. result: a, b, x, y, then completed.](takeUntilReplacement.svg)
  ///
  /// `replacement` is subscribed to first: if it sends at once, the
  /// receiver is never subscribed to. The first event of `replacement`
  /// (value, error or completion) disposes the subscription to the
  /// receiver. The receiver's completion is swallowed — the result ends
  /// only with `replacement` — while its error ends the result.
  ///
  /// - Parameter replacement: The signal that takes over.
  /// - Returns: The receiver's values, then the replacement's events.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal takeUntilReplacement:]`.
  public func take(untilReplacement replacement: RACSignal<Value>) -> RACSignal<Value> {
    _RACTakeUntilReplacementSignal(
      self, arguments: replacement, selector: "-takeUntilReplacement: ", argument: _RACNameOf(replacement))
  }

  /// Passes on each value the first time it appears.
  ///
  /// ```text
  /// self:   -a-b-a-c-b-|
  /// result: -a-b---c---|
  /// ```
  ///
  /// ![self: a, b, a, c, b, then completed. result: a, b, c, then completed.](distinct.svg)
  ///
  /// Each subscription remembers the values it has seen, so memory grows
  /// with the number of distinct values. Errors and completion pass
  /// through.
  ///
  /// - Returns: A signal of the distinct values.
  /// - Note: ReactiveCocoa 2.x: none; the seed author's `-distinct`
  ///   (RxSwift's `distinct`).
  @inlinable
  public func distinct() -> RACSignal<Value> where Value: Hashable {
    _RACSinkSignal(self, selector: "-distinct", arguments: ()) { downstream, _ in
      _RACDistinctSink(downstream) { seen, value in seen.insert(value).inserted }
    }
  }

  /// Sends the value at `index` (counting from 0), then completes.
  ///
  /// ```text
  /// self:   -a-b-c   -d-|
  /// result: -----[c|]      element(at: 2)
  /// ```
  ///
  /// ![element(at: 2). self: a, b, c, d, then completed. result: c and completed in one tick.](elementAt.svg)
  ///
  /// At that value the subscription to the receiver is disposed. A
  /// receiver that completes sooner completes the result with no value;
  /// errors pass through.
  ///
  /// - Parameter index: The index of the value; must not be negative.
  /// - Returns: A signal of at most one value.
  /// - Note: ReactiveCocoa 2.x: none; the seed author's `-elementAt:`.
  @inlinable
  public func element(at index: Int) -> RACSignal<Value> {
    precondition(index >= 0, "RACSignal.element(at:): index must not be negative")
    return _RACSinkSignal(self, selector: "-elementAt: ", argument: index, arguments: index) { downstream, index in
      _RACWindowSink(downstream, skipping: index, taking: 1)
    }
  }

  /// Passes on every value but the last `count`: each value is sent once
  /// `count` more have arrived.
  ///
  /// ```text
  /// self:   -a-b-c-d-|
  /// result: -----a-b-|    skipLast(2)
  /// ```
  ///
  /// ![skipLast(2). self: a, b, c, d, then completed. result: a, b, then completed.](skipLast.svg)
  ///
  /// The values held back are dropped at completion or error. Errors and
  /// completion pass through.
  ///
  /// - Parameter count: How many values to hold back; must not be
  ///   negative.
  /// - Returns: The receiver's values but the last `count`.
  /// - Note: ReactiveCocoa 2.x: none; the seed author's `-skipLast:`.
  @inlinable
  public func skipLast(_ count: Int) -> RACSignal<Value> {
    precondition(count >= 0, "RACSignal.skipLast(_:): count must not be negative")
    return _RACSinkSignal(self, selector: "-skipLast: ", argument: count, arguments: count) { downstream, count in
      _RACSkipLastSink(downstream, count)
    }
  }

  /// Drops the receiver's values until `trigger` sends a value or
  /// completes; then passes them on.
  ///
  /// ```text
  /// self:    -a-b-c-d-|
  /// trigger: ----x
  /// result:  -----c-d-|
  /// ```
  ///
  /// ![self: a, b, c, d, then completed. trigger: x. result: c, d, then completed.](skipUntil.svg)
  ///
  /// `trigger` is subscribed to first and stays subscribed until the result
  /// ends; its error is ignored. The receiver's error and completion end
  /// the result and dispose both subscriptions.
  ///
  /// - Parameter trigger: The signal whose first value or completion opens
  ///   the result.
  /// - Returns: The receiver's values after the trigger.
  /// - Note: ReactiveCocoa 2.x: none; the seed author's `-skipUntil:`.
  public func skip<Trigger>(until trigger: RACSignal<Trigger>) -> RACSignal<Value> {
    _RACUntilSignal(self, arguments: (trigger, false), selector: "-skipUntil: ", argument: _RACNameOf(trigger))
  }
}
