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
@usableFromInline
final class _RACElementAtSink<Value>: _RACEndingSink<Value, Value>, @unchecked Sendable {
  // Safety: `remaining` is touched only by serialized events.
  @exclusivity(unchecked) private var remaining: Int

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ index: Int) {
    remaining = index
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if isDone { return }
    if remaining > 0 {
      remaining -= 1
      return
    }
    // As -bind: with `stop`: the value, then the receiver's subscription is
    // disposed, then completion.
    sendLast(value)
  }
}

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

/// `takeLast(_:)`'s signal: returns the sink's own disposable, so that
/// disposing the subscription while the kept values are being sent stops
/// them at once.
final class _RACTakeLastSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let count: Int

  init(_ source: RACSignal<Value>, _ count: Int) {
    self.source = source
    self.count = count
    super.init()
    _setName(source: source, selector: "-takeLast: ", argument: count)
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let sink = _RACTakeLastSink(subscriber, count)
    sink.sources.add(source.subscribe(sink))
    return sink.subscription
  }
}

/// `takeLast(_:)`: keeps the last `count` values and sends them when the
/// receiver completes; an error drops them.
final class _RACTakeLastSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: the disposables are thread-safe; `buffer` is touched only by
  // serialized events.
  private let count: Int
  private let buffer = _RACFIFO<Value>()
  /// What downstream disposes: holds `sources`.
  let subscription = RACCompoundDisposable()
  /// The receiver's subscriptions.
  let sources = RACCompoundDisposable()

  init(_ downstream: any RACSubscriber<Value>, _ count: Int) {
    self.count = count
    super.init(downstream)
    subscription.add(sources)
    downstream.didSubscribe(with: subscription)
  }

  override func didSubscribe(with disposable: RACCompoundDisposable) {
    sources.add(disposable)
  }

  override func sendNext(_ value: Value) {
    if count == 0 { return }
    buffer.append(value)
    if buffer.count > count { _ = buffer.removeFirst() }
  }

  override func sendError(_ error: any Error) {
    buffer.removeAll()
    sources.dispose()
    downstream.sendError(error)
  }

  // As -takeLast:'s block subscriber: the ended subscription goes first.
  override func sendCompleted() {
    sources.dispose()
    while !buffer.isEmpty {
      let value = buffer.removeFirst()
      if subscription.isDisposed {
        buffer.removeAll()
        return
      }
      downstream.sendNext(value)
    }
    if subscription.isDisposed { return }
    downstream.sendCompleted()
  }
}
