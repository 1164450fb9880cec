// The Combining family: combineLatest (Combining.combineLatest) and zip
// (Combining.zip) of two subjects, each in three spellings: the pair method
// (`combineLatest(with:)`, `zip(with:)`), the variadic tuple form
// (Combining.combineLatestVariadic, Combining.zipVariadic) and the typed reduce
// form (Combining.combineLatestReduce, Combining.zipReduce). The variadic and
// reduce forms share the pair form's OpenCombine and plain halves. Each
// implementation's half is below the workload definitions.
import OpenCombine
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension Workloads {
  /// Combining.combineLatest, Combining.zip: sends on each of the two subjects.
  public static let pairSends = 500_000

  public static let combiningCombineLatest = Workload(
    name: "Combining.combineLatest",
    summary: "2 subjects × 500k alternate sends → combineLatest → map + → sum",
    events: 2 * pairSends, unit: "event", expected: combineLatestResult())

  public static let combiningZip = Workload(
    name: "Combining.zip",
    summary: "2 subjects × 500k alternate sends → zip → map + → sum",
    events: 2 * pairSends, unit: "event", expected: 2 * triangle(pairSends))

  public static let combiningCombineLatestVariadic = Workload(
    name: "Combining.combineLatestVariadic",
    summary: "Combining.combineLatest through the variadic tuple form RACSignal.combineLatest(a, b) → map + → sum",
    events: 2 * pairSends, unit: "event", expected: combineLatestResult())

  public static let combiningCombineLatestReduce = Workload(
    name: "Combining.combineLatestReduce",
    summary: "Combining.combineLatest through the typed reduce RACSignal.combineLatest(a, b) { $0 + $1 } → sum",
    events: 2 * pairSends, unit: "event", expected: combineLatestResult())

  public static let combiningZipVariadic = Workload(
    name: "Combining.zipVariadic",
    summary: "Combining.zip through the variadic tuple form RACSignal.zip(a, b) → map + → sum",
    events: 2 * pairSends, unit: "event", expected: 2 * triangle(pairSends))

  public static let combiningZipReduce = Workload(
    name: "Combining.zipReduce",
    summary: "Combining.zip through the typed reduce RACSignal.zip(a, b) { $0 + $1 } → sum",
    events: 2 * pairSends, unit: "event", expected: 2 * triangle(pairSends))

  /// Combining.combineLatest: a sends i, then b sends i; once both have a value, every send emits
  /// latest(a) + latest(b).
  static func combineLatestResult() -> Int {
    var total = 0
    for i in 0..<pairSends {
      if i > 0 { total += i + (i - 1) }  // a sends i; b still holds i - 1
      total += i + i  // b sends i
    }
    return total
  }
}

extension Registry {
  static let combiningCombineLatest = Entry(
    Workloads.combiningCombineLatest, library: RACWorkloads.combineLatest,
    openCombine: OpenCombineWorkloads.combineLatest, plainLoop: PlainWorkloads.combineLatest)
  static let combiningZip = Entry(
    Workloads.combiningZip, library: RACWorkloads.zip,
    openCombine: OpenCombineWorkloads.zip, plainLoop: PlainWorkloads.zip)
  static let combiningCombineLatestVariadic = Entry(
    Workloads.combiningCombineLatestVariadic, library: RACWorkloads.combineLatestVariadic,
    openCombine: OpenCombineWorkloads.combineLatest, plainLoop: PlainWorkloads.combineLatest)
  static let combiningCombineLatestReduce = Entry(
    Workloads.combiningCombineLatestReduce, library: RACWorkloads.combineLatestReduce,
    openCombine: OpenCombineWorkloads.combineLatest, plainLoop: PlainWorkloads.combineLatest)
  static let combiningZipVariadic = Entry(
    Workloads.combiningZipVariadic, library: RACWorkloads.zipVariadic,
    openCombine: OpenCombineWorkloads.zip, plainLoop: PlainWorkloads.zip)
  static let combiningZipReduce = Entry(
    Workloads.combiningZipReduce, library: RACWorkloads.zipReduce,
    openCombine: OpenCombineWorkloads.zip, plainLoop: PlainWorkloads.zip)
}

// MARK: - This library

extension RACWorkloads {
  static let combineLatest = Half.run(runCombineLatest)
  static let zip = Half.run(runZip)
  static let combineLatestVariadic = Half.run(runCombineLatestVariadic)
  static let combineLatestReduce = Half.run(runCombineLatestReduce)
  static let zipVariadic = Half.run(runZipVariadic)
  static let zipReduce = Half.run(runZipReduce)

  /// Combining.combineLatest: two subjects, alternate sends → combineLatest(with:) → map + → sum.
  static func runCombineLatest() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let disposable = a.combineLatest(with: b).map { ops.add($0, $1) }.subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.sendNext(i)
      b.sendNext(i)
    }
    disposable.dispose()
    return total.value
  }

  /// Combining.combineLatestVariadic: Combining.combineLatest through the variadic tuple form.
  static func runCombineLatestVariadic() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let disposable = RACSignal.combineLatest(a, b).map { ops.add($0, $1) }.subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.sendNext(i)
      b.sendNext(i)
    }
    disposable.dispose()
    return total.value
  }

  /// Combining.combineLatestReduce: Combining.combineLatest through the typed reduce form.
  static func runCombineLatestReduce() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let disposable = RACSignal.combineLatest(a, b) { ops.add($0, $1) }.subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.sendNext(i)
      b.sendNext(i)
    }
    disposable.dispose()
    return total.value
  }

  /// Combining.zip: two subjects, alternate sends → zip(with:) → map + → sum.
  static func runZip() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let disposable = a.zip(with: b).map { ops.add($0, $1) }.subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.sendNext(i)
      b.sendNext(i)
    }
    disposable.dispose()
    return total.value
  }

  /// Combining.zipVariadic: Combining.zip through the variadic tuple form (two signals: the pair
  /// overload, `zip(with:)`).
  static func runZipVariadic() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let disposable = RACSignal.zip(a, b).map { ops.add($0, $1) }.subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.sendNext(i)
      b.sendNext(i)
    }
    disposable.dispose()
    return total.value
  }

  /// Combining.zipReduce: Combining.zip through the typed reduce form.
  static func runZipReduce() -> Int {
    let ops = Ops.shared
    let total = Box()
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let disposable = RACSignal.zip(a, b) { ops.add($0, $1) }.subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.pairSends {
      a.sendNext(i)
      b.sendNext(i)
    }
    disposable.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let combineLatest = Half.notAvailable("OpenCombine 0.14 has no combineLatest")
  static let zip = Half.run(runZip)

  /// Combining.zip: two subjects, alternate sends → zip → map + → sum.
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
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let combineLatest = Half.run(runCombineLatest)
  static let zip = Half.run(runZip)

  /// Combining.combineLatest: two plain subjects; each send combines with the other's latest value.
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

  /// Combining.zip: two plain subjects feeding two FIFO buffers that are paired off.
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
}

/// Combining.combineLatest's latest values.
final class PairState {
  @exclusivity(unchecked) var a: Int?
  @exclusivity(unchecked) var b: Int?
}

/// Combining.zip's zip: two buffers (arrays with a read index, dropped once large),
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
