import Synchronization
import Workloads

/// What one implementation of one workload measured.
struct Measurement {
  /// Median wall-clock nanoseconds of one run.
  var medianNanoseconds: Double
  /// Every run's nanoseconds, in run order.
  var runs: [Double]
}

/// What the counting pass found for one implementation of one workload.
struct Allocations {
  /// Allocations of one whole run (setup included).
  var mallocs: Int
  /// Bytes allocated and not freed at the workload's `MemoryProbe.live()`
  /// point, or `nil` when it has none.
  var liveBytes: Int?
}

enum Measure {
  /// Runs `body` once to warm up, then `runs` times, timing each run with
  /// `ContinuousClock`.
  static func time(runs: Int, _ body: () -> Int) -> Measurement {
    _ = body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      _ = body()
      samples.append(nanoseconds(clock.now - start))
    }
    let sorted = samples.sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2]
      : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return Measurement(medianNanoseconds: median, runs: samples)
  }

  /// Runs `body` once to warm up (one-time initialisation is not the
  /// workload's), then once with the counters on.
  static func allocations(_ counter: MallocCounter, _ body: () -> Int) -> Allocations {
    _ = body()
    let live = Mutex<Int?>(nil)
    MemoryProbe.install {
      let bytes = counter.snapshot().liveBytes
      live.withLock { $0 = bytes }
    }
    defer { MemoryProbe.install(nil) }
    counter.start()
    _ = body()
    counter.stop()
    return Allocations(mallocs: counter.snapshot().mallocs, liveBytes: live.withLock { $0 })
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
