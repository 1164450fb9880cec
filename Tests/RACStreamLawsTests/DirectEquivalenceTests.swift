import RACSchedulers
import RACStreamCore
import RACTestSupport
import Testing

// The reference algorithms: RACStream's generic operators, written once on
// bind/return/concat/zipWith. Called from a generic context, they are not
// RACSignal's direct implementations.

func referenceMap<S: RACStream, U>(_ s: S, _ f: @escaping (S.Value) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.map(f) }

func referenceFilter<S: RACStream>(_ s: S, _ p: @escaping (S.Value) -> Bool) -> S.Concrete
where S.Family == RACSignalFamily { s.filter(p) }

func referenceTake<S: RACStream>(_ s: S, _ n: Int) -> S.Concrete
where S.Family == RACSignalFamily { s.take(n) }

func referenceSkip<S: RACStream>(_ s: S, _ n: Int) -> S.Concrete
where S.Family == RACSignalFamily { s.skip(n) }

func referenceScan<S: RACStream, R>(_ s: S, _ start: R, _ f: @escaping (R, S.Value) -> R) -> RACSignal<R>
where S.Family == RACSignalFamily { s.scan(withStart: start, reduce: f) }

func referenceScanWithIndex<S: RACStream, R>(
  _ s: S, _ start: R, _ f: @escaping (R, S.Value, Int) -> R
) -> RACSignal<R> where S.Family == RACSignalFamily { s.scan(withStart: start, reduceWithIndex: f) }

func referenceStartWith<S: RACStream>(_ s: S, _ value: S.Value) -> S.Concrete
where S.Family == RACSignalFamily { s.start(with: value) }

func referenceDistinct<S: RACStream>(_ s: S) -> S.Concrete
where S.Family == RACSignalFamily, S.Value: Equatable { s.distinctUntilChanged() }

func referenceDistinctBy<S: RACStream>(_ s: S, _ eq: @escaping (S.Value, S.Value) -> Bool) -> S.Concrete
where S.Family == RACSignalFamily { s.distinctUntilChanged(by: eq) }

func referenceFlattenMap<S: RACStream, U>(_ s: S, _ f: @escaping (S.Value) -> RACSignal<U>) -> RACSignal<U>
where S.Family == RACSignalFamily { s.flattenMap(f) }

func referenceFlatten<S: RACStream, U>(_ s: S) -> RACSignal<U>
where S.Family == RACSignalFamily, S.Value == RACSignal<U> { s.flatten() }

func referenceZip<S: RACStream>(_ streams: [S]) -> RACSignal<[S.Value]>
where S.Family == RACSignalFamily { S.zip(streams) }

func referenceMapReplace<S: RACStream, U>(_ s: S, _ value: U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.mapReplace(value) }

func referenceIgnore<S: RACStream>(_ s: S, _ value: S.Value) -> S.Concrete
where S.Family == RACSignalFamily, S.Value: Equatable { s.ignore(value) }

func referenceTakeUntilBlock<S: RACStream>(_ s: S, _ p: @escaping (S.Value) -> Bool) -> S.Concrete
where S.Family == RACSignalFamily { s.take(untilBlock: p) }

func referenceTakeWhileBlock<S: RACStream>(_ s: S, _ p: @escaping (S.Value) -> Bool) -> S.Concrete
where S.Family == RACSignalFamily { s.take(whileBlock: p) }

func referenceSkipUntilBlock<S: RACStream>(_ s: S, _ p: @escaping (S.Value) -> Bool) -> S.Concrete
where S.Family == RACSignalFamily { s.skip(untilBlock: p) }

func referenceSkipWhileBlock<S: RACStream>(_ s: S, _ p: @escaping (S.Value) -> Bool) -> S.Concrete
where S.Family == RACSignalFamily { s.skip(whileBlock: p) }

func referenceCombinePrevious<S: RACStream, U>(
  _ s: S, _ start: S.Value, _ f: @escaping (S.Value, S.Value) -> U
) -> RACSignal<U> where S.Family == RACSignalFamily { s.combinePrevious(withStart: start, reduce: f) }

/// How many generated timelines each law is checked on: by
/// `Synchrony.forCase`, half asynchronous, a quarter partly and a quarter
/// wholly synchronous.
let timelineCount = 1_000

