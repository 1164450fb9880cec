import RACDisposables
import RACStreamCore

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

  // As RAC's `-collect` (an aggregate ending in `-takeLast:`, whose block
  // subscriber disposes first): the ended subscription goes first.
  override func sendError(_ error: any Error) {
    disposeSource()
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
