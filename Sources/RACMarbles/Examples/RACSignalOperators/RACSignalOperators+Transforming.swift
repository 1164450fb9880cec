import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Transforming family (Transforming/).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let bools: [Character: Bool] = ["t": true, "f": false]

/// `and()`/`or()` on a signal of `Value` (an array or a tuple of Bools):
/// `-x-y-|` → `-t-f-|`.
private func logic<Value: Sendable>(
  _ name: String, _ operatorName: String, occurrence: Int, x: Value, y: Value, legend: String,
  _ apply: @escaping @Sendable (RACSignal<Value>) -> RACSignal<Bool>
) -> Example {
  Example(
    name, layer: .signalOperators, caption: "t = true, f = false",
    documents: [At("Transforming/RACSignal+Boolean.swift", "public func \(operatorName)()", occurrence)]
  ) { m in
    let source = try m.cold("self", "-x-y-|", values: ["x": x, "y": y], note: legend)
    m.record(apply(source), values: bools)
  }
}

extension RACMarbleCatalog {
  static let signalOperatorsTransforming = RACMarbleFamily(
    "Transforming", layer: .signalOperators,
    files: [
      "Transforming/RACSignal+Transforming.swift", "Transforming/RACSignal+Boolean.swift",
      "Transforming/RACSignal+ReduceApply.swift",
    ],
    examples: [
      Example(
        "materialize", layer: .signalOperators, caption: "x = .next(a), y = .next(b), z = .completed",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func materialize()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.materialize()) { event in
          switch event {
          case .next(let value): value == "a" ? "x" : "y"
          case .completed: "z"
          case .error: nil
          }
        }
      },
      Example(
        "dematerialize", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func dematerialize<")]
      ) { m in
        let events: [Character: RACEvent<String>] = ["x": .next("a"), "y": .next("b"), "z": .completed]
        let source = try m.cold(
          "self", "-x-y-z-|", values: RACMarbleLegend(events), note: "x = .next(a), y = .next(b), z = .completed")
        m.record(source.dematerialize())
      },
      Example(
        "any-predicate", layer: .signalOperators, caption: "any { $0 > 2 }, t = true",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func any(_")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.any { $0 > 2 }, values: bools)
      },
      Example(
        "any", layer: .signalOperators, caption: "t = true",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func any()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "---a-b-|")
        m.record(source.any(), values: bools)
      },
      Example(
        "all", layer: .signalOperators, caption: "all { $0 < 5 }, f = false",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func all(")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-5-3-|")
        m.record(source.all { $0 < 5 }, values: bools)
      },
      Example(
        "repeat", layer: .signalOperators, caption: "(disposed at 8)",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func `repeat`()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a|")
        m.record(source.repeat(), disposeAt: 8, disposal: true)
      },
      Example(
        "retry-count", layer: .signalOperators, caption: "retry(2)",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func retry(_")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a#")
        m.record(source.retry(2))
      },
      Example(
        "retry", layer: .signalOperators, caption: "(disposed at 6)",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func retry()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a#")
        m.record(source.retry(), disposeAt: 6, disposal: true)
      },
      Example(
        "aggregate", layer: .signalOperators, caption: "aggregate(withStart: 0, reduce: +)",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func aggregate<R>(withStart start")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-|")
        m.record(source.aggregate(withStart: 0, reduce: +))
      },
      Example(
        "aggregate-index", layer: .signalOperators, caption: "aggregate(withStart: 2) { $0 * $1 + $2 }, e = 14",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func aggregate<R>(", 2)]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-1-4-|")
        m.record(source.aggregate(withStart: 2) { $0 * $1 + $2 }, values: ["e": 14])
      },
      Example(
        "aggregate-factory", layer: .signalOperators,
        caption: "aggregate(withStartFactory: { \"\" }, reduce: +), x = \"ab\"",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func aggregate<R>(", 3)]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-|")
        m.record(source.aggregate(withStartFactory: { "" }, reduce: +), values: ["x": "ab"])
      },
      Example(
        "collect", layer: .signalOperators, caption: "x = [\"a\", \"b\", \"c\"]",
        documents: [At("Transforming/RACSignal+Transforming.swift", "public func collect()")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.collect(), values: ["x": ["a", "b", "c"]])
      },
      Example(
        "not", layer: .signalOperators, caption: "t = true, f = false",
        documents: [At("Transforming/RACSignal+Boolean.swift", "public func not()")]
      ) { m in
        let source = try m.cold("self", "-t-f-|", values: RACMarbleLegend(bools))
        m.record(source.not(), values: bools)
      },
      logic(
        "and-array", "and", occurrence: 1, x: [true, true], y: [true, false],
        legend: "x = [true, true], y = [true, false]"
      ) { $0.and() },
      logic(
        "or-array", "or", occurrence: 1, x: [false, true], y: [false, false],
        legend: "x = [false, true], y = [false, false]"
      ) { $0.or() },
      logic(
        "and-2", "and", occurrence: 2, x: (true, true), y: (true, false), legend: "x = (true, true), y = (true, false)"
      ) { $0.and() },
      logic(
        "or-2", "or", occurrence: 2, x: (false, true), y: (false, false),
        legend: "x = (false, true), y = (false, false)"
      ) { $0.or() },
      logic(
        "and-3", "and", occurrence: 3, x: (true, true, true), y: (true, true, false),
        legend: "x = (true, true, true), y = (true, true, false)"
      ) { $0.and() },
      logic(
        "or-3", "or", occurrence: 3, x: (false, false, true), y: (false, false, false),
        legend: "x = (false, false, true), y = (false, false, false)"
      ) { $0.or() },
      logic(
        "and-4", "and", occurrence: 4, x: (true, true, true, true), y: (true, true, true, false),
        legend: "x = (true, true, true, true), y = (true, true, true, false)"
      ) { $0.and() },
      logic(
        "or-4", "or", occurrence: 4, x: (false, false, false, true), y: (false, false, false, false),
        legend: "x = (false, false, false, true), y = (false, false, false, false)"
      ) { $0.or() },
      logic(
        "and-5", "and", occurrence: 5, x: (true, true, true, true, true), y: (true, true, true, true, false),
        legend: "x = (true, true, true, true, true), y = (true, true, true, true, false)"
      ) { $0.and() },
      logic(
        "or-5", "or", occurrence: 5, x: (false, false, false, false, true), y: (false, false, false, false, false),
        legend: "x = (false, false, false, false, true), y = (false, false, false, false, false)"
      ) { $0.or() },
      logic(
        "and-6", "and", occurrence: 6, x: (true, true, true, true, true, true),
        y: (true, true, true, true, true, false),
        legend: "x = (true, true, true, true, true, true), y = (true, true, true, true, true, false)"
      ) { $0.and() },
      logic(
        "or-6", "or", occurrence: 6, x: (false, false, false, false, false, true),
        y: (false, false, false, false, false, false),
        legend: "x = (false × 5, true), y = (false × 6)"
      ) { $0.or() },
      Example(
        "reduceApply-1", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+ReduceApply.swift", "public func reduceApply<A, R>()")]
      ) { m in
        let values: [Character: ((Int) -> Int, Int)] = ["a": ({ $0 + 1 }, 2), "b": ({ $0 * 2 }, 3)]
        let source = try m.cold(
          "self", "-a-b-|", values: RACMarbleLegend(values), note: "a = ({ $0 + 1 }, 2), b = ({ $0 * 2 }, 3)")
        m.record(source.reduceApply())
      },
      Example(
        "reduceApply-2", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+ReduceApply.swift", "public func reduceApply<A, B, R>()")]
      ) { m in
        let values: [Character: ((Int, Int) -> Int, Int, Int)] = ["a": (+, 1, 2), "b": (*, 2, 3)]
        let source = try m.cold("self", "-a-b-|", values: RACMarbleLegend(values), note: "a = (+, 1, 2), b = (*, 2, 3)")
        m.record(source.reduceApply())
      },
      Example(
        "reduceApply-3", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+ReduceApply.swift", "public func reduceApply<A, B, C, R>()")]
      ) { m in
        let values: [Character: ((Int, Int, Int) -> Int, Int, Int, Int)] = ["a": ({ $0 + $1 + $2 }, 1, 1, 1)]
        let source = try m.cold(
          "self", "-a-|", values: RACMarbleLegend(values), note: "a = ({ $0 + $1 + $2 }, 1, 1, 1)")
        m.record(source.reduceApply())
      },
      Example(
        "reduceApply-4", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+ReduceApply.swift", "public func reduceApply<A, B, C, D, R>()")]
      ) { m in
        let values: [Character: ((Int, Int, Int, Int) -> Int, Int, Int, Int, Int)] = [
          "a": ({ $0 + $1 + $2 + $3 }, 1, 1, 1, 1)
        ]
        let source = try m.cold(
          "self", "-a-|", values: RACMarbleLegend(values), note: "a = ({ $0 + $1 + $2 + $3 }, 1, 1, 1, 1)")
        m.record(source.reduceApply())
      },
      Example(
        "reduceApply-5", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+ReduceApply.swift", "public func reduceApply<A, B, C, D, E, R>()")]
      ) { m in
        let values: [Character: ((Int, Int, Int, Int, Int) -> Int, Int, Int, Int, Int, Int)] = [
          "a": ({ $0 + $1 + $2 + $3 + $4 }, 1, 1, 1, 1, 1)
        ]
        let source = try m.cold(
          "self", "-a-|", values: RACMarbleLegend(values), note: "a = ({ $0 + $1 + $2 + $3 + $4 }, 1, 1, 1, 1, 1)")
        m.record(source.reduceApply())
      },
      Example(
        "reduceApply-6", layer: .signalOperators,
        documents: [At("Transforming/RACSignal+ReduceApply.swift", "public func reduceApply<A, B, C, D, E, F, R>()")]
      ) { m in
        let values: [Character: ((Int, Int, Int, Int, Int, Int) -> Int, Int, Int, Int, Int, Int, Int)] = [
          "a": ({ $0 + $1 + $2 + $3 + $4 + $5 }, 1, 1, 1, 1, 1, 1)
        ]
        let source = try m.cold(
          "self", "-a-|", values: RACMarbleLegend(values),
          note: "a = ({ $0 + $1 + $2 + $3 + $4 + $5 }, 1, 1, 1, 1, 1, 1)")
        m.record(source.reduceApply())
      },
    ])
}
