import RACSchedulers
import RACSignalOperators
import RACStreamCore
import Testing

// ReactiveCocoa 2.5's algorithms for the filter and side-effect families
// (and, for the four extras RAC lacks, the seed author's code), written here
// as references for the direct operators.

/// `-ignoreValues`: `filter` of nothing.
func referenceIgnoreValues(_ s: RACSignal<Int>) -> RACSignal<Int> { referenceFilter(s) { _ in false } }

/// `-takeUntil:`.
func referenceTakeUntil<T, U>(_ s: RACSignal<T>, _ trigger: RACSignal<U>) -> RACSignal<T> {
  RACSignal { subscriber in
    let disposable = RACCompoundDisposable()
    let triggerCompletion = {
      disposable.dispose()
      subscriber.sendCompleted()
    }
    disposable.add(trigger.subscribeNext({ _ in triggerCompletion() }, completed: { triggerCompletion() }))
    if !disposable.isDisposed {
      disposable.add(
        s.subscribeNext(
          { subscriber.sendNext($0) },
          error: { subscriber.sendError($0) },
          completed: {
            disposable.dispose()
            subscriber.sendCompleted()
          }))
    }
    return disposable
  }
}

/// `-takeUntilReplacement:`.
func referenceTakeUntilReplacement<T>(_ s: RACSignal<T>, _ replacement: RACSignal<T>) -> RACSignal<T> {
  RACSignal { subscriber in
    let selfDisposable = RACSerialDisposable()
    let replacementDisposable = replacement.subscribeNext(
      { value in
        selfDisposable.dispose()
        subscriber.sendNext(value)
      },
      error: { error in
        selfDisposable.dispose()
        subscriber.sendError(error)
      },
      completed: {
        selfDisposable.dispose()
        subscriber.sendCompleted()
      })
    if !selfDisposable.isDisposed {
      selfDisposable.disposable = s.concat(.never()).subscribe(subscriber)
    }
    return RACDisposable {
      selfDisposable.dispose()
      replacementDisposable.dispose()
    }
  }
}

/// The author's `-distinct`: remember what was sent, on `-bind:`.
func referenceDistinctValues(_ s: RACSignal<Int>) -> RACSignal<Int> {
  s.bind {
    var seen: [Int] = []
    return { value, _ in
      if seen.contains(value) { return RACSignal<Int>.empty() }
      seen.append(value)
      return RACSignal<Int>.return(value)
    }
  }
}

/// The author's `-elementAt:`.
func referenceElementAt(_ s: RACSignal<Int>, _ index: Int) -> RACSignal<Int> {
  s.bind {
    var taken = 0
    return { value, stop in
      if index == 0 {
        stop = true
        return RACSignal<Int>.return(value)
      }
      if taken == index {
        stop = true
        return RACSignal<Int>.return(value)
      } else if taken < index {
        taken += 1
        return RACSignal<Int>.empty()
      }
      return nil
    }
  }
}

/// The author's `-skipLast:`.
func referenceSkipLast(_ s: RACSignal<Int>, _ count: Int) -> RACSignal<Int> {
  RACSignal { subscriber in
    var values: [Int] = []
    return s.subscribeNext(
      { value in
        values.append(value)
        while values.count > count { subscriber.sendNext(values.removeFirst()) }
      },
      error: { subscriber.sendError($0) },
      completed: { subscriber.sendCompleted() })
  }
}

/// The author's `-skipUntil:`.
func referenceSkipUntil<T, U>(_ s: RACSignal<T>, _ trigger: RACSignal<U>) -> RACSignal<T> {
  RACSignal { subscriber in
    let disposable = RACCompoundDisposable()
    var triggered = false
    disposable.add(trigger.subscribeNext({ _ in triggered = true }, completed: { triggered = true }))
    if !disposable.isDisposed {
      disposable.add(
        s.subscribeNext(
          { value in if triggered { subscriber.sendNext(value) } },
          error: { subscriber.sendError($0) },
          completed: {
            disposable.dispose()
            subscriber.sendCompleted()
          }))
    }
    return disposable
  }
}

/// `-doNext:`, `-doError:`, `-doCompleted:`.
func referenceDo(
  _ s: RACSignal<Int>,
  next: @escaping (Int) -> Void = { _ in },
  error: @escaping (any Error) -> Void = { _ in },
  completed: @escaping () -> Void = {}
) -> RACSignal<Int> {
  RACSignal { subscriber in
    s.subscribeNext(
      { value in
        next(value)
        subscriber.sendNext(value)
      },
      error: { e in
        error(e)
        subscriber.sendError(e)
      },
      completed: {
        completed()
        subscriber.sendCompleted()
      })
  }
}