/// Checks that `direct` and `reference` produce the same transcript on
/// `timelineCount` generated single-source timelines (asynchronous, partly
/// and wholly synchronous), with and without a disposal point (at a tick,
/// or from inside a value callback). `makeTimeline` makes each timeline
/// (by default `Timeline.random`), and disposal points fall up to
/// `maxDisposalTick`.
func expectEquivalent<T>(
  _ law: String,
  seed: UInt64,
  direct: @escaping (RACSignal<Int>) -> RACSignal<T>,
  reference: @escaping (RACSignal<Int>) -> RACSignal<T>,
  makeTimeline: (inout SplitMix, Synchrony) -> Timeline = { Timeline.random(using: &$0, synchrony: $1) },
  maxDisposalTick: Int = 8,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var rng = SplitMix(seed: seed)
  var failures = 0
  for index in 0..<timelineCount {
    let synchrony = Synchrony.forCase(index)
    let timeline = makeTimeline(&rng, synchrony)
    let disposal = Disposal.random(using: &rng, maxTick: maxDisposalTick, synchrony: synchrony)
    let expected = transcript(disposal: disposal) { reference($0.cold(timeline, name: "source")) }
    let actual = transcript(disposal: disposal) { direct($0.cold(timeline, name: "source")) }
    if !transcriptsAgree(expected, actual, synchrony: synchrony) {
      failures += 1
      if failures <= 3 {
        Issue.record(
          """
          \(law) differs from its reference on \(synchrony) timeline #\(index) (seed \(seed)) [\(timeline)], dispose \(disposal):
            reference: \(expected)
            direct:    \(actual)
          """,
          sourceLocation: sourceLocation
        )
      }
    }
  }
  #expect(failures == 0, "\(law): \(failures) of \(timelineCount) timelines differ", sourceLocation: sourceLocation)
}

@Suite struct DirectEquivalenceTests {
  @Test func mapMatchesReference() {
    expectEquivalent("map", seed: 1, direct: { $0.map { $0 * 3 } }, reference: { referenceMap($0) { $0 * 3 } })
  }

  @Test func filterMatchesReference() {
    expectEquivalent(
      "filter", seed: 2, direct: { $0.filter { $0 % 2 == 0 } }, reference: { referenceFilter($0) { $0 % 2 == 0 } })
  }

  @Test(arguments: [0, 1, 2, 3, 5])
  func takeMatchesReference(count: Int) {
    expectEquivalent(
      "take(\(count))", seed: 3 + UInt64(count), direct: { $0.take(count) }, reference: { referenceTake($0, count) })
  }

  @Test(arguments: [0, 1, 2, 4])
  func skipMatchesReference(count: Int) {
    expectEquivalent(
      "skip(\(count))", seed: 10 + UInt64(count), direct: { $0.skip(count) }, reference: { referenceSkip($0, count) })
  }

  @Test func scanMatchesReference() {
    let sum: (Int, Int) -> Int = { $0 + $1 }
    expectEquivalent(
      "scan", seed: 20, direct: { $0.scan(withStart: 1, reduce: sum) }, reference: { referenceScan($0, 1, sum) })
  }

  @Test func scanWithIndexMatchesReference() {
    let reduce: (Int, Int, Int) -> Int = { $0 * 2 + $1 - $2 }
    expectEquivalent(
      "scan(withStart:reduceWithIndex:)", seed: 21,
      direct: { $0.scan(withStart: 2, reduceWithIndex: reduce) },
      reference: { referenceScanWithIndex($0, 2, reduce) }
    )
  }

  @Test func startWithMatchesReference() {
    expectEquivalent("start(with:)", seed: 22, direct: { $0.start(with: 9) }, reference: { referenceStartWith($0, 9) })
  }

  @Test func mapReplaceMatchesReference() {
    expectEquivalent("mapReplace", seed: 30, direct: { $0.mapReplace(7) }, reference: { referenceMapReplace($0, 7) })
  }

  @Test func ignoreMatchesReference() {
    expectEquivalent("ignore", seed: 31, direct: { $0.ignore(2) }, reference: { referenceIgnore($0, 2) })
  }

