import RACDisposables
import RACStreamCore

/// `skipLast(_:)`: holds the last `count` values back; each value beyond
/// them releases the oldest.
@usableFromInline
final class _RACSkipLastSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `buffer` is touched only by serialized events.
  private let count: Int
  private let buffer = _RACFIFO<Value>()

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ count: Int) {
    self.count = count
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    buffer.append(value)
    if buffer.count > count { downstream.sendNext(buffer.removeFirst()) }
  }

  override func sendError(_ error: any Error) {
    buffer.removeAll()
    downstream.sendError(error)
  }

  override func sendCompleted() {
    buffer.removeAll()
    downstream.sendCompleted()
  }
}
