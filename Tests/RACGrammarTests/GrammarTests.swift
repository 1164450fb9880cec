import Foundation
import RACTestSupport
import Testing

/// The grammar harness: generated timelines against every registered
/// operator (see GrammarRun.swift for what each run checks).
///
/// The sample runs 200 timelines per operator (about a second in all): by
/// `GrammarSynchrony.forTimeline`, half asynchronous, a quarter partly and a
/// quarter wholly synchronous.
/// `RAC_GRAMMAR_TIMELINES` sets the count per operator; `RAC_GRAMMAR_TOTAL`
/// sets the total, shared out between the operators (`Scripts/stress.sh`
/// runs 1,000,000 and prints the per-operator report).
@Suite struct GrammarTests {
  static var timelinesPerOperator: Int {
    let environment = ProcessInfo.processInfo.environment
    if let total = environment["RAC_GRAMMAR_TOTAL"].flatMap(Int.init) {
      return (total + grammarRegistry.count - 1) / grammarRegistry.count
    }
    return environment["RAC_GRAMMAR_TIMELINES"].flatMap(Int.init) ?? 200
  }

  /// FNV-1a of the operator's name: unlike `hashValue`, the same in every
  /// process, so that a reported seed replays.
  static func stableHash(_ name: String) -> UInt64 {
    name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0100_0000_01B3 }
  }

  @Test(.timeLimit(.minutes(10)), arguments: grammarRegistry.map(\.name))
  func timelines(_ name: String) throws {
    let entry = try #require(grammarRegistry.first { $0.name == name })
    // The logging entries replace the process's log sink (`quietLog()`):
    // each of their runs holds the lock of the tests that replace it.
    let replacesLogSink = debuggingEntries.contains { $0.name == name }
    let count = Self.timelinesPerOperator
    var violations: [String] = []
    var failingSeeds: [String] = []
    var kinds: [GrammarSynchrony: Int] = [:]
    for index in 0..<count {
      let seed = UInt64(index) &* 0x2545_F491_4F6C_DD1D &+ Self.stableHash(name) & 0xFFFF
      let synchrony = GrammarSynchrony.forTimeline(index)
      kinds[synchrony, default: 0] += 1
      let run = GrammarRun(entry: entry, seed: seed, synchrony: synchrony)
      let found = replacesLogSink ? withLogSinkLock { run.execute() } : run.execute()
      if !found.isEmpty {
        if failingSeeds.count < 5 { failingSeeds.append("\(seed) (\(synchrony))") }
        violations.append(contentsOf: found.prefix(3))
      }
    }
    let split = GrammarSynchrony.allCases.map { "\(kinds[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ")
    print("grammar: \(name): \(count) timelines, \(violations.count) violations (\(split))")
    #expect(violations.isEmpty, "seeds \(failingSeeds): \(violations.prefix(10).joined(separator: "; "))")
  }

  /// The harness's own check: asynchronous timelines send nothing during
  /// `subscribe`, the synchronous kinds do, and the wholly synchronous ones
  /// end every subscription there.
  @Test func synchronousTimelinesSendDuringSubscribe() throws {
    let entry = try #require(grammarRegistry.first { $0.name == "flatten()" })
    var sent: [GrammarSynchrony: Int] = [:]
    for index in 0..<120 {
      let synchrony = GrammarSynchrony.forTimeline(index)
      let run = GrammarRun(entry: entry, seed: UInt64(index), synchrony: synchrony)
      _ = run.execute()
      sent[synchrony, default: 0] += run.synchronousEvents
    }
    #expect(sent[.asynchronous] == 0)
    #expect((sent[.partlySynchronous] ?? 0) > 30)
    #expect((sent[.whollySynchronous] ?? 0) > 30)
  }

  /// The harness's own check of its stubborn sources (`GrammarSource`):
  /// they send after their subscriptions were disposed, which normal
  /// sources never do, and the operators drop it all (the timelines above).
  @Test func stubbornSourcesSendAfterDisposal() throws {
    let entry = try #require(grammarRegistry.first { $0.name == "flattenMap(_:)" })
    var afterDisposal: [Bool: Int] = [:]
    for stubborn in [false, true] {
      for index in 0..<200 {
        let run = GrammarRun(entry: entry, seed: UInt64(index), synchrony: GrammarSynchrony.forTimeline(index))
        run.stubbornSources = stubborn
        #expect(run.execute().isEmpty)
        afterDisposal[stubborn, default: 0] += run.eventsAfterDisposal
      }
    }
    #expect(afterDisposal[false] == 0)
    #expect((afterDisposal[true] ?? 0) >= 20)
  }

  /// Every public operator of the layers in `grammarLayers` has an entry,
  /// and every entry names a public operator.
  @Test func everyPublicOperatorIsRegistered() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var operators = Set<String>()
    for layer in grammarLayers {
      let found = try GrammarOperatorScanner.operators(
        inLayer: root.appendingPathComponent("Packages/\(layer)/Sources/\(layer)"))
      #expect(!found.isEmpty, "no operator found in \(layer)")
      operators.formUnion(found)
    }
    let registered = Set(grammarRegistry.map(\.name))
    #expect(registered.count == grammarRegistry.count, "an operator is registered twice")
    let missing = operators.subtracting(registered).sorted()
    let unknown = registered.subtracting(operators).sorted()
    #expect(missing.isEmpty, "public operators without a grammar entry: \(missing)")
    #expect(unknown.isEmpty, "grammar entries naming no public operator: \(unknown)")
    let staleForwarding = forwardingEntries.subtracting(registered).sorted()
    #expect(staleForwarding.isEmpty, "forwarding entries naming no registered entry: \(staleForwarding)")
  }
}
