import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import RACSubjects

/// The error every failing source sends.
struct SoakError: Error {}

/// What a deterministic chain delivers: its values and how it ends.
struct Model {
  enum Terminal { case completed, error, none }

  var values: [Int]
  var terminal: Terminal

  var events: [SoakEvent] {
    values.map(SoakEvent.next)
      + {
        switch terminal {
        case .completed: [SoakEvent.completed]
        case .error: [SoakEvent.error]
        case .none: []
        }
      }()
  }

  /// The same values, the same terminal event.
  func with(values: [Int]) -> Model { Model(values: values, terminal: terminal) }
}

/// A cold signal that sends `values` and `terminal` synchronously during
/// its subscription; `tracer` (if any) is captured by its block.
func coldSignal(_ values: [Int], _ terminal: Model.Terminal, tracer: Tracer? = nil) -> RACSignal<Int> {
  RACSignal { subscriber in
    for value in values { subscriber.sendNext(tracer?.touch(value) ?? value) }
    switch terminal {
    case .completed: subscriber.sendCompleted()
    case .error: subscriber.sendError(SoakError())
    case .none: break
    }
    return nil
  }
}

/// One operator of a chain: how to apply it to a signal, and what it does to
/// a deterministic model (`nil`: the result depends on time or threads).
struct SoakOperator {
  let name: String
  let apply: (RACSignal<Int>) -> RACSignal<Int>
  let model: (Model) -> Model?
  /// Keeps its source subscribed after its subscribers leave (RAC's
  /// `replay`, `replayLazily`): on a hot source the chain before it lives
  /// until the source ends.
  var keepsSource = false
  /// Never ends, even when its source does (`merge(never)`).
  var neverEnds = false
  /// Delivers later, on another thread, in the same order (`delay`,
  /// `deliver(on:)`, `subscribe(on:)`): the model still holds, but the
  /// events arrive after `subscribe` returned.
  var asynchronous = false
  /// Its model assumes that its source sent everything during the
  /// subscription (the combining operators, whose other source is cold and
  /// synchronous): after an asynchronous operator the order differs.
  var needsSynchronousSource = false

  /// The same operator, marked as needing a synchronous source.
  func needingSynchronousSource() -> SoakOperator {
    var op = self
    op.needsSynchronousSource = true
    return op
  }
}

/// The environment of chain building.
struct ChainContext {
  /// Background schedulers for the time and threading operators.
  let schedulers: [RACScheduler]
  /// The object every block of the chain captures.
  let tracer: Tracer
  /// Hot signals for triggers and samplers (a subject of the pool), or nil.
  let hotSignal: RACSignal<Int>?
}

/// The operator families, each with the operators the soak run draws from.
enum OperatorFamily: CaseIterable {
  case transform, filter, takeSkip, combine, higherOrder, sideEffect, time, threading, multicast
}

