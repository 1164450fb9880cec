import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import Testing

// References for the combine family: ReactiveCocoa 2.5's algorithms, written
// as RAC writes them (createSignal and block subscribers), or RAC's
// derivation from other operators' references.

/// `-combineLatestWith:` as RAC writes it.
func referenceCombineLatestWith<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>) -> RACSignal<(A, B)> {
  RACSignal { subscriber in
    let disposable = RACCompoundDisposable()
    let lock = NSRecursiveLock()
    var lastSelfValue: A?
    var selfCompleted = false
    var lastOtherValue: B?
    var otherCompleted = false

    func sendNext() {
      lock.withLock {
        guard let left = lastSelfValue, let right = lastOtherValue else { return }
        subscriber.sendNext((left, right))
      }
    }

    let selfDisposable = a.subscribeNext(
      { x in
        lock.withLock {
          lastSelfValue = x
          sendNext()
        }
      },
      error: { subscriber.sendError($0) },
      completed: {
        lock.withLock {
          selfCompleted = true
          if otherCompleted { subscriber.sendCompleted() }
        }
      }
    )
    disposable.add(selfDisposable)
    let otherDisposable = b.subscribeNext(
      { x in
        lock.withLock {
          lastOtherValue = x
          sendNext()
        }
      },
      error: { subscriber.sendError($0) },
      completed: {
        lock.withLock {
          otherCompleted = true
          if selfCompleted { subscriber.sendCompleted() }
        }
      }
    )
    disposable.add(otherDisposable)
    return disposable
  }
}

/// `+combineLatest:` as RAC derives it: `+join:block:` over
/// `-combineLatestWith:`.
func referenceCombineLatest(_ signals: [RACSignal<Int>]) -> RACSignal<[Int]> {
  guard let first = signals.first else { return .empty() }
  var current: RACSignal<[Int]> = referenceMap(first) { [$0] }
  for signal in signals.dropFirst() {
    current = referenceMap(referenceCombineLatestWith(current, signal)) { $0 + [$1] }
  }
  return current
}

/// `+merge:` as RAC derives it: a signal of the signals, flattened.
func referenceMerge(_ signals: [RACSignal<Int>]) -> RACSignal<Int> {
  let outer = RACSignal<RACSignal<Int>> { subscriber in
    for signal in signals { subscriber.sendNext(signal) }
    subscriber.sendCompleted()
    return nil
  }
  return referenceFlatten(outer)
}

/// `-sample:` as RAC writes it.
func referenceSample<S>(_ source: RACSignal<Int>, _ sampler: RACSignal<S>) -> RACSignal<Int> {
  RACSignal { subscriber in
    let lock = NSLock()
    var lastValue: Int?
    let samplerDisposable = RACSerialDisposable()
    let sourceDisposable = source.subscribeNext(
      { x in lock.withLock { lastValue = x } },
      error: { error in
        samplerDisposable.dispose()
        subscriber.sendError(error)
      },
      completed: {
        samplerDisposable.dispose()
        subscriber.sendCompleted()
      }
    )
    samplerDisposable.disposable = sampler.subscribeNext(
      { _ in
        let value = lock.withLock { lastValue }
        if let value { subscriber.sendNext(value) }
      },
      error: { error in
        sourceDisposable.dispose()
        subscriber.sendError(error)
      },
      completed: {
        sourceDisposable.dispose()
        subscriber.sendCompleted()
      }
    )
    return RACDisposable {
      samplerDisposable.dispose()
      sourceDisposable.dispose()
    }
  }
}

/// The inner signal of value `index` in a generated world.
func inner(_ world: Transcript, _ inners: [Timeline], _ index: Int) -> RACSignal<Int> {
  world.cold(inners[index], name: "inner\(index)")
}

@Suite struct CombiningLawTests {
  @Test func combineLatestWithMatchesReference() {
    expectEquivalentWorlds(
      "combineLatest(with:)", seed: 300,
      direct: { world, outer, inners in outer.combineLatest(with: inner(world, inners, 0)).map { "\($0),\($1)" } },
      reference: { world, outer, inners in
        referenceMap(referenceCombineLatestWith(outer, inner(world, inners, 0))) { "\($0),\($1)" }
      }
    )
  }

  @Test(arguments: [1, 2, 3, 4])
  func combineLatestOfArraysMatchesReference(count: Int) {
    expectEquivalentWorlds(
      "combineLatest of \(count)", seed: 310 + UInt64(count),
      direct: { world, outer, inners in
        RACSignal.combineLatest([outer] + (1..<count).map { inner(world, inners, $0) })
      },
      reference: { world, outer, inners in
        referenceCombineLatest([outer] + (1..<count).map { inner(world, inners, $0) })
      }
    )
  }

  /// The variadic `zip` of three and four signals, one state over all the
  /// sources, against RAC's chain of `-zipWith:` links: the same values,
  /// completion, errors, subscriptions and disposals — a link that
  /// completes beneath the last cuts off its sources, whose later errors
  /// are not heard.
  @Test func zipOfThreeSignalsMatchesReference() {
    expectEquivalentWorlds(
      "zip(a, b, c)", seed: 330,
      direct: { world, outer, inners in
        RACSignal.zip(outer, inner(world, inners, 1), inner(world, inners, 2)).map { [$0, $1, $2] }
      },
      reference: { world, outer, inners in
        referenceZip([outer, inner(world, inners, 1), inner(world, inners, 2)])
      }
    )
  }

  @Test func zipOfFourSignalsWithAReduceMatchesReference() {
    expectEquivalentWorlds(
      "zip(a, b, c, d) { … }", seed: 340,
      direct: { world, outer, inners in
        RACSignal.zip(outer, inner(world, inners, 1), inner(world, inners, 2), inner(world, inners, 3)) {
          [$0, $1, $2, $3]
        }
      },
      reference: { world, outer, inners in
        referenceZip([outer, inner(world, inners, 1), inner(world, inners, 2), inner(world, inners, 3)])
      }
    )
  }

  @Test func combineLatestOfATupleMatchesReference() {
    expectEquivalentWorlds(
      "combineLatest(a, b, c)", seed: 320,
      direct: { world, outer, inners in
        RACSignal.combineLatest(outer, inner(world, inners, 1), inner(world, inners, 2)).map { [$0, $1, $2] }
      },
      reference: { world, outer, inners in
        referenceCombineLatest([outer, inner(world, inners, 1), inner(world, inners, 2)])
      }
    )
  }

  @Test(arguments: [1, 2, 3])
  func mergeMatchesReference(count: Int) {
    expectEquivalentWorlds(
      "merge of \(count)", seed: 330 + UInt64(count),
      direct: { world, outer, inners in RACSignal.merge([outer] + (1..<count).map { inner(world, inners, $0) }) },
      reference: { world, outer, inners in referenceMerge([outer] + (1..<count).map { inner(world, inners, $0) }) }
    )
  }

  @Test func sampleMatchesReference() {
    expectEquivalentWorlds(
      "sample", seed: 340,
      direct: { world, outer, inners in outer.sample(inner(world, inners, 0)) },
      reference: { world, outer, inners in referenceSample(outer, inner(world, inners, 0)) }
    )
  }

  @Test func thenMatchesReference() {
    expectEquivalentWorlds(
      "then", seed: 350,
      direct: { world, outer, inners in outer.then { inner(world, inners, 0) } },
      reference: { world, outer, inners in
        referenceFilter(outer) { _ in false }.concat(.defer { inner(world, inners, 0) })
      }
    )
  }
}
