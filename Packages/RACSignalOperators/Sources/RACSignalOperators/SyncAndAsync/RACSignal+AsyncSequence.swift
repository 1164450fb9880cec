import RACDisposables
import RACStreamCore

extension RACSignal {
  /// The receiver's values as an `AsyncThrowingStream`: iterate them with
  /// `for try await`.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: a, b, then the loop ends        for try await value in signal.values
  /// self:   -a-#
  /// result: a, then the loop throws #
  /// ```
  ///
  /// ![for try await value in signal.values. self: a, b, then completed. result: returned a, b, then the loop ends. self: a, then error. result: returned a, then the loop throws #.](values.svg)
  ///
  /// Each read of `values` makes a new stream, subscribed to the receiver at
  /// once (a cold signal starts then, not at the first iteration). The
  /// receiver's error is thrown from the loop; completion ends it.
  /// **Buffering:** values the receiver sends faster than the loop takes
  /// them are buffered without bound (the stream's default
  /// `.unbounded` policy): nothing is dropped, and a fast endless signal
  /// grows the buffer. Ending the loop early (`break`), cancelling the
  /// iterating task, or releasing the stream terminates it and disposes the
  /// subscription.
  ///
  /// Values are delivered to the iterating task, whatever thread the
  /// receiver sends them on.
  ///
  /// - Note: ReactiveCocoa 2.x: (none; Swift concurrency bridge).
  public var values: AsyncThrowingStream<Value, any Error> {
    AsyncThrowingStream { continuation in
      let subscription = RACSerialDisposable()
      continuation.onTermination = { _ in subscription.dispose() }
      subscription.disposable = self.subscribe(_RACStreamFeeder(continuation))
    }
  }

  /// Creates a signal that iterates `asyncSequence` for each subscription.
  ///
  /// ```text
  /// sequence: [a, b]
  /// result:   [ab|]   RACSignal(sequence): sent as the task iterates, no virtual time passing
  /// ```
  ///
  /// ![RACSignal(sequence): sent as the task iterates, no virtual time passing. sequence: the sequence a, b. result: a and b and completed in one tick.](init-asyncSequence.svg)
  ///
  /// Each subscription starts one task that iterates the sequence, sending
  /// each element as a value, then completion, or the error the sequence
  /// throws. Disposing the subscription cancels its task; nothing is sent
  /// afterwards. Subscribing never blocks: elements are sent from the task,
  /// on the concurrency runtime's threads.
  ///
  /// - Parameter asyncSequence: The sequence to iterate, once per
  ///   subscription.
  /// - Note: ReactiveCocoa 2.x: (none; Swift concurrency bridge).
  public convenience init<S: AsyncSequence & Sendable>(_ asyncSequence: S) where S.Element == Value {
    self.init(_name: .lazy { "+asyncSequence: \(S.self)" }) { subscriber in
      // Safety (of `_RACUnchecked`): the subscriber is the subscription's
      // passthrough, which serializes events and drops them after disposal;
      // only the task sends to it.
      let target = _RACUnchecked(subscriber)
      let task = Task {
        do {
          for try await element in asyncSequence {
            if Task.isCancelled { return }
            target.value.sendNext(element)
          }
          if Task.isCancelled { return }
          target.value.sendCompleted()
        } catch {
          if Task.isCancelled { return }
          target.value.sendError(error)
        }
      }
      return RACDisposable { task.cancel() }
    }
  }
}

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
