/// This library's half of each workload: THE file to edit when a layer lands.
///
/// A half is "not yet" while the layer with its operators does not exist
/// (RACSignalOperators for W5 combineLatest, W7 switchToLatest, W8
/// deliver(on:)). To add one:
///
/// 1. `import` the layer here (the benchmark package links every layer product
///    the root manifest declares, so nothing else changes);
/// 2. write the workload as one small function, mirroring the OpenCombine half
///    in `OpenCombineWorkloads.swift` (same sizes from ``Workloads``, same
///    closures from ``Ops``, same result);
/// 3. replace `.notYet` with `.run(thatFunction)`.
///
/// For example W1, in the library's own spellings (those of `Docs/PortingMap.md`):
///
/// ```swift
/// static let syncChain = Half.run(runSyncChain)
///
/// static func runSyncChain() -> Int {
///   let ops = Ops.shared
///   let last = Box()
///   let source = RACSignal<Int> { subscriber in
///     for x in 0..<Workloads.chainCount { subscriber.sendNext(x) }
///     subscriber.sendCompleted()
///     return nil
///   }
///   source.map(ops.triple).filter(ops.isEven).scan(withStart: 0, reduce: ops.add)
///     .subscribeNext { last.value = $0 }
///     .dispose()
///   return last.value
/// }
/// ```
///
/// `bench-table` and the package-benchmark suite pick the half up from
/// ``Registry`` and check its result against the workload's expected value.
import Dispatch
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import RACSequence
import RACSubjects

enum RACWorkloads {
  static let syncChain = Half.run(runSyncChain)
  static let subjectChain = Half.run(runSubjectChain)
  static let churn = Half.run(runChurn)
  static let buildAndChurn = Half.run(runBuildAndChurn)
  static let fanOut = Half.run(runFanOut)
  static let flattenMap = Half.run(runFlattenMap)
  static let combineLatest = Half.run(runCombineLatest)
  static let zip = Half.run(runZip)
  static let combineLatestVariadic = Half.run(runCombineLatestVariadic)
  static let combineLatestReduce = Half.run(runCombineLatestReduce)
  static let zipVariadic = Half.run(runZipVariadic)
  static let zipReduce = Half.run(runZipReduce)
  static let switchToLatest = Half.run(runSwitchToLatest)
  static let deliverOn = Half.run(runDeliverOn)
  static let replayLazily = Half.run(runReplayLazily)
  static let liveChains = Half.run(runLiveChains)
  static let throttleDelay = Half.run(runThrottleDelay)

  /// W11: a source sending two values per virtual second on a
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

  static let sequenceFold = Half.run(runSequenceFold)

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

  /// W3: a `RACSubject` with 100 summing subscribers.
  static func runFanOut() -> Int {
    let subject = RACSubject<Int>()
    let sums = (0..<Workloads.fanOutSubscribers).map { _ in Box() }
    let disposables = sums.map { sum in subject.subscribeNext { sum.value &+= $0 } }
    for x in 0..<Workloads.fanOutSends {
      subject.sendNext(x)
    }
    subject.sendCompleted()
    disposables.forEach { $0.dispose() }
    return sums.reduce(0) { $0 &+ $1.value }
  }

  /// W4: a `createSignal` loop → flattenMap { return($0) } → sum.
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

  /// W5: two subjects, alternate sends → combineLatest(with:) → map + → sum.
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

  /// W5v: W5 through the variadic tuple form.
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

  /// W5r: W5 through the typed reduce form.
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

  /// W6v: W6 through the variadic tuple form (two signals: the pair
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

  /// W6r: W6 through the typed reduce form.
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

  /// W7: a subject of `return(i)` → switchToLatest → sum.
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

  /// W6: two subjects, alternate sends → zip(with:) → map + → sum.
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

  /// W8: a `createSignal` loop → deliver(on:) a background serial scheduler
  /// → sum; the calling thread waits for completion.
  static func runDeliverOn() -> Int {
    let total = Box()
    let done = DispatchSemaphore(value: 0)
    let scheduler = RACScheduler.scheduler(name: "bench.rac.deliverOn")
    let source = RACSignal<Int> { subscriber in
      for x in 0..<Workloads.chainCount { subscriber.sendNext(x) }
      subscriber.sendCompleted()
      return nil
    }
    let disposable = source.deliver(on: scheduler)
      .subscribeNext({ total.value &+= $0 }, completed: { done.signal() })
    done.wait()
    disposable.dispose()
    return total.value
  }

  /// W9: a cold source of 100k values → replayLazily → 10 summing
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

  /// W12: an array-backed sequence → lazy map → lazy filter → foldLeft.
  static func runSequenceFold() -> Int {
    let ops = Ops.shared
    return Workloads.sequenceInput.racSequence.map(ops.triple).filter(ops.isEven)
      .foldLeft(withStart: 0, reduce: ops.add)
  }
}
