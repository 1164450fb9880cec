import RACDisposables

/// `distinctUntilChanged()` and its forms: drops each value equal to the
/// one before it.
///
/// The last value is an optional of the sink's generic `Value`, which this
/// unspecialized code could copy, compare or replace only through the
/// metadata of `Optional<Value>`, looked up at run time on every value
/// (Docs/Internals.md, "Metadata lookups and exclusivity"). So the sink
/// never handles it: `admit`, a closure literal written in the
/// `@inlinable` operator (it captures nothing, and is specialized with the
/// operator), compares the value with the last one and stores it in place;
/// the sink hands it the field's address and `equality`, the operator's
/// argument (`()` for `==`, an ``_RACEquality`` for a block). The field's
/// type is the sink's third generic parameter, `Last` (`Value?`, chosen by
/// the operator), not `Value?` written here: so the sink's deinit, which
/// destroys the field, finds its metadata among the class's own generic
/// arguments instead of looking `Optional<Value>` up at every
/// unsubscription.
@usableFromInline
final class _RACDistinctUntilChangedSink<Value, Equality, Last>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `last` is touched only by serialized events; the rest is
  // immutable.
  @exclusivity(unchecked) private var last: Last
  private let equality: Equality
  private let admit: (inout Last, Value, Equality) -> Bool

  /// Creates the sink.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber events go to.
  ///   - equality: What `admit` compares with.
  ///   - last: The last value before the first (`nil`).
  ///   - admit: Returns `false` when the value equals the last one;
  ///     otherwise stores it as the last one and returns `true`.
  @usableFromInline
  init(
    _ downstream: any RACSubscriber<Value>,
    _ equality: Equality,
    last: Last,
    admit: @escaping (inout Last, Value, Equality) -> Bool
  ) {
    self.last = last
    self.equality = equality
    self.admit = admit
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if admit(&last, value, equality) { downstream.sendNext(value) }
  }
}
