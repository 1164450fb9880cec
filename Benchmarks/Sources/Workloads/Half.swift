/// One implementation's half of a workload.
public enum Half: Sendable {
  /// A run: performs the whole workload once and returns its result.
  case run(@Sendable () -> Int)
  /// The library's operator does not exist yet (reported as "not yet").
  case notYet
  /// The implementation has no such operator (reported as "n/a"); the reason
  /// says which, so that the table never hides a fake.
  case notAvailable(String)
}
