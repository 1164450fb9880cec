import RACSequence
import RACStreamCore

// RACSequence, Bridges article: sequences to signals and back
// (RACSequence+Signal.swift).

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let bridges = "Bridges/RACSequence+Signal.swift"

extension RACMarbleCatalog {
  static let sequenceBridges = RACMarbleFamily(
    "Bridges", layer: .sequence,
    files: [
      bridges
    ],
    examples: [
      Example(
        "signal", layer: .sequence, caption: "(sent on a new background scheduler: no virtual time passes)",
        documents: [At(bridges, "public func signal()")]
      ) { m in
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
