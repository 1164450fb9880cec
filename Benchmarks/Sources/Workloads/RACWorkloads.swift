/// This library's half of each workload: THE file to edit when a layer lands.
///
/// Every half is "not yet" until the layer with its operators exists
/// (RACStreamCore for W1, W2, W4; RACSubjects for W1s, W3, W6, W9, W10; the
/// operators issue for W5, W7, W8). To add one:
///
/// 1. `import` the layer here (the benchmark package links every layer product
///    the root manifest declares, so nothing else changes);
/// 2. write the workload as one small function, mirroring the OpenCombine half
///    in `OpenCombineWorkloads.swift` (same sizes from ``Workloads``, same
///    closures from ``Ops``, same result);
/// 3. replace `.notYet` with `.run(thatFunction)`.
///
/// For example W1, with the spellings of `shared/API.md`:
///
/// ```swift
/// static let syncChain = Half.run(runSyncChain)
///
/// static func runSyncChain() -> Int {
///   let ops = Ops.shared
///   let last = Box()
///   let source = RACSignal<Int> { subscriber in
///     for x in 0..<Workloads.chainCount { subscriber.sendNext(x) }
///     subscriber.sendCompleted()
///     return nil
///   }
///   source.map(ops.triple).filter(ops.isEven).scan(withStart: 0, reduce: ops.add)
///     .subscribeNext { last.value = $0 }
///     .dispose()
///   return last.value
/// }
/// ```
///
/// `bench-table` and the package-benchmark suite pick the half up from
/// ``Registry`` and check its result against the workload's expected value.
enum RACWorkloads {
  /// W1: needs RACStreamCore (createSignal, map, filter, scan).
  static let syncChain = Half.notYet
  /// W1s: needs RACSubjects (RACSubject).
  static let subjectChain = Half.notYet
  /// W2: needs RACStreamCore (return, map, filter).
  static let churn = Half.notYet
  /// W3: needs RACSubjects.
  static let fanOut = Half.notYet
  /// W4: needs RACStreamCore (flattenMap).
  static let flattenMap = Half.notYet
  /// W5: needs combineLatest(with:) and RACSubjects.
  static let combineLatest = Half.notYet
  /// W6: needs zip(with:) and RACSubjects.
  static let zip = Half.notYet
  /// W7: needs switchToLatest() and RACSubjects.
  static let switchToLatest = Half.notYet
  /// W8: needs deliver(on:).
  static let deliverOn = Half.notYet
  /// W9: needs replayLazily() (RACSubjects).
  static let replayLazily = Half.notYet
  /// W10: needs RACSubjects and distinctUntilChanged(); call `MemoryProbe.live()`
  /// once all chains are subscribed, before sending `Workloads.memorySends`.
  static let liveChains = Half.notYet
}
