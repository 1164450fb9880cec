import RACStreamCore
import RACTesting

// RACStreamCore, Combining family (Combining/, Combining.md), with the
// primitives `concat(_:)` and `zip(with:)` (RACSignal+Primitives.swift,
// RACStream.swift) that the article lists.
// A RACStream doc comment whose diagram is the RACSignal one is listed in
// the same example's `documents` (the example runs the RACSignal operator).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreCombining = RACMarbleFamily(
    "Combining", layer: .streamCore,
    files: [
      "Combining/RACSignal+Combining.swift",
      "Combining/RACStream+Combining.swift",
      "Combining/RACStream+Zip.swift",
      "Combining/CombineLatestAndZip.swift",
    ],
    examples: [
      Example(
        "racCombineLatestArray", layer: .streamCore, caption: "x = [1, 3], y = [2, 3], z = [2, 4]",
        documents: [At("Combining/CombineLatestAndZip.swift", "public func _racCombineLatestArray<")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2----|")
        let b: RACSignal<Int> = try m.cold("b", "--3----4-|")
        m.record(_racCombineLatestArray([a, b]), values: ["x": [1, 3], "y": [2, 3], "z": [2, 4]])
      },
      Example(
        "startWith", layer: .streamCore, caption: "start(with: x)",
        documents: [
          At("Combining/RACSignal+Combining.swift", "public func start(with"),
          At("Combining/RACStream+Combining.swift", "public func start<R: RACStream>(with"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.start(with: "x"))
      },
      Example(
        "concat", layer: .streamCore,
        documents: [At("RACSignal+Primitives.swift", "public func concat("), At("RACStream.swift", "func concat(")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        let other: RACSignal<String> = try m.cold("signal", "-c-|")
        m.record(source.concat(other))
      },
      Example(
        "concat-array", layer: .streamCore, caption: "RACSignal.concat([a, b])",
        documents: [At("Combining/RACSignal+Combining.swift", "public static func concat<")],
        articles: [At("RACStreamCore.docc/Combining.md", "concat:self]`:")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-2|")
        let b: RACSignal<Int> = try m.cold("b", "-3-|")
        m.record(RACSignal.concat([a, b]))
      },
      Example(
        "concat-streams", layer: .streamCore, caption: "concat([a, b])",
        documents: [At("Combining/RACStream+Combining.swift", "public static func concat<R: RACStream>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-2|")
        let b: RACSignal<Int> = try m.cold("b", "-3-|")
        m.record(RACSignal.concat([a, b]))
      },
      Example(
        "zipWith", layer: .streamCore, caption: "p = (a, 1), q = (b, 2), r = (c, 3)",
        documents: [At("RACSignal+Primitives.swift", "public func zip<U>(with")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a---b-c-|")
        let other: RACSignal<Int> = try m.cold("signal", "---1-2---3-|")
        m.record(
          source.zip(with: other),
          symbol: RACMarbleScenario.describedAs(["(\"a\", 1)": "p", "(\"b\", 2)": "q", "(\"c\", 3)": "r"]))
      },
      Example(
        "zip-array", layer: .streamCore, caption: "p = [1, x], q = [2, y], r = [3, z]",
        documents: [
          At("Combining/RACSignal+Combining.swift", "public static func zip<S: RACSignal<Value>>("),
          At("Combining/RACStream+Combining.swift", "public static func zip<R: RACStream>(_ streams"),
        ]
      ) { m in
        let a: RACSignal<String> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(
          RACSignal.zip([a, b]),
          symbol: RACMarbleScenario.describedAs(["[\"1\", \"x\"]": "p", "[\"2\", \"y\"]": "q", "[\"3\", \"z\"]": "r"]))
      },
      Example(
        "zip-join", layer: .streamCore, caption: "p = [1, x], q = [2, y], r = [3, z]",
        documents: [At("Combining/RACStream+Combining.swift", "public static func zip<R: RACStream>(_ streams")]
      ) { m in
        let a: RACSignal<String> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(
          RACSignal.zip([a, b]),
          symbol: RACMarbleScenario.describedAs(["[\"1\", \"x\"]": "p", "[\"2\", \"y\"]": "q", "[\"3\", \"z\"]": "r"]))
      },
      Example(
        "zip-pair", layer: .streamCore, caption: "p = (1, x), q = (2, y), r = (3, z)",
        documents: [
          At("Combining/RACSignal+Combining.swift", "public static func zip<A, B>("),
          At("Combining/RACStream+Zip.swift", "public static func zip<A: RACStream, B: RACStream, R: RACStream>("),
        ]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(
          RACSignal.zip(a, b),
          symbol: RACMarbleScenario.describedAs(["(1, \"x\")": "p", "(2, \"y\")": "q", "(3, \"z\")": "r"]))
      },
      Example(
        "zip-tuple", layer: .streamCore, caption: "s = (1, x, p), t = (2, y, q)",
        documents: [
          At("Combining/RACSignal+Combining.swift", "public static func zip<each T>("),
          At(
            "Combining/RACStream+Zip.swift",
            "public static func zip<A: RACStream, B: RACStream, C: RACStream, R: RACStream>("),
          At(
            "Combining/RACStream+Zip.swift",
            "public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, R: RACStream>("),
          At(
            "Combining/RACStream+Zip.swift",
            "public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, R: RACStream>("
          ),
          At(
            "Combining/RACStream+Zip.swift",
            "public static func zip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, F: RACStream, R: RACStream>("
          ),
        ]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y-|")
        let c: RACSignal<String> = try m.cold("c", "-p-q---|")
        m.record(
          RACSignal.zip(a, b, c),
          symbol: RACMarbleScenario.describedAs(["(1, \"x\", \"p\")": "s", "(2, \"y\", \"q\")": "t"]))
      },
      Example(
        "zip-reduce", layer: .streamCore, caption: "RACSignal.zip([a, b]) { $0.reduce(0, +) }",
        documents: [At("Combining/RACSignal+Combining.swift", "public static func zip<S: RACSignal<Value>, U>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<Int> = try m.cold("b", "---4-5---6|")
        m.record(RACSignal.zip([a, b]) { $0.reduce(0, +) })
      },
      Example(
        "zip-reduce-streams", layer: .streamCore, caption: "zip([a, b]) { $0.reduce(0, +) }",
        documents: [At("Combining/RACStream+Combining.swift", "public static func zip<R: RACStream>(", 2)]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<Int> = try m.cold("b", "---4-5---6|")
        m.record(RACSignal.zip([a, b]) { $0.reduce(0, +) })
      },
      Example(
        "zip-typed-reduce", layer: .streamCore,
        caption: "RACSignal.zip(a, b) { \"\\($0)\\($1)\" }; p = 1x, q = 2y, r = 3z",
        documents: [
          At("Combining/RACSignal+Combining.swift", "public static func zip<each T>(", 2),
          At("Combining/RACSignal+Combining.swift", "public static func zip<A, B>(", 2),
        ]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(
          RACSignal.zip(a, b) { (n: Int, s: String) in "\(n)\(s)" },
          symbol: RACMarbleScenario.describedAs(["1x": "p", "2y": "q", "3z": "r"]))
      },
      Example(
        "zip-reduceEach", layer: .streamCore, caption: "RACSignal.zip(a, b).reduceEach(+)",
        documents: [],
        articles: [At("RACStreamCore.docc/Combining.md", "``RACSignal`` through parameter packs)")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<Int> = try m.cold("b", "---4-5---6|")
        m.record(RACSignal.zip(a, b).reduceEach(+))
      },
      Example(
        "combinePrevious", layer: .streamCore, caption: "combinePrevious(withStart: 0, reduce: +)",
        documents: [
          At("Combining/RACSignal+Combining.swift", "public func combinePrevious<"),
          At("Combining/RACStream+Combining.swift", "public func combinePrevious<"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.combinePrevious(withStart: 0, reduce: +))
      },
    ])
}
