import RACDisposables
import RACStreamCore

/// One `await` of an async operator (`try await first()`, …): subscribes,
/// resumes the continuation once, and disposes the subscription when the
/// wait ends or the task is cancelled. No thread is blocked.
final class _RACAsyncWait<Value, Result>: RACSubscriber, @unchecked Sendable {
  // Safety: `continuation` and `values` are read and written only inside
  // `cancelled`'s lock; the continuation is resumed exactly once, by
  // whoever takes it out of the lock. It is set before the signal is
  // subscribed to, so once the wait ended (or was cancelled) it is `nil`:
  // no other flag says so.

  /// Whether the first value ends the wait.
  private let endsAtFirstValue: Bool
  /// Whether values are kept.
  private let keepsValues: Bool
  /// Makes the result from the values, on completion (or the first value).
  private let finish: ([Value]) -> Result
  /// Whether the task was cancelled. A `Bool`, kept apart from the generic
  /// continuation and values, so that the lock needs no lookup of a generic
  /// state type each time it is taken in this layer's unspecialized code
  /// (as the blocking subscriber's `_RACBlockingOutcome`).
  private let cancelled = _RACLock(false)
  @exclusivity(unchecked) private var continuation: CheckedContinuation<Result, any Error>?
  @exclusivity(unchecked) private var values: [Value] = []
  /// The subscription, and the disposables the signal hands over through
  /// `didSubscribe(with:)` before it sends anything: disposed when the wait
  /// ends or is cancelled, so that a value sent while `subscribe` is still
  /// running ends the subscription at once, not when `subscribe` returns.
  private let subscription = RACCompoundDisposable()

  init(endsAtFirstValue: Bool, keepsValues: Bool, finish: @escaping ([Value]) -> Result) {
    self.endsAtFirstValue = endsAtFirstValue
    self.keepsValues = keepsValues
    self.finish = finish
  }

  /// Awaits the outcome of subscribing to `signal`.
  func run(_ signal: RACSignal<Value>) async throws -> Result {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let wasCancelled = cancelled.withLock { cancelled in
          if cancelled { return true }
          self.continuation = continuation
          return false
        }
        if wasCancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        subscription.add(signal.subscribe(self))
      }
    } onCancel: {
      cancel()
    }
  }

  private func cancel() {
    let continuation = cancelled.withLock { cancelled in
      cancelled = true
      defer { self.continuation = nil }
      return self.continuation
    }
    subscription.dispose()
    continuation?.resume(throwing: CancellationError())
  }

  /// Ends the wait with what `outcome` makes of the values, unless it
  /// ended or was cancelled (the continuation is gone); run inside the lock.
  private func end(_ outcome: ([Value]) -> Swift.Result<Result, any Error>) {
    let ended: (CheckedContinuation<Result, any Error>, Swift.Result<Result, any Error>)? = cancelled.withLock { _ in
      guard let continuation else { return nil }
      self.continuation = nil
      return (continuation, outcome(values))
    }
    subscription.dispose()
    if let (continuation, result) = ended {
      // Safety: values are not required to be Sendable (the caller picks
      // the threads, as everywhere in the library); the result goes to the
      // awaiting task only.
      nonisolated(unsafe) let result = result
      continuation.resume(with: result)
    }
  }

  func sendNext(_ value: Value) {
    guard keepsValues else { return }
    if endsAtFirstValue {
      end { _ in .success(finish([value])) }
      return
    }
    cancelled.withLock { _ in
      if continuation != nil { values.append(value) }
    }
  }

  func sendError(_ error: any Error) {
    end { _ in .failure(error) }
  }

  func sendCompleted() {
    end { values in .success(finish(values)) }
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    subscription.add(disposable)
  }
}
