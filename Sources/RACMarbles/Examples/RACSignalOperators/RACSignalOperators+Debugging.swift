import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Debugging family (Debugging/).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let signalOperatorsDebugging = RACMarbleFamily(
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
