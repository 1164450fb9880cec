/// Carries a value across a concurrency boundary that the compiler cannot
/// check.
///
/// Safety: every use names what guarantees that the value is not used by two
/// threads at once (a lock, a serial gate, a serial queue).
///
/// Not API: public for the library's higher layers.
public struct _RACUnchecked<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  @inlinable
  public init(_ value: Value) { self.value = value }
}
