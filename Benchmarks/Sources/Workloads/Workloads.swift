/// The workloads (Docs/Performance.md, "Latest run"), their sizes, and their expected results computed
/// in plain Swift (literal arithmetic, no framework, no opaque closures).
public enum Workloads {
  /// W1, W1s, W8: values 0..<1_000_000.
  public static let chainCount = 1_000_000
  /// W2, W2b: subscriptions.
  public static let churnCount = 100_000
  /// W3: subscribers and sends.
  public static let fanOutSubscribers = 100
  public static let fanOutSends = 100_000
  /// W4: source values.
  public static let flattenMapCount = 100_000
  /// W5, W6: sends on each of the two subjects.
  public static let pairSends = 500_000
  /// W7: inner signals.
  public static let switchCount = 100_000
  /// W9: source values and subscribers.
  public static let replayCount = 100_000
  public static let replaySubscribers = 10
  /// W10: live chains, and the values sent through them once all are live.
  public static let memoryChains = 100_000
  public static let memorySends = [1, 2]
  /// W11: bursts of two values, one burst per virtual second.
  public static let timeBursts = 500_000
  /// W12: sequence values, and the array both halves read (built once).
  public static let sequenceCount = 1_000_000
  static let sequenceInput = Array(0..<sequenceCount)

  public static let w1 = Workload(
    id: "W1", name: "Transform.syncChain",
    summary: "sync source 0..<1M → map ×3 → filter even → scan + → last",
    events: chainCount, unit: "event", expected: syncChainResult())

  public static let w1s = Workload(
    id: "W1s", name: "Transform.subjectChain",
    summary: "W1's chain driven by a subject (1M sends)",
    events: chainCount, unit: "event", expected: syncChainResult())

  public static let w2 = Workload(
    id: "W2", name: "Subscription.churn",
    summary: "return(1) → map +1 → filter even → map ×3: subscribe + dispose ×100k",
    events: churnCount, unit: "subscription", expected: churnCount * 6)

  public static let w2b = Workload(
    id: "W2b", name: "Subscription.buildAndChurn",
    summary: "W2's chain built anew for each subscription (return(1) → map → filter → map, subscribe + dispose) ×100k",
    events: churnCount, unit: "subscription", expected: churnCount * 6)

  public static let w3 = Workload(
    id: "W3", name: "Subject.fanOut",
    summary: "1 subject, 100 summing subscribers, 100k sends (10M deliveries)",
    events: fanOutSubscribers * fanOutSends, unit: "delivery",
    expected: fanOutSubscribers * triangle(fanOutSends))

  public static let w4 = Workload(
    id: "W4", name: "HigherOrder.flattenMap",
    summary: "0..<100k → flattenMap { return($0) } → sum",
    events: flattenMapCount, unit: "event", expected: triangle(flattenMapCount))

  public static let w5 = Workload(
    id: "W5", name: "Combine.combineLatest",
    summary: "2 subjects × 500k alternate sends → combineLatest → map + → sum",
    events: 2 * pairSends, unit: "event", expected: combineLatestResult())

  public static let w6 = Workload(
    id: "W6", name: "Combine.zip",
    summary: "2 subjects × 500k alternate sends → zip → map + → sum",
    events: 2 * pairSends, unit: "event", expected: 2 * triangle(pairSends))

  public static let w5v = Workload(
    id: "W5v", name: "Combine.combineLatestVariadic",
    summary: "W5 through the variadic tuple form RACSignal.combineLatest(a, b) → map + → sum",
    events: 2 * pairSends, unit: "event", expected: combineLatestResult())

  public static let w5r = Workload(
    id: "W5r", name: "Combine.combineLatestReduce",
    summary: "W5 through the typed reduce RACSignal.combineLatest(a, b) { $0 + $1 } → sum",
    events: 2 * pairSends, unit: "event", expected: combineLatestResult())

  public static let w6v = Workload(
    id: "W6v", name: "Combine.zipVariadic",
    summary: "W6 through the variadic tuple form RACSignal.zip(a, b) → map + → sum",
    events: 2 * pairSends, unit: "event", expected: 2 * triangle(pairSends))

  public static let w6r = Workload(
    id: "W6r", name: "Combine.zipReduce",
    summary: "W6 through the typed reduce RACSignal.zip(a, b) { $0 + $1 } → sum",
    events: 2 * pairSends, unit: "event", expected: 2 * triangle(pairSends))

  public static let w7 = Workload(
    id: "W7", name: "HigherOrder.switchToLatest",
    summary: "subject of 100k inner return(i) → switchToLatest → sum",
    events: switchCount, unit: "event", expected: triangle(switchCount))

  public static let w8 = Workload(
    id: "W8", name: "Threading.deliverOn",
    summary: "1M values hopped to a background serial queue, summed, completion awaited",
    events: chainCount, unit: "event", expected: triangle(chainCount))

  public static let w9 = Workload(
    id: "W9", name: "Multicast.replayLazily",
    summary: "cold 0..<100k → replayLazily, 10 summing subscribers (1M deliveries)",
    events: replaySubscribers * replayCount, unit: "delivery",
    expected: replaySubscribers * triangle(replayCount))

  public static let w10 = Workload(
    id: "W10", name: "Memory.liveChains",
    summary: "100k live map→filter→map→scan→distinctUntilChanged chains on 1 subject",
    events: memoryChains, unit: "subscription", expected: memoryChains * memoryChainResult())

  public static let w11 = Workload(
    id: "W11", name: "Time.throttleDelay",
    summary: "1M values, 2 per virtual second → throttle(0.5) → delay(0.25) on the test scheduler → sum",
    events: 2 * timeBursts, unit: "event", expected: timeBursts * timeBursts)


  public static let w12 = Workload(
    id: "W12", name: "Sequence.mapFilterFold",
    summary: "1M Ints → racSequence → map ×3 → filter even → foldLeft + (pull-based)",
    events: sequenceCount, unit: "value", expected: sequenceResult())

  /// Every workload, in the order they were added (W2b beside W2, and the
  /// variadic forms of W5 and W6 beside them).
  public static let all = [w1, w1s, w2, w2b, w3, w4, w5, w5v, w5r, w6, w6v, w6r, w7, w8, w9, w10, w11, w12]

  /// 0 + 1 + … + (n - 1).
  static func triangle(_ n: Int) -> Int {
    n * (n - 1) / 2
  }

  /// W1's last scanned value: the sum of 3x over the even x in 0..<1M.
  static func syncChainResult() -> Int {
    var total = 0
    for x in 0..<chainCount where (3 * x) % 2 == 0 {
      total += 3 * x
    }
    return total
  }

  /// W12: the sum of 3x over the x in 0..<1M whose triple is even.
  static func sequenceResult() -> Int {
    var total = 0
    for x in 0..<sequenceCount where (3 * x) % 2 == 0 {
      total += 3 * x
    }
    return total
  }

  /// W5: a sends i, then b sends i; once both have a value, every send emits
  /// latest(a) + latest(b).
  static func combineLatestResult() -> Int {
    var total = 0
    for i in 0..<pairSends {
      if i > 0 { total += i + (i - 1) }  // a sends i; b still holds i - 1
      total += i + i  // b sends i
    }
    return total
  }

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
