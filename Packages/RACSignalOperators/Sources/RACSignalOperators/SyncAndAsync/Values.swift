import RACDisposables
import RACStreamCore

/// `values`' subscriber: yields into the stream's continuation.
final class _RACStreamFeeder<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: the continuation is Sendable and thread-safe.
  let continuation: AsyncThrowingStream<Value, any Error>.Continuation

  init(_ continuation: AsyncThrowingStream<Value, any Error>.Continuation) {
    self.continuation = continuation
  }

  func sendNext(_ value: Value) {
    // Safety: as everywhere in the library, values cross threads as the
    // caller's schedulers decide (values are not required to be Sendable);
    // the stream hands each one to the iterating task only.
    nonisolated(unsafe) let value = value
    continuation.yield(value)
  }
  func sendError(_ error: any Error) { continuation.finish(throwing: error) }
  func sendCompleted() { continuation.finish() }
  func didSubscribe(with disposable: RACCompoundDisposable) {}
}
