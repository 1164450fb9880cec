import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Filtering family (Filtering/).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let signalOperatorsFiltering = RACMarbleFamily(
    "Filtering", layer: .signalOperators,
    files: ["Filtering/RACSignal+Filtering.swift"],
    examples: [
      Example(
        "ignoreValues", layer: .signalOperators,
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func ignoreValues()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.ignoreValues())
      },
      Example(
        "takeLast", layer: .signalOperators, caption: "takeLast(2)",
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func takeLast(")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.takeLast(2))
      },
      Example(
        "takeUntil", layer: .signalOperators,
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func take<Trigger>(until")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        let trigger: RACSignal<String> = try m.cold("trigger", "----x")
        m.record(source.take(until: trigger))
      },
      Example(
        "takeUntilReplacement", layer: .signalOperators,
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func take(untilReplacement")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        let replacement: RACSignal<String> = try m.cold("replacement", "----x-y-|")
        m.record(source.take(untilReplacement: replacement))
      },
      Example(
        "distinct", layer: .signalOperators,
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func distinct()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-a-c-b-|")
        m.record(source.distinct())
      },
      Example(
        "elementAt", layer: .signalOperators, caption: "element(at: 2)",
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func element(at")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.element(at: 2))
      },
      Example(
        "skipLast", layer: .signalOperators, caption: "skipLast(2)",
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func skipLast(")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.skipLast(2))
      },
      Example(
        "skipUntil", layer: .signalOperators,
        documents: [At("Filtering/RACSignal+Filtering.swift", "public func skip<Trigger>(until")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        let trigger: RACSignal<String> = try m.cold("trigger", "----x")
        m.record(source.skip(until: trigger))
      },
    ])
}
