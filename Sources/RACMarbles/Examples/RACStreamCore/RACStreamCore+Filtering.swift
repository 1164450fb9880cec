import RACStreamCore
import RACTesting

// RACStreamCore, Filtering family (Filtering/, Filtering.md).
// A RACStream doc comment whose diagram is the RACSignal one is listed in
// the same example's `documents` (the example runs the RACSignal operator).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreFiltering = RACMarbleFamily(
    "Filtering", layer: .streamCore,
    files: [
      "Filtering/RACSignal+Filtering.swift",
      "Filtering/RACStream+Filtering.swift",
    ],
    examples: [
      Example(
        "filter", layer: .streamCore, caption: "filter { $0 % 2 == 0 }",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func filter("),
          At("Filtering/RACStream+Filtering.swift", "public func filter<R: RACStream>("),
        ],
        articles: [At("RACStreamCore.docc/RACStreamCore.md", "| `[ab]` |")]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.filter { $0 % 2 == 0 })
      },
      Example(
        "take", layer: .streamCore, caption: "take(2)",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func take(_ count"),
          At("Filtering/RACStream+Filtering.swift", "public func take<R: RACStream>(_ count"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.take(2))
      },
      Example(
        "skip", layer: .streamCore, caption: "skip(2)",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func skip(_ count"),
          At("Filtering/RACStream+Filtering.swift", "public func skip<R: RACStream>(_ count"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-d-|")
        m.record(source.skip(2))
      },
      Example(
        "distinctUntilChanged", layer: .streamCore,
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func distinctUntilChanged()"),
          At("Filtering/RACStream+Filtering.swift", "public func distinctUntilChanged<R: RACStream>()"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-a-b-b-a-|")
        m.record(source.distinctUntilChanged())
      },
      Example(
        "distinctUntilChanged-by", layer: .streamCore,
        caption: "distinctUntilChanged { $0.lowercased() == $1.lowercased() }",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func distinctUntilChanged(by"),
          At("Filtering/RACStream+Filtering.swift", "public func distinctUntilChanged<R: RACStream>(by"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-A-b-B-a-|")
        m.record(source.distinctUntilChanged { $0.lowercased() == $1.lowercased() })
      },
      Example(
        "ignore", layer: .streamCore, caption: "ignore(a)",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func ignore("),
          At("Filtering/RACStream+Filtering.swift", "public func ignore<"),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-b-a-c-|")
        m.record(source.ignore("a"))
      },
      Example(
        "takeUntilBlock", layer: .streamCore, caption: "take(untilBlock: { $0 == 3 })",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func take(untilBlock"),
          At("Filtering/RACStream+Filtering.swift", "public func take<R: RACStream>(untilBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-4-|")
        m.record(source.take(untilBlock: { $0 == 3 }))
      },
      Example(
        "takeWhileBlock", layer: .streamCore, caption: "take(whileBlock: { $0 < 3 })",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func take(whileBlock"),
          At("Filtering/RACStream+Filtering.swift", "public func take<R: RACStream>(whileBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-1-|")
        m.record(source.take(whileBlock: { $0 < 3 }))
      },
      Example(
        "skipUntilBlock", layer: .streamCore, caption: "skip(untilBlock: { $0 == 3 })",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func skip(untilBlock"),
          At("Filtering/RACStream+Filtering.swift", "public func skip<R: RACStream>(untilBlock"),
        ]
      ) { m in
        let source: RACSignal<Int> = try m.cold("self", "-1-2-3-1-|")
        m.record(source.skip(untilBlock: { $0 == 3 }))
      },
      Example(
        "skipWhileBlock", layer: .streamCore, caption: "skip(whileBlock: { $0 < 3 })",
        documents: [
          At("Filtering/RACSignal+Filtering.swift", "public func skip(whileBlock"),
          At("Filtering/RACStream+Filtering.swift", "public func skip<R: RACStream>(whileBlock"),
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
    ])
}
