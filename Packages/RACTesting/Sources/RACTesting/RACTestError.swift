/// The error a `#` in a marble string stands for, unless the test gives
/// another one.
///
/// Two test errors are equal when their messages are; `RACEvent`'s `==`
/// compares errors by type and description, so an expected `#` matches a
/// recorded `RACTestError` with the same message.
///
/// ```swift
/// let test = RACMarbleTester()
/// let failing = try test.cold("-a-#", values: ["a": 1])   // fails with RACTestError()
/// let custom = try test.cold("-#", values: ["a": 1], error: RACTestError("boom"))
/// ```
public struct RACTestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong; `"error"` by default.
  public let message: String

  /// Creates a test error.
  ///
  /// - Parameter message: Distinguishes the error from other test errors.
  public init(_ message: String = "error") {
    self.message = message
  }

  /// `RACTestError(message)`.
  public var description: String { "RACTestError(\(message))" }
}
