import RACDisposables
import RACStreamCore

/// One `await` of an async operator (`try await first()`, …): subscribes,
/// resumes the continuation once, and disposes the subscription when the
/// wait ends or the task is cancelled. No thread is blocked.
final class _RACAsyncWait<Value, Result>: RACSubscriber, @unchecked Sendable {
  // Safety: `continuation` and `values` are read and written only inside
  // `state`'s lock; the continuation is resumed exactly once, by whoever
  // takes it out of the lock.

  /// Whether the first value ends the wait.
  private let endsAtFirstValue: Bool
  /// Whether values are kept.
  private let keepsValues: Bool
  /// Makes the result from the values, on completion (or the first value).
  private let finish: ([Value]) -> Result
  /// Whether the wait ended or was cancelled. Not generic, and kept apart
  /// from the generic continuation and values, so that the lock needs no
  /// lookup of a generic state type each time it is taken in this layer's
  /// unspecialized code (as the blocking subscriber's
  /// `_RACBlockingOutcome`).
  private let state = _RACLock(_RACAsyncWaitState())
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
        let cancelled = state.withLock { state in
          if state.cancelled { return true }
          self.continuation = continuation
          return false
        }
        if cancelled {
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
    let continuation = state.withLock { state in
      state.cancelled = true
      defer { self.continuation = nil }
      return state.done ? nil : self.continuation
    }
    subscription.dispose()
    continuation?.resume(throwing: CancellationError())
  }

  /// Ends the wait with what `outcome` makes of the values, unless it
  /// ended or was cancelled; run inside the lock.
  private func end(_ outcome: ([Value]) -> Swift.Result<Result, any Error>) {
    let ended: (CheckedContinuation<Result, any Error>, Swift.Result<Result, any Error>)? = state.withLock { state in
      if state.done || state.cancelled { return nil }
      state.done = true
      let result = outcome(values)
      defer { continuation = nil }
      return continuation.map { ($0, result) }
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
    state.withLock { state in
      if !state.done { values.append(value) }
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

/// What an async wait records besides its continuation and values.
struct _RACAsyncWaitState {
  var cancelled = false
  var done = false
}