/// A random operator of a random family.
func randomOperator(_ rng: inout SoakRandom, _ context: ChainContext) -> SoakOperator {
  let family = OperatorFamily.allCases[rng.below(OperatorFamily.allCases.count)]
  let t = context.tracer
  let k = rng.within(0...9)
  let scheduler = context.schedulers[rng.below(context.schedulers.count)]
  switch family {
  case .transform:
    switch rng.below(5) {
    case 0:
      return SoakOperator(name: "map(+\(k))", apply: { $0.map { t.touch($0) &+ k } }) {
        $0.with(values: $0.values.map { $0 &+ k })
      }
    case 1:
      return SoakOperator(
        name: "scan(\(k), +)", apply: { $0.scan(withStart: k) { t.touch($0) &+ $1 } }
      ) { m in
        var running = k
        return m.with(
          values: m.values.map {
            running = running &+ $0
            return running
          })
      }
    case 2:
      return SoakOperator(name: "mapReplace(\(k))", apply: { $0.mapReplace(k) }) {
        $0.with(values: $0.values.map { _ in k })
      }
    case 3:
      return SoakOperator(
        name: "tryMap(throws on \(k))",
        apply: {
          $0.tryMap { v in
            if t.touch(v) == k { throw SoakError() }
            return v
          }
        }
      ) { m in
        guard let index = m.values.firstIndex(of: k) else { return m }
        return Model(values: Array(m.values[..<index]), terminal: .error)
      }
    default:
      return SoakOperator(
        name: "materialize.dematerialize", apply: { $0.materialize().dematerialize() }, model: { $0 })
    }
  case .filter:
    switch rng.below(4) {
    case 0:
      let m = k + 2
      return SoakOperator(name: "filter(%\(m)≠0)", apply: { $0.filter { t.touch($0) % m != 0 } }) {
        $0.with(values: $0.values.filter { $0 % m != 0 })
      }
    case 1:
      return SoakOperator(name: "distinctUntilChanged", apply: { $0.distinctUntilChanged() }) { m in
        var out: [Int] = []
        for v in m.values where out.last != v { out.append(v) }
        return m.with(values: out)
      }
    case 2:
      return SoakOperator(name: "ignore(\(k))", apply: { $0.ignore(k) }) {
        $0.with(values: $0.values.filter { $0 != k })
      }
    default:
      return SoakOperator(name: "ignoreValues", apply: { $0.ignoreValues() }) { $0.with(values: []) }
    }
  case .takeSkip:
    let n = rng.within(0...4)
    switch rng.below(10) {
    case 0:
      return SoakOperator(name: "take(\(n))", apply: { $0.take(n) }) { m in
        m.values.count >= n ? Model(values: Array(m.values.prefix(n)), terminal: .completed) : m
      }
    case 1:
      return SoakOperator(name: "skip(\(n))", apply: { $0.skip(n) }) {
        $0.with(values: Array($0.values.dropFirst(n)))
      }
    case 2:
      return SoakOperator(name: "take(while <\(k))", apply: { $0.take(whileBlock: { t.touch($0) < k }) }) { m in
        guard let index = m.values.firstIndex(where: { !($0 < k) }) else { return m }
        return Model(values: Array(m.values[..<index]), terminal: .completed)
      }
    case 3:
      return SoakOperator(name: "take(until >=\(k))", apply: { $0.take(untilBlock: { t.touch($0) >= k }) }) { m in
        guard let index = m.values.firstIndex(where: { $0 >= k }) else { return m }
        return Model(values: Array(m.values[..<index]), terminal: .completed)
      }
    case 4:
      return SoakOperator(name: "skip(while <\(k))", apply: { $0.skip(whileBlock: { t.touch($0) < k }) }) {
        $0.with(values: Array($0.values.drop(while: { $0 < k })))
      }
    case 5:
      return SoakOperator(name: "skip(until >=\(k))", apply: { $0.skip(untilBlock: { t.touch($0) >= k }) }) {
        $0.with(values: Array($0.values.drop(while: { !($0 >= k) })))
      }
    case 6:
      return SoakOperator(name: "takeLast(\(n))", apply: { $0.takeLast(n) }) { m in
        m.terminal == .completed ? m.with(values: Array(m.values.suffix(n))) : m.with(values: [])
      }
    case 7:
      return SoakOperator(name: "skipLast(\(n))", apply: { $0.skipLast(n) }) {
        $0.with(values: Array($0.values.dropLast(n)))
      }
    case 8:
      return SoakOperator(name: "startWith(\(k))", apply: { $0.start(with: k) }) {
        $0.with(values: [k] + $0.values)
      }
    default:
      if let hot = context.hotSignal, rng.percent(50) {
        return SoakOperator(name: "take(until: hot)", apply: { $0.take(until: hot) }, model: { _ in nil })
      }
      return SoakOperator(name: "take(until: never)", apply: { $0.take(until: RACSignal<Int>.never()) }, model: { $0 })
    }
  case .combine:
    return combineOperator(&rng, context, t).needingSynchronousSource()
  case .higherOrder:
    switch rng.below(7) {
    case 0:
      return SoakOperator(
        name: "flattenMap([v,v+1]|)",
        apply: { $0.flattenMap { v in coldSignal([t.touch(v), v &+ 1], .completed) } }
      ) { $0.with(values: $0.values.flatMap { [$0, $0 &+ 1] }) }
    case 1:
      return SoakOperator(
        name: "map(return).switchToLatest",
        apply: { $0.map { RACSignal<Int>.return(t.touch($0)) }.switchToLatest() }, model: { $0 })
    case 2:
      let limit = rng.within(1...3)
      return SoakOperator(
        name: "map([v]|).flatten(\(limit))",
        apply: { $0.map { coldSignal([t.touch($0)], .completed) }.flatten(limit) }, model: { $0 })
    case 3:
      return SoakOperator(
        name: "map([v,v]|).concat", apply: { $0.map { coldSignal([t.touch($0), $0], .completed) }.concat() }
      ) { $0.with(values: $0.values.flatMap { [$0, $0] }) }
    case 4:
      return SoakOperator(
        name: "catch([7]|)", apply: { $0.catch { _ in coldSignal([t.touch(7)], .completed) } }
      ) { m in m.terminal == .error ? Model(values: m.values + [7], terminal: .completed) : m }
    case 5:
      return SoakOperator(name: "catch(to: [9]|)", apply: { $0.catch(to: coldSignal([9], .completed)) }) { m in
        m.terminal == .error ? Model(values: m.values + [9], terminal: .completed) : m
      }
    default:
      if rng.percent(50) {
        // RAC resubscribes through a scheduler (the current one, else a
        // background one): asynchronous, so no model.
        return SoakOperator(name: "retry(1)", apply: { $0.retry(1) }, model: { _ in nil })
      }
      return SoakOperator(
        name: "then([5]|)", apply: { $0.then { coldSignal([t.touch(5)], .completed) } }
      ) { m in m.terminal == .completed ? Model(values: [5], terminal: .completed) : m.with(values: []) }
    }
  case .sideEffect:
    switch rng.below(5) {
    case 0: return SoakOperator(name: "doNext", apply: { $0.doNext { _ = t.touch($0) } }, model: { $0 })
    case 1: return SoakOperator(name: "doError", apply: { $0.doError { _ in _ = t.touch(0) } }, model: { $0 })
    case 2: return SoakOperator(name: "doCompleted", apply: { $0.doCompleted { _ = t.touch(0) } }, model: { $0 })
    case 3: return SoakOperator(name: "initially", apply: { $0.initially { _ = t.touch(0) } }, model: { $0 })
    default: return SoakOperator(name: "finally", apply: { $0.finally { _ = t.touch(0) } }, model: { $0 })
    }
  case .time:
    // Tiny intervals on a real background scheduler.
    let interval = Double(rng.within(1...5)) / 10_000
    switch rng.below(4) {
    case 0:
      return SoakOperator(
        name: "throttle(\(interval))", apply: { $0.throttle(interval, on: scheduler) }, model: { _ in nil })
    case 1:
      // RAC's delay forwards an error at once, ahead of the delayed values.
      var op = SoakOperator(name: "delay(\(interval))", apply: { $0.delay(interval, on: scheduler) }) {
        $0.terminal == .error ? nil : $0
      }
      op.asynchronous = true
      return op
    case 2:
      return SoakOperator(
        name: "buffer(\(interval)).sum",
        apply: { $0.buffer(withTime: interval, on: scheduler).map { t.touch($0.reduce(0, &+)) } },
        model: { _ in nil })
    default:
      let timeout = interval * 100
      return SoakOperator(
        name: "timeout(\(timeout))", apply: { $0.timeout(timeout, on: scheduler) }, model: { _ in nil })
    }
  case .threading:
    var op =
      rng.percent(50)
      ? SoakOperator(name: "deliver(on:)", apply: { $0.deliver(on: scheduler) }, model: { $0 })
      : SoakOperator(name: "subscribe(on:)", apply: { $0.subscribe(on: scheduler) }, model: { $0 })
    op.asynchronous = true
    return op
  case .multicast:
    switch rng.below(4) {
    case 0:
      return SoakOperator(name: "replayLazily", apply: { $0.replayLazily() }, model: { $0 }, keepsSource: true)
    case 1:
      return SoakOperator(name: "publish.autoconnect", apply: { $0.publish().autoconnect() }, model: { $0 })
    case 2:
      return SoakOperator(name: "aggregate(0, +)", apply: { $0.aggregate(withStart: 0) { t.touch($0) &+ $1 } }) { m in
        m.terminal == .completed ? m.with(values: [m.values.reduce(0, &+)]) : m.with(values: [])
      }
    default:
      return SoakOperator(name: "collect.count", apply: { $0.collect().map { t.touch($0.count) } }) { m in
        m.terminal == .completed ? m.with(values: [m.values.count]) : m.with(values: [])
      }
    }
  }
}

