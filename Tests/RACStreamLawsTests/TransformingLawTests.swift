import RACSchedulers
import RACSignalOperators
import RACStreamCore
import RACTestSupport
import Testing

// ReactiveCocoa 2.5's own algorithms for the transform family, written here
// as the references: `createSignal` + block subscribers, `-bind:`, and the
// derivations RAC uses (aggregate = scan + startWith + takeLast, collect =
// aggregate, any/all = materialize + bind, repeat/retry = subscribeForever
// on scheduleRecursiveBlock). The direct operators must emit exactly what
// they emit, disposals included.

/// `-materialize`.
func referenceMaterialize<T>(_ s: RACSignal<T>) -> RACSignal<RACEvent<T>> {
  RACSignal { subscriber in
    s.subscribeNext(
      { subscriber.sendNext(.next($0)) },
      error: { error in
        subscriber.sendNext(.error(error))
        subscriber.sendCompleted()
      },
      completed: {
        subscriber.sendNext(.completed)
        subscriber.sendCompleted()
      })
  }
}

/// `-dematerialize`.
func referenceDematerialize<T>(_ s: RACSignal<RACEvent<T>>) -> RACSignal<T> {
  s.bind {
    { event, stop in
      switch event {
      case .completed:
        stop = true
        return RACSignal<T>.empty()
      case .error(let error):
        stop = true
        return RACSignal<T>.error(error)
      case .next(let value):
        return RACSignal<T>.return(value)
      }
    }
  }
}

/// `-any:`.
func referenceAny<T>(_ s: RACSignal<T>, _ predicate: @escaping (T) -> Bool) -> RACSignal<Bool> {
  referenceMaterialize(s).bind {
    { event, stop in
      if event.isFinished {
        stop = true
        return RACSignal<Bool>.return(false)
      }
      if predicate(event.value!) {
        stop = true
        return RACSignal<Bool>.return(true)
      }
      return RACSignal<Bool>.empty()
    }
  }
}

/// `-all:`.
func referenceAll<T>(_ s: RACSignal<T>, _ predicate: @escaping (T) -> Bool) -> RACSignal<Bool> {
  referenceMaterialize(s).bind {
    { event, stop in
      if case .completed = event {
        stop = true
        return RACSignal<Bool>.return(true)
      }
      if event.error != nil || !predicate(event.value!) {
        stop = true
        return RACSignal<Bool>.return(false)
      }
      return RACSignal<Bool>.empty()
    }
  }
}

/// `-takeLast:`.
func referenceTakeLast<T>(_ s: RACSignal<T>, _ count: Int) -> RACSignal<T> {
  RACSignal { subscriber in
    var taken: [T] = []
    return s.subscribeNext(
      { value in
        taken.append(value)
        while taken.count > count { taken.removeFirst() }
      },
      error: { subscriber.sendError($0) },
      completed: {
        for value in taken { subscriber.sendNext(value) }
        subscriber.sendCompleted()
      })
  }
}

/// `-aggregateWithStart:reduceWithIndex:`: scan, startWith, takeLast(1).
func referenceAggregate<R>(_ s: RACSignal<Int>, _ start: R, _ reduce: @escaping (R, Int, Int) -> R) -> RACSignal<R> {
  let scanned: RACSignal<R> = referenceScanWithIndex(s, start, reduce)
  return referenceTakeLast(referenceStartWith(scanned, start), 1)
}

/// `-aggregateWithStartFactory:reduce:`.
func referenceAggregateFactory<R>(_ s: RACSignal<Int>, _ factory: @escaping () -> R, _ reduce: @escaping (R, Int) -> R)
  -> RACSignal<R>
{
  RACSignal.defer { referenceAggregate(s, factory()) { running, value, _ in reduce(running, value) } }
}

/// `-collect`.
func referenceCollect(_ s: RACSignal<Int>) -> RACSignal<[Int]> {
  referenceAggregateFactory(s, { [Int]() }) { collected, value in collected + [value] }
}

/// `subscribeForever`, as RAC 2.5 writes it.
func referenceSubscribeForever<T>(
  _ signal: RACSignal<T>,
  next: @escaping (T) -> Void,
  error: @escaping (any Error, RACDisposable) -> Void,
  completed: @escaping (RACDisposable) -> Void
) -> RACDisposable {
  let compound = RACCompoundDisposable()
  let recursiveBlock: (@escaping () -> Void) -> Void = { recurse in
    let selfDisposable = RACCompoundDisposable()
    compound.add(selfDisposable)
    let subscription = signal.subscribeNext(
      next,
      error: { [weak selfDisposable] e in
        error(e, compound)
        if let selfDisposable { compound.remove(selfDisposable) }
        recurse()
      },
      completed: { [weak selfDisposable] in
        completed(compound)
        if let selfDisposable { compound.remove(selfDisposable) }
        recurse()
      })
    selfDisposable.add(subscription)
  }
  recursiveBlock {
    let scheduler = RACScheduler.current ?? RACScheduler.scheduler()
    if let scheduling = scheduler.scheduleRecursive(recursiveBlock) { compound.add(scheduling) }
  }
  return compound
}

/// `-repeat`.
func referenceRepeat<T>(_ s: RACSignal<T>) -> RACSignal<T> {
  RACSignal { subscriber in
    referenceSubscribeForever(
      s, next: { subscriber.sendNext($0) },
      error: { error, disposable in
        disposable.dispose()
        subscriber.sendError(error)
      },
      completed: { _ in })
  }
}

