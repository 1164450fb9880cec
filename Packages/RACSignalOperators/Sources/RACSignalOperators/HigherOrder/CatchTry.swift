import RACDisposables
import RACStreamCore

/// `catch(_:)`'s sink, on an ``_RACOwningSink``: passes the source's events
/// on; on an error, subscribes to the signal the block returns and passes
/// its events on.
///
/// The subscriber is handed one disposable for the whole subscription, the
/// fallback's included, first (so that an ending operator downstream, such
/// as `take`, disposes and checks the right one); and the fallback's events
/// pass through here, where disposal is checked before each one, as RAC's
/// passthrough subscriber checks it: nothing is delivered after `dispose()`
/// returned, even while a fallback that sends synchronously is still being
/// subscribed to (Docs/Internals.md, "Nothing after disposal").
final class _RACCatchSink<Value>: _RACOwningSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable references (the disposables are thread-safe); events
  // arrive serialized (the fallback starts only after the source failed).
  let block: (any Error) -> RACSignal<Value>
  /// The fallback's subscription (first disposed, as RAC's compound
  /// disposable holds it before the receiver's).
  let fallback = RACCompoundDisposable()

  init(_ downstream: any RACSubscriber<Value>, _ block: @escaping (any Error) -> RACSignal<Value>) {
    self.block = block
    super.init(downstream)
    subscription.add(fallback)
  }

  // The source's events are checked too, as RAC's passthrough subscriber
  // checks them: a source that keeps sending after its subscription was
  // disposed (one that hands over its disposable late) sends nothing on.
  override func sendNext(_ value: Value) {
    if isDisposed { return }
    downstream.sendNext(value)
  }

  override func sendError(_ error: any Error) {
    // As a block subscriber does, the source's subscription goes first.
    disposeSource()
    if isDisposed { return }
    let signal = block(error)
    if isDisposed { return }
    fallback.add(signal.subscribe(_RACCatchFallbackSink(self)))
  }

  override func sendCompleted() {
    if isDisposed { return }
    downstream.sendCompleted()
  }

  /// Keeps the fallback's subscription the moment it is handed over, and
  /// every other one the fallback hands over (as RAC's subscriber keeps
  /// every one it is handed).
  func fallbackDidSubscribe(with disposable: RACCompoundDisposable) {
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
    if owner.isDisposed { return }
    owner.downstream.sendNext(value)
  }

  func sendError(_ error: any Error) {
    if owner.isDisposed { return }
    owner.downstream.sendError(error)
  }

  func sendCompleted() {
    if owner.isDisposed { return }
    owner.downstream.sendCompleted()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    owner.fallbackDidSubscribe(with: disposable)
  }
}

/// `tryMap(_:)` and `try(_:)`: passes the mapped value on; a thrown error
/// ends the signal.
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
      // The block may have ended the receiver re-entrantly: nothing more
      // (Docs/Internals.md, "A block that ends its receiver").
      if isDone { return }
      end(with: error)
      return
    }
    if isDone { return }
    downstream.sendNext(mapped)
  }
}
