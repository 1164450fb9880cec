// The workloads (Docs/Performance.md, "Latest run") as a package-benchmark suite, for
// `swift package benchmark` (baselines, thresholds, every metric the tool
// offers). `Scripts/bench.sh` does not use it: its table comes from the
// `bench-table` executable, which runs the same registry.
//
// One benchmark per workload and implementation that exists, named
// `<Family.workload>.<implementation>`, e.g. `Transforming.syncChain.openCombine`.
// One iteration is one whole run of the workload (`Workload.events` gives its
// event count); each run checks its result.
import Benchmark
import Workloads

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .memoryLeakedBytes],
    warmupIterations: 1,
    maxDuration: .seconds(5),
    maxIterations: 10
  )
  for entry in Registry.entries {
    for implementation in Implementation.allCases {
      guard let run = entry.checkedRun(implementation) else { continue }
      let workload = entry.workload
      Benchmark(
        "\(workload.name).\(implementation.rawValue)",
        configuration: configuration
      ) { _ in
        blackHole(run())
      }
    }
  }
}
