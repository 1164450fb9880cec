/// Why an example could not be played or drawn.
public struct RACMarbleRunError: Error, CustomStringConvertible {
  /// What went wrong.
  public let description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}
