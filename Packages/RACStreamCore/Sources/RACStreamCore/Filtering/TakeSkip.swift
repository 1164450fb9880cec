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