@Suite struct FilteringLawTests {
  @Test func ignoreValuesMatchesReference() {
    expectEquivalent("ignoreValues", seed: 400, direct: { $0.ignoreValues() }, reference: { referenceIgnoreValues($0) })
  }

  @Test func takeUntilMatchesReference() {
    expectEquivalentWithTrigger(
      "take(until:)", seed: 401, direct: { $0.take(until: $1) }, reference: referenceTakeUntil)
  }

  @Test func takeUntilReplacementMatchesReference() {
    expectEquivalentWithTrigger(
      "take(untilReplacement:)", seed: 402, triggerName: "replacement",
      direct: { $0.take(untilReplacement: $1) }, reference: referenceTakeUntilReplacement)
  }

  @Test func distinctMatchesReference() {
    expectEquivalent("distinct", seed: 403, direct: { $0.distinct() }, reference: { referenceDistinctValues($0) })
  }

  @Test(arguments: [0, 1, 3])
  func elementAtMatchesReference(index: Int) {
    expectEquivalent(
      "element(at: \(index))", seed: 404 + UInt64(index),
      direct: { $0.element(at: index) }, reference: { referenceElementAt($0, index) })
  }

  @Test(arguments: [0, 1, 2])
  func skipLastMatchesReference(count: Int) {
    expectEquivalent(
      "skipLast(\(count))", seed: 410 + UInt64(count),
      direct: { $0.skipLast(count) }, reference: { referenceSkipLast($0, count) })
  }

  @Test func skipUntilMatchesReference() {
    expectEquivalentWithTrigger(
      "skip(until:)", seed: 420, direct: { $0.skip(until: $1) }, reference: referenceSkipUntil)
  }

  @Test func sideEffectsMatchReference() {
    expectEquivalent(
      "doNext.doError.doCompleted", seed: 430,
      direct: { (source: RACSignal<Int>) -> RACSignal<Int> in
        var count = 0
        return source.doNext { count += $0 }.doError { _ in count = -1 }.doCompleted { count += 100 }
          .map { $0 + count }
      },
      reference: { (source: RACSignal<Int>) -> RACSignal<Int> in
        var count = 0
        let next = referenceDo(source, next: { count += $0 })
        let failing = referenceDo(next, error: { _ in count = -1 })
        return referenceMap(referenceDo(failing, completed: { count += 100 })) { $0 + count }
      })
  }

  @Test func finallyMatchesReference() {
    expectEquivalent(
      "finally", seed: 431,
      direct: { (source: RACSignal<Int>) -> RACSignal<Int> in
        var finished = 0
        return source.finally { finished += 1 }.materialize().map { _ in finished }
      },
      reference: { (source: RACSignal<Int>) -> RACSignal<Int> in
        var finished = 0
        let effects = referenceDo(referenceDo(source, error: { _ in finished += 1 }), completed: { finished += 1 })
        return referenceMap(referenceMaterialize(effects)) { _ in finished }
      })
  }

  @Test func initiallyMatchesReference() {
    expectEquivalent(
      "initially", seed: 432,
      direct: { (source: RACSignal<Int>) -> RACSignal<Int> in
        var runs = 0
        return source.initially { runs += 1 }.map { $0 + runs * 10 }
      },
      reference: { (source: RACSignal<Int>) -> RACSignal<Int> in
        var runs = 0
        return referenceMap(
          RACSignal.defer {
            runs += 1
            return source
          }
        ) { $0 + runs * 10 }
      })
  }
}

/// `expectEquivalentWorlds` for an operator of a source and a second
/// signal (a trigger), the world's first inner timeline.
private func expectEquivalentWithTrigger(
  _ law: String,
  seed: UInt64,
  triggerName: String = "trigger",
  direct: @escaping (RACSignal<Int>, RACSignal<Int>) -> RACSignal<Int>,
  reference: @escaping (RACSignal<Int>, RACSignal<Int>) -> RACSignal<Int>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectEquivalentWorlds(
    law, seed: seed,
    direct: { world, outer, inners in direct(outer, world.cold(inners[0], name: triggerName)) },
    reference: { world, outer, inners in reference(outer, world.cold(inners[0], name: triggerName)) },
    sourceLocation: sourceLocation)
}
