import RACDisposables
import RACStreamCore

/// `takeLast(_:)`: keeps the last `count` values and sends them when the
/// receiver completes; an error drops them. (`aggregate`, which RAC builds
/// on `takeLast(1)`, has a sink of its own doing both stages.)
final class _RACTakeLastSink<Value>: _RACOwningSink<Value, Value>, @unchecked Sendable {
  // Safety: `buffer` is touched only by serialized events.
  private let count: Int
  private let buffer = _RACFIFO<Value>()

  init(_ downstream: any RACSubscriber<Value>, _ count: Int) {
    self.count = count
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if count == 0 { return }
    buffer.append(value)
    if buffer.count > count { _ = buffer.removeFirst() }
  }

  override func sendError(_ error: any Error) {
    buffer.removeAll()
    disposeSource()
    downstream.sendError(error)
  }

  // As -takeLast:'s block subscriber: the ended subscription goes first.
  override func sendCompleted() {
    disposeSource()
    while !buffer.isEmpty {
      let value = buffer.removeFirst()
      if isDisposed {
        buffer.removeAll()
        return
      }
      downstream.sendNext(value)
    }
    if isDisposed { return }
    downstream.sendCompleted()
  }
}
