/// The errors a ``RACCommand`` sends itself.
///
/// - Note: ReactiveCocoa 2.x: `RACCommandErrorDomain` with its one code,
///   `RACCommandErrorNotEnabled` (the case below), and
///   `RACUnderlyingCommandErrorKey`, under which RAC put
///   the command: a Swift error carries no user info, and the caller of
///   `execute(_:)` already holds the command.
public enum RACCommandError: Error, Equatable, Sendable {
  /// ``RACCommand/execute(_:)`` was called while the command was disabled:
  /// its `enabled` signal had last sent `false`, or an execution was
  /// running and the command does not allow concurrent execution.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACCommandErrorNotEnabled`.
  case notEnabled
}
