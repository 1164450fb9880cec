// The HigherOrder family (signals of signals): flattenMap (HigherOrder.flattenMap) and
// switchToLatest (HigherOrder.switchToLatest). Each implementation's half is below its workload
// definitions.
import OpenCombine
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension Workloads {
  /// HigherOrder.flattenMap: source values.
  public static let flattenMapCount = 100_000
  /// HigherOrder.switchToLatest: inner signals.
  public static let switchCount = 100_000

  public static let higherOrderFlattenMap = Workload(
    name: "HigherOrder.flattenMap",
    summary: "0..<100k → flattenMap { return($0) } → sum",
    events: flattenMapCount, unit: "event", expected: triangle(flattenMapCount))

  public static let higherOrderSwitchToLatest = Workload(
    name: "HigherOrder.switchToLatest",
    summary: "subject of 100k inner return(i) → switchToLatest → sum",
    events: switchCount, unit: "event", expected: triangle(switchCount))
}

extension Registry {
  static let higherOrderFlattenMap = Entry(
    Workloads.higherOrderFlattenMap, library: RACWorkloads.flattenMap,
    openCombine: OpenCombineWorkloads.flattenMap, plainLoop: PlainWorkloads.flattenMap)
  static let higherOrderSwitchToLatest = Entry(
    Workloads.higherOrderSwitchToLatest, library: RACWorkloads.switchToLatest,
    openCombine: OpenCombineWorkloads.switchToLatest, plainLoop: PlainWorkloads.switchToLatest)
}

// MARK: - This library

extension RACWorkloads {
  static let flattenMap = Half.run(runFlattenMap)
  static let switchToLatest = Half.run(runSwitchToLatest)

  /// HigherOrder.flattenMap: a `createSignal` loop → flattenMap { return($0) } → sum.
  static func runFlattenMap() -> Int {
    let total = Box()
    let source = RACSignal<Int> { subscriber in
      for x in 0..<Workloads.flattenMapCount { subscriber.sendNext(x) }
      subscriber.sendCompleted()
      return nil
    }
    source.flattenMap { RACSignal<Int>.return($0) }
      .subscribeNext { total.value &+= $0 }
      .dispose()
    return total.value
  }

  /// HigherOrder.switchToLatest: a subject of `return(i)` → switchToLatest → sum.
  static func runSwitchToLatest() -> Int {
    let total = Box()
    let outer = RACSubject<RACSignal<Int>>()
    let disposable = outer.switchToLatest().subscribeNext { total.value &+= $0 }
    for i in 0..<Workloads.switchCount {
      outer.sendNext(.return(i))
    }
    outer.sendCompleted()
    disposable.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let flattenMap = Half.run(runFlattenMap)
  static let switchToLatest = Half.run(runSwitchToLatest)

  /// HigherOrder.flattenMap: a sequence publisher → flatMap { Just($0) } → sum.
  static func runFlattenMap() -> Int {
    let total = Box()
    Publishers.Sequence<Range<Int>, Never>(sequence: 0..<Workloads.flattenMapCount)
      .flatMap { Just($0) }
      .sink { total.value &+= $0 }
      .cancel()
    return total.value
  }

  /// HigherOrder.switchToLatest: a subject of `Just(i)` → switchToLatest → sum.
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
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let flattenMap = Half.run(runFlattenMap)
  static let switchToLatest = Half.run(runSwitchToLatest)

  /// HigherOrder.flattenMap: each value through the block standing for `{ return($0) }`, summed.
  static func runFlattenMap() -> Int {
    let ops = Ops.shared
    var total = 0
    for x in 0..<Workloads.flattenMapCount {
      total &+= ops.identity(x)
    }
    return total
  }

  /// HigherOrder.switchToLatest: a plain subject of values, each the single value of its "inner".
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
}
