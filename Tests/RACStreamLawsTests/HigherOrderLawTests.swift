import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTestSupport
import Testing

// References for the higher-order family: ReactiveCocoa 2.5's algorithms as
// RAC writes them, or RAC's derivations from other operators' references.

/// `-flatten:` as RAC writes it.
func referenceFlattenLimited<U>(_ source: RACSignal<RACSignal<U>>, _ maxConcurrent: Int) -> RACSignal<U> {
  RACSignal { subscriber in
    let compoundDisposable = RACCompoundDisposable()
    let lock = NSRecursiveLock()
    var activeDisposables: [RACSerialDisposable] = []
    var selfCompleted = false
    var queuedSignals: [RACSignal<U>] = []

    func completeIfAllowed() {
      if selfCompleted && activeDisposables.isEmpty { subscriber.sendCompleted() }
    }

    func subscribeToSignal(_ signal: RACSignal<U>) {
      let serialDisposable = RACSerialDisposable()
      lock.withLock {
        compoundDisposable.add(serialDisposable)
        activeDisposables.append(serialDisposable)
      }
      serialDisposable.disposable = signal.subscribeNext(
        { subscriber.sendNext($0) },
        error: { subscriber.sendError($0) },
        completed: {
          let nextSignal: RACSignal<U>? = lock.withLock {
            compoundDisposable.remove(serialDisposable)
            activeDisposables.removeAll { $0 === serialDisposable }
            if queuedSignals.isEmpty {
              completeIfAllowed()
              return nil
            }
            return queuedSignals.removeFirst()
          }
          if let nextSignal { subscribeToSignal(nextSignal) }
        }
      )
    }

    compoundDisposable.add(
      source.subscribeNext(
        { signal in
          let queued = lock.withLock { () -> Bool in
            if maxConcurrent > 0 && activeDisposables.count >= maxConcurrent {
              queuedSignals.append(signal)
              return true
            }
            return false
          }
          if !queued { subscribeToSignal(signal) }
        },
        error: { subscriber.sendError($0) },
        completed: {
          lock.withLock {
            selfCompleted = true
            completeIfAllowed()
          }
        }
      ))
    return compoundDisposable
  }
}

// `-takeUntil:` as RAC writes it: `referenceTakeUntil` in FilteringLawTests.swift.

/// `-switchToLatest` as RAC derives it: publish, then flattenMap each inner
/// signal taken until the next one arrives.
///
/// The returned disposable keeps the connection alive, so that disposal
/// follows RAC's code — the flattenMap subscription, then the connection —
/// and not the moment the last reference to the published subject happens
/// to go (its deinit disposes the subscription to the source, and Swift
/// releases it during the flattenMap's disposal in some runs and not in
/// others).
func referenceSwitchToLatest<U>(_ source: RACSignal<RACSignal<U>>) -> RACSignal<U> {
  RACSignal { subscriber in
    let connection = source.publish()
    let subscriptionDisposable = referenceFlattenMap(connection.signal) { (x: RACSignal<U>) in
      referenceTakeUntil(x, connection.signal.concat(.never()))
    }.subscribe(subscriber)
    let connectionDisposable = connection.connect()
    return RACDisposable {
      subscriptionDisposable.dispose()
      connectionDisposable.dispose()
      withExtendedLifetime(connection) {}
    }
  }
}

/// `-catch:` as RAC writes it.
func referenceCatch<T>(_ source: RACSignal<T>, _ block: @escaping (any Error) -> RACSignal<T>) -> RACSignal<T> {
  RACSignal { subscriber in
    let catchDisposable = RACSerialDisposable()
    let subscriptionDisposable = source.subscribeNext(
      { subscriber.sendNext($0) },
      error: { catchDisposable.disposable = block($0).subscribe(subscriber) },
      completed: { subscriber.sendCompleted() }
    )
    return RACDisposable {
      catchDisposable.dispose()
      subscriptionDisposable.dispose()
    }
  }
}

@Suite struct HigherOrderLawTests {
  @Test(arguments: [0, 1, 2, 3])
  func flattenLimitedMatchesReference(maxConcurrent: Int) {
    expectEquivalentWorlds(
      "flatten(\(maxConcurrent))", seed: 400 + UInt64(maxConcurrent),
      direct: { world, outer, inners in outer.map { inner(world, inners, $0) }.flatten(maxConcurrent) },
      reference: { world, outer, inners in
        referenceFlattenLimited(outer.map { inner(world, inners, $0) }, maxConcurrent)
      }
    )
  }

  @Test func concatMatchesFlattenOne() {
    expectEquivalentWorlds(
      "concat()", seed: 410,
      direct: { world, outer, inners in outer.map { inner(world, inners, $0) }.concat() },
      reference: { world, outer, inners in referenceFlattenLimited(outer.map { inner(world, inners, $0) }, 1) }
    )
  }

  @Test func switchToLatestMatchesReference() {
    expectEquivalentWorlds(
      "switchToLatest()", seed: 420,
      direct: { world, outer, inners in outer.map { inner(world, inners, $0) }.switchToLatest() },
      reference: { world, outer, inners in referenceSwitchToLatest(outer.map { inner(world, inners, $0) }) }
    )
  }

  @Test func ifMatchesReference() {
    expectEquivalentWorlds(
      "if(_:then:else:)", seed: 430,
      direct: { world, outer, inners in
        RACSignal.if(outer.map { $0 % 2 == 0 }, then: inner(world, inners, 0), else: inner(world, inners, 1))
      },
      reference: { world, outer, inners in
        let signals = [inner(world, inners, 0), inner(world, inners, 1)]
        return referenceSwitchToLatest(referenceMap(outer) { $0 % 2 == 0 ? signals[0] : signals[1] })
      }
    )
  }

