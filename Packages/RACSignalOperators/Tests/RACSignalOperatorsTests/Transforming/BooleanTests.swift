import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

@Suite struct BooleanTests {
  @Test func notNegates() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-t-f-|", values: bools)
    let recorder = test.record(source.not())
    test.run()
    #expect(try recorder.compare(with: "-f-t-|", values: bools).isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func notPassesErrorsAndDisposalOn() throws {
    let test = RACMarbleTester()
    let failing = try test.cold("-t-#", values: bools)
    let failed = test.record(failing.not())
    let hot = try test.hot("-t-f-|", values: bools)
    let disposed = test.record(hot.not(), disposeAt: 2)
    test.run()
    #expect(try failed.compare(with: "-f-#", values: bools).isMatch)
    #expect(try disposed.compare(with: "-f!", values: bools).isMatch)
    #expect(try hot.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func andOfArrays() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-x-y-|", values: ["x": [true, true], "y": [true, false]])
    let recorder = test.record(source.and())
    test.run()
    #expect(try recorder.compare(with: "-t-f-|", values: bools).isMatch)
  }

  @Test func orOfArrays() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-x-y-|", values: ["x": [false, true], "y": [false, false]])
    let recorder = test.record(source.or())
    test.run()
    #expect(try recorder.compare(with: "-t-f-|", values: bools).isMatch)
  }

  @Test func andAndOrOfTuples() throws {
    let test = RACMarbleTester()
    let pairs = try test.cold("-x-y-|", values: ["x": (true, true), "y": (true, false)])
    let pairsOr = try test.cold("-x-y-|", values: ["x": (false, true), "y": (false, false)])
    let triples = try test.cold("-x-y-|", values: ["x": (true, true, true), "y": (true, true, false)])
    let triplesOr = try test.cold("-x-y-|", values: ["x": (false, false, true), "y": (false, false, false)])
    let quads = try test.cold("-x-y-|", values: ["x": (true, true, true, true), "y": (true, true, true, false)])
    let quadsOr = try test.cold(
      "-x-y-|", values: ["x": (false, false, false, true), "y": (false, false, false, false)])
    let fives = try test.cold(
      "-x-y-|", values: ["x": (true, true, true, true, true), "y": (true, true, true, true, false)])
    let fivesOr = try test.cold(
      "-x-y-|", values: ["x": (false, false, false, false, true), "y": (false, false, false, false, false)])
    let sixes = try test.cold(
      "-x-y-|", values: ["x": (true, true, true, true, true, true), "y": (true, true, true, true, true, false)])
    let sixesOr = try test.cold(
      "-x-y-|",
      values: ["x": (false, false, false, false, false, true), "y": (false, false, false, false, false, false)])
    let recorders = [
      test.record(pairs.and()), test.record(pairsOr.or()),
      test.record(triples.and()), test.record(triplesOr.or()),
      test.record(quads.and()), test.record(quadsOr.or()),
      test.record(fives.and()), test.record(fivesOr.or()),
      test.record(sixes.and()), test.record(sixesOr.or()),
    ]
    test.run()
    for recorder in recorders {
      let result = try recorder.compare(with: "-t-f-|", values: bools)
      #expect(result.isMatch, "\(result)")
    }
  }

  /// `and()` and `or()` of every arity, over every combination of their
  /// booleans: `and` is true only when all are, `or` when any is — for
  /// tuples and for arrays alike.
  @Test(arguments: 2...6)
  func andAndOrFollowTheirTruthTables(arity: Int) {
    let rows = (0..<(1 << arity)).map { bits in (0..<arity).map { bits & (1 << $0) != 0 } }
    let all = rows.map { !$0.contains(false) }
    let any = rows.map { $0.contains(true) }
    #expect(results(rows, { $0 }, { $0.and() }) == all)
    #expect(results(rows, { $0 }, { $0.or() }) == any)
    // Each arity's tuple form is its own extension: one pair of results each.
    let tuples: ([Bool], [Bool])
    switch arity {
    case 2: tuples = both(rows, { ($0[0], $0[1]) }, { $0.and() }, { $0.or() })
    case 3: tuples = both(rows, { ($0[0], $0[1], $0[2]) }, { $0.and() }, { $0.or() })
    case 4: tuples = both(rows, { ($0[0], $0[1], $0[2], $0[3]) }, { $0.and() }, { $0.or() })
    case 5: tuples = both(rows, { ($0[0], $0[1], $0[2], $0[3], $0[4]) }, { $0.and() }, { $0.or() })
    default: tuples = both(rows, { ($0[0], $0[1], $0[2], $0[3], $0[4], $0[5]) }, { $0.and() }, { $0.or() })
    }
    #expect(tuples.0 == all)
    #expect(tuples.1 == any)
  }

  /// What `and` and `or` send for each of `rows`, made into values by `make`.
  private func both<Row>(
    _ rows: [[Bool]], _ make: ([Bool]) -> Row,
    _ and: (RACSignal<Row>) -> RACSignal<Bool>, _ or: (RACSignal<Row>) -> RACSignal<Bool>
  ) -> ([Bool], [Bool]) {
    (results(rows, make, and), results(rows, make, or))
  }

  /// What `operation` sends for each of `rows`, made into values by `make`
  /// and sent synchronously.
  private func results<Row>(
    _ rows: [[Bool]], _ make: ([Bool]) -> Row, _ operation: (RACSignal<Row>) -> RACSignal<Bool>
  ) -> [Bool] {
    let source = just(rows.map(make))
    var sent: [Bool] = []
    operation(source).subscribeNext { sent.append($0) }
    return sent
  }

  @Test func andOfAnEmptyArrayStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<[Bool]>.return([]).and().subscribeNext { _ in }
    }
    #expect(stderrText(result).contains("RACSignal.and(): the array must hold at least one Bool"))
  }

  @Test func orOfAnEmptyArrayStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<[Bool]>.return([]).or().subscribeNext { _ in }
    }
    #expect(stderrText(result).contains("RACSignal.or(): the array must hold at least one Bool"))
  }

  @Test func booleanOperatorsDoNotLeak() throws {
    try expectNoLeak { $0.map { $0 == "a" }.not() }
    try expectNoLeak { $0.map { [$0 == "a"] }.and() }
    try expectNoLeak { $0.map { ($0 == "a", true) }.or() }
  }

  @Test func booleanOperatorsAreNamedAsInReactiveCocoa() {
    #expect(RACSignal<Bool>.never().setName("s").not().name == "[s] -not")
    #expect(RACSignal<[Bool]>.never().setName("s").and().name == "[s] -and")
    #expect(RACSignal<(Bool, Bool)>.never().setName("s").or().name == "[s] -or")
  }
}
