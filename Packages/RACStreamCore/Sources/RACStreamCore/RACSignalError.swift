/// The errors the library's operators send.
///
/// - Note: ReactiveCocoa 2.x: the codes of `RACSignalErrorDomain`.
public enum RACSignalError: Error, Hashable, Sendable {
  /// A `timeout(_:on:)` elapsed before the signal ended
  /// (`RACSignalErrorTimedOut`).
  case timedOut
  /// `RACSignal.switch(_:cases:default:)` received a key with no case and no
  /// default; the payload describes the key (`RACSignalErrorNoMatchingCase`).
  case noMatchingCase(String)
}