  @Test func switchMatchesReference() {
    expectEquivalentWorlds(
      "switch(_:cases:default:)", seed: 440,
      direct: { world, outer, inners in
        RACSignal.switch(outer, cases: [0: inner(world, inners, 0), 1: inner(world, inners, 1)], default: nil)
      },
      reference: { world, outer, inners in
        let cases = [0: inner(world, inners, 0), 1: inner(world, inners, 1)]
        return referenceSwitchToLatest(
          referenceMap(outer) { key in
            cases[key] ?? .error(RACSignalError.noMatchingCase(String(describing: key)))
          })
      }
    )
  }

  /// Inner signals whose subscription makes the inner signal they replace
  /// send (a value, an error, its completion), sends a further inner signal
  /// into the receiver, or both: the window between subscribing the new
  /// inner signal and cutting the previous one, which generated timelines
  /// never open. 300 scripts of 4 inner signals each.
  @Test func switchToLatestMatchesReferenceWhileAnInnerSignalIsSubscribed() {
    struct Failure: Error, CustomStringConvertible {
      let code: Int
      var description: String { "failure \(code)" }
    }
    /// What each inner signal's subscription does before it sends its own
    /// value: 0 nothing; 1, 2, 3 the previous inner signal sends a value,
    /// fails or completes; 4 the next inner signal is sent into the
    /// receiver; 5 both 1 and 4.
    func transcript(_ script: [Int], _ switching: (RACSignal<RACSignal<Int>>) -> RACSignal<Int>) -> [String] {
      var log: [String] = []
      let outer = RACSubject<RACSignal<Int>>()
      let subjects = script.indices.map { _ in RACSubject<Int>() }
      var nestedSent = Set<Int>()
      func innerSignal(_ index: Int) -> RACSignal<Int> {
        RACSignal { subscriber in
          let subscription = subjects[index].subscribe(subscriber)
          let previous = index > 0 ? subjects[index - 1] : nil
          switch script[index] {
          case 1, 5: previous?.sendNext(100 + index)
          case 2: previous?.sendError(Failure(code: index))
          case 3: previous?.sendCompleted()
          default: break
          }
          if script[index] >= 4, index + 1 < script.count, nestedSent.insert(index + 1).inserted {
            outer.sendNext(innerSignal(index + 1))
          }
          subscriber.sendNext(10 * index)
          previous?.sendNext(200 + index)
          return subscription
        }
      }
      let subscription = switching(outer).subscribeNext(
        { log.append("next \($0)") }, error: { log.append("error \($0)") },
        completed: { log.append("completed") })
      for index in script.indices {
        if !nestedSent.contains(index) { outer.sendNext(innerSignal(index)) }
        if index > 0 { subjects[index - 1].sendNext(300 + index) }
        subjects[index].sendNext(400 + index)
      }
      outer.sendCompleted()
      subjects.last?.sendCompleted()
      subscription.dispose()
      return log
    }
    var rng = SplitMix(seed: 460)
    var failures = 0
    for _ in 0..<300 {
      let script = (0..<4).map { _ in Int.random(in: 0..<6, using: &rng) }
      let expected = transcript(script) { referenceSwitchToLatest($0) }
      let actual = transcript(script) { $0.switchToLatest() }
      if expected != actual {
        failures += 1
        if failures <= 3 {
          Issue.record("script \(script):\n  reference: \(expected)\n  direct:    \(actual)")
        }
      }
    }
    #expect(failures == 0, "\(failures) of 300 scripts differ")
  }

  @Test func catchMatchesReference() {
    expectEquivalentWorlds(
      "catch(_:)", seed: 450,
      direct: { world, outer, inners in outer.catch { _ in inner(world, inners, 0) } },
      reference: { world, outer, inners in referenceCatch(outer) { _ in inner(world, inners, 0) } }
    )
  }

  @Test func catchToMatchesCatch() {
    expectEquivalentWorlds(
      "catch(to:)", seed: 460,
      direct: { world, outer, inners in outer.catch(to: inner(world, inners, 1)) },
      reference: { world, outer, inners in referenceCatch(outer) { _ in inner(world, inners, 1) } }
    )
  }

  @Test func tryMatchesReference() {
    let check: (Int) throws -> Void = { if $0 == 3 { throw LawError(code: 99) } }
    expectEquivalentWorlds(
      "try(_:)", seed: 470,
      direct: { _, outer, _ in outer.try(check) },
      reference: { _, outer, _ in
        referenceTryMap(outer) { value in
          try check(value)
          return value
        }
      }
    )
  }

  @Test func tryMapMatchesReference() {
    let transform: (Int) throws -> Int = { value in
      if value == 2 { throw LawError(code: 98) }
      return value * 7
    }
    expectEquivalentWorlds(
      "tryMap(_:)", seed: 480,
      direct: { _, outer, _ in outer.tryMap(transform) },
      reference: { _, outer, _ in referenceTryMap(outer, transform) }
    )
  }
}

/// `tryMap` built from `flattenMap`: each value becomes a signal of the
/// transformed value, or of the error `transform` threw.
private func referenceTryMap(_ source: RACSignal<Int>, _ transform: @escaping (Int) throws -> Int) -> RACSignal<Int> {
  referenceFlattenMap(source) { value -> RACSignal<Int> in
    do {
      return .return(try transform(value))
    } catch {
      return .error(error)
    }
  }
}
