import RACStreamCore
import RACTesting

// RACStreamCore: the operators RACSignal implements directly (`Direct/`),
// the RACStream operators built from the primitives (`Operators/`, the
// same diagrams: run on RACSignal), the primitives and the creation
// functions. A RACStream doc comment whose diagram is the RACSignal one is
// listed in the same example's `documents`.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreDirect = RACMarbleFamily(
    "RACStreamCore operators", layer: .streamCore,
    files: [
      "Direct/RACSignal+DistinctUntilChanged.swift", "Direct/RACSignal+Filter.swift",
      "Direct/RACSignal+FlattenMap.swift", "Direct/RACSignal+Map.swift", "Direct/RACSignal+Scan.swift",
      "Direct/RACSignal+StartWith.swift", "Direct/RACSignal+TakeSkip.swift", "Direct/RACSignal+Zip.swift",
    ],
    examples: [
      Example(
        "map", layer: .streamCore, caption: "map { $0 * 2 }",
        documents: [
          At("Direct/RACSignal+Map.swift", "public func map<U>("),
          At("Operators/RACStream+Map.swift", "public func map<R: RACStream>("),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.map { $0 * 2 })
      },
      Example(
        "filter", layer: .streamCore, caption: "filter { $0 % 2 == 0 }",
        documents: [
          At("Direct/RACSignal+Filter.swift", "public func filter("),
          At("Operators/RACStream+Filtering.swift", "public func filter<R: RACStream>("),
        ],
        articles: [At("RACStreamCore.docc/RACStreamCore.md", "| `[ab]` |")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.filter { $0 % 2 == 0 })
      },
      Example(
        "flattenMap", layer: .streamCore,
        documents: [
          At("Direct/RACSignal+FlattenMap.swift", "public func flattenMap<"),
          At("Operators/RACStream+Map.swift", "public func flattenMap<R: RACStream>("),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-----b------|")
        m.record(source.flattenMap { value -> RACSignal<Int> in
          value == "a" ? try! m.cold("f(a)", "-1-2|") : try! m.cold("f(b)", "-3--4|")
        })
      },
      Example(
        "flatten", layer: .streamCore,
        documents: [
          At("Direct/RACSignal+FlattenMap.swift", "public func flatten<U>()"),
          At("Operators/RACStream+HigherOrder.swift", "public func flatten<R: RACStream>()"),
        ],
        articles: [At("RACStreamCore.docc/HigherOrder.md", "to as the value arrives")]
      ) { m in
        let x: RACSignal<Int> = try m.cold("x", "-1-2|")
        let y: RACSignal<Int> = try m.cold("y", "-3--4|")
        let source = try m.cold("self", "-x-----y------|", values: ["x": x, "y": y])
        m.order = ["self", "x", "y", "result"]
        m.record(source.flatten())
      },
      Example(
        "scan", layer: .streamCore, caption: "scan(withStart: 0, reduce: +)",
        documents: [
          At("Direct/RACSignal+Scan.swift", "public func scan<R>("),
          At("Operators/RACStream+Transforming.swift", "public func scan<R: RACStream>("),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.scan(withStart: 0, reduce: +))
      },
      Example(
        "scan-index", layer: .streamCore, caption: "scan(withStart: 2) { running, next, index in running * next + index }",
        documents: [
          At("Direct/RACSignal+Scan.swift", "public func scan<R>(", 2),
          At("Operators/RACStream+Transforming.swift", "public func scan<R: RACStream>(", 2),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-1-2-|")
        m.record(source.scan(withStart: 2) { running, next, index in running * next + index })
      },
      Example(
        "startWith", layer: .streamCore, caption: "start(with: x)",
        documents: [
          At("Direct/RACSignal+StartWith.swift", "public func start(with"),
          At("Operators/RACStream+Combining.swift", "public func start<R: RACStream>(with"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.start(with: "x"))
      },
      Example(
        "take", layer: .streamCore, caption: "take(2)",
        documents: [
          At("Direct/RACSignal+TakeSkip.swift", "public func take("),
          At("Operators/RACStream+Filtering.swift", "public func take<R: RACStream>(_ count"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.take(2))
      },
      Example(
        "skip", layer: .streamCore, caption: "skip(2)",
        documents: [
          At("Direct/RACSignal+TakeSkip.swift", "public func skip("),
          At("Operators/RACStream+Filtering.swift", "public func skip<R: RACStream>(_ count"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.skip(2))
      },
      Example(
        "distinctUntilChanged", layer: .streamCore,
        documents: [
          At("Direct/RACSignal+DistinctUntilChanged.swift", "public func distinctUntilChanged()"),
          At("Operators/RACStream+Filtering.swift", "public func distinctUntilChanged<R: RACStream>()"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-a-b-b-a-|")
        m.record(source.distinctUntilChanged())
      },
      Example(
        "distinctUntilChanged-by", layer: .streamCore, caption: "distinctUntilChanged { $0.lowercased() == $1.lowercased() }",
        documents: [
          At("Direct/RACSignal+DistinctUntilChanged.swift", "public func distinctUntilChanged(by"),
          At("Operators/RACStream+Filtering.swift", "public func distinctUntilChanged<R: RACStream>(by"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-A-b-B-a-|")
        m.record(source.distinctUntilChanged { $0.lowercased() == $1.lowercased() })
      },
      Example(
        "zip-array", layer: .streamCore, caption: "p = [1, x], q = [2, y], r = [3, z]",
        documents: [
          At("Direct/RACSignal+Zip.swift", "public static func zip<S: RACSignal<Value>>("),
          At("Operators/RACStream+Combining.swift", "public static func zip<R: RACStream>(_ streams"),
        ]
      ) { m in
        let a: RACSignal<String> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(RACSignal.zip([a, b]), symbol: RACMarbleScenario.describedAs(["[\"1\", \"x\"]": "p", "[\"2\", \"y\"]": "q", "[\"3\", \"z\"]": "r"]))
      },
      Example(
        "zip-pair", layer: .streamCore, caption: "p = (1, x), q = (2, y), r = (3, z)",
        documents: [
          At("Direct/RACSignal+Zip.swift", "public static func zip<A, B>("),
          At("Operators/RACStream+Zip.swift", "public static func zip<A: RACStream, B: RACStream, R: RACStream>("),
        ]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(RACSignal.zip(a, b), symbol: RACMarbleScenario.describedAs(["(1, \"x\")": "p", "(2, \"y\")": "q", "(3, \"z\")": "r"]))
      },
      Example(
        "zip-tuple", layer: .streamCore, caption: "s = (1, x, p), t = (2, y, q)",
        documents: [
          At("Direct/RACSignal+Zip.swift", "public static func zip<each T>("),
          At("Operators/RACStream+Zip.swift", "public static func zip<A: RACStream, B: RACStream, C: RACStream, R: RACStream>("),
          At("Operators/RACStream+Zip.swift", "public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, R: RACStream>("),
          At("Operators/RACStream+Zip.swift", "public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, R: RACStream>("),
          At("Operators/RACStream+Zip.swift", "public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, F: RACStream, R: RACStream>("),
        ]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y-|")
        let c: RACSignal<String> = try m.cold("c", "-p-q---|")
        m.record(RACSignal.zip(a, b, c), symbol: RACMarbleScenario.describedAs(["(1, \"x\", \"p\")": "s", "(2, \"y\", \"q\")": "t"]))
      },
    ])
}
