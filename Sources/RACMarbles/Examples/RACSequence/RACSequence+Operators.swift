import RACSequence

// RACSequence, Operators article: the RACStream operators on sequences
// (RACSequence+Primitives, +Transforming, +Filtering, +Combining, +ZipReduce),
// drawn as pulled values: `[1, 2, 3]`.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

/// An operator on one input sequence, `self`.
private func unary<Value: Sendable, Result>(
  _ name: String, _ file: String, _ declaration: String, _ occurrence: Int = 1, caption: String? = nil,
  _ input: [Value], _ apply: @escaping @Sendable (RACSequence<Value>) -> RACSequence<Result>
) -> Example {
  Example(name, layer: .sequence, caption: caption, documents: [At(file, declaration, occurrence)]) { m in
    m.record(apply(m.sequence("self", input)))
  }
}

private let primitives = "RACSequence+Primitives.swift"
private let transforming = "Operators/RACSequence+Transforming.swift"
private let filtering = "Operators/RACSequence+Filtering.swift"
private let combining = "Operators/RACSequence+Combining.swift"
private let typedZip = "Operators/RACSequence+ZipReduce.swift"

extension RACMarbleCatalog {
  static let sequenceOperators = RACMarbleFamily(
    "Operators", layer: .sequence,
    files: [
      primitives,
      transforming,
      filtering,
      combining,
      typedZip,
    ],
    examples: [
      unary(
        "bind", primitives, "public func bind<U>(", caption: "bind { { v, _ in [v, v * 10].racSequence } }", [1, 2, 3]
      ) {
        $0.bind { { value, _ in [value, value * 10].racSequence } }
      },
      Example("concat", layer: .sequence, documents: [At(primitives, "public func concat(")]) { m in
        let source = m.sequence("self", [1, 2])
        m.record(source.concat(m.sequence("sequence", [3])))
      },
      Example("zipWith", layer: .sequence, documents: [At(primitives, "public func zip<U>(with")]) { m in
        let source = m.sequence("self", [1, 2, 3])
        m.record(source.zip(with: m.sequence("sequence", ["a", "b"])))
      },

      unary("map", transforming, "public func map<U>(", caption: "map { $0 * 2 }", [1, 2, 3]) { $0.map { $0 * 2 } },
      unary(
        "flattenMap", transforming, "public func flattenMap<U>(", caption: "flattenMap { [$0, $0].racSequence }",
        [1, 2]
      ) {
        $0.flattenMap { [$0, $0].racSequence }
      },
      Example("flatten", layer: .sequence, documents: [At(transforming, "public func flatten<U>()")]) { m in
        let source = m.sequence("self", [[1, 2].racSequence, [].racSequence, [3].racSequence])
        m.record(source.flatten())
      },
      unary("mapReplace", transforming, "public func mapReplace<U>(", caption: "mapReplace(x)", [1, 2, 3]) {
        $0.mapReplace("x")
      },
      unary(
        "reduceEach", transforming, "public func reduceEach<", caption: "reduceEach { x, y in x + y }",
        [(1, 2), (3, 4)]
      ) {
        $0.reduceEach { x, y in x + y }
      },
      unary("scan", transforming, "public func scan<R>(", caption: "scan(withStart: 0, reduce: +)", [1, 2, 3, 4]) {
        $0.scan(withStart: 0, reduce: +)
      },
      unary(
        "scan-index", transforming, "public func scan<R>(", 2,
        caption: "scan(withStart: 2) { running, next, index in running * next + index }", [1, 1, 4]
      ) { $0.scan(withStart: 2) { running, next, index in running * next + index } },

      unary("filter", filtering, "public func filter(", caption: "filter { $0 % 2 == 0 }", [1, 2, 3, 4]) {
        $0.filter { $0 % 2 == 0 }
      },
      unary("take", filtering, "public func take(_", caption: "take(2)", ["a", "b", "c", "d"]) { $0.take(2) },
      unary("skip", filtering, "public func skip(_", caption: "skip(2)", ["a", "b", "c", "d"]) { $0.skip(2) },
      unary(
        "take-until", filtering, "public func take(untilBlock", caption: "take(untilBlock: { $0 == 3 })", [1, 2, 3, 4]
      ) {
        $0.take(untilBlock: { $0 == 3 })
      },
      unary(
        "take-while", filtering, "public func take(whileBlock", caption: "take(whileBlock: { $0 < 3 })", [1, 2, 3, 1]
      ) {
        $0.take(whileBlock: { $0 < 3 })
      },
      unary(
        "skip-until", filtering, "public func skip(untilBlock", caption: "skip(untilBlock: { $0 == 3 })", [1, 2, 3, 1]
      ) {
        $0.skip(untilBlock: { $0 == 3 })
      },
      unary(
        "skip-while", filtering, "public func skip(whileBlock", caption: "skip(whileBlock: { $0 < 3 })", [1, 2, 3, 1]
      ) {
        $0.skip(whileBlock: { $0 < 3 })
      },
      unary(
        "distinctUntilChanged-by", filtering, "public func distinctUntilChanged(by",
        caption: "distinctUntilChanged { $0.lowercased() == $1.lowercased() }", ["a", "A", "b", "B", "a"]
      ) { $0.distinctUntilChanged { $0.lowercased() == $1.lowercased() } },
      unary("ignore", filtering, "public func ignore(", caption: "ignore(a)", ["a", "b", "a", "c"]) { $0.ignore("a") },
      unary(
        "distinctUntilChanged", filtering, "public func distinctUntilChanged()", caption: nil,
        ["a", "a", "b", "b", "a"]
      ) {
        $0.distinctUntilChanged()
      },
      Example(
        "startWith", layer: .sequence, caption: "start(with: x)", documents: [At(combining, "public func start(with")]
      ) { m in
        m.record(m.sequence("self", ["a", "b"]).start(with: "x"))
      },
      Example(
        "concat-sequences", layer: .sequence, caption: "RACSequence.concat([a, b])",
        documents: [At(combining, "public static func concat(")]
      ) { m in
        let a = m.sequence("a", [1, 2])
        let b = m.sequence("b", [3])
        m.record(RACSequence.concat([a, b]))
      },
      Example(
        "zip-array", layer: .sequence, caption: "RACSequence.zip([a, b])",
        documents: [At(combining, "public static func zip(_ sequences: [")]
      ) { m in
        let a = m.sequence("a", ["1", "2", "3"])
        let b = m.sequence("b", ["x", "y"])
        m.record(RACSequence.zip([a, b]))
      },
      Example(
        "zip-reduce", layer: .sequence, caption: "RACSequence.zip([a, b]) { $0.reduce(0, +) }",
        documents: [At(combining, "public static func zip<U>(")]
      ) { m in
        let a = m.sequence("a", [1, 2, 3])
        let b = m.sequence("b", [4, 5])
        m.record(RACSequence.zip([a, b]) { $0.reduce(0, +) })
      },
      Example(
        "zip-tuples", layer: .sequence, caption: "RACSequence.zip(a, b, c)",
        documents: [At(combining, "public static func zip<each T>(")]
      ) { m in
        let a = m.sequence("a", [1, 2, 3])
        let b = m.sequence("b", ["x", "y"])
        let c = m.sequence("c", ["p", "q", "r"])
        m.record(RACSequence.zip(a, b, c))
      },
      Example(
        "zip-reduce-typed", layer: .sequence, caption: "RACSequence.zip(a, b) { \"\\($0)\\($1)\" }",
        documents: [At(typedZip, "public static func zip<each T>(")]
      ) { m in
        let a = m.sequence("a", [1, 2, 3])
        let b = m.sequence("b", ["x", "y"])
        m.record(RACSequence.zip(a, b) { (n: Int, s: String) in "\(n)\(s)" })
      },
      Example(
        "combinePrevious", layer: .sequence, caption: "combinePrevious(withStart: 0, reduce: +)",
        documents: [At(combining, "public func combinePrevious<U>(")]
      ) { m in
        m.record(m.sequence("self", [1, 2, 3, 4]).combinePrevious(withStart: 0, reduce: +))
      },
    ])
}
