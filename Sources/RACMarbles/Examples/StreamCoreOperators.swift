import RACStreamCore
import RACTesting

// RACStreamCore: operators built from the primitives (RACSignal's and
// RACStream's doc comments draw the same diagram), the primitives, and the
// family articles' diagrams.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreOperators = RACMarbleFamily(
    "RACStreamCore derived operators", layer: .streamCore,
    files: [
      "Operators/RACSignal+Combining.swift", "Operators/RACSignal+Filtering.swift", "Operators/RACSignal+Transforming.swift",
      "Operators/RACStream+Combining.swift", "Operators/RACStream+Filtering.swift", "Operators/RACStream+HigherOrder.swift",
      "Operators/RACStream+Map.swift", "Operators/RACStream+Transforming.swift", "Operators/RACStream+Zip.swift",
      "RACSignal+Primitives.swift", "RACStream.swift", "Direct/RACSignal+ZipReduce.swift",
    ],
    examples: [
      Example(
        "concat-array", layer: .streamCore, caption: "RACSignal.concat([a, b])",
        documents: [At("Operators/RACSignal+Combining.swift", "public static func concat<")],
        articles: [At("RACStreamCore.docc/Combining.md", "concat:self]`:")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-2|")
        let b: RACSignal<Int> = try m.cold("b", "-3-|")
        m.record(RACSignal.concat([a, b]))
      },
      Example(
        "concat-streams", layer: .streamCore, caption: "concat([a, b])",
        documents: [At("Operators/RACStream+Combining.swift", "public static func concat<R: RACStream>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-2|")
        let b: RACSignal<Int> = try m.cold("b", "-3-|")
        m.record(RACSignal.concat([a, b]))
      },
      Example(
        "zip-reduce", layer: .streamCore, caption: "RACSignal.zip([a, b]) { $0.reduce(0, +) }",
        documents: [At("Operators/RACSignal+Combining.swift", "public static func zip<S: RACSignal<Value>, U>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<Int> = try m.cold("b", "---4-5---6|")
        m.record(RACSignal.zip([a, b]) { $0.reduce(0, +) })
      },
      Example(
        "zip-typed-reduce", layer: .streamCore,
        caption: "RACSignal.zip(a, b) { \"\\($0)\\($1)\" }; p = 1x, q = 2y, r = 3z",
        documents: [At("Direct/RACSignal+ZipReduce.swift", "public static func zip<each T>("), At("Direct/RACSignal+ZipReduce.swift", "public static func zip<A, B>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(
          RACSignal.zip(a, b) { (n: Int, s: String) in "\(n)\(s)" },
          symbol: RACMarbleScenario.describedAs(["1x": "p", "2y": "q", "3z": "r"]))
      },
      Example(
        "zip-reduce-streams", layer: .streamCore, caption: "zip([a, b]) { $0.reduce(0, +) }",
        documents: [At("Operators/RACStream+Combining.swift", "public static func zip<R: RACStream>(", 2)]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<Int> = try m.cold("b", "---4-5---6|")
        m.record(RACSignal.zip([a, b]) { $0.reduce(0, +) })
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
        "zip-join", layer: .streamCore, caption: "p = [1, x], q = [2, y], r = [3, z]",
        documents: [At("Operators/RACStream+Combining.swift", "public static func zip<R: RACStream>(_ streams")]
      ) { m in
        let a: RACSignal<String> = try m.cold("a", "-1---2-3-|")
        let b: RACSignal<String> = try m.cold("b", "---x-y---z|")
        m.record(RACSignal.zip([a, b]), symbol: RACMarbleScenario.describedAs(["[\"1\", \"x\"]": "p", "[\"2\", \"y\"]": "q", "[\"3\", \"z\"]": "r"]))
      },
      Example(
        "combinePrevious", layer: .streamCore, caption: "combinePrevious(withStart: 0, reduce: +)",
        documents: [
          At("Operators/RACSignal+Combining.swift", "public func combinePrevious<"),
          At("Operators/RACStream+Combining.swift", "public func combinePrevious<"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.combinePrevious(withStart: 0, reduce: +))
      },
      Example(
        "scan-combinePrevious", layer: .streamCore,
        documents: [],
        articles: [At("RACStreamCore.docc/Transforming.md", "passes on a combination of each value")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.scan(withStart: 0, reduce: +), label: "scan", note: "withStart: 0, reduce: +")
        m.record(source.combinePrevious(withStart: 0, reduce: +), label: "combinePrevious", note: "withStart: 0, reduce: +")
      },
      Example(
        "ignore", layer: .streamCore, caption: "ignore(a)",
        documents: [
          At("Operators/RACSignal+Filtering.swift", "public func ignore("),
          At("Operators/RACStream+Filtering.swift", "public func ignore<"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-a-c-|")
        m.record(source.ignore("a"))
      },
      Example(
        "takeUntilBlock", layer: .streamCore, caption: "take(untilBlock: { $0 == 3 })",
        documents: [
          At("Operators/RACSignal+Filtering.swift", "public func take(untilBlock"),
          At("Operators/RACStream+Filtering.swift", "public func take<R: RACStream>(untilBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.take(untilBlock: { $0 == 3 }))
      },
      Example(
        "takeWhileBlock", layer: .streamCore, caption: "take(whileBlock: { $0 < 3 })",
        documents: [
          At("Operators/RACSignal+Filtering.swift", "public func take(whileBlock"),
          At("Operators/RACStream+Filtering.swift", "public func take<R: RACStream>(whileBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-1-|")
        m.record(source.take(whileBlock: { $0 < 3 }))
      },
      Example(
        "skipUntilBlock", layer: .streamCore, caption: "skip(untilBlock: { $0 == 3 })",
        documents: [
          At("Operators/RACSignal+Filtering.swift", "public func skip(untilBlock"),
          At("Operators/RACStream+Filtering.swift", "public func skip<R: RACStream>(untilBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-1-|")
        m.record(source.skip(untilBlock: { $0 == 3 }))
      },
      Example(
        "skipWhileBlock", layer: .streamCore, caption: "skip(whileBlock: { $0 < 3 })",
        documents: [
          At("Operators/RACSignal+Filtering.swift", "public func skip(whileBlock"),
          At("Operators/RACStream+Filtering.swift", "public func skip<R: RACStream>(whileBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-1-|")
        m.record(source.skip(whileBlock: { $0 < 3 }))
      },
      Example(
        "takeSkipUntilBlock", layer: .streamCore,
        documents: [],
        articles: [At("RACStreamCore.docc/Filtering.md", "returned `true`:")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-1-|")
        m.record(source.take(untilBlock: { $0 == 3 }), label: "take(until)", note: "untilBlock: { $0 == 3 }")
        m.record(source.skip(untilBlock: { $0 == 3 }), label: "skip(until)", note: "untilBlock: { $0 == 3 }")
      },
      Example(
        "mapReplace", layer: .streamCore, caption: "mapReplace(x)",
        documents: [
          At("Operators/RACSignal+Transforming.swift", "public func mapReplace<"),
          At("Operators/RACStream+Transforming.swift", "public func mapReplace<"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.mapReplace("x"))
      },
      Example(
        "reduceEach", layer: .streamCore, caption: "reduceEach { x, y in x + y }",
        documents: [
          At("Operators/RACSignal+Transforming.swift", "public func reduceEach<"),
          At("Operators/RACStream+Transforming.swift", "public func reduceEach<"),
        ]
      ) { m in
        let source = try m.cold("self", "-a-b-|", values: ["a": (1, 2), "b": (3, 4)], note: "a = (1, 2), b = (3, 4)")
        m.record(source.reduceEach { x, y in x + y })
      },
      Example(
        "bind", layer: .streamCore,
        documents: [At("RACSignal+Primitives.swift", "public func bind<U>(")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a------b-----|")
        m.record(source.bind {
          { value, _ in value == "a" ? try! m.cold("f(a)", "-1-2|") as RACSignal<Int> : try! m.cold("f(b)", "-3|") }
        })
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
        "zipWith", layer: .streamCore, caption: "p = (a, 1), q = (b, 2), r = (c, 3)",
        documents: [At("RACSignal+Primitives.swift", "public func zip<U>(with")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a---b-c-|")
        let other: RACSignal<Int> = try m.cold("signal", "---1-2---3-|")
        m.record(source.zip(with: other), symbol: RACMarbleScenario.describedAs(["(\"a\", 1)": "p", "(\"b\", 2)": "q", "(\"c\", 3)": "r"]))
      },
    ])

  static let streamCoreCreation = RACMarbleFamily(
    "RACStreamCore creation", layer: .streamCore,
    files: ["RACSignal+Creation.swift"],
    examples: [
      Example(
        "empty", layer: .streamCore,
        documents: [At("RACSignal+Creation.swift", "public static func empty()"), At("RACStream.swift", "static func empty()")]
      ) { m in
        m.record(RACSignal<Int>.empty(), label: "")
      },
      Example(
        "return", layer: .streamCore,
        documents: [At("RACSignal+Creation.swift", "public static func `return`("), At("RACStream.swift", "static func `return`(")]
      ) { m in
        m.record(RACSignal.return("a"), label: "")
      },
      Example("error", layer: .streamCore, documents: [At("RACSignal+Creation.swift", "public static func error(")]) { m in
        m.record(RACSignal<Int>.error(RACTestError()), label: "")
      },
      Example("never", layer: .streamCore, documents: [At("RACSignal+Creation.swift", "public static func never()")]) { m in
        m.record(RACSignal<Int>.never(), label: "", length: 6)
      },
      Example("defer", layer: .streamCore, documents: [At("RACSignal+Creation.swift", "public static func `defer`(")]) { m in
        let deferred = RACSignal<String>.defer { try! m.cold("block()", "-a-b-|", subscriptions: true) }
        m.record(deferred, label: "result", subscribeAt: 0, subscriptions: true)
        m.order = ["block()", "result"]
      },
    ])
}
