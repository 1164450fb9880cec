import RACSequence

// RACSequence, CreatingAndReading article: making a sequence from blocks or a
// Swift sequence (RACSequence.swift, `empty()` and `return(_:)` of
// RACSequence+Primitives.swift), and reading it (RACSequence+Reading.swift).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let core = "RACSequence.swift"
private let reading = "CreatingAndReading/RACSequence+Reading.swift"
private let primitives = "RACSequence+Primitives.swift"

extension RACMarbleCatalog {
  static let sequenceCreatingAndReading = RACMarbleFamily(
    "CreatingAndReading", layer: .sequence,
    files: [
      core,
      reading,
    ],
    examples: [
      Example(
        "init-head-tail", layer: .sequence, caption: "RACSequence(head: { a }, tail: { .return(b) })",
        documents: [At(core, "public init(head:")]
      ) { m in
        m.record(RACSequence(head: { "a" }, tail: { .return("b") }))
      },
      Example(
        "empty", layer: .sequence, caption: "RACSequence.empty()",
        documents: [At(primitives, "public static func empty()")]
      ) { m in
        m.record(RACSequence<String>.empty())
      },
      Example(
        "return", layer: .sequence, caption: "RACSequence.return(a)",
        documents: [At(primitives, "public static func `return`(")]
      ) { m in
        m.record(RACSequence.return("a"))
      },
      Example("head", layer: .sequence, caption: "head", documents: [At(core, "public var head:")]) { m in
        m.returned(m.sequence("self", ["a", "b", "c"]).head)
      },
      Example("tail", layer: .sequence, caption: "tail", documents: [At(core, "public var tail:")]) { m in
        m.record(m.sequence("self", ["a", "b", "c"]).tail!)
      },
      Example("array", layer: .sequence, caption: "array", documents: [At(reading, "public var array:")]) { m in
        m.returned(m.sequence("self", ["a", "b", "c"]).array)
      },
      Example(
        "eagerSequence", layer: .sequence,
        caption: "eagerSequence.map { $0 * 2 }: the block ran for every value at once",
        documents: [At(reading, "public var eagerSequence:")]
      ) { m in
        var runs = 0
        let mapped = m.sequence("self", [1, 2, 3]).eagerSequence.map { value in
          runs += 1
          return value * 2
        }
        m.expect("map's block to have run for every value before the result is read") { runs == 3 }
        m.record(mapped)
      },
      Example(
        "lazySequence", layer: .sequence,
        caption: "eagerSequence.lazySequence.map { $0 * 2 }: the block runs as the result is read",
        documents: [At(reading, "public var lazySequence:")]
      ) { m in
        var runs = 0
        let mapped = m.sequence("self", [1, 2, 3]).eagerSequence.lazySequence.map { value in
          runs += 1
          return value * 2
        }
        m.expect("map's block not to have run before the result is read") { runs == 0 }
        m.record(mapped)
      },
      Example(
        "makeIterator", layer: .sequence, caption: "for value in sequence",
        documents: [At(reading, "public func makeIterator()")]
      ) { m in
        var seen: [String] = []
        for value in m.sequence("self", ["a", "b", "c"]) { seen.append(value) }
        m.returned((seen + ["then the loop ends"]).joined(separator: ", "))
      },
      Example(
        "racSequence", layer: .sequence, caption: "(1...).racSequence.take(3)",
        documents: [At(reading, "public var racSequence:")]
      ) { m in
        m.record((1...).racSequence.take(3))
      },
    ])
}