  /// Runs of stateless stages, which a subscription on a source that does
  /// not send inline makes into sinks of two stages each (Docs/Internals.md,
  /// "Stateless stages fused in pairs"): every pair of kinds, and runs of
  /// three and four, against the same runs of the reference operators.
  static var stageRuns: [(String, (RACSignal<Int>) -> RACSignal<Int>, (RACSignal<Int>) -> RACSignal<Int>)] {
    [
      (
        "map → map", { $0.map { $0 * 3 }.map { $0 - 1 } },
        { referenceMap(referenceMap($0) { $0 * 3 }) { $0 - 1 } }
      ),
      (
        "map → filter", { $0.map { $0 + 1 }.filter { $0 % 2 == 0 } },
        { referenceFilter(referenceMap($0) { $0 + 1 }) { $0 % 2 == 0 } }
      ),
      (
        "filter → map", { $0.filter { $0 % 3 != 0 }.map { $0 * 2 } },
        { referenceMap(referenceFilter($0) { $0 % 3 != 0 }) { $0 * 2 } }
      ),
      (
        "filter → filter", { $0.filter { $0 % 2 == 0 }.filter { $0 > 2 } },
        { referenceFilter(referenceFilter($0) { $0 % 2 == 0 }) { $0 > 2 } }
      ),
      (
        "map → filter → map", { $0.map { $0 * 3 }.filter { $0 % 2 == 0 }.map { $0 + 1 } },
        { referenceMap(referenceFilter(referenceMap($0) { $0 * 3 }) { $0 % 2 == 0 }) { $0 + 1 } }
      ),
      (
        "filter → map → filter → map",
        { $0.filter { $0 != 4 }.map { $0 - 2 }.filter { $0 >= 0 }.map { $0 * 5 } },
        {
          referenceMap(referenceFilter(referenceMap(referenceFilter($0) { $0 != 4 }) { $0 - 2 }) { $0 >= 0 }) { $0 * 5 }
        }
      ),
      (
        "mapReplace → ignore", { $0.mapReplace(2).ignore(2) },
        { referenceIgnore(referenceMapReplace($0, 2), 2) }
      ),
      (
        "ignore → map → mapReplace", { $0.ignore(3).map { $0 + 10 }.mapReplace(1) },
        { referenceMapReplace(referenceMap(referenceIgnore($0, 3)) { $0 + 10 }, 1) }
      ),
    ]
  }

  @Test(arguments: 0..<8)
  func stageRunsMatchReference(run: Int) {
    let (law, direct, reference) = Self.stageRuns[run]
    expectEquivalent(law, seed: 70 + UInt64(run), direct: direct, reference: reference)
  }

  @Test(arguments: [0, 2, 5])
  func takeBlocksMatchReference(limit: Int) {
    expectEquivalent(
      "take(untilBlock:) at \(limit)", seed: 32 + UInt64(limit),
      direct: { $0.take(untilBlock: { $0 >= limit }) },
      reference: { referenceTakeUntilBlock($0) { $0 >= limit } })
    expectEquivalent(
      "take(whileBlock:) below \(limit)", seed: 40 + UInt64(limit),
      direct: { $0.take(whileBlock: { $0 < limit }) },
      reference: { referenceTakeWhileBlock($0) { $0 < limit } })
  }

  @Test(arguments: [0, 2, 5])
  func skipBlocksMatchReference(limit: Int) {
    expectEquivalent(
      "skip(untilBlock:) at \(limit)", seed: 48 + UInt64(limit),
      direct: { $0.skip(untilBlock: { $0 >= limit }) },
      reference: { referenceSkipUntilBlock($0) { $0 >= limit } })
    expectEquivalent(
      "skip(whileBlock:) below \(limit)", seed: 56 + UInt64(limit),
      direct: { $0.skip(whileBlock: { $0 < limit }) },
      reference: { referenceSkipWhileBlock($0) { $0 < limit } })
  }

  @Test func combinePreviousMatchesReference() {
    let difference: (Int, Int) -> Int = { $1 - $0 }
    expectEquivalent(
      "combinePrevious", seed: 64,
      direct: { $0.combinePrevious(withStart: 3, reduce: difference) },
      reference: { referenceCombinePrevious($0, 3, difference) })
  }

  @Test func distinctUntilChangedMatchesReference() {
    expectEquivalent(
      "distinctUntilChanged", seed: 23, direct: { $0.distinctUntilChanged() }, reference: { referenceDistinct($0) })
  }

  @Test func distinctUntilChangedByMatchesReference() {
    let sameParity: (Int, Int) -> Bool = { $0 % 2 == $1 % 2 }
    expectEquivalent(
      "distinctUntilChanged(by:)", seed: 24,
      direct: { $0.distinctUntilChanged(by: sameParity) },
      reference: { referenceDistinctBy($0, sameParity) }
    )
  }

  @Test func chainMatchesReference() {
    let increment: (Int) -> Int = { $0 + 1 }
    let notTwo: (Int) -> Bool = { $0 != 2 }
    let sum: (Int, Int) -> Int = { $0 + $1 }
    expectEquivalent(
      "map.filter.scan.take", seed: 25,
      direct: { (source: RACSignal<Int>) -> RACSignal<Int> in
        source.map(increment).filter(notTwo).scan(withStart: 0, reduce: sum).take(3)
      },
      reference: { (source: RACSignal<Int>) -> RACSignal<Int> in
        let mapped: RACSignal<Int> = referenceMap(source, increment)
        let filtered: RACSignal<Int> = referenceFilter(mapped, notTwo)
        let scanned: RACSignal<Int> = referenceScan(filtered, 0, sum)
        return referenceTake(scanned, 3)
      }
    )
  }
}
