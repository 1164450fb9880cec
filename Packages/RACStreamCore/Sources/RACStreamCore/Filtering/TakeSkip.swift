import RACDisposables

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

/// `take(untilBlock:)` and `take(whileBlock:)`: passes values on until the
/// predicate's answer for one is `endsOn` (`true` for `untilBlock`, `false`
/// for `whileBlock`), then disposes the source's subscription and completes
/// without that value — what RAC's `bind` does when its block stops it.
@usableFromInline
final class _RACTakeUntilBlockSink<Value>: _RACEndingSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let predicate: _RACPredicate<Value>
  let endsOn: Bool

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ predicate: _RACPredicate<Value>, endsOn: Bool) {
    self.predicate = predicate
    self.endsOn = endsOn
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if isDone { return }
    let ends = predicate.test(value) == endsOn
    // The predicate may have ended the receiver re-entrantly: nothing more
    // (Docs/Internals.md, "A block that ends its receiver").
    if isDone { return }
    if ends {
      endCompleted()
      return
    }
    downstream.sendNext(value)
  }
}

/// `skip(untilBlock:)` and `skip(whileBlock:)`: drops values until the
/// predicate's answer for one is `passesOn` (`true` for `untilBlock`,
/// `false` for `whileBlock`), then passes on that value and every later one
/// without asking again.
@usableFromInline
final class _RACSkipUntilBlockSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `skipping` is touched only by serialized events; the rest is
  // immutable.
  let predicate: _RACPredicate<Value>
  let passesOn: Bool
  @exclusivity(unchecked) private var skipping = true
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ predicate: _RACPredicate<Value>, passesOn: Bool) {
    self.predicate = predicate
    self.passesOn = passesOn
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if skipping {
      if predicate.test(value) != passesOn || ended { return }
      skipping = false
    }
    downstream.sendNext(value)
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}