/// `-retry:`.
func referenceRetry<T>(_ s: RACSignal<T>, _ retryCount: Int) -> RACSignal<T> {
  RACSignal { subscriber in
    var currentRetryCount = 0
    return referenceSubscribeForever(
      s, next: { subscriber.sendNext($0) },
      error: { error, disposable in
        if retryCount == 0 || currentRetryCount < retryCount {
          currentRetryCount += 1
          return
        }
        disposable.dispose()
        subscriber.sendError(error)
      },
      completed: { disposable in
        disposable.dispose()
        subscriber.sendCompleted()
      })
  }
}

/// Like `expectEquivalent`, but every timeline sends a value first, so that
/// resubscribing operators (under `take`) always move on.
func expectEquivalentResubscribing<T>(
  _ law: String,
  seed: UInt64,
  direct: @escaping (RACSignal<Int>) -> RACSignal<T>,
  reference: @escaping (RACSignal<Int>) -> RACSignal<T>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectEquivalent(
    law, seed: seed, direct: direct, reference: reference,
    makeTimeline: resubscribingTimeline, maxDisposalTick: 12, sourceLocation: sourceLocation)
}

/// A timeline that sends a value first; a synchronous one sends at least
/// its first value during `subscribe`, so that a resubscription loop always
/// moves on.
private func resubscribingTimeline(using rng: inout SplitMix, synchrony: Synchrony) -> Timeline {
  var timeline = Timeline.random(using: &rng)
  if !timeline.events.contains(where: { $0.event.value != nil }) {
    timeline.events.insert((0, .next(7)), at: 0)
  }
  timeline.events = timeline.events.map { ($0.tick + 1, $0.event) }
  switch synchrony {
  case .asynchronous: break
  case .partlySynchronous:
    let firstValue = timeline.events.firstIndex { $0.event.value != nil }!
    timeline.makeSynchronous(Int.random(in: (firstValue + 1)...timeline.events.count, using: &rng))
  case .whollySynchronous: timeline.makeSynchronous(timeline.events.count)
  }
  return timeline
}

@Suite struct TransformingLawTests {
  @Test func materializeMatchesReference() {
    expectEquivalent("materialize", seed: 300, direct: { $0.materialize() }, reference: { referenceMaterialize($0) })
  }

  @Test func dematerializeMatchesReference() {
    // Values 0 and 1 become .next, 2 .completed, 3 .error: a terminal event
    // inside the values, and events after it.
    let event: (Int) -> RACEvent<Int> = { value in
      switch value {
      case 2: .completed
      case 3: .error(LawError(code: 9))
      default: .next(value)
      }
    }
    expectEquivalent(
      "dematerialize", seed: 301,
      direct: { $0.map(event).dematerialize() },
      reference: { referenceDematerialize($0.map(event)) })
  }

  @Test func anyMatchesReference() {
    expectEquivalent("any(_:)", seed: 302, direct: { $0.any { $0 == 2 } }, reference: { referenceAny($0) { $0 == 2 } })
    expectEquivalent("any()", seed: 303, direct: { $0.any() }, reference: { referenceAny($0) { _ in true } })
  }

  @Test func allMatchesReference() {
    expectEquivalent("all(_:)", seed: 304, direct: { $0.all { $0 < 3 } }, reference: { referenceAll($0) { $0 < 3 } })
  }

  @Test func notMatchesReference() {
    expectEquivalent(
      "not", seed: 305,
      direct: { $0.map { $0 % 2 == 0 }.not() },
      reference: { referenceMap($0) { !($0 % 2 == 0) } })
  }

  @Test func aggregateMatchesReference() {
    let reduce: (Int, Int, Int) -> Int = { $0 * 2 + $1 - $2 }
    expectEquivalent(
      "aggregate(withStart:reduceWithIndex:)", seed: 306,
      direct: { $0.aggregate(withStart: 1, reduceWithIndex: reduce) },
      reference: { referenceAggregate($0, 1, reduce) })
    expectEquivalent(
      "aggregate(withStart:reduce:)", seed: 307,
      direct: { $0.aggregate(withStart: 5, reduce: -) },
      reference: { referenceAggregate($0, 5) { running, value, _ in running - value } })
    expectEquivalent(
      "aggregate(withStartFactory:reduce:)", seed: 308,
      direct: { $0.aggregate(withStartFactory: { "" }, reduce: { $0 + String($1) }) },
      reference: { referenceAggregateFactory($0, { "" }, { $0 + String($1) }) })
  }

  @Test func collectMatchesReference() {
    expectEquivalent("collect", seed: 309, direct: { $0.collect() }, reference: { referenceCollect($0) })
  }

  @Test func takeLastMatchesReference() {
    for count in [0, 1, 3] {
      expectEquivalent(
        "takeLast(\(count))", seed: 310 + UInt64(count),
        direct: { $0.takeLast(count) }, reference: { referenceTakeLast($0, count) })
    }
  }

  @Test func repeatMatchesReference() {
    expectEquivalentResubscribing(
      "repeat.take(5)", seed: 320,
      direct: { $0.repeat().take(5) }, reference: { referenceTake(referenceRepeat($0), 5) })
  }

  @Test(arguments: [1, 2, 4])
  func retryMatchesReference(count: Int) {
    expectEquivalentResubscribing(
      "retry(\(count))", seed: 330 + UInt64(count),
      direct: { $0.retry(count) }, reference: { referenceRetry($0, count) })
  }

  @Test func retryForeverMatchesReference() {
    expectEquivalentResubscribing(
      "retry().take(5)", seed: 340,
      direct: { $0.retry().take(5) }, reference: { referenceTake(referenceRetry($0, 0), 5) })
  }
}
