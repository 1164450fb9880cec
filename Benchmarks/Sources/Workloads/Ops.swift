/// The closures every implementation applies, stored in a final class and
/// built behind `@inline(never)`, so that the optimizer cannot inline them into
/// the plain loop (or into either library): each is a real indirect call, the
/// same for all three implementations.
public final class Ops: Sendable {
  /// `{ $0 &* 3 }`
  public let triple: @Sendable (Int) -> Int
  /// `{ $0 % 2 == 0 }`
  public let isEven: @Sendable (Int) -> Bool
  /// `{ $0 &+ $1 }`
  public let add: @Sendable (Int, Int) -> Int
  /// `{ $0 &+ 1 }`
  public let increment: @Sendable (Int) -> Int
  /// `{ $0 }`: the plain loop's stand-in for a block that returns a one-value stream.
  public let identity: @Sendable (Int) -> Int

  private init(
    triple: @escaping @Sendable (Int) -> Int,
    isEven: @escaping @Sendable (Int) -> Bool,
    add: @escaping @Sendable (Int, Int) -> Int,
    increment: @escaping @Sendable (Int) -> Int,
    identity: @escaping @Sendable (Int) -> Int
  ) {
    self.triple = triple
    self.isEven = isEven
    self.add = add
    self.increment = increment
    self.identity = identity
  }

  @inline(never)
  private static func make() -> Ops {
    Ops(
      triple: { $0 &* 3 },
      isEven: { $0 % 2 == 0 },
      add: { $0 &+ $1 },
      increment: { $0 &+ 1 },
      identity: { $0 }
    )
  }

  /// The one instance every workload uses.
  public static let shared = Ops.make()
}

/// A mutable integer shared by a workload's closures: a sink's running total.
///
/// Safety: `@unchecked Sendable` because a workload only touches it from the
/// thread that delivers its events; Threading.deliverOn reads it on the waiting thread after a
/// semaphore signalled by the delivering thread, which orders the accesses.
///
/// `value` is `@exclusivity(unchecked)` (no access is nested or concurrent),
/// so that the sinks of all three implementations pay no dynamic exclusivity
/// check: the measurement is the framework's, not the sink's.
final class Box: @unchecked Sendable {
  @exclusivity(unchecked) var value: Int

  init(_ value: Int = 0) {
    self.value = value
  }
}
