import RACSchedulers
import RACStreamCore
import RACTestSupport
import Testing

/// Checks that `direct` and `reference` agree on `timelineCount` generated
/// multi-source worlds: an outer timeline and one inner timeline per value.
/// In a partly synchronous world each timeline is, at random, asynchronous
/// or partly synchronous; in a wholly synchronous one every timeline is
/// wholly synchronous.
func expectEquivalentWorlds<T>(
  _ law: String,
  seed: UInt64,
  direct: @escaping (Transcript, RACSignal<Int>, [Timeline]) -> RACSignal<T>,
  reference: @escaping (Transcript, RACSignal<Int>, [Timeline]) -> RACSignal<T>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var rng = SplitMix(seed: seed)
  var failures = 0
  for index in 0..<timelineCount {
    let synchrony = Synchrony.forCase(index)
    func each() -> Synchrony {
      synchrony == .partlySynchronous && Bool.random(using: &rng) ? .asynchronous : synchrony
    }
    let outer = Timeline.random(using: &rng, maxValues: 4, synchrony: each())
    let inners = (0..<4).map { Timeline.random(using: &rng, maxValues: 3, errorCode: 10 + $0, synchrony: each()) }
    let disposal = Disposal.random(using: &rng, maxTick: 10, synchrony: synchrony)
    let expected = transcript(disposal: disposal) { reference($0, $0.cold(outer, name: "outer"), inners) }
    let actual = transcript(disposal: disposal) { direct($0, $0.cold(outer, name: "outer"), inners) }
    if !transcriptsAgree(expected, actual, synchrony: synchrony) {
      failures += 1
      if failures <= 3 {
        Issue.record(
          """
          \(law) differs from its reference on \(synchrony) world #\(index) (seed \(seed)): outer [\(outer)], inners \(inners.map(\.description)), dispose \(disposal):
            reference: \(expected)
            direct:    \(actual)
          """,
          sourceLocation: sourceLocation
        )
      }
    }
  }
  #expect(failures == 0, "\(law): \(failures) of \(timelineCount) worlds differ", sourceLocation: sourceLocation)
}

@Suite struct HigherOrderEquivalenceTests {
  @Test func flattenMapMatchesReference() {
    expectEquivalentWorlds(
      "flattenMap", seed: 100,
      direct: { world, outer, inners in outer.flattenMap { world.cold(inners[$0], name: "inner\($0)") } },
      reference: { world, outer, inners in referenceFlattenMap(outer) { world.cold(inners[$0], name: "inner\($0)") } }
    )
  }

  /// Inners that are `return` or `empty` (taken without an inner
  /// subscriber) mixed with recorded ones.
  @Test func flattenMapOfConstantInnersMatchesReference() {
    func inner(_ world: Transcript, _ inners: [Timeline], _ value: Int) -> RACSignal<Int> {
      switch value % 3 {
      case 0: return .return(value)
      case 1: return .empty()
      default: return world.cold(inners[value], name: "inner\(value)")
      }
    }
    expectEquivalentWorlds(
      "flattenMap of return/empty inners", seed: 102,
      direct: { world, outer, inners in outer.flattenMap { inner(world, inners, $0) } },
      reference: { world, outer, inners in referenceFlattenMap(outer) { inner(world, inners, $0) } }
    )
  }

  @Test func flattenMatchesReference() {
    expectEquivalentWorlds(
      "flatten", seed: 101,
      direct: { world, outer, inners in outer.map { world.cold(inners[$0], name: "inner\($0)") }.flatten() },
      reference: { world, outer, inners in
        referenceFlatten(referenceMap(outer) { world.cold(inners[$0], name: "inner\($0)") })
      }
    )
  }

  @Test(arguments: [1, 2, 3])
  func zipMatchesReference(count: Int) {
    expectEquivalentWorlds(
      "zip of \(count)", seed: 200 + UInt64(count),
      direct: { world, outer, inners in
        RACSignal.zip([outer] + (1..<count).map { world.cold(inners[$0], name: "inner\($0)") })
      },
      reference: { world, outer, inners in
        referenceZip([outer] + (1..<count).map { world.cold(inners[$0], name: "inner\($0)") })
      }
    )
  }
}
