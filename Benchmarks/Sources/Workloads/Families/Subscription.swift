// Subscription (cross-cutting, no operator family): the cost of subscribing
// and disposing a short chain. W2 reuses one chain, W2b builds it anew for
// each subscription. Each implementation's half is below its workload
// definitions.
import OpenCombine
import RACSignalOperators
import RACStreamCore

extension Workloads {
  /// W2, W2b: subscriptions.
  public static let churnCount = 100_000

  public static let w2 = Workload(
    id: "W2", name: "Subscription.churn",
    summary: "return(1) → map +1 → filter even → map ×3: subscribe + dispose ×100k",
    events: churnCount, unit: "subscription", expected: churnCount * 6)

  public static let w2b = Workload(
    id: "W2b", name: "Subscription.buildAndChurn",
    summary: "W2's chain built anew for each subscription (return(1) → map → filter → map, subscribe + dispose) ×100k",
    events: churnCount, unit: "subscription", expected: churnCount * 6)
}

extension Registry {
  static let w2 = Entry(
    Workloads.w2, library: RACWorkloads.churn,
    openCombine: OpenCombineWorkloads.churn, plainLoop: PlainWorkloads.churn)
  static let w2b = Entry(
    Workloads.w2b, library: RACWorkloads.buildAndChurn,
    openCombine: OpenCombineWorkloads.buildAndChurn, plainLoop: PlainWorkloads.buildAndChurn)
}

// MARK: - This library

extension RACWorkloads {
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)

  /// W2: one `return(1)` → map → filter → map chain, subscribed and disposed
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

  /// W2b: W2's chain built anew for each subscription, as app code
  /// usually does: three operator signals and a `return(1)` per iteration.
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
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)

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
}
