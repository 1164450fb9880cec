// The Transforming family (RACSignalOperators' `Transforming/`): map, filter
// and scan chains. Transforming.syncChain drives the chain from a synchronous
// source, Transforming.subjectChain from a subject; Transforming.churn
// subscribes and disposes one short chain 100k times,
// Transforming.buildAndChurn builds the chain anew for each subscription;
// Transforming.liveChains is the live footprint of many subscribed chains on
// one subject, read at `MemoryProbe.live()`. Each implementation's half is
// below its workload definitions.
import OpenCombine
import RACDisposables
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension Workloads {
  public static let transformingSyncChain = Workload(
    name: "Transforming.syncChain",
    summary: "sync source 0..<1M → map ×3 → filter even → scan + → last",
    events: chainCount, unit: "event", expected: syncChainResult())

  public static let transformingSubjectChain = Workload(
    name: "Transforming.subjectChain",
    summary: "Transforming.syncChain's chain driven by a subject (1M sends)",
    events: chainCount, unit: "event", expected: syncChainResult())

  /// Transforming.syncChain's last scanned value: the sum of 3x over the even x in 0..<1M.
  static func syncChainResult() -> Int {
    var total = 0
    for x in 0..<chainCount where (3 * x) % 2 == 0 {
      total += 3 * x
    }
    return total
  }
}

extension Registry {
  static let transformingSyncChain = Entry(
    Workloads.transformingSyncChain, library: RACWorkloads.syncChain,
    openCombine: OpenCombineWorkloads.syncChain, plainLoop: PlainWorkloads.syncChain)
  static let transformingSubjectChain = Entry(
    Workloads.transformingSubjectChain, library: RACWorkloads.subjectChain,
    openCombine: OpenCombineWorkloads.subjectChain, plainLoop: PlainWorkloads.subjectChain)
}

// MARK: - This library

extension RACWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)

  /// Transforming.syncChain: a `createSignal` loop → map → filter → scan → subscribeNext.
  static func runSyncChain() -> Int {
    let ops = Ops.shared
    let last = Box()
    let source = RACSignal<Int> { subscriber in
      for x in 0..<Workloads.chainCount { subscriber.sendNext(x) }
      subscriber.sendCompleted()
      return nil
    }
    source.map(ops.triple).filter(ops.isEven).scan(withStart: 0, reduce: ops.add)
      .subscribeNext { last.value = $0 }
      .dispose()
    return last.value
  }

  /// Transforming.subjectChain: Transforming.syncChain's chain on a `RACSubject`.
  static func runSubjectChain() -> Int {
    let ops = Ops.shared
    let last = Box()
    let subject = RACSubject<Int>()
    let disposable = subject.map(ops.triple).filter(ops.isEven).scan(withStart: 0, reduce: ops.add)
      .subscribeNext { last.value = $0 }
    for x in 0..<Workloads.chainCount {
      subject.sendNext(x)
    }
    subject.sendCompleted()
    disposable.dispose()
    return last.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)

  /// Transforming.syncChain: `Publishers.Map` over a sequence publisher → filter → scan → sink.
  static func runSyncChain() -> Int {
    let ops = Ops.shared
    let last = Box()
    let source = Publishers.Sequence<Range<Int>, Never>(sequence: 0..<Workloads.chainCount)
    Publishers.Map(upstream: source, transform: ops.triple)
      .filter(ops.isEven)
      .scan(0, ops.add)
      .sink { last.value = $0 }
      .cancel()
    return last.value
  }

  /// Transforming.subjectChain: Transforming.syncChain's chain on a `PassthroughSubject`.
  static func runSubjectChain() -> Int {
    let ops = Ops.shared
    let last = Box()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.map(ops.triple).filter(ops.isEven).scan(0, ops.add)
      .sink { last.value = $0 }
    for x in 0..<Workloads.chainCount {
      subject.send(x)
    }
    subject.send(completion: .finished)
    cancellable.cancel()
    return last.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)

  /// Transforming.syncChain: one loop applying map, filter and scan.
  static func runSyncChain() -> Int {
    let ops = Ops.shared
    var scanned = 0
    var last = 0
    for x in 0..<Workloads.chainCount {
      let y = ops.triple(x)
      if ops.isEven(y) {
        scanned = ops.add(scanned, y)
        last = scanned
      }
    }
    return last
  }

  /// Transforming.subjectChain: Transforming.syncChain's chain as one observer
  /// closure of a plain subject.
  static func runSubjectChain() -> Int {
    let ops = Ops.shared
    let scanned = Box()
    let last = Box()
    let subject = PlainSubject()
    subject.subscribe { x in
      let y = ops.triple(x)
      if ops.isEven(y) {
        scanned.value = ops.add(scanned.value, y)
        last.value = scanned.value
      }
    }
    for x in 0..<Workloads.chainCount {
      subject.send(x)
    }
    return last.value
  }
}

