import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

extension RACSignal {
  /// Blocks until the receiver sends its first value or ends, and returns
  /// that value, or `defaultValue` when there is none.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: a, success true, error nil          firstOrDefault("z", success:error:)
  /// self:   ---#
  /// result: z, success false, error #
  /// ```
  ///
  /// ![firstOrDefault("z", success:error:). self: a, b, then completed. result: returned a, success true, error nil. self: error. result: returned z, success false, error #.](firstOrDefault-success.svg)
  ///
  /// Subscribes at once on the calling thread, then blocks it (on a
  /// semaphore, without spinning) until the first value, an error or
  /// completion; then disposes the subscription. `success` is `true` for a
  /// value or completion, `false` for an error, which goes to `error`.
  /// Blocking the thread that must deliver the receiver's events — the main
  /// queue for a signal delivered with `deliverOnMainThread()`, or the
  /// scheduler a `deliver(on:)` in the chain targets — is a precondition
  /// failure rather than a silent hang, where it can be detected. Prefer the
  /// `async` forms.
  ///
  /// - Parameters:
  ///   - defaultValue: Returned when the receiver ends without a value.
  ///   - success: Set to whether the receiver sent a value or completed.
  ///   - error: Set to the receiver's error, or `nil`.
  /// - Returns: The first value, or `defaultValue`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal firstOrDefault:success:error:]`.
  public func firstOrDefault(
    _ defaultValue: Value,
    success: inout Bool,
    error: inout (any Error)?
  ) -> Value {
    let outcome = _firstOutcome("firstOrDefault(_:success:error:)")
    success = outcome.error == nil
    error = outcome.error
    return outcome.values.first ?? defaultValue
  }

  /// Blocks until the receiver sends its first value or ends, and returns
  /// that value, or `defaultValue` when there is none.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: a              firstOrDefault("z")
  /// self:   --|
  /// result: z
  /// ```
  ///
  /// ![firstOrDefault("z"). self: a, b, then completed. result: returned a. self: completed. result: returned z.](firstOrDefault.svg)
  ///
  /// An error also returns `defaultValue`. Blocks and disposes as
  /// ``firstOrDefault(_:success:error:)`` does.
  ///
  /// - Parameter defaultValue: Returned when the receiver ends without a
  ///   value.
  /// - Returns: The first value, or `defaultValue`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal firstOrDefault:]`.
  public func firstOrDefault(_ defaultValue: Value) -> Value {
    _firstOutcome("firstOrDefault(_:)").values.first ?? defaultValue
  }

  /// Blocks until the receiver sends its first value or ends, and returns
  /// that value, or `nil` when there is none.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: a              first()
  /// self:   --#
  /// result: nil
  /// ```
  ///
  /// ![first(). self: a, b, then completed. result: returned a. self: error. result: returned nil.](first.svg)
  ///
  /// Blocks and disposes as ``firstOrDefault(_:success:error:)`` does. In
  /// an `async` context, `try await first()` is chosen instead: it never
  /// blocks a thread.
  ///
  /// - Returns: The first value, or `nil`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal first]`.
  public func first() -> Value? {
    _firstOutcome("first()").values.first
  }

  /// Blocks until the receiver ends; throws its error.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: returns          waitUntilCompleted()
  /// self:   --a-#
  /// result: throws #
  /// ```
  ///
  /// ![waitUntilCompleted(). self: a, b, then completed. result: returned returns. self: a, then error. result: returned throws #.](waitUntilCompleted.svg)
  ///
  /// Values are ignored. Blocks (on a semaphore) and disposes as
  /// ``firstOrDefault(_:success:error:)`` does, with the same deadlock check.
  ///
  /// - Throws: The receiver's error.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal waitUntilCompleted:]` (the
  ///   `NSError **` and `BOOL` become `throws`).
  public func waitUntilCompleted() throws {
    let wait = _RACSyncWait("waitUntilCompleted()")
    let outcome = _RACBlockingSubscriber<Value>(wait, endsAtFirstValue: false, keepsValues: false).run(self)
    if let error = outcome.error { throw error }
  }

