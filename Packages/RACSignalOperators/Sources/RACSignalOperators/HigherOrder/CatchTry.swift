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
    let replacement = RACSerialDisposable()
    let sink = _RACCatchSink(subscriber, block, replacement)
    let subscription = source.subscribe(sink)
    // Disposes the replacement signal's subscription, then the source's.
    return RACCompoundDisposable([replacement, subscription])
  }
}

/// Passes the source's events on; on an error, subscribes the same
/// subscriber to the signal the block returns.
final class _RACCatchSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable references; events arrive serialized.
  let block: (any Error) -> RACSignal<Value>
  let replacement: RACSerialDisposable

  init(
    _ downstream: any RACSubscriber<Value>,
    _ block: @escaping (any Error) -> RACSignal<Value>,
    _ replacement: RACSerialDisposable
  ) {
    self.block = block
    self.replacement = replacement
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    downstream.sendNext(value)
  }

  override func sendError(_ error: any Error) {
    // As a block subscriber does, the source's subscription goes first.
    upstream?.dispose()
    if replacement.isDisposed { return }
    replacement.disposable = block(error).subscribe(downstream)
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
