// The Transforming family (RACSignalOperators' `Transforming/`): map, filter
// and scan chains. W1 drives the chain from a synchronous source, W1s from a
// subject. Each implementation's half is below its workload definitions.
import OpenCombine
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension Workloads {
  public static let w1 = Workload(
    id: "W1", name: "Transforming.syncChain",
    summary: "sync source 0..<1M → map ×3 → filter even → scan + → last",
    events: chainCount, unit: "event", expected: syncChainResult())

  public static let w1s = Workload(
    id: "W1s", name: "Transforming.subjectChain",
    summary: "W1's chain driven by a subject (1M sends)",
    events: chainCount, unit: "event", expected: syncChainResult())

  /// W1's last scanned value: the sum of 3x over the even x in 0..<1M.
  static func syncChainResult() -> Int {
    var total = 0
    for x in 0..<chainCount where (3 * x) % 2 == 0 {
      total += 3 * x
    }
    return total
  }
}

extension Registry {
  static let w1 = Entry(
    Workloads.w1, library: RACWorkloads.syncChain,
    openCombine: OpenCombineWorkloads.syncChain, plainLoop: PlainWorkloads.syncChain)
  static let w1s = Entry(
    Workloads.w1s, library: RACWorkloads.subjectChain,
    openCombine: OpenCombineWorkloads.subjectChain, plainLoop: PlainWorkloads.subjectChain)
}

// MARK: - This library

extension RACWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)

  /// W1: a `createSignal` loop → map → filter → scan → subscribeNext.
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

  /// W1s: W1's chain on a `RACSubject`.
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
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)

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
}
