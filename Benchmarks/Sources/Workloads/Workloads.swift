/// The workloads (Docs/Performance.md, "Latest run"), their sizes, and their
/// expected results computed in plain Swift (literal arithmetic, no framework,
/// no opaque closures).
///
/// Each workload is declared in its family's file under `Families/` (the
/// library's family spelling: `Transforming.swift` holds the map, filter and
/// scan chains, `Combining.swift` combineLatest and zip in every form, …),
/// next to every implementation's half of it. This file keeps what several
/// families share.
public enum Workloads {
  /// Transforming.syncChain, Transforming.subjectChain, Threading.deliverOn:
  /// values 0..<1_000_000.
  public static let chainCount = 1_000_000

  /// 0 + 1 + … + (n - 1).
  static func triangle(_ n: Int) -> Int {
    n * (n - 1) / 2
  }
}