// MARK: - Subscription churn (Transforming.churn, Transforming.buildAndChurn)

extension Workloads {
  /// Transforming.churn, Transforming.buildAndChurn: subscriptions.
  public static let churnCount = 100_000

  public static let transformingChurn = Workload(
    name: "Transforming.churn",
    summary: "return(1) → map +1 → filter even → map ×3: subscribe + dispose ×100k",
    events: churnCount, unit: "subscription", expected: churnCount * 6)

  public static let transformingBuildAndChurn = Workload(
    name: "Transforming.buildAndChurn",
    summary:
      "Transforming.churn's chain built anew for each subscription (return(1) → map → filter → map, subscribe + dispose) ×100k",
    events: churnCount, unit: "subscription", expected: churnCount * 6)
}

extension Registry {
  static let transformingChurn = Entry(
    Workloads.transformingChurn, library: RACWorkloads.churn,
    openCombine: OpenCombineWorkloads.churn, plainLoop: PlainWorkloads.churn)
  static let transformingBuildAndChurn = Entry(
    Workloads.transformingBuildAndChurn, library: RACWorkloads.buildAndChurn,
    openCombine: OpenCombineWorkloads.buildAndChurn, plainLoop: PlainWorkloads.buildAndChurn)
}

// MARK: - This library

extension RACWorkloads {
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)

  /// Transforming.churn: one `return(1)` → map → filter → map chain, subscribed and disposed
  /// 100k times.
  static func runChurn() -> Int {
    let ops = Ops.shared
    let total = Box()
    let chain = RACSignal<Int>.return(1).map(ops.increment).filter(ops.isEven).map(ops.triple)
    let receive: (Int) -> Void = { total.value &+= $0 }
    for _ in 0..<Workloads.churnCount {
      chain.subscribeNext(receive).dispose()
    }
    return total.value
  }

  /// Transforming.buildAndChurn: Transforming.churn's chain built anew for each
  /// subscription, as app code usually does: three operator signals and a
  /// `return(1)` per iteration.
  static func runBuildAndChurn() -> Int {
    let ops = Ops.shared
    let total = Box()
    let receive: (Int) -> Void = { total.value &+= $0 }
    for _ in 0..<Workloads.churnCount {
      RACSignal<Int>.return(1).map(ops.increment).filter(ops.isEven).map(ops.triple)
        .subscribeNext(receive).dispose()
    }
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)

  /// Transforming.churn: one `Just(1)` → map → filter → map chain, subscribed and cancelled
  /// 100k times.
  static func runChurn() -> Int {
    let ops = Ops.shared
    let total = Box()
    let chain = Publishers.Map(
      upstream: Publishers.Filter(
        upstream: Publishers.Map(upstream: Just(1), transform: ops.increment),
        isIncluded: ops.isEven),
      transform: ops.triple)
    let receive: (Int) -> Void = { total.value &+= $0 }
    for _ in 0..<Workloads.churnCount {
      chain.sink(receiveValue: receive).cancel()
    }
    return total.value
  }

  /// Transforming.buildAndChurn: Transforming.churn's chain built anew for each
  /// subscription, explicitly unfused (`Just.map` would return a `Just`).
  static func runBuildAndChurn() -> Int {
    let ops = Ops.shared
    let total = Box()
    let receive: (Int) -> Void = { total.value &+= $0 }
    for _ in 0..<Workloads.churnCount {
      Publishers.Map(
        upstream: Publishers.Filter(
          upstream: Publishers.Map(upstream: Just(1), transform: ops.increment),
          isIncluded: ops.isEven),
        transform: ops.triple
      )
      .sink(receiveValue: receive).cancel()
    }
    return total.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)

  /// Transforming.churn: the chain's closures applied to 1, once per "subscription".
  static func runChurn() -> Int {
    let ops = Ops.shared
    var total = 0
    for _ in 0..<Workloads.churnCount {
      let y = ops.increment(1)
      if ops.isEven(y) {
        total &+= ops.triple(y)
      }
    }
    return total
  }

  /// Transforming.buildAndChurn: Transforming.churn's loop; with no framework
  /// there is no chain to build, so the floor is the same as
  /// Transforming.churn's.
  static func runBuildAndChurn() -> Int {
    runChurn()
  }
}

