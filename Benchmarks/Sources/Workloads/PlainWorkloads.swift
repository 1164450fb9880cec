import Dispatch

/// The plain-Swift half of each workload: the floor. The same work with the
/// same closures (``Ops``, opaque to the optimizer) and no framework: loops,
/// an array of observer closures where a subject is needed, `DispatchQueue`
/// where a hop is needed.
///
/// The helpers' stored properties are `@exclusivity(unchecked)`: every access
/// is single-threaded and never nested, and a floor that paid the runtime's
/// dynamic exclusivity checks (`swift_beginAccess`, measured at 2–3× the cost
/// of W6's plain zip) would flatter every framework's ratio to the loop.
enum PlainWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)
  static let fanOut = Half.run(runFanOut)
  static let flattenMap = Half.run(runFlattenMap)
  static let combineLatest = Half.run(runCombineLatest)
  static let zip = Half.run(runZip)
  static let switchToLatest = Half.run(runSwitchToLatest)
  static let deliverOn = Half.run(runDeliverOn)
  static let replayLazily = Half.run(runReplayLazily)
  static let liveChains = Half.run(runLiveChains)
  static let throttleDelay = Half.run(runThrottleDelay)

  /// W11: a loop over the virtual seconds: throttle keeps the latest value
  /// of each burst (each value replaces the pending one), its deadline comes
  /// before the next burst; delay puts it in a FIFO of delayed values, which
  /// is drained up to each delivery time.
  static func runThrottleDelay() -> Int {
    let ops = Ops.shared
    let total = Box()
    var delayed: [(time: Double, value: Int)] = []
    delayed.reserveCapacity(Workloads.timeBursts)
    var head = 0
    for k in 0..<Workloads.timeBursts {
      let now = Double(k)
      var pending: Int?
      pending = ops.identity(2 &* k)
      pending = ops.identity(2 &* k &+ 1)
      if let value = pending { delayed.append((now + 0.5 + 0.25, value)) }
      while head < delayed.count && delayed[head].time <= now + 0.75 {
        total.value &+= delayed[head].value
        head += 1
      }
    }
    return total.value
  }

  static let sequenceFold = Half.run(runSequenceFold)

  /// W12's floor: the standard library's lazy pipeline over the same array,
  /// with the same opaque closures.
  static func runSequenceFold() -> Int {
    let ops = Ops.shared
    return Workloads.sequenceInput.lazy.map(ops.triple).filter(ops.isEven).reduce(0, ops.add)
  }

  /// W1: one loop applying map, filter and scan.
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

  /// W1s: W1's chain as one observer closure of a plain subject.
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

  /// W2: the chain's closures applied to 1, once per "subscription".
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

  /// W2b: W2's loop; with no framework there is no chain to build, so the
  /// floor is the same as W2's.
  static func runBuildAndChurn() -> Int {
    runChurn()
  }

  /// W3: a plain subject with 100 summing observers.
  static func runFanOut() -> Int {
    let subject = PlainSubject()
    let sums = (0..<Workloads.fanOutSubscribers).map { _ in Box() }
    for sum in sums {
      subject.subscribe { sum.value &+= $0 }
    }
    for x in 0..<Workloads.fanOutSends {
      subject.send(x)
    }
    return sums.reduce(0) { $0 &+ $1.value }
  }

  /// W4: each value through the block standing for `{ return($0) }`, summed.
  static func runFlattenMap() -> Int {
    let ops = Ops.shared
    var total = 0
    for x in 0..<Workloads.flattenMapCount {
      total &+= ops.identity(x)
    }
    return total
  }

  /// W5: two plain subjects; each send combines with the other's latest value.
  static func runCombineLatest() -> Int {
    let ops = Ops.shared
    let total = Box()
    let latest = PairState()
    let a = PlainSubject()
    let b = PlainSubject()
    a.subscribe { x in
      latest.a = x
      if let other = latest.b { total.value &+= ops.add(x, other) }
    }
    b.subscribe { x in
      latest.b = x
      if let other = latest.a { total.value &+= ops.add(other, x) }
    }
    for i in 0..<Workloads.pairSends {
      a.send(i)
      b.send(i)
    }
    return total.value
  }

  /// W6: two plain subjects feeding two FIFO buffers that are paired off.
  static func runZip() -> Int {
    let zip = PlainZip(ops: Ops.shared)
    let a = PlainSubject()
    let b = PlainSubject()
    a.subscribe { zip.receiveLeft($0) }
    b.subscribe { zip.receiveRight($0) }
    for i in 0..<Workloads.pairSends {
      a.send(i)
      b.send(i)
    }
    return zip.total
  }

  /// W7: a plain subject of values, each the single value of its "inner".
  static func runSwitchToLatest() -> Int {
    let ops = Ops.shared
    let total = Box()
    let outer = PlainSubject()
    outer.subscribe { total.value &+= ops.identity($0) }
    for i in 0..<Workloads.switchCount {
      outer.send(i)
    }
    return total.value
  }

  /// W8: one `DispatchQueue.async` per value onto a serial queue; the calling
  /// thread waits for a final block.
  static func runDeliverOn() -> Int {
    let total = Box()
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "bench.plain.deliverOn")
    for x in 0..<Workloads.chainCount {
      queue.async { total.value &+= x }
    }
    queue.async { done.signal() }
    done.wait()
    return total.value
  }

  /// W9: the source fills a buffer once; each subscriber replays the buffer.
  static func runReplayLazily() -> Int {
    let ops = Ops.shared
    var buffer: [Int] = []
    for x in 0..<Workloads.replayCount {
      buffer.append(ops.identity(x))
    }
    let sums = (0..<Workloads.replaySubscribers).map { _ in Box() }
    for sum in sums {
      let receive: (Int) -> Void = { sum.value &+= $0 }
      for x in buffer {
        receive(x)
      }
    }
    return sums.reduce(0) { $0 &+ $1.value }
  }

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

/// The plain baseline's subject: an array of observer closures.
final class PlainSubject {
  @exclusivity(unchecked) private var observers: [(Int) -> Void] = []

  func subscribe(_ observer: @escaping (Int) -> Void) {
    observers.append(observer)
  }

  func send(_ value: Int) {
    for observer in observers {
      observer(value)
    }
  }
}

/// W5's latest values.
final class PairState {
  @exclusivity(unchecked) var a: Int?
  @exclusivity(unchecked) var b: Int?
}

/// W6's zip: two buffers (arrays with a read index, dropped once large),
/// paired off as soon as both hold a value.
final class PlainZip {
  private let ops: Ops
  @exclusivity(unchecked) private var left: [Int] = []
  @exclusivity(unchecked) private var right: [Int] = []
  @exclusivity(unchecked) private var leftHead = 0
  @exclusivity(unchecked) private var rightHead = 0
  @exclusivity(unchecked) private(set) var total = 0

  init(ops: Ops) {
    self.ops = ops
  }

  func receiveLeft(_ value: Int) {
    left.append(value)
    drain()
  }

  func receiveRight(_ value: Int) {
    right.append(value)
    drain()
  }

  private func drain() {
    while leftHead < left.count && rightHead < right.count {
      total &+= ops.add(left[leftHead], right[rightHead])
      leftHead += 1
      rightHead += 1
    }
    if leftHead >= 1024 && leftHead == left.count {
      left.removeAll(keepingCapacity: true)
      leftHead = 0
    }
    if rightHead >= 1024 && rightHead == right.count {
      right.removeAll(keepingCapacity: true)
      rightHead = 0
    }
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
