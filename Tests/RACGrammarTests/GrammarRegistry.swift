import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects

/// One operator under the grammar harness: its public name (base name and
/// argument labels, as the completeness test reads them from the sources)
/// and how to build a signal of integers with it from the run's sources.
struct GrammarEntry: @unchecked Sendable {
  // Safety: immutable; `build` captures nothing mutable, and each run calls
  // it for its own sources, on one thread.
  /// `map(_:)`, `take(untilBlock:)`, `zip(_:_:_:)`, …
  let name: String
  /// The operator keeps its subscription to the source after its own
  /// subscribers are gone, by design (RAC 2.5's `replay`, `startLazily`, …):
  /// the upstream-disposal check then applies only once every source ended.
  var keepsUpstream = false
  let build: (GrammarContext) -> RACSignal<Int>

  /// Whether the entry's signal passes its source's events on through a
  /// single-source sink, which forwards what its source gives it unchecked
  /// (Docs/Internals.md, "Nothing after disposal": the source already
  /// checked them): its runs use no stubborn source (`GrammarSource`).
  var forwardsSourceEvents: Bool { forwardingEntries.contains(name) }
}

/// The entries whose signal forwards its source's events through a
/// single-source sink (or, for `defer(_:)`, hands its subscriber to the
/// deferred signal), directly or through an operator chained in the entry:
/// a stubborn source's events after disposal would get through them by
/// design. Every other entry runs with stubborn sources, and drops what they
/// send after disposal.
let forwardingEntries: Set<String> = [
  "RACSequence.all(_:)", "RACSequence.any(_:)", "RACSequence.foldLeft(withStart:reduce:)",
  "RACSequence.foldRight(withStart:reduce:)", "RACSequence.objectPassingTest(_:)",
  "aggregate(withStart:reduce:)", "aggregate(withStart:reduceWithIndex:)",
  "aggregate(withStartFactory:reduce:)", "all(_:)", "any()", "any(_:)", "collect()",
  "combinePrevious(withStart:reduce:)", "defer(_:)", "dematerialize()", "distinct()", "distinctUntilChanged()",
  "distinctUntilChanged(by:)", "doCompleted(_:)", "doError(_:)", "doNext(_:)", "element(at:)", "filter(_:)",
  "finally(_:)", "ignore(_:)", "ignoreValues()", "initially(_:)", "logAll()", "logCompleted()", "logError()",
  "logNext()", "map(_:)", "mapReplace(_:)", "materialize()", "not()", "reduceEach(_:)",
  "scan(withStart:reduce:)", "scan(withStart:reduceWithIndex:)", "skip(_:)", "skip(untilBlock:)",
  "skip(whileBlock:)", "skipLast(_:)", "take(_:)", "take(untilBlock:)", "take(whileBlock:)", "takeLast(_:)",
  "try(_:)", "tryMap(_:)",
]

/// The layers whose public operators must all be registered.
let grammarLayers = ["RACStreamCore", "RACSubjects", "RACSignalOperators", "RACSequence"]

/// Every registered operator. A new operator joins with one entry here (or in
/// another file's array added to this list).
let grammarRegistry: [GrammarEntry] = streamCoreEntries + subjectEntries + signalOperatorsEntries + sequenceEntries

