import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore

/// RACSignalOperators' operators, by family (the folders of the layer).
let signalOperatorsEntries: [GrammarEntry] =
  transformEntries + filterEntries + combineEntries + higherOrderEntries + timeEntries
  + threadingEntries + sideEffectEntries + debuggingEntries

/// A new inner source on each subscription, for the resubscribing operators
/// (a source that already ended would complete or fail again at once, for
/// ever), delivered on the run's test scheduler: they resubscribe on the
/// scheduler current when the source ended (a background one if none is).
func freshInner(_ context: GrammarContext) -> RACSignal<Int> {
  let scheduler = context.scheduler
  return RACSignal.defer { context.inner() }.deliver(on: scheduler)
}

/// Transforming: RACSignal+Transforming, RACSignal+ReduceApply, RACSignal+Boolean.
let transformEntries: [GrammarEntry] = [
  GrammarEntry(name: "materialize()") { context in
    context.source(0).materialize().map { event in
      switch event {
      case .next(let value): value
      case .error: -1
      case .completed: -2
      }
    }
  },
  GrammarEntry(name: "dematerialize()") { context in context.source(0).materialize().dematerialize() },
  GrammarEntry(name: "any(_:)") { context in context.source(0).any { $0 == 5 }.map { $0 ? 1 : 0 } },
  GrammarEntry(name: "any()") { context in context.source(0).any().map { $0 ? 1 : 0 } },
  GrammarEntry(name: "all(_:)") { context in context.source(0).all { $0 != 5 }.map { $0 ? 1 : 0 } },
  GrammarEntry(name: "retry(_:)") { context in freshInner(context).retry(2) },
  GrammarEntry(name: "retry()") { context in freshInner(context).retry() },
  GrammarEntry(name: "repeat()") { context in freshInner(context).repeat() },
  GrammarEntry(name: "aggregate(withStart:reduce:)") { context in
    context.source(0).aggregate(withStart: 0) { $0 &+ $1 }
  },
  GrammarEntry(name: "aggregate(withStart:reduceWithIndex:)") { context in
    context.source(0).aggregate(withStart: 0) { running, value, index in running &+ value &+ index }
  },
  GrammarEntry(name: "aggregate(withStartFactory:reduce:)") { context in
    context.source(0).aggregate(withStartFactory: { 1 }) { $0 &+ $1 }
  },
  GrammarEntry(name: "collect()") { context in context.source(0).collect().map(\.count) },
  GrammarEntry(name: "reduceApply()") { context in
    // One-argument and two-argument forms.
    let one = context.source(0).map { value -> ((Int) -> Int, Int) in ({ $0 &* 2 }, value) }.reduceApply()
    let two = context.source(1).map { value -> ((Int, Int) -> Int, Int, Int) in (&+, value, 1) }
      .reduceApply()
    return one.merge(two)
  },
  GrammarEntry(name: "not()") { context in context.source(0).map { $0 > 3 }.not().map { $0 ? 1 : 0 } },
  GrammarEntry(name: "and()") { context in
    // The array form and a tuple form.
    let array = context.source(0).map { [$0 > 2, $0 < 6] }.and()
    let tuple = context.source(1).map { ($0 > 2, $0 < 6) }.and()
    return array.merge(tuple).map { $0 ? 1 : 0 }
  },
  GrammarEntry(name: "or()") { context in
    let array = context.source(0).map { [$0 > 5, $0 < 2] }.or()
    let tuple = context.source(1).map { ($0 > 5, $0 < 2, $0 == 3) }.or()
    return array.merge(tuple).map { $0 ? 1 : 0 }
  },
]

/// Filtering: RACSignal+Filtering.
let filterEntries: [GrammarEntry] = [
  GrammarEntry(name: "ignoreValues()") { context in context.source(0).ignoreValues() },
  GrammarEntry(name: "takeLast(_:)") { context in context.source(0).takeLast(3) },
  GrammarEntry(name: "skipLast(_:)") { context in context.source(0).skipLast(2) },
  GrammarEntry(name: "take(until:)") { context in context.source(0).take(until: context.source(1)) },
  GrammarEntry(name: "take(untilReplacement:)") { context in
    context.source(0).take(untilReplacement: context.source(1))
  },
  GrammarEntry(name: "skip(until:)") { context in context.source(0).skip(until: context.source(1)) },
  GrammarEntry(name: "distinct()") { context in context.source(0).distinct() },
  GrammarEntry(name: "element(at:)") { context in context.source(0).element(at: 2) },
]

/// Combining: RACSignal+Combine.
let combineEntries: [GrammarEntry] = [
  GrammarEntry(name: "merge(_:)") { context in
    // The method and the static array form.
    let method = context.source(0).merge(context.source(1))
    return RACSignal.merge([method, context.source(2), context.inner()])
  },
  GrammarEntry(name: "combineLatest(with:)") { context in
    context.source(0).combineLatest(with: context.source(1)).map { $0 &+ $1 }
  },
  GrammarEntry(name: "combineLatest(_:)") { context in
    // The array form and the variadic form share the name.
    let array = RACSignal.combineLatest([context.source(0), context.source(1)]).map { $0.reduce(0, &+) }
    return RACSignal.combineLatest(array, context.source(2)).map { $0 &+ $1 }
  },
  GrammarEntry(name: "combineLatest(_:reduce:)") { context in
    // The array form and the typed variadic form share the name.
    let array = RACSignal.combineLatest([context.source(0), context.source(1)]) { $0.reduce(0, &+) }
    return RACSignal.combineLatest(array, context.source(2), context.source(3)) { (a: Int, b: Int, c: Int) in
      a &+ b &+ c
    }
  },
  GrammarEntry(name: "combineLatest(_:_:reduce:)") { context in
    RACSignal.combineLatest(context.source(0), context.source(1)) { $0 &+ $1 }
  },
  GrammarEntry(name: "sample(_:)") { context in context.source(0).sample(context.source(1)) },
  GrammarEntry(name: "then(_:)") { context in
    let inner = context
    return context.source(0).then { inner.inner() }
  },
]

/// Higher order: RACSignal+HigherOrder.
let higherOrderEntries: [GrammarEntry] = [
  GrammarEntry(name: "flatten(_:)") { context in context.signalSource().flatten(2) },
  GrammarEntry(name: "concat()") { context in context.signalSource().concat() },
  GrammarEntry(name: "switchToLatest()") { context in context.signalSource().switchToLatest() },
  GrammarEntry(name: "catch(_:)") { context in
    let inner = context
    return context.source(0).catch { _ in inner.inner() }
  },
  GrammarEntry(name: "catch(to:)") { context in context.source(0).catch(to: context.source(1)) },
  GrammarEntry(name: "if(_:then:else:)") { context in
    RACSignal.if(context.source(0).map { $0 > 3 }, then: context.source(1), else: context.source(2))
  },
  GrammarEntry(name: "switch(_:cases:default:)") { context in
    RACSignal.switch(
      context.source(0).map { $0 % 3 }, cases: [0: context.source(1), 1: context.source(2)],
      default: context.inner())
  },
  GrammarEntry(name: "try(_:)") { context in
    context.source(0).try { value in if value == 7 { throw GrammarError(code: 7) } }
  },
  GrammarEntry(name: "tryMap(_:)") { context in
    context.source(0).tryMap { value in
      if value == 7 { throw GrammarError(code: 7) }
      return value &* 2
    }
  },
]
