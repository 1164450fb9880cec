/// Workloads × implementations: the one list every harness (the `bench-table`
/// executable and the package-benchmark suite) reads, in the order they run.
///
/// Each entry pairs a workload with its three halves in the workload's family
/// file (`Families/<Family>.swift`, e.g. `Registry.combiningCombineLatest` in `Combining.swift`),
/// so that a workload, its pairing and every implementation's half are read
/// in one place; this list only orders them.
public enum Registry {
  public static let entries: [Entry] = [
    transformingSyncChain,
    transformingSubjectChain,
    transformingChurn,
    transformingBuildAndChurn,
    subjectsFanOut,
    higherOrderFlattenMap,
    combiningCombineLatest,
    combiningZip,
    combiningCombineLatestVariadic,
    combiningCombineLatestReduce,
    combiningZipVariadic,
    combiningZipReduce,
    higherOrderSwitchToLatest,
    threadingDeliverOn,
    multicastingReplayLazily,
    transformingLiveChains,
    timeThrottleDelay,
    foldsMapFilterFold,
    commandExecute,
    commandExecuteOnSubjects,
    subjectsIdleSubscribers,
    filteringDistinctUntilChanged,
  ]
}
