import RACSequence
import RACStreamCore

// RACSequence: combining sequences (RACSequence+Combining), folds
// (RACSequence+Folds) and the bridges to and from signals
// (RACSequence+Signal).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let combining = "RACSequence+Combining.swift"
private let typedZip = "RACSequence+ZipReduce.swift"
private let folds = "RACSequence+Folds.swift"
private let bridges = "RACSequence+Signal.swift"

/// The shape of a left fold of `source` from `0`, `((0 + 1) + 2) + 3`, as
/// the fold itself builds it.
private func leftShape(_ source: RACSequence<Int>) -> String {
  String(source.foldLeft(withStart: "0") { "(\($0) + \($1))" }.dropFirst().dropLast())
}

/// The shape of a right fold of `source` onto `0`, `1 + (2 + (3 + 0))`.
private func rightShape(_ source: RACSequence<Int>) -> String {
  String(source.foldRight(withStart: "0") { "(\($0) + \($1.head!))" }.dropFirst().dropLast())
}

extension RACMarbleCatalog {
  static let sequenceCombiningFolds = RACMarbleFamily(
    "Sequence combining, folds and bridges", layer: .sequence,
    files: [combining, folds, bridges, typedZip],
    examples: [
      Example("startWith", layer: .sequence, caption: "start(with: x)", documents: [At(combining, "public func start(with")]) { m in
        m.record(m.sequence("self", ["a", "b"]).start(with: "x"))
      },
      Example("concat-sequences", layer: .sequence, caption: "RACSequence.concat([a, b])", documents: [At(combining, "public static func concat(")]) { m in
        let a = m.sequence("a", [1, 2])
        let b = m.sequence("b", [3])
        m.record(RACSequence.concat([a, b]))
      },
      Example("zip-array", layer: .sequence, caption: "RACSequence.zip([a, b])", documents: [At(combining, "public static func zip(_ sequences: [")]) { m in
        let a = m.sequence("a", ["1", "2", "3"])
        let b = m.sequence("b", ["x", "y"])
        m.record(RACSequence.zip([a, b]))
      },
      Example("zip-reduce", layer: .sequence, caption: "RACSequence.zip([a, b]) { $0.reduce(0, +) }", documents: [At(combining, "public static func zip<U>(")]) { m in
        let a = m.sequence("a", [1, 2, 3])
        let b = m.sequence("b", [4, 5])
        m.record(RACSequence.zip([a, b]) { $0.reduce(0, +) })
      },
      Example("zip-tuples", layer: .sequence, caption: "RACSequence.zip(a, b, c)", documents: [At(combining, "public static func zip<each T>(")]) { m in
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
      Example("combinePrevious", layer: .sequence, caption: "combinePrevious(withStart: 0, reduce: +)", documents: [At(combining, "public func combinePrevious<U>(")]) { m in
        m.record(m.sequence("self", [1, 2, 3, 4]).combinePrevious(withStart: 0, reduce: +))
      },

      Example("foldLeft", layer: .sequence, caption: "foldLeft(withStart: 0, reduce: +)", documents: [At(folds, "public func foldLeft<R>(")]) { m in
        let source = m.sequence("self", [1, 2, 3])
        m.returned("\(leftShape(source)) = \(source.foldLeft(withStart: 0, reduce: +))")
      },
      Example("foldRight", layer: .sequence, caption: "foldRight(withStart: 0) { $0 + $1.head! }", documents: [At(folds, "public func foldRight<R>(")]) { m in
        let source = m.sequence("self", [1, 2, 3])
        m.returned("\(rightShape(source)) = \(source.foldRight(withStart: 0) { $0 + $1.head! })")
      },
      Example("folds", layer: .sequence, documents: [], articles: [At("RACSequence.docc/Folds.md", "early, also on an infinite sequence.")]) { m in
        let source = m.sequence("self", [1, 2, 3])
        m.returned(
          "\(leftShape(source)) = \(source.foldLeft(withStart: 0, reduce: +))",
          label: "foldLeft", note: "withStart: 0, reduce: +")
        m.returned(
          "\(rightShape(source)) = \(source.foldRight(withStart: 0) { $0 + $1.head! })",
          label: "foldRight", note: "withStart: 0, reduce: { $0 + $1.head! }")
      },
      Example("any", layer: .sequence, caption: "any { $0 == 2 }", documents: [At(folds, "public func any(")]) { m in
        m.returned(m.sequence("self", [1, 2, 3]).any { $0 == 2 })
      },
      Example("all", layer: .sequence, caption: "all { $0 < 3 }", documents: [At(folds, "public func all(")]) { m in
        m.returned(m.sequence("self", [1, 2, 3]).all { $0 < 3 })
      },
      Example("objectPassingTest", layer: .sequence, caption: "objectPassingTest { $0 > 2 }", documents: [At(folds, "public func objectPassingTest(")]) { m in
        m.returned(m.sequence("self", [1, 2, 3, 4]).objectPassingTest { $0 > 2 })
      },

      Example("signal", layer: .sequence, caption: "(sent on a new background scheduler: no virtual time passes)", documents: [At(bridges, "public func signal()")]) { m in
        m.recordUntilEnd(m.sequence("self", ["a", "b", "c"]).signal())
      },
      Example(
        "signalWithScheduler", layer: .sequence, caption: "signal(with: scheduler), one scheduled step per value",
        documents: [At(bridges, "public func signal(with")],
        articles: [At("RACSequence.docc/Bridges.md", "scheduler, as ReactiveCocoa does.")]
      ) { m in
        m.record(m.sequence("self", ["a", "b", "c"]).signal(with: m.tester.scheduler))
      },
      Example(
        "sequence", layer: .sequence, documents: [At(bridges, "public var sequence:")],
        articles: [At("RACSequence.docc/Bridges.md", "released, the subscription is disposed.")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|")
        m.record(source.sequence)
      },
    ])
}
