import RACDisposables
import RACStreamCore

/// `aggregate`'s signal, built as RAC builds it: `scan` with the start
/// value sent first, then `takeLast(1)` — here scan's sink
/// (`_RACScanIndexSink`) feeding takeLast's (`_RACTakeLastSink`) seeded with
/// the start value. The subscriber holds takeLast's subscription, so that a
/// subscriber that disposes on receiving the result gets no completion.
@usableFromInline
final class _RACAggregateSignal<Value, R>: _RACOperatorSignal<Value, R, _RACAggregation<Value, R>>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<R>) -> RACDisposable {
    let start = arguments.start()
    let last = _RACTakeLastSink(subscriber, 1, seed: start)
    last.subscription.add(source.subscribe(_RACScanIndexSink(last, start, arguments.reduce)))
    return last.subscription
  }
}

/// What `aggregate` folds with: the start value (made per subscription) and
/// the block. A struct, so that the blocks keep their own abstraction
/// (passed bare as a signal's `Arguments`, a block is converted through a
/// thunk, an allocation, on every subscription).
@usableFromInline
struct _RACAggregation<Value, R> {
  /// Makes the start value of one subscription.
  let start: () -> R
  /// Folds a value into the running value.
  let reduce: (R, Value, Int) -> R

  @usableFromInline
  init(start: @escaping () -> R, reduce: @escaping (R, Value, Int) -> R) {
    self.start = start
    self.reduce = reduce
  }
}
