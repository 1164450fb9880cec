/// Workloads × implementations: the one list every harness (the `bench-table`
/// executable and the package-benchmark suite) reads, in the order they run.
///
/// Each entry pairs a workload with its three halves in the workload's family
/// file (`Families/<Family>.swift`, e.g. `Registry.w5` in `Combining.swift`),
/// so that a workload, its pairing and every implementation's half are read
/// in one place; this list only orders them.
public enum Registry {
  public static let entries: [Entry] = [
    w1, w1s, w2, w2b, w3, w4, w5, w6, w5v, w5r, w6v, w6r, w7, w8, w9, w10, w11, w12, w13, w13s, w14,
  ]
}
