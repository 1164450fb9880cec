/// The workloads (Docs/Performance.md, "Latest run"), their sizes, and their expected results computed
/// in plain Swift (literal arithmetic, no framework, no opaque closures).
///
/// Each workload is declared in its family's file under `Families/` (the
/// library's family spelling: `Transforming.swift` holds W1 and W1s,
/// `Combining.swift` W5 and W6 in every form, …), next to every
/// implementation's half of it. This file keeps what several families share.
public enum Workloads {
  /// W1, W1s, W8: values 0..<1_000_000.
  public static let chainCount = 1_000_000

  /// Every workload, in the order they were added (W2b beside W2, and the
  /// variadic forms of W5 and W6 beside them).
  public static let all = [w1, w1s, w2, w2b, w3, w4, w5, w5v, w5r, w6, w6v, w6r, w7, w8, w9, w10, w11, w12, w13, w13s, w14]

  /// 0 + 1 + … + (n - 1).
  static func triangle(_ n: Int) -> Int {
    n * (n - 1) / 2
  }
}
