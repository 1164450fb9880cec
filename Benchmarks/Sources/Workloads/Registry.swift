/// Workloads × implementations: the one list every harness (the `bench-table`
/// executable and the package-benchmark suite) reads.
///
/// An implementation's half lives in its own file (`RACWorkloads.swift`,
/// `OpenCombineWorkloads.swift`, `PlainWorkloads.swift`) as one `static let`
/// per workload, so a half changes without touching this list.
public enum Registry {
  public static let entries: [Entry] = [
    Entry(
      Workloads.w1, library: RACWorkloads.syncChain,
      openCombine: OpenCombineWorkloads.syncChain, plainLoop: PlainWorkloads.syncChain),
    Entry(
      Workloads.w1s, library: RACWorkloads.subjectChain,
      openCombine: OpenCombineWorkloads.subjectChain, plainLoop: PlainWorkloads.subjectChain),
    Entry(
      Workloads.w2, library: RACWorkloads.churn,
      openCombine: OpenCombineWorkloads.churn, plainLoop: PlainWorkloads.churn),
    Entry(
      Workloads.w2b, library: RACWorkloads.buildAndChurn,
      openCombine: OpenCombineWorkloads.buildAndChurn, plainLoop: PlainWorkloads.buildAndChurn),
    Entry(
      Workloads.w3, library: RACWorkloads.fanOut,
      openCombine: OpenCombineWorkloads.fanOut, plainLoop: PlainWorkloads.fanOut),
    Entry(
      Workloads.w4, library: RACWorkloads.flattenMap,
      openCombine: OpenCombineWorkloads.flattenMap, plainLoop: PlainWorkloads.flattenMap),
    Entry(
      Workloads.w5, library: RACWorkloads.combineLatest,
      openCombine: OpenCombineWorkloads.combineLatest, plainLoop: PlainWorkloads.combineLatest),
    Entry(
      Workloads.w6, library: RACWorkloads.zip,
      openCombine: OpenCombineWorkloads.zip, plainLoop: PlainWorkloads.zip),
    Entry(
      Workloads.w5v, library: RACWorkloads.combineLatestVariadic,
      openCombine: OpenCombineWorkloads.combineLatest, plainLoop: PlainWorkloads.combineLatest),
    Entry(
      Workloads.w5r, library: RACWorkloads.combineLatestReduce,
      openCombine: OpenCombineWorkloads.combineLatest, plainLoop: PlainWorkloads.combineLatest),
    Entry(
      Workloads.w6v, library: RACWorkloads.zipVariadic,
      openCombine: OpenCombineWorkloads.zip, plainLoop: PlainWorkloads.zip),
    Entry(
      Workloads.w6r, library: RACWorkloads.zipReduce,
      openCombine: OpenCombineWorkloads.zip, plainLoop: PlainWorkloads.zip),
    Entry(
      Workloads.w7, library: RACWorkloads.switchToLatest,
      openCombine: OpenCombineWorkloads.switchToLatest, plainLoop: PlainWorkloads.switchToLatest),
    Entry(
      Workloads.w8, library: RACWorkloads.deliverOn,
      openCombine: OpenCombineWorkloads.deliverOn, plainLoop: PlainWorkloads.deliverOn),
    Entry(
      Workloads.w9, library: RACWorkloads.replayLazily,
      openCombine: OpenCombineWorkloads.replayLazily, plainLoop: PlainWorkloads.replayLazily),
    Entry(
      Workloads.w10, library: RACWorkloads.liveChains,
      openCombine: OpenCombineWorkloads.liveChains, plainLoop: PlainWorkloads.liveChains),
    Entry(
      Workloads.w11, library: RACWorkloads.throttleDelay,
      openCombine: OpenCombineWorkloads.throttleDelay, plainLoop: PlainWorkloads.throttleDelay),
    Entry(
      Workloads.w12, library: RACWorkloads.sequenceFold,
      openCombine: OpenCombineWorkloads.sequenceFold, plainLoop: PlainWorkloads.sequenceFold),
  ]
}