extension Model {
  /// The same values with another terminal event.
  func withTerminal(_ terminal: Terminal) -> Model { Model(values: values, terminal: terminal) }
}

/// A built chain: its signal, its description, and its model when
/// deterministic.
struct Chain {
  let signal: RACSignal<Int>
  let name: String
  let expected: [SoakEvent]?
  /// Whether the chain delivers everything during `subscribe` (else its
  /// events come later, in the model's order).
  let synchronous: Bool
  /// The tracer is expected to be released after the subscription ends
  /// (not when an operator keeps a hot source subscribed by design).
  let watchTracer: Bool
}

/// Builds a chain of 2–6 random operators on `source` (`model` when the
/// source is cold and synchronous), leaving out the operators whose name
/// contains one of `without`.
///
/// An operator that keeps its source subscribed (`replayLazily`) is used
/// only on a cold source that ends, and not after a `retry` of a
/// `publish().autoconnect()`: as in RAC, a subscription to a plain subject
/// that has ended never ends (the subject keeps the subscriber and sends
/// nothing), and the subject, the subscriber and the chain between them form
/// a reference cycle; behind `replayLazily`, which never disposes its
/// source subscription, that is memory kept by design. A hot source may
/// end before its subscription is made (a sender replaced it, or
/// `subscribe(on:)` or `retry` subscribes later), so hot chains do not use
/// it either.
func buildChain(
  source: RACSignal<Int>, sourceName: String, model: Model?, hot: Bool, sourceEnds: Bool,
  without: [String], _ rng: inout SoakRandom, _ context: ChainContext
) -> Chain {
  var signal = source
  var model = model
  var names = [sourceName]
  var keepsSource = false
  var ends = sourceEnds && !hot
  var published = false
  var asynchronous = false
  for _ in 0..<rng.within(2...6) {
    var op = randomOperator(&rng, context)
    while (op.keepsSource && !ends) || without.contains(where: { op.name.contains($0) }) {
      op = randomOperator(&rng, context)
    }
    published = published || op.name.hasPrefix("publish")
    ends = ends && !op.neverEnds && !(published && op.name.hasPrefix("retry"))
    signal = op.apply(signal)
    model = op.needsSynchronousSource && asynchronous ? nil : model.flatMap(op.model)
    asynchronous = asynchronous || op.asynchronous
    names.append(op.name)
    keepsSource = keepsSource || op.keepsSource
  }
  return Chain(
    signal: signal, name: names.joined(separator: " > "), expected: model?.events,
    synchronous: !asynchronous, watchTracer: !(hot && keepsSource))
}

