import RACDisposables
import RACStreamCore

/// `aggregate(withStart:reduceWithIndex:)`: folds every value into a running
/// result, as `scan(withStart:reduceWithIndex:)` does (the same
/// `_RACFold`), and sends it when the receiver completes.
@usableFromInline
final class _RACAggregateSink<Value, R>: _RACOwningSink<Value, R>, @unchecked Sendable {
  // Safety: `state` is touched only by serialized events.
  @exclusivity(unchecked) private var state: _RACFold<Value, R>

  @usableFromInline
  init(_ downstream: any RACSubscriber<R>, _ start: R, _ reduce: @escaping (R, Value, Int) -> R) {
    state = _RACFold(start, reduce)
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    _ = state.fold(value)
  }

  // As -takeLast:'s block subscriber: the ended subscription goes first.
  // A subscriber that disposes on receiving the result gets no completion.
  override func sendCompleted() {
    disposeSource()
    downstream.sendNext(state.running)
    if isDisposed { return }
    downstream.sendCompleted()
  }
}

/// `collect()`: appends every value in place (no copy of the array per
/// value) and sends the array when the receiver completes.
@usableFromInline
final class _RACCollectSink<Value>: _RACOwningSink<Value, [Value]>, @unchecked Sendable {
  // Safety: `values` is touched only by serialized events.
  @exclusivity(unchecked) private var values: [Value] = []

  @usableFromInline
  override init(_ downstream: any RACSubscriber<[Value]>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    values.append(value)
  }

  override func sendError(_ error: any Error) {
    values = []
    downstream.sendError(error)
  }

  override func sendCompleted() {
    disposeSource()
    let collected = values
    values = []
    downstream.sendNext(collected)
    if isDisposed { return }
    downstream.sendCompleted()
  }
}
