import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators: the Filter, SideEffect and Debugging families.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

/// A reference a side effect's block writes to and a check reads.
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension RACMarbleCatalog {
  static let filter = RACMarbleFamily(
    "Filter", layer: .signalOperators,
    files: ["Filter/RACSignal+Filter.swift"],
    examples: [
      Example("ignoreValues", layer: .signalOperators, documents: [At("Filter/RACSignal+Filter.swift", "public func ignoreValues()")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.ignoreValues())
      },
      Example("takeLast", layer: .signalOperators, caption: "takeLast(2)", documents: [At("Filter/RACSignal+Filter.swift", "public func takeLast(")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.takeLast(2))
      },
      Example("takeUntil", layer: .signalOperators, documents: [At("Filter/RACSignal+Filter.swift", "public func take<Trigger>(until")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        let trigger: RACSignal<String> = try m.cold("trigger", "----x")
        m.record(source.take(until: trigger))
      },
      Example(
        "takeUntilReplacement", layer: .signalOperators,
        documents: [At("Filter/RACSignal+Filter.swift", "public func take(untilReplacement")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        let replacement: RACSignal<String> = try m.cold("replacement", "----x-y-|")
        m.record(source.take(untilReplacement: replacement))
      },
      Example("distinct", layer: .signalOperators, documents: [At("Filter/RACSignal+Filter.swift", "public func distinct()")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-a-c-b-|")
        m.record(source.distinct())
      },
      Example("elementAt", layer: .signalOperators, caption: "element(at: 2)", documents: [At("Filter/RACSignal+Filter.swift", "public func element(at")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.element(at: 2))
      },
      Example("skipLast", layer: .signalOperators, caption: "skipLast(2)", documents: [At("Filter/RACSignal+Filter.swift", "public func skipLast(")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.skipLast(2))
      },
      Example("skipUntil", layer: .signalOperators, documents: [At("Filter/RACSignal+Filter.swift", "public func skip<Trigger>(until")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        let trigger: RACSignal<String> = try m.cold("trigger", "----x")
        m.record(source.skip(until: trigger))
      },
    ])

  static let sideEffect = RACMarbleFamily(
    "SideEffects", layer: .signalOperators,
    files: ["SideEffect/RACSignal+SideEffect.swift"],
    examples: [
      Example(
        "doNext", layer: .signalOperators, caption: "doNext { log.append($0) }: log is [a, b]",
        documents: [At("SideEffect/RACSignal+SideEffect.swift", "public func doNext(")]
      ) { m in
        let log = Box<[String]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.doNext { log.value.append($0) })
        m.expect("log == [a, b]") { log.value == ["a", "b"] }
      },
      Example(
        "doError", layer: .signalOperators, caption: "doError: runs at 3",
        documents: [At("SideEffect/RACSignal+SideEffect.swift", "public func doError(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        m.record(source.doError { _ in ran.value.append(m.tick) })
        m.expect("doError's block to run once, at 3") { ran.value == [3] }
      },
      Example(
        "doCompleted", layer: .signalOperators, caption: "doCompleted: runs at 3",
        documents: [At("SideEffect/RACSignal+SideEffect.swift", "public func doCompleted(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-|")
        m.record(source.doCompleted { ran.value.append(m.tick) })
        m.expect("doCompleted's block to run once, at 3") { ran.value == [3] }
      },
      Example(
        "initially", layer: .signalOperators, caption: "initially: runs at 0, before the subscription",
        documents: [At("SideEffect/RACSignal+SideEffect.swift", "public func initially(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACColdTestSignal<String> = try m.cold("self", "-a-|")
        m.record(source.initially { ran.value.append(m.tick + 10 * source.subscriptions.count) }, subscriptions: true)
        m.expect("initially's block to run once, at 0, before the subscription") { ran.value == [0] }
      },
      Example(
        "finally", layer: .signalOperators, caption: "finally: runs at 3",
        documents: [At("SideEffect/RACSignal+SideEffect.swift", "public func finally(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        m.record(source.finally { ran.value.append(m.tick) })
        m.expect("finally's block to run once, at 3") { ran.value == [3] }
      },
    ])

  static let debugging = RACMarbleFamily(
    "Debugging", layer: .signalOperators,
    files: ["Debugging/RACSignal+Debugging.swift"],
    examples: [
      Example(
        "logAll", layer: .signalOperators, caption: "logs \"<…: name = s> next: a\", then \"<…: name = s> completed\"",
        documents: [At("Debugging/RACSignal+Debugging.swift", "public func logAll()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-|")
        m.record(source.setName("s").logAll())
      },
      Example(
        "logNext", layer: .signalOperators, caption: "logs \"<…: name = s> next: a\", \"<…: name = s> next: b\"",
        documents: [At("Debugging/RACSignal+Debugging.swift", "public func logNext()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.setName("s").logNext())
      },
      Example(
        "logError", layer: .signalOperators, caption: "logs \"<…: name = s> error: RACTestError(error)\"",
        documents: [At("Debugging/RACSignal+Debugging.swift", "public func logError()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        m.record(source.setName("s").logError())
      },
      Example(
        "logCompleted", layer: .signalOperators, caption: "logs \"<…: name = s> completed\"",
        documents: [At("Debugging/RACSignal+Debugging.swift", "public func logCompleted()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-|")
        m.record(source.setName("s").logCompleted())
      },
    ])
}
