import RACDisposables
import RACStreamCore

/// `catch(_:)`'s signal.
final class _RACCatchSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let block: (any Error) -> RACSignal<Value>

  init(_ source: RACSignal<Value>, _ block: @escaping (any Error) -> RACSignal<Value>) {
    self.source = source
    self.block = block
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let sink = _RACCatchSink(subscriber, block)
    sink.subscription.add(source.subscribe(sink))
    return sink.subscription
  }
}

/// Passes the source's events on; on an error, subscribes to the signal the
/// block returns and passes its events on.
///
/// The subscriber is handed one disposable for the whole subscription, the
/// fallback's included, first (so that an ending operator downstream, such
/// as `take`, disposes and checks the right one); and the fallback's events
/// pass through here, where disposal is checked before each one, as RAC's
/// passthrough subscriber checks it: nothing is delivered after `dispose()`
/// returned, even while a fallback that sends synchronously is still being
/// subscribed to (Docs/Internals.md, "Nothing after disposal").
final class _RACCatchSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable references (the disposables are thread-safe);
  // `source` is set in `didSubscribe(with:)` before the source sends, and
  // `fallbackKept` when the fallback is subscribed to; events arrive
  // serialized (the fallback starts only after the source failed).
  let downstream: any RACSubscriber<Value>
  let block: (any Error) -> RACSignal<Value>
  /// The whole subscription: the fallback's (first disposed, as RAC's
  /// returned block does), then the source's.
  let subscription: RACCompoundDisposable
  /// The fallback's subscription: what the fallback hands over first (kept
  /// at once) and what its `subscribe` returns.
  let fallback = RACCompoundDisposable()
  @exclusivity(unchecked) private var source: RACCompoundDisposable?
  @exclusivity(unchecked) private var fallbackKept = false

  init(_ downstream: any RACSubscriber<Value>, _ block: @escaping (any Error) -> RACSignal<Value>) {
    self.downstream = downstream
    self.block = block
    subscription = RACCompoundDisposable([fallback])
    downstream.didSubscribe(with: subscription)
  }

  // The source's events are checked too, as RAC's passthrough subscriber
  // checks them: a source that keeps sending after its subscription was
  // disposed (one that hands over its disposable late) sends nothing on.
  func sendNext(_ value: Value) {
    if subscription.isDisposed { return }
    downstream.sendNext(value)
  }

  func sendError(_ error: any Error) {
    // As a block subscriber does, the source's subscription goes first.
    source?.dispose()
    if subscription.isDisposed { return }
    let signal = block(error)
    if subscription.isDisposed { return }
    fallback.add(signal.subscribe(_RACCatchFallbackSink(self)))
  }

  func sendCompleted() {
    if subscription.isDisposed { return }
    downstream.sendCompleted()
  }

  /// Keeps the source's subscription, and joins it to the whole at once: a
  /// subscriber that disposes from a callback while the source is still
  /// sending synchronously stops the source.
  func didSubscribe(with disposable: RACCompoundDisposable) {
    if source != nil { return }
    source = disposable
    subscription.add(disposable)
  }

  /// Keeps the fallback's subscription the moment the fallback hands it
  /// over, so that disposal ends a fallback still sending synchronously.
  func fallbackDidSubscribe(with disposable: RACCompoundDisposable) {
    if fallbackKept { return }
    fallbackKept = true
    fallback.add(disposable)
  }
}

/// Forwards the fallback's events to the catch subscriber's downstream,
/// unless the subscription was disposed.
final class _RACCatchFallbackSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable.
  let owner: _RACCatchSink<Value>

  init(_ owner: _RACCatchSink<Value>) { self.owner = owner }

  func sendNext(_ value: Value) {
    if owner.subscription.isDisposed { return }
    owner.downstream.sendNext(value)
  }

  func sendError(_ error: any Error) {
    if owner.subscription.isDisposed { return }
    owner.downstream.sendError(error)
  }

  func sendCompleted() {
    if owner.subscription.isDisposed { return }
    owner.downstream.sendCompleted()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    owner.fallbackDidSubscribe(with: disposable)
  }
}

/// `try(_:)`: passes a value on when the block does not throw; a thrown
/// error ends the signal.
final class _RACTrySink<Value>: _RACEndingSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let block: (Value) throws -> Void

  init(_ downstream: any RACSubscriber<Value>, _ block: @escaping (Value) throws -> Void) {
    self.block = block
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if isDone { return }
    do {
      try block(value)
    } catch {
      end(with: error)
      return
    }
    downstream.sendNext(value)
  }
}

/// `tryMap(_:)`: passes the mapped value on; a thrown error ends the signal.
final class _RACTryMapSink<Value, U>: _RACEndingSink<Value, U>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let block: (Value) throws -> U

  init(_ downstream: any RACSubscriber<U>, _ block: @escaping (Value) throws -> U) {
    self.block = block
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if isDone { return }
    let mapped: U
    do {
      mapped = try block(value)
    } catch {
      end(with: error)
      return
    }
    downstream.sendNext(mapped)
  }
}
