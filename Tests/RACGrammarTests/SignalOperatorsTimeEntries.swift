import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore

/// Time: RACSignal+Time, on the run's
/// test scheduler. The forms without a scheduler use the scheduler current at
/// each event (a background one if none is): their source delivers on the
/// test scheduler.
let timeEntries: [GrammarEntry] = [
  GrammarEntry(name: "delay(_:on:)") { context in context.source(0).delay(1, on: context.scheduler) },
  GrammarEntry(name: "delay(_:)") { context in context.source(0).deliver(on: context.scheduler).delay(1) },
  GrammarEntry(name: "throttle(_:on:)") { context in context.source(0).throttle(1, on: context.scheduler) },
  GrammarEntry(name: "throttle(_:)") { context in
    context.source(0).deliver(on: context.scheduler).throttle(1)
  },
  GrammarEntry(name: "throttle(_:on:valuesPassingTest:)") { context in
    context.source(0).throttle(1, on: context.scheduler, valuesPassingTest: { $0.isMultiple(of: 2) })
  },
  GrammarEntry(name: "throttle(_:valuesPassingTest:)") { context in
    context.source(0).deliver(on: context.scheduler).throttle(1, valuesPassingTest: { $0.isMultiple(of: 2) })
  },
  GrammarEntry(name: "buffer(withTime:on:)") { context in
    context.source(0).buffer(withTime: 1, on: context.scheduler).map { $0.reduce(0, &+) }
  },
  GrammarEntry(name: "timeout(_:on:)") { context in context.source(0).timeout(2, on: context.scheduler) },
  GrammarEntry(name: "interval(_:on:)") { context in
    // The timer never ends: a source ends the merge with an error, or the
    // observer disposes.
    RACSignal.merge([RACSignal<Date>.interval(1, on: context.scheduler).map { _ in 1 }, context.source(0)])
  },
  GrammarEntry(name: "interval(_:on:withLeeway:)") { context in
    RACSignal.merge([
      RACSignal<Date>.interval(1.5, on: context.scheduler, withLeeway: 0.5).map { _ in 1 }, context.source(0),
    ])
  },
]

/// Threading: RACSignal+Threading, on the run's test scheduler.
let threadingEntries: [GrammarEntry] = [
  GrammarEntry(name: "deliver(on:)") { context in context.source(0).deliver(on: context.scheduler) },
  GrammarEntry(name: "subscribe(on:)") { context in context.source(0).subscribe(on: context.scheduler) },
]

/// Side effects: RACSignal+SideEffect.
let sideEffectEntries: [GrammarEntry] = [
  GrammarEntry(name: "doNext(_:)") { context in context.source(0).doNext { _ in } },
  GrammarEntry(name: "doError(_:)") { context in context.source(0).doError { _ in } },
  GrammarEntry(name: "doCompleted(_:)") { context in context.source(0).doCompleted {} },
  GrammarEntry(name: "initially(_:)") { context in context.source(0).initially {} },
  GrammarEntry(name: "finally(_:)") { context in context.source(0).finally {} },
]

/// Logging prints every line through `RACLog.sink`: the harness discards
/// them. The sink is one per process, and the root package's test process
/// also runs RACSignalOperators' DebuggingTests, which collect what it
/// gets: the runs of these entries hold `withLogSinkLock` (GrammarTests).
func quietLog() { RACLog.sink = { _ in } }

/// Debugging: RACSignal+Debugging.
let debuggingEntries: [GrammarEntry] = [
  GrammarEntry(name: "logAll()") { context in
    quietLog()
    return context.source(0).logAll()
  },
  GrammarEntry(name: "logNext()") { context in
    quietLog()
    return context.source(0).logNext()
  },
  GrammarEntry(name: "logError()") { context in
    quietLog()
    return context.source(0).logError()
  },
  GrammarEntry(name: "logCompleted()") { context in
    quietLog()
    return context.source(0).logCompleted()
  },
]
