// The Time family: throttle and delay on virtual time (Time.throttleDelay), driven by the
// test scheduler so that the run measures the operators, not the clock. Each
// implementation's half is below its workload definition.
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore

extension Workloads {
  /// Time.throttleDelay: bursts of two values, one burst per virtual second.
  public static let timeBursts = 500_000

  public static let timeThrottleDelay = Workload(
    name: "Time.throttleDelay",
    summary: "1M values, 2 per virtual second → throttle(0.5) → delay(0.25) on the test scheduler → sum",
    events: 2 * timeBursts, unit: "event", expected: timeBursts * timeBursts)
}

extension Registry {
  static let timeThrottleDelay = Entry(
    Workloads.timeThrottleDelay, library: RACWorkloads.throttleDelay,
    openCombine: OpenCombineWorkloads.throttleDelay, plainLoop: PlainWorkloads.throttleDelay)
}

// MARK: - This library

extension RACWorkloads {
  static let throttleDelay = Half.run(runThrottleDelay)

  /// Time.throttleDelay: a source sending two values per virtual second on a
  /// `RACTestScheduler` → throttle(0.5) → delay(0.25) → sum; the scheduler
  /// advances past the last burst.
  static func runThrottleDelay() -> Int {
    let total = Box()
    let scheduler = RACTestScheduler()
    let bursts = Workloads.timeBursts
    let source = RACSignal<Int> { subscriber in
      let sent = Box()
      return scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0) {
        let k = sent.value
        if k >= bursts { return }
        subscriber.sendNext(2 &* k)
        subscriber.sendNext(2 &* k &+ 1)
        sent.value = k + 1
        if k + 1 == bursts { subscriber.sendCompleted() }
      }
    }
    var disposable: RACDisposable?
    // Subscribed inside the scheduler, so that throttle and delay time on it.
    scheduler.performAsCurrentScheduler {
      disposable = source.throttle(0.5).delay(0.25).subscribeNext { total.value &+= $0 }
    }
    scheduler.advance(by: Double(bursts) + 1)
    disposable?.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  /// Time.throttleDelay: OpenCombine ships no virtual-time scheduler to drive debounce and
  /// delay deterministically.
  static let throttleDelay = Half.notAvailable("OpenCombine has no virtual-time (test) scheduler")
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let throttleDelay = Half.run(runThrottleDelay)

  /// Time.throttleDelay: a loop over the virtual seconds: throttle keeps the latest value
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
}
