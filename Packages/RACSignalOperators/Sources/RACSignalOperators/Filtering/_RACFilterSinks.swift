import RACDisposables
import RACStreamCore

/// `ignoreValues()`: drops every value; errors and completion pass through.
@usableFromInline
final class _RACIgnoreValuesSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: no state of its own.

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {}
}

/// `distinct()`: passes on each value the first time it is seen.
@usableFromInline
final class _RACDistinctSink<Value: Hashable>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `seen` is touched only by serialized events.
  @exclusivity(unchecked) private var seen: Set<Value> = []

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if seen.insert(value).inserted { downstream.sendNext(value) }
  }
}

/// `element(at:)`: passes on the value at `index`, then completes and
/// disposes the subscription to the receiver.
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

/// `takeLast(_:)`: keeps the last `count` values and sends them when the
/// receiver completes; an error drops them. Also `aggregate`'s last stage
/// (`takeLast(1)` of the running values, seeded with the start value, as
/// RAC builds it).
final class _RACTakeLastSink<Value>: _RACOwningSink<Value, Value>, @unchecked Sendable {
  // Safety: `buffer` is touched only by serialized events.
  private let count: Int
  private let buffer = _RACFIFO<Value>()

  init(_ downstream: any RACSubscriber<Value>, _ count: Int, seed: Value? = nil) {
    self.count = count
    super.init(downstream)
    if let seed { sendNext(seed) }
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
