import RACDisposables
import RACStreamCore

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
