import RACStreamCore
import RACTesting

// RACStreamCore's landing article (RACStreamCore.md): creating signals
// (RACSignal+Creation.swift) and the primitives (RACSignal+Primitives.swift,
// RACStream.swift; `concat(_:)` and `zip(with:)` are drawn with the Combining
// family).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let streamCoreCreation = RACMarbleFamily(
    "RACStreamCore", layer: .streamCore,
    files: [
      "RACSignal+Creation.swift",
      "RACSignal+Primitives.swift",
      "RACStream.swift",
    ],
    examples: [
      Example(
        "bind", layer: .streamCore,
        documents: [At("RACSignal+Primitives.swift", "public func bind<U>(")]
      ) { m in
        let source: RACSignal<String> = try m.cold("self", "-a------b-----|")
        m.record(
          source.bind {
            { value, _ in value == "a" ? try! m.cold("f(a)", "-1-2|") as RACSignal<Int> : try! m.cold("f(b)", "-3|") }
          })
      },
      Example(
        "empty", layer: .streamCore,
        documents: [
          At("RACSignal+Creation.swift", "public static func empty()"), At("RACStream.swift", "static func empty()"),
        ]
      ) { m in
        m.record(RACSignal<Int>.empty(), label: "")
      },
      Example(
        "return", layer: .streamCore,
        documents: [
          At("RACSignal+Creation.swift", "public static func `return`("),
          At("RACStream.swift", "static func `return`("),
        ]
      ) { m in
        m.record(RACSignal.return("a"), label: "")
      },
      Example("error", layer: .streamCore, documents: [At("RACSignal+Creation.swift", "public static func error(")]) {
        m in
        m.record(RACSignal<Int>.error(RACTestError()), label: "")
      },
      Example("never", layer: .streamCore, documents: [At("RACSignal+Creation.swift", "public static func never()")]) {
        m in
        m.record(RACSignal<Int>.never(), label: "", length: 6)
      },
      Example("defer", layer: .streamCore, documents: [At("RACSignal+Creation.swift", "public static func `defer`(")]) {
        m in
        let deferred = RACSignal<String>.defer { try! m.cold("block()", "-a-b-|", subscriptions: true) }
        m.record(deferred, label: "result", subscribeAt: 0, subscriptions: true)
        m.order = ["block()", "result"]
      },
    ])
}
