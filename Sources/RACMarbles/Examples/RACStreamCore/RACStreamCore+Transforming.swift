import RACStreamCore
import RACTesting

// RACStreamCore, Transforming family (Transforming/, Transforming.md).
// A RACStream doc comment whose diagram is the RACSignal one is listed in
// the same example's `documents` (the example runs the RACSignal operator).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreTransforming = RACMarbleFamily(
    "Transforming", layer: .streamCore,
    files: [
      "Transforming/RACSignal+Transforming.swift",
      "Transforming/RACStream+Map.swift",
      "Transforming/RACStream+Transforming.swift",
    ],
    examples: [
      Example(
        "map", layer: .streamCore, caption: "map { $0 * 2 }",
        documents: [
          At("Transforming/RACSignal+Transforming.swift", "public func map<U>("),
          At("Transforming/RACStream+Map.swift", "public func map<R: RACStream>("),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.map { $0 * 2 })
      },
      Example(
        "scan", layer: .streamCore, caption: "scan(withStart: 0, reduce: +)",
        documents: [
          At("Transforming/RACSignal+Transforming.swift", "public func scan<R>("),
          At("Transforming/RACStream+Transforming.swift", "public func scan<R: RACStream>("),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.scan(withStart: 0, reduce: +))
      },
      Example(
        "scan-index", layer: .streamCore,
        caption: "scan(withStart: 2) { running, next, index in running * next + index }",
        documents: [
          At("Transforming/RACSignal+Transforming.swift", "public func scan<R>(", 2),
          At("Transforming/RACStream+Transforming.swift", "public func scan<R: RACStream>(", 2),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-1-2-|")
        m.record(source.scan(withStart: 2) { running, next, index in running * next + index })
      },
      Example(
        "mapReplace", layer: .streamCore, caption: "mapReplace(x)",
        documents: [
          At("Transforming/RACSignal+Transforming.swift", "public func mapReplace<"),
          At("Transforming/RACStream+Transforming.swift", "public func mapReplace<"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.mapReplace("x"))
      },
      Example(
        "reduceEach", layer: .streamCore, caption: "reduceEach { x, y in x + y }",
        documents: [
          At("Transforming/RACSignal+Transforming.swift", "public func reduceEach<"),
          At("Transforming/RACStream+Transforming.swift", "public func reduceEach<"),
        ]
      ) { m in
        let source = try m.cold("self", "-a-b-|", values: ["a": (1, 2), "b": (3, 4)], note: "a = (1, 2), b = (3, 4)")
        m.record(source.reduceEach { x, y in x + y })
      },
      Example(
        "scan-combinePrevious", layer: .streamCore,
        documents: [],
        articles: [At("RACStreamCore.docc/Transforming.md", "passes on a combination of each value")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.scan(withStart: 0, reduce: +), label: "scan", note: "withStart: 0, reduce: +")
        m.record(
          source.combinePrevious(withStart: 0, reduce: +), label: "combinePrevious", note: "withStart: 0, reduce: +")
      },
    ])
}
