import Synchronization

/// One probe of the Scaling family (Docs/Performance.md, "Scaling"): one
/// shape of work run at growing sizes, so that its cost per element shows
/// whether it grows linearly (a constant cost per element) or not.
///
/// Unlike a ``Workload``, a probe has no single size: `bench-table scaling`
/// runs each half at every size of ``sizes`` and reports the nanoseconds
/// per element, the growth exponent from 10^4 to 10^5 and the ratio of the
/// cost per element at 10^5 to the cost at 10^3 (what
/// `Scripts/check-scaling.sh` checks). 10^6, where a probe runs it, is
/// shown for information: at that size every shape that touches its
/// elements in random order is bound by memory, not by its algorithm.
public struct ScalingProbe: Sendable {
  /// The probe's name, `Scaling.<probe>`: its one key.
  public let name: String
  /// One line describing the work at size N.
  public let summary: String
  /// What one element is ("inner", "child", "subscriber", …).
  public let unit: String
  /// The sizes, smallest first.
  public let sizes: [Int]
  /// The result every half must return at size N.
  public let expected: @Sendable (Int) -> Int
  /// This library's half: the whole work at size N, returning its result.
  public let library: @Sendable (Int) -> Int
  /// OpenCombine's half, or why it has none.
  public let openCombine: ScalingHalf

  init(
    _ name: String, summary: String, unit: String, sizes: [Int] = ScalingProbe.standardSizes,
    expected: @escaping @Sendable (Int) -> Int, library: @escaping @Sendable (Int) -> Int,
    openCombine: ScalingHalf
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.sizes = sizes
    self.expected = expected
    self.library = library
    self.openCombine = openCombine
  }

  /// 10^3, 10^4, 10^5.
  public static let standardSizes = [1_000, 10_000, 100_000]
  /// 10^3 … 10^6, for probes that touch their elements in order (the 10^6
  /// column is information; the check stops at 10^5).
  public static let extendedSizes = [1_000, 10_000, 100_000, 1_000_000]
}

/// A peer's half of a probe.
public enum ScalingHalf: Sendable {
  /// The whole work at size N, returning its result.
  case run(@Sendable (Int) -> Int)
  /// The peer has no such shape; the reason says why.
  case notAvailable(String)
}

/// Deterministic random orders for the probes: the permutation of `0..<n`
/// that every half of every probe uses at size `n`, made once (outside the
/// timed runs after the warm-up run) from a fixed seed.
public enum ScalingOrder {
  private static let cache = Mutex<[Int: [Int]]>([:])

  /// The shuffled indices `0..<n`.
  public static func shuffled(_ n: Int) -> [Int] {
    if let order = cache.withLock({ $0[n] }) { return order }
    var generator = SplitMix64(seed: UInt64(n))
    let order = Array(0..<n).shuffled(using: &generator)
    cache.withLock { $0[n] = order }
    return order
  }
}

/// SplitMix64: a small, fast, seedable generator.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
