// Memory (cross-cutting, no operator family): the live footprint of many
// subscribed chains on one subject (W10), read at `MemoryProbe.live()`. Each
// implementation's half is below its workload definition.
import OpenCombine
import RACDisposables
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension Workloads {
  /// W10: live chains, and the values sent through them once all are live.
  public static let memoryChains = 100_000
  public static let memorySends = [1, 2]

  public static let w10 = Workload(
    id: "W10", name: "Memory.liveChains",
    summary: "100k live map→filter→map→scan→distinctUntilChanged chains on 1 subject",
    events: memoryChains, unit: "subscription", expected: memoryChains * memoryChainResult())

  /// W10: one chain's total over `memorySends`: map ×3 → filter even →
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
  static let w10 = Entry(
    Workloads.w10, library: RACWorkloads.liveChains,
    openCombine: OpenCombineWorkloads.liveChains, plainLoop: PlainWorkloads.liveChains)
}

// MARK: - This library

extension RACWorkloads {
  static let liveChains = Half.run(runLiveChains)

  /// W10: 100k live map → filter → map → scan → distinctUntilChanged chains
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

// MARK: - Plain loop

extension PlainWorkloads {
  static let liveChains = Half.run(runLiveChains)

  /// W10: 100k live chain objects (one allocation each) held by a subject's
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

/// W10's map → filter → map → scan → distinctUntilChanged, as one object.
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
