// The Multicasting family (RACSubjects' `RACSignal+Multicast.swift`): a cold
// source shared through replayLazily (Multicasting.replayLazily). Each implementation's half is
// below its workload definition.
import RACStreamCore
import RACSubjects

extension Workloads {
  /// Multicasting.replayLazily: source values and subscribers.
  public static let replayCount = 100_000
  public static let replaySubscribers = 10

  public static let multicastingReplayLazily = Workload(
    name: "Multicasting.replayLazily",
    summary: "cold 0..<100k → replayLazily, 10 summing subscribers (1M deliveries)",
    events: replaySubscribers * replayCount, unit: "delivery",
    expected: replaySubscribers * triangle(replayCount))
}

extension Registry {
  static let multicastingReplayLazily = Entry(
    Workloads.multicastingReplayLazily, library: RACWorkloads.replayLazily,
    openCombine: OpenCombineWorkloads.replayLazily, plainLoop: PlainWorkloads.replayLazily)
}

// MARK: - This library

extension RACWorkloads {
  static let replayLazily = Half.run(runReplayLazily)

  /// Multicasting.replayLazily: a cold source of 100k values → replayLazily → 10 summing
  /// subscribers (the source runs once, on the first subscription).
  static func runReplayLazily() -> Int {
    let ops = Ops.shared
    let source = RACSignal<Int> { subscriber in
      for x in 0..<Workloads.replayCount { subscriber.sendNext(ops.identity(x)) }
      subscriber.sendCompleted()
      return nil
    }
    let shared = source.replayLazily()
    let sums = (0..<Workloads.replaySubscribers).map { _ in Box() }
    for sum in sums {
      shared.subscribeNext { sum.value &+= $0 }.dispose()
    }
    return sums.reduce(0) { $0 &+ $1.value }
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let replayLazily = Half.notAvailable(
    "OpenCombine 0.14 has no replay operator or replaying subject (share and multicast do not replay)")
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let replayLazily = Half.run(runReplayLazily)

  /// Multicasting.replayLazily: the source fills a buffer once; each subscriber replays the buffer.
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
}
