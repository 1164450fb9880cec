/// SplitMix64: a small, fast, seedable generator, so that a run is
/// reproducible from its seed as far as thread interleaving allows (each
/// thread has its own generator, seeded from the run's seed and the thread's
/// index).
struct SoakRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random integer in `0..<bound` (`bound` > 0).
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A random integer in `range`.
  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// `true` with probability `percent` / 100.
  mutating func percent(_ percent: Int) -> Bool {
    below(100) < percent
  }
}