/// RACStreamCore's operators.
let streamCoreEntries: [GrammarEntry] = [
  GrammarEntry(name: "createSignal(_:)") { context in
    let source = context.source(0)
    return RACSignal.createSignal { subscriber in source.subscribe(subscriber) }
  },
  GrammarEntry(name: "return(_:)") { context in RACSignal.return(1).concat(context.source(0)) },
  GrammarEntry(name: "empty()") { context in RACSignal.empty().concat(context.source(0)) },
  GrammarEntry(name: "error(_:)") { context in
    context.source(0).concat(RACSignal.error(GrammarError(code: 0)))
  },
  GrammarEntry(name: "never()") { context in
    context.source(0).take(untilBlock: { $0 == 7 }).concat(RACSignal.never()).take(2)
  },
  GrammarEntry(name: "defer(_:)") { context in
    let source = context.source(0)
    return RACSignal.defer { source }
  },
  GrammarEntry(name: "bind(_:)") { context in
    let inner = context
    return context.source(0).bind {
      { (value: Int, stop: inout Bool) -> RACSignal<Int>? in
        if value == 7 { stop = true }
        if value == 6 { return nil }
        return value.isMultiple(of: 2) ? RACSignal.return(value) : inner.inner()
      }
    }
  },
  GrammarEntry(name: "map(_:)") { context in context.source(0).map { $0 &* 3 } },
  GrammarEntry(name: "mapReplace(_:)") { context in context.source(0).mapReplace(5) },
  GrammarEntry(name: "filter(_:)") { context in context.source(0).filter { $0.isMultiple(of: 2) } },
  GrammarEntry(name: "ignore(_:)") { context in context.source(0).ignore(3) },
  GrammarEntry(name: "reduceEach(_:)") { context in
    context.source(0).map { ($0, $0 + 1) }.reduceEach { $0 + $1 }
  },
  GrammarEntry(name: "scan(withStart:reduce:)") { context in
    context.source(0).scan(withStart: 0) { $0 &+ $1 }
  },
  GrammarEntry(name: "scan(withStart:reduceWithIndex:)") { context in
    context.source(0).scan(withStart: 0) { running, value, index in running &+ value &+ index }
  },
  GrammarEntry(name: "combinePrevious(withStart:reduce:)") { context in
    context.source(0).combinePrevious(withStart: 0) { $0 &+ $1 }
  },
  GrammarEntry(name: "distinctUntilChanged()") { context in context.source(0).distinctUntilChanged() },
  GrammarEntry(name: "distinctUntilChanged(by:)") { context in
    context.source(0).distinctUntilChanged { $0 % 3 == $1 % 3 }
  },
  GrammarEntry(name: "take(_:)") { context in context.source(0).take(3) },
  GrammarEntry(name: "skip(_:)") { context in context.source(0).skip(2) },
  GrammarEntry(name: "take(untilBlock:)") { context in context.source(0).take(untilBlock: { $0 == 5 }) },
  GrammarEntry(name: "take(whileBlock:)") { context in context.source(0).take(whileBlock: { $0 != 5 }) },
  GrammarEntry(name: "skip(untilBlock:)") { context in context.source(0).skip(untilBlock: { $0 == 5 }) },
  GrammarEntry(name: "skip(whileBlock:)") { context in context.source(0).skip(whileBlock: { $0 != 5 }) },
  GrammarEntry(name: "start(with:)") { context in context.source(0).start(with: 9) },
  GrammarEntry(name: "concat(_:)") { context in
    // Both forms: the method and the static array form.
    let method = context.source(0).concat(context.source(1))
    return RACSignal.concat([method, context.source(2), context.inner()])
  },
  GrammarEntry(name: "flatten()") { context in context.signalSource().flatten() },
  GrammarEntry(name: "flattenMap(_:)") { context in
    let inner = context
    return context.source(0).flattenMap { value in
      value.isMultiple(of: 3) ? RACSignal.return(value) : inner.inner()
    }
  },
  GrammarEntry(name: "zip(with:)") { context in
    context.source(0).zip(with: context.source(1)).map { $0 &+ $1 }
  },
  GrammarEntry(name: "zip(_:)") { context in
    // The array form and the variadic form share the name.
    let array = RACSignal.zip([context.source(0), context.source(1)]).map { $0.reduce(0, &+) }
    return RACSignal.zip(array, context.source(2)).map { $0 &+ $1 }
  },
  GrammarEntry(name: "zip(_:reduce:)") { context in
    // The array form and the typed variadic form share the name.
    let array = RACSignal.zip([context.source(0), context.source(1)]) { $0.reduce(0, &+) }
    return RACSignal.zip(array, context.source(2), context.source(3)) { (a: Int, b: Int, c: Int) in a &+ b &+ c }
  },
  GrammarEntry(name: "zip(_:_:reduce:)") { context in
    RACSignal.zip(context.source(0), context.source(1)) { $0 &+ $1 }
  },
  GrammarEntry(name: "zip(_:_:)") { context in
    RACSignal.zip(context.source(0), context.source(1)).map { $0 &+ $1 }
  },
  GrammarEntry(name: "zip(_:_:_:)") { context in
    RACSignal.zip(context.source(0), context.source(1), context.source(2)).map { $0 &+ $1 &+ $2 }
  },
  GrammarEntry(name: "zip(_:_:_:_:)") { context in
    RACSignal.zip(context.source(0), context.source(1), context.source(2), context.source(3))
      .map { $0 &+ $1 &+ $2 &+ $3 }
  },
  GrammarEntry(name: "zip(_:_:_:_:_:)") { context in
    RACSignal.zip(
      context.source(0), context.source(1), context.source(2), context.source(3), context.source(0)
    ).map { $0 &+ $1 &+ $2 &+ $3 &+ $4 }
  },
  GrammarEntry(name: "zip(_:_:_:_:_:_:)") { context in
    RACSignal.zip(
      context.source(0), context.source(1), context.source(2),
      context.source(0), context.source(1), context.source(2)
    ).map { $0 &+ $1 &+ $2 &+ $3 &+ $4 &+ $5 }
  },
]

/// RACSubjects' operators.
let subjectEntries: [GrammarEntry] = [
  GrammarEntry(name: "multicast(_:)") { context in
    connected(context.source(0).multicast(RACReplaySubject(capacity: 2)))
  },
  GrammarEntry(name: "publish()") { context in connected(context.source(0).publish()) },
  GrammarEntry(name: "connect()") { context in connected(context.source(0).publish()) },
  GrammarEntry(name: "autoconnect()") { context in context.source(0).publish().autoconnect() },
  GrammarEntry(name: "replay()", keepsUpstream: true) { context in context.source(0).replay() },
  GrammarEntry(name: "replayLast()", keepsUpstream: true) { context in context.source(0).replayLast() },
  GrammarEntry(name: "replayLazily()", keepsUpstream: true) { context in context.source(0).replayLazily() },
  GrammarEntry(name: "group(by:)") { context in
    context.source(0).group(by: { $0 % 3 }).flattenMap { $0.map { $0 } }
  },
  GrammarEntry(name: "group(by:transform:)") { context in
    context.source(0).group(by: { $0 % 2 }, transform: { $0 &* 10 }).flattenMap { $0.map { $0 } }
  },
  GrammarEntry(name: "startEagerly(with:block:)", keepsUpstream: true) { context in
    let source = context.source(0)
    return RACSignal.startEagerly(with: RACScheduler.immediate) { subscriber in
      source.subscribe(subscriber)
    }
  },
  GrammarEntry(name: "startLazily(with:block:)", keepsUpstream: true) { context in
    let source = context.source(0)
    return RACSignal.startLazily(with: RACScheduler.immediate) { subscriber in
      source.subscribe(subscriber)
    }
  },
]

/// A multicast connection's signal that connects on subscription and
/// disposes the connection with the subscription.
func connected(_ connection: RACMulticastConnection<Int>) -> RACSignal<Int> {
  RACSignal { subscriber in
    let subscription = connection.signal.subscribe(subscriber)
    let connectionDisposable = connection.connect()
    return RACDisposable {
      subscription.dispose()
      connectionDisposable.dispose()
    }
  }
}
