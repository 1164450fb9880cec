import RACDisposables
import RACStreamCore

/// `aggregate`'s signal. RAC builds it as `scan` with the start value sent
/// first, then `takeLast(1)`; here one sink does both
/// (``_RACAggregateSink``), with the same events, disposal and blocks
/// calls.
@usableFromInline
final class _RACAggregateSignal<Value, R>: _RACOperatorSignal<Value, R, _RACAggregation<Value, R>>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<R>) -> RACDisposable {
    let sink = _RACAggregateSink(subscriber, arguments)
    sink.subscription.add(source.subscribe(sink))
    return sink.subscription
  }
}

/// `aggregate`'s sink: folds each value into the running result and sends
/// the result when the receiver completes — what RAC's `scan` (with its
/// index) followed by `takeLast(1)` seeded with the start value send, in
/// one sink.
///
/// As `takeLast`'s, it is an owning sink: the subscriber holds its
/// subscription, so that a subscriber that disposes on receiving the
/// result gets no completion. As `scan`'s, it never handles the running
/// value itself, which in this unspecialized code would take a copy, an
/// assignment and a destroy through value witnesses per value
/// (Docs/Internals.md, "Metadata lookups and exclusivity"): `advance`, a
/// closure literal of the `@inlinable` operators, folds the value in
/// place.
final class _RACAggregateSink<Value, R>: _RACOwningSink<Value, R>, @unchecked Sendable {
  // Safety: `running` and `index` are touched only by serialized events;
  // the rest is immutable.
  @exclusivity(unchecked) private var running: R
  @exclusivity(unchecked) private var index = 0
  private let aggregation: _RACAggregation<Value, R>

  /// Creates the sink, with the start value of this subscription.
  init(_ downstream: any RACSubscriber<R>, _ aggregation: _RACAggregation<Value, R>) {
    running = aggregation.start()
    self.aggregation = aggregation
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    // The index is taken and advanced before the block runs, as RAC's
    // `index++` argument: a value the block sends back into the receiver
    // gets the next index.
    let current = index
    index += 1
    aggregation.advance(&running, value, current, aggregation.reduce)
  }

  // As -takeLast:'s block subscriber: the ended subscription goes first.
  override func sendError(_ error: any Error) {
    disposeSource()
    downstream.sendError(error)
  }

  override func sendCompleted() {
    disposeSource()
    if isDisposed { return }
    downstream.sendNext(running)
    if isDisposed { return }
    downstream.sendCompleted()
  }
}

/// What `aggregate` folds with: the start value (made per subscription),
/// the block, and the step that folds a value in. A struct, so that the
/// blocks keep their own abstraction (passed bare as a signal's
/// `Arguments`, a block is converted through a thunk, an allocation, on
/// every subscription).
@usableFromInline
struct _RACAggregation<Value, R> {
  /// Replaces the running result with `reduce`'s result for the value and
  /// its index.
  @usableFromInline
  typealias Advance = (inout R, Value, Int, (R, Value, Int) -> R) -> Void

  /// Makes the start value of one subscription.
  @usableFromInline let start: () -> R
  /// Folds a value into the running value.
  @usableFromInline let reduce: (R, Value, Int) -> R
  /// Folds in place: a closure literal of this `@inlinable` initializer,
  /// so specialized with the operator that makes the aggregation.
  @usableFromInline let advance: Advance

  @inlinable
  init(start: @escaping () -> R, reduce: @escaping (R, Value, Int) -> R) {
    self.start = start
    self.reduce = reduce
    advance = { running, value, index, reduce in running = reduce(running, value, index) }
  }
}
