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

  private func _firstOutcome(_ operation: StaticString) -> _RACBlockingSubscriber<Value>.Outcome {
    let wait = _RACSyncWait(operation)
    return _RACBlockingSubscriber<Value>(wait, endsAtFirstValue: true, keepsValues: true).run(take(1))
  }
}
