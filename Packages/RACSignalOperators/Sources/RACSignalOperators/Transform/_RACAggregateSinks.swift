import RACDisposables
import RACStreamCore

/// `aggregate(withStart:reduceWithIndex:)`: folds every value into a running
/// result and sends it when the receiver completes.
@usableFromInline
final class _RACAggregateSink<Value, R>: _RACOwningSink<Value, R>, @unchecked Sendable {
  // Safety: `running` and `index` are touched only by serialized events.
  @exclusivity(unchecked) private var running: R
  @exclusivity(unchecked) private var index = 0
  private let reduce: (R, Value, Int) -> R

  @usableFromInline
  init(_ downstream: any RACSubscriber<R>, _ start: R, _ reduce: @escaping (R, Value, Int) -> R) {
    running = start
    self.reduce = reduce
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    running = reduce(running, value, index)
    index += 1
  }

  // As -takeLast:'s block subscriber: the ended subscription goes first.
  // A subscriber that disposes on receiving the result gets no completion.
  override func sendCompleted() {
    disposeSource()
    downstream.sendNext(running)
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