// MARK: - Live chains (Transforming.liveChains)

extension Workloads {
  /// Transforming.liveChains: live chains, and the values sent through them once all are live.
  public static let memoryChains = 100_000
  public static let memorySends = [1, 2]

  public static let transformingLiveChains = Workload(
    name: "Transforming.liveChains",
    summary: "100k live map→filter→map→scan→distinctUntilChanged chains on 1 subject",
    events: memoryChains, unit: "subscription", expected: memoryChains * memoryChainResult())

  /// Transforming.liveChains: one chain's total over `memorySends`: map ×3 → filter even →
  /// map +1 → scan + → distinctUntilChanged → the subscriber sums what it gets.
  static func memoryChainResult() -> Int {
    var scanned = 0
    var last: Int?
    var received = 0
    for x in memorySends where (3 * x) % 2 == 0 {
      scanned += 3 * x + 1
      if scanned != last {
        last = scanned
        received += scanned
      }
    }
    return received
  }
}

extension Registry {
  static let transformingLiveChains = Entry(
    Workloads.transformingLiveChains, library: RACWorkloads.liveChains,
    openCombine: OpenCombineWorkloads.liveChains, plainLoop: PlainWorkloads.liveChains)
}

// MARK: - This library

extension RACWorkloads {
  static let liveChains = Half.run(runLiveChains)

  /// Transforming.liveChains: 100k live map → filter → map → scan → distinctUntilChanged chains
  /// on one subject; `MemoryProbe.live()` once all are subscribed.
  static func runLiveChains() -> Int {
    let ops = Ops.shared
    let total = Box()
    let subject = RACSubject<Int>()
    let receive: (Int) -> Void = { total.value &+= $0 }
    var disposables: [RACDisposable] = []
    disposables.reserveCapacity(Workloads.memoryChains)
    for _ in 0..<Workloads.memoryChains {
      disposables.append(
        subject.map(ops.triple).filter(ops.isEven).map(ops.increment).scan(withStart: 0, reduce: ops.add)
          .distinctUntilChanged()
          .subscribeNext(receive))
    }
    MemoryProbe.live()
    for x in Workloads.memorySends {
      subject.sendNext(x)
    }
    disposables.forEach { $0.dispose() }
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let liveChains = Half.run(runLiveChains)

  /// Transforming.liveChains: 100k live map → filter → map → scan → removeDuplicates chains on one
  /// subject; `MemoryProbe.live()` once all are subscribed.
  static func runLiveChains() -> Int {
    let ops = Ops.shared
    let total = Box()
    let subject = PassthroughSubject<Int, Never>()
    let receive: (Int) -> Void = { total.value &+= $0 }
    var cancellables: [AnyCancellable] = []
    cancellables.reserveCapacity(Workloads.memoryChains)
    for _ in 0..<Workloads.memoryChains {
      cancellables.append(
        subject.map(ops.triple).filter(ops.isEven).map(ops.increment).scan(0, ops.add)
          .removeDuplicates()
          .sink(receiveValue: receive))
    }
    MemoryProbe.live()
    for x in Workloads.memorySends {
      subject.send(x)
    }
    cancellables.forEach { $0.cancel() }
    return total.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let liveChains = Half.run(runLiveChains)

  /// Transforming.liveChains: 100k live chain objects (one allocation each) held by a subject's
  /// array; `MemoryProbe.live()` once all are subscribed.
  static func runLiveChains() -> Int {
    let ops = Ops.shared
    let total = Box()
    let receive: (Int) -> Void = { total.value &+= $0 }
    var chains: [PlainChain] = []
    chains.reserveCapacity(Workloads.memoryChains)
    for _ in 0..<Workloads.memoryChains {
      chains.append(PlainChain(ops: ops, receive: receive))
    }
    MemoryProbe.live()
    for x in Workloads.memorySends {
      for chain in chains {
        chain.send(x)
      }
    }
    chains.removeAll()
    return total.value
  }
}

/// Transforming.liveChains's map → filter → map → scan → distinctUntilChanged, as one object.
final class PlainChain {
  private let ops: Ops
  private let receive: (Int) -> Void
  @exclusivity(unchecked) private var scanned = 0
  @exclusivity(unchecked) private var last: Int?

  init(ops: Ops, receive: @escaping (Int) -> Void) {
    self.ops = ops
    self.receive = receive
  }

  func send(_ x: Int) {
    let y = ops.triple(x)
    guard ops.isEven(y) else { return }
    scanned = ops.add(scanned, ops.increment(y))
    if scanned != last {
      last = scanned
      receive(scanned)
    }
  }
}