  /// Blocks until the receiver ends, and returns all its values, or `nil`
  /// when it fails.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: [a, b]          toArray()
  /// self:   --a-#
  /// result: nil
  /// ```
  ///
  /// ![toArray(). self: a, b, then completed. result: returned (a, b). self: a, then error. result: returned nil.](toArray.svg)
  ///
  /// Blocks (on a semaphore) and disposes as
  /// ``firstOrDefault(_:success:error:)`` does, with the same deadlock check.
  /// In an `async` context, `try await toArray()` is chosen instead.
  ///
  /// - Returns: The values in order, or `nil` on an error.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal toArray]`.
  public func toArray() -> [Value]? {
    let wait = _RACSyncWait("toArray()")
    let outcome = _RACBlockingSubscriber<Value>(wait, endsAtFirstValue: false, keepsValues: true).run(self)
    return outcome.error == nil ? outcome.values : nil
  }

  /// Waits for the first value or the end: the subscriber disposes the
  /// subscription at the first value, as RAC's `take(1)` does here.
  private func _firstOutcome(_ operation: StaticString) -> (values: [Value], error: (any Error)?) {
    let wait = _RACSyncWait(operation)
    return _RACBlockingSubscriber<Value>(wait, endsAtFirstValue: true, keepsValues: true).run(self)
  }
}

extension RACSignal {
  /// Suspends until the receiver sends its first value or ends, and returns
  /// that value, or `nil` when it completes without one.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: a              try await first()
  /// self:   --#
  /// result: throws #
  /// ```
  ///
  /// ![try await first(). self: a, b, then completed. result: returned a. self: error. result: returned throws #.](first-async.svg)
  ///
  /// Never blocks a thread: the calling task suspends. The receiver's error
  /// is thrown. After the first value (or the end) the subscription is
  /// disposed; cancelling the calling task disposes it too and throws
  /// `CancellationError`. In an `async` context this form is chosen over the
  /// blocking ``first()``.
  ///
  /// - Returns: The first value, or `nil`.
  /// - Throws: The receiver's error, or `CancellationError`.
  /// - Note: ReactiveCocoa 2.x: (none; Swift concurrency bridge) — the async
  ///   form of `-[RACSignal first]`.
  public func first() async throws -> Value? {
    try await _RACAsyncWait<Value, Value?>(endsAtFirstValue: true, keepsValues: true) { $0.first }
      .run(self)
  }

  /// Suspends until the receiver ends, and returns all its values.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: [a, b]          try await toArray()
  /// self:   --a-#
  /// result: throws #
  /// ```
  ///
  /// ![try await toArray(). self: a, b, then completed. result: returned (a, b). self: a, then error. result: returned throws #.](toArray-async.svg)
  ///
  /// Never blocks a thread. The receiver's error is thrown; cancelling the
  /// calling task disposes the subscription and throws `CancellationError`.
  ///
  /// - Returns: The values, in order.
  /// - Throws: The receiver's error, or `CancellationError`.
  /// - Note: ReactiveCocoa 2.x: (none; Swift concurrency bridge) — the async
  ///   form of `-[RACSignal toArray]`.
  public func toArray() async throws -> [Value] {
    try await _RACAsyncWait<Value, [Value]>(endsAtFirstValue: false, keepsValues: true) { $0 }.run(self)
  }

  /// Suspends until the receiver ends; throws its error.
  ///
  /// ```text
  /// self:   --a-b-|
  /// result: returns          try await waitUntilCompleted()
  /// self:   --a-#
  /// result: throws #
  /// ```
  ///
  /// ![try await waitUntilCompleted(). self: a, b, then completed. result: returned returns. self: a, then error. result: returned throws #.](waitUntilCompleted-async.svg)
  ///
  /// Values are ignored. Never blocks a thread; cancelling the calling task
  /// disposes the subscription and throws `CancellationError`.
  ///
  /// - Throws: The receiver's error, or `CancellationError`.
  /// - Note: ReactiveCocoa 2.x: (none; Swift concurrency bridge) — the async
  ///   form of `-[RACSignal waitUntilCompleted:]`.
  public func waitUntilCompleted() async throws {
    try await _RACAsyncWait<Value, Void>(endsAtFirstValue: false, keepsValues: false) { _ in () }.run(self)
  }
}

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
