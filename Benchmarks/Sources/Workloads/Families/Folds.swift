// The Folds family (RACSequence's `Folds/`): a pull-based map → filter →
// fold over an array-backed sequence (Folds.mapFilterFold). Each implementation's half is below its
// workload definition.
import RACSequence

extension Workloads {
  /// Folds.mapFilterFold: sequence values, and the array both halves read (built once).
  public static let sequenceCount = 1_000_000
  static let sequenceInput = Array(0..<sequenceCount)

  public static let foldsMapFilterFold = Workload(
    name: "Folds.mapFilterFold",
    summary: "1M Ints → racSequence → map ×3 → filter even → foldLeft + (pull-based)",
    events: sequenceCount, unit: "value", expected: sequenceResult())

  /// Folds.mapFilterFold: the sum of 3x over the x in 0..<1M whose triple is even.
  static func sequenceResult() -> Int {
    var total = 0
    for x in 0..<sequenceCount where (3 * x) % 2 == 0 {
      total += 3 * x
    }
    return total
  }
}

extension Registry {
  static let foldsMapFilterFold = Entry(
    Workloads.foldsMapFilterFold, library: RACWorkloads.sequenceFold,
    openCombine: OpenCombineWorkloads.sequenceFold, plainLoop: PlainWorkloads.sequenceFold)
}

// MARK: - This library

extension RACWorkloads {
  static let sequenceFold = Half.run(runSequenceFold)

  /// Folds.mapFilterFold: an array-backed sequence → lazy map → lazy filter → foldLeft.
  static func runSequenceFold() -> Int {
    let ops = Ops.shared
    return Workloads.sequenceInput.racSequence.map(ops.triple).filter(ops.isEven)
      .foldLeft(withStart: 0, reduce: ops.add)
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let sequenceFold = Half.notAvailable("OpenCombine has no pull-based sequence")
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let sequenceFold = Half.run(runSequenceFold)

  /// Folds.mapFilterFold's floor: the standard library's lazy pipeline over the same array,
  /// with the same opaque closures.
  static func runSequenceFold() -> Int {
    let ops = Ops.shared
    return Workloads.sequenceInput.lazy.map(ops.triple).filter(ops.isEven).reduce(0, ops.add)
  }
}