/// A combining operator whose other source is cold and synchronous.
func combineOperator(_ rng: inout SoakRandom, _ context: ChainContext, _ t: Tracer) -> SoakOperator {
  switch rng.below(5) {
  case 0:
    return SoakOperator(
      name: "merge([100,101]|)", apply: { $0.merge(coldSignal([100, 101], .completed)) }
    ) { m in
      switch m.terminal {
      case .error: m
      case .none: Model(values: m.values + [100, 101], terminal: .none)
      case .completed: Model(values: m.values + [100, 101], terminal: .completed)
      }
    }
  case 1:
    return SoakOperator(
      name: "zip([1000,2000]|)",
      apply: { $0.zip(with: coldSignal([1000, 2000], .completed)).map { t.touch($0.0) &+ $0.1 } }
    ) { m in
      if m.terminal == .error { return Model(values: [], terminal: .error) }
      let pairs = zip(m.values, [1000, 2000]).map { $0 &+ $1 }
      let ends = m.terminal == .completed || m.values.count >= 2
      return Model(values: pairs, terminal: ends ? .completed : .none)
    }
  case 2:
    return SoakOperator(
      name: "combineLatest([1000]|)",
      apply: { $0.combineLatest(with: coldSignal([1000], .completed)).map { t.touch($0.0) &+ $0.1 } }
    ) { m in
      if m.terminal == .error { return Model(values: [], terminal: .error) }
      return Model(values: m.values.last.map { [$0 &+ 1000] } ?? [], terminal: m.terminal)
    }
  case 3:
    return SoakOperator(name: "sample(return(0))", apply: { $0.sample(RACSignal<Int>.return(0)) }) { m in
      switch m.terminal {
      case .error: Model(values: [], terminal: .error)
      case .completed: Model(values: [], terminal: .completed)
      case .none: Model(values: m.values.last.map { [$0] } ?? [], terminal: .completed)
      }
    }
  default:
    if let hot = context.hotSignal {
      return SoakOperator(name: "sample(hot)", apply: { $0.sample(hot) }, model: { _ in nil })
    }
    var op = SoakOperator(name: "merge(never)", apply: { $0.merge(RACSignal<Int>.never()) }) {
      $0.terminal == .completed ? $0.withTerminal(.none) : $0
    }
    op.neverEnds = true
    return op
  }
}
