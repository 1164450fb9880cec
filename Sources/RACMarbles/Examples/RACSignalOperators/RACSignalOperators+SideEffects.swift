import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, SideEffects family (SideEffects/).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

/// A reference a side effect's block writes to and a check reads.
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension RACMarbleCatalog {
  static let signalOperatorsSideEffects = RACMarbleFamily(
    "SideEffects", layer: .signalOperators,
    files: ["SideEffects/RACSignal+SideEffects.swift"],
    examples: [
      Example(
        "doNext", layer: .signalOperators, caption: "doNext { log.append($0) }: log is [a, b]",
        documents: [At("SideEffects/RACSignal+SideEffects.swift", "public func doNext(")]
      ) { m in
        let log = Box<[String]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.doNext { log.value.append($0) })
        m.expect("log == [a, b]") { log.value == ["a", "b"] }
      },
      Example(
        "doError", layer: .signalOperators, caption: "doError: runs at 3",
        documents: [At("SideEffects/RACSignal+SideEffects.swift", "public func doError(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        m.record(source.doError { _ in ran.value.append(m.tick) })
        m.expect("doError's block to run once, at 3") { ran.value == [3] }
      },
      Example(
        "doCompleted", layer: .signalOperators, caption: "doCompleted: runs at 3",
        documents: [At("SideEffects/RACSignal+SideEffects.swift", "public func doCompleted(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-|")
        m.record(source.doCompleted { ran.value.append(m.tick) })
        m.expect("doCompleted's block to run once, at 3") { ran.value == [3] }
      },
      Example(
        "initially", layer: .signalOperators, caption: "initially: runs at 0, before the subscription",
        documents: [At("SideEffects/RACSignal+SideEffects.swift", "public func initially(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACColdTestSignal<String> = try m.cold("self", "-a-|")
        m.record(source.initially { ran.value.append(m.tick + 10 * source.subscriptions.count) }, subscriptions: true)
        m.expect("initially's block to run once, at 0, before the subscription") { ran.value == [0] }
      },
      Example(
        "finally", layer: .signalOperators, caption: "finally: runs at 3",
        documents: [At("SideEffects/RACSignal+SideEffects.swift", "public func finally(")]
      ) { m in
        let ran = Box<[Int]>([])
        let source: RACSignal<String> = try m.cold("self", "-a-#")
        m.record(source.finally { ran.value.append(m.tick) })
        m.expect("finally's block to run once, at 3") { ran.value == [3] }
      },
    ])
}
