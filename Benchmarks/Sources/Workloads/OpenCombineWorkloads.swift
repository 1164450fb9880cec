import Dispatch
import OpenCombine
import OpenCombineDispatch

/// OpenCombine 0.14's half of each workload: the code an OpenCombine user
/// would write, with the closures of ``Ops``. Where OpenCombine's convenience
/// methods would fuse a chain away (`Publishers.Sequence.map` maps the whole
/// array eagerly, `Just.map` returns a `Just`), the operators are built
/// explicitly so that each one really runs per event.
enum OpenCombineWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)
  static let fanOut = Half.run(runFanOut)
  static let flattenMap = Half.run(runFlattenMap)
  static let combineLatest = Half.notAvailable("OpenCombine 0.14 has no combineLatest")
  static let zip = Half.run(runZip)
  static let switchToLatest = Half.run(runSwitchToLatest)
  static let deliverOn = Half.run(runDeliverOn)
  static let replayLazily = Half.notAvailable(
    "OpenCombine 0.14 has no replay operator or replaying subject (share and multicast do not replay)")
  static let liveChains = Half.run(runLiveChains)
  /// W11: OpenCombine ships no virtual-time scheduler to drive debounce and
  /// delay deterministically.
  static let throttleDelay = Half.notAvailable("OpenCombine has no virtual-time (test) scheduler")
  static let sequenceFold = Half.notAvailable("OpenCombine has no pull-based sequence")

  /// W1: `Publishers.Map` over a sequence publisher → filter → scan → sink.
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

  /// W1s: W1's chain on a `PassthroughSubject`.
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

  /// W2: one `Just(1)` → map → filter → map chain, subscribed and cancelled
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

  /// W2b: W2's chain built anew for each subscription, explicitly unfused
  /// (`Just.map` would return a `Just`).
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

  /// W3: a `PassthroughSubject` with 100 summing sinks.
  static func runFanOut() -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let sums = (0..<Workloads.fanOutSubscribers).map { _ in Box() }
    let cancellables = sums.map { sum in subject.sink { sum.value &+= $0 } }
    for x in 0..<Workloads.fanOutSends {
      subject.send(x)
    }
    subject.send(completion: .finished)
    cancellables.forEach { $0.cancel() }
    return sums.reduce(0) { $0 &+ $1.value }
  }

  /// W4: a sequence publisher → flatMap { Just($0) } → sum.
  static func runFlattenMap() -> Int {
    let total = Box()
    Publishers.Sequence<Range<Int>, Never>(sequence: 0..<Workloads.flattenMapCount)
      .flatMap { Just($0) }
      .sink { total.value &+= $0 }
      .cancel()
    return total.value
  }

  /// W6: two subjects, alternate sends → zip → map + → sum.
  static func runZip() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let cancellable = a.zip(b).map { ops.add($0, $1) }.sink { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.send(i)
      b.send(i)
    }
    cancellable.cancel()
    return total.value
  }

  /// W7: a subject of `Just(i)` → switchToLatest → sum.
  static func runSwitchToLatest() -> Int {
    let total = Box()
    let outer = PassthroughSubject<Just<Int>, Never>()
    let cancellable = outer.switchToLatest().sink { total.value &+= $0 }
    for i in 0..<Workloads.switchCount {
      outer.send(Just(i))
    }
    outer.send(completion: .finished)
    cancellable.cancel()
    return total.value
  }

  /// W8: a sequence publisher → receive(on:) a serial `DispatchQueue` → sum;
  /// the calling thread waits for completion.
  static func runDeliverOn() -> Int {
    let total = Box()
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "bench.opencombine.deliverOn")
    let cancellable = Publishers.Sequence<Range<Int>, Never>(sequence: 0..<Workloads.chainCount)
      .receive(on: queue.ocombine)
      .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { total.value &+= $0 })
    done.wait()
    cancellable.cancel()
    return total.value
  }

  /// W10: 100k live map → filter → map → scan → removeDuplicates chains on one
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
