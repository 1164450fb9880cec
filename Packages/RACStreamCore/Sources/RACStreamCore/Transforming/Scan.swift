import RACDisposables

/// `scan(withStart:reduce:)`: sends the running value after each value.
///
/// The running value is of the sink's generic type `R`, which this
/// unspecialized code could fold, replace and send only through its value
/// witnesses: a copy to call `reduce`, an assignment, and a copy and a
/// destroy to send it, four calls per value (Docs/Internals.md, "Metadata
/// lookups and exclusivity"). So the sink never handles it: `advance`, a
/// closure literal written in the `@inlinable` operator (it captures
/// nothing, and is specialized with the operator), folds the value in
/// place and sends the result; the sink hands it the field's address,
/// `reduce` and its downstream. The same idiom as `distinctUntilChanged`'s
/// `admit`.
@usableFromInline
final class _RACScanSink<Value, R>: _RACSink<Value, R>, @unchecked Sendable {
  // Safety: `running` is touched only by serialized events; the rest is
  // immutable.
  /// Folds a value into the running value and sends the result.
  @usableFromInline
  typealias Advance = (inout R, Value, (R, Value) -> R, _RACScanSink<Value, R>) -> Void

  @exclusivity(unchecked) private var running: R
  private let reduce: (R, Value) -> R
  private let advance: Advance
  /// Set by `willEnd()`; `advance` reads it before it sends
  /// (Docs/Internals.md, "A block that ends its receiver"). Last: a byte.
  @usableFromInline @exclusivity(unchecked) var ended = false

  /// Creates the sink.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber events go to.
  ///   - start: The running value before the first value.
  ///   - reduce: The operator's block.
  ///   - advance: Replaces the running value with `reduce`'s result for
  ///     the value, then sends it to the subscriber it is given.
  @usableFromInline
  init(
    _ downstream: any RACSubscriber<R>,
    _ start: R,
    _ reduce: @escaping (R, Value) -> R,
    advance: @escaping Advance
  ) {
    running = start
    self.reduce = reduce
    self.advance = advance
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    advance(&running, value, reduce, self)
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}

/// `scan(withStart:reduceWithIndex:)`'s sink: as ``_RACScanSink``, with
/// the value's index. Its `advance`, a closure literal of the `@inlinable`
/// operator, folds the value and its index in place and sends the result,
/// so that the running value is never copied through value witnesses here.
@usableFromInline
final class _RACScanIndexSink<Value, R>: _RACSink<Value, R>, @unchecked Sendable {
  // Safety: `running` and `index` are touched only by serialized events;
  // the rest is immutable.
  /// Folds a value and its index into the running value and sends the
  /// result.
  @usableFromInline
  typealias Advance = (inout R, Value, Int, (R, Value, Int) -> R, _RACScanIndexSink<Value, R>) -> Void

  @exclusivity(unchecked) private var running: R
  @exclusivity(unchecked) private var index = 0
  private let reduce: (R, Value, Int) -> R
  private let advance: Advance
  /// Set by `willEnd()`; `advance` reads it before it sends
  /// (Docs/Internals.md, "A block that ends its receiver"). Last: a byte.
  @usableFromInline @exclusivity(unchecked) var ended = false

  /// Creates the sink.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber events go to.
  ///   - start: The running value before the first value.
  ///   - reduce: The operator's block.
  ///   - advance: Replaces the running value with `reduce`'s result for
  ///     the value and its index, then sends it to the subscriber it is
  ///     given.
  @usableFromInline
  init(
    _ downstream: any RACSubscriber<R>,
    _ start: R,
    _ reduce: @escaping (R, Value, Int) -> R,
    advance: @escaping Advance
  ) {
    running = start
    self.reduce = reduce
    self.advance = advance
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    let current = index
    index += 1
    advance(&running, value, current, reduce, self)
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}
