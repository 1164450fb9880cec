import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Combining family (Combining/), with the Combining
// article's diagram of `concat(_:)` on signals.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let file = "Combining/RACSignal+Combining.swift"
private let article = "RACSignalOperators.docc/Combining.md"
private let typedReduce = "Combining/RACSignal+CombineLatestReduce.swift"

extension RACMarbleCatalog {
  static let signalOperatorsCombining = RACMarbleFamily(
    "Combining", layer: .signalOperators,
    files: [file, typedReduce],
    examples: [
      Example(
        "concat-signal", layer: .signalOperators, caption: "a.concat(b)",
        documents: [],
        articles: [At(article, "is never subscribed to.")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1-|")
        let b: RACSignal<Int> = try m.cold("b", "-2|")
        m.record(a.concat(b))
      },
      Example(
        "merge", layer: .signalOperators, caption: "RACSignal.merge([a, b])",
        documents: [At(file, "public static func merge(")],
        articles: [At(article, "array forms allocate the array each combination is built in.")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1--2-|")
        let b: RACSignal<Int> = try m.cold("b", "--3---4|")
        m.record(RACSignal.merge([a, b]))
      },
      Example(
        "merge-with", layer: .signalOperators, caption: "merge(signal)",
        documents: [At(file, "public func merge(")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1--2-|")
        let signal: RACSignal<Int> = try m.cold("signal", "--3---4|")
        m.record(source.merge(signal))
      },
      Example(
        "combineLatestWith", layer: .signalOperators,
        caption: "combineLatest(with: signal); p = (a, 1), q = (b, 1), r = (b, 2)",
        documents: [At(file, "public func combineLatest<U>(with")],
        articles: [At(article, "completes only when both have completed:")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a---b----|")
        let signal: RACSignal<Int> = try m.cold("signal", "--1----2-|")
        m.record(
          source.combineLatest(with: signal),
          symbol: RACMarbleScenario.describedAs(["(\"a\", 1)": "p", "(\"b\", 1)": "q", "(\"b\", 2)": "r"]))
      },
      Example(
        "combineLatest-array", layer: .signalOperators, caption: "x = [1, 3], y = [2, 3], z = [2, 4]",
        documents: [At(file, "public static func combineLatest<S: RACSignal<Value>>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2----|")
        let b: RACSignal<Int> = try m.cold("b", "--3----4-|")
        m.record(RACSignal.combineLatest([a, b]), values: ["x": [1, 3], "y": [2, 3], "z": [2, 4]])
      },
      Example(
        "combineLatest-tuple", layer: .signalOperators, caption: "A = (1, x, p), B = (2, x, p), C = (2, x, q)",
        documents: [At(file, "public static func combineLatest<each T>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2---|")
        let b: RACSignal<String> = try m.cold("b", "--x------|")
        let c: RACSignal<String> = try m.cold("c", "---p---q-|")
        m.record(
          RACSignal.combineLatest(a, b, c),
          symbol: RACMarbleScenario.describedAs([
            "(1, \"x\", \"p\")": "A", "(2, \"x\", \"p\")": "B", "(2, \"x\", \"q\")": "C",
          ]))
      },
      Example(
        "combineLatest-reduce", layer: .signalOperators, caption: "combineLatest([a, b]) { $0.reduce(0, +) }",
        documents: [At(file, "public static func combineLatest<S: RACSignal<Value>, R>(")]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2----|")
        let b: RACSignal<Int> = try m.cold("b", "--3----4-|")
        m.record(RACSignal.combineLatest([a, b]) { $0.reduce(0, +) })
      },
      Example(
        "combineLatest-typed-reduce", layer: .signalOperators,
        caption: "RACSignal.combineLatest(a, b) { \"\\($0)\\($1)\" }; p = 1x, q = 2x, r = 2y",
        documents: [
          At(typedReduce, "public static func combineLatest<each T>("),
          At(typedReduce, "public static func combineLatest<A, B>("),
        ]
      ) { m in
        let a: RACSignal<Int> = try m.cold("a", "-1---2----|")
        let b: RACSignal<String> = try m.cold("b", "--x----y-|")
        m.record(
          RACSignal.combineLatest(a, b) { (n: Int, s: String) in "\(n)\(s)" },
          symbol: RACMarbleScenario.describedAs(["1x": "p", "2x": "q", "2y": "r"]))
      },
      Example("sample", layer: .signalOperators, documents: [At(file, "public func sample<S>(")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b---c--|")
        let sampler: RACSignal<String> = try m.cold("sampler", "--x--x--xx---|", subscriptions: true)
        m.record(source.sample(sampler))
      },
      Example("then", layer: .signalOperators, documents: [At(file, "public func then<U>(")]) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.then { try! m.cold("block()", "-x-|") as RACSignal<String> })
      },
    ])
}
