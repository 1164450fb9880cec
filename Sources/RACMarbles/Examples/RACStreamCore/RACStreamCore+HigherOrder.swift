import RACStreamCore
import RACTesting

// RACStreamCore, HigherOrder family (HigherOrder/, HigherOrder.md).
// A RACStream doc comment whose diagram is the RACSignal one is listed in
// the same example's `documents` (the example runs the RACSignal operator).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreHigherOrder = RACMarbleFamily(
    "HigherOrder", layer: .streamCore,
    files: [
      "HigherOrder/RACSignal+HigherOrder.swift",
      "HigherOrder/RACStream+HigherOrder.swift",
    ],
    examples: [
      Example(
        "flattenMap", layer: .streamCore,
        documents: [
          At("HigherOrder/RACSignal+HigherOrder.swift", "public func flattenMap<"),
          At("HigherOrder/RACStream+HigherOrder.swift", "public func flattenMap<R: RACStream>("),
        ]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a-----b------|")
        m.record(
          source.flattenMap { value -> RACSignal<Int> in
            value == "a" ? try! m.cold("f(a)", "-1-2|") : try! m.cold("f(b)", "-3--4|")
          })
      },
      Example(
        "flatten", layer: .streamCore,
        documents: [
          At("HigherOrder/RACSignal+HigherOrder.swift", "public func flatten<U>()"),
          At("HigherOrder/RACStream+HigherOrder.swift", "public func flatten<R: RACStream>()"),
        ],
        articles: [At("RACStreamCore.docc/HigherOrder.md", "to as the value arrives")]
      ) { m in
        let x: RACSignal<Int> = try m.cold("x", "-1-2|")
        let y: RACSignal<Int> = try m.cold("y", "-3--4|")
        let source = try m.cold("self", "-x-----y------|", values: ["x": x, "y": y])
        m.order = ["self", "x", "y", "result"]
        m.record(source.flatten())
      },
    ])
}
