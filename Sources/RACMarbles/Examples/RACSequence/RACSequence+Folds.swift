import RACSequence

// RACSequence, Folds article: folds and searches (RACSequence+Folds.swift),
// drawn as the values they return.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let folds = "Folds/RACSequence+Folds.swift"

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
  static let sequenceFolds = RACMarbleFamily(
    "Folds", layer: .sequence,
    files: [
      folds
    ],
    examples: [
      Example(
        "foldLeft", layer: .sequence, caption: "foldLeft(withStart: 0, reduce: +)",
        documents: [At(folds, "public func foldLeft<R>(")]
      ) { m in
        let source = m.sequence("self", [1, 2, 3])
        m.returned("\(leftShape(source)) = \(source.foldLeft(withStart: 0, reduce: +))")
      },
      Example(
        "foldRight", layer: .sequence, caption: "foldRight(withStart: 0) { $0 + $1.head! }",
        documents: [At(folds, "public func foldRight<R>(")]
      ) { m in
        let source = m.sequence("self", [1, 2, 3])
        m.returned("\(rightShape(source)) = \(source.foldRight(withStart: 0) { $0 + $1.head! })")
      },
      Example(
        "folds", layer: .sequence, documents: [],
        articles: [At("RACSequence.docc/Folds.md", "early, also on an infinite sequence.")]
      ) { m in
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
      Example(
        "objectPassingTest", layer: .sequence, caption: "objectPassingTest { $0 > 2 }",
        documents: [At(folds, "public func objectPassingTest(")]
      ) { m in
        m.returned(m.sequence("self", [1, 2, 3, 4]).objectPassingTest { $0 > 2 })
      },
    ])
}
