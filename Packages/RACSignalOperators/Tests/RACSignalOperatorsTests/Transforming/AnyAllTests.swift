import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

@Suite struct AnyAllTests {
  @Test func anyPassingDecidesTrueAndDisposesTheSource() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-3-4-|")
    let recorder = test.record(source.any { $0 > 2 })
    test.run()
    #expect(try recorder.compare(with: "-----[t|]", values: bools).isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func anyWithoutAPassingValueDecidesFalseAtCompletion() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-|")
    let recorder = test.record(source.any { $0 > 2 })
    test.run()
    #expect(try recorder.compare(with: "-----[f|]", values: bools).isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func anyTurnsAnErrorIntoFalse() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-#")
    let recorder = test.record(source.any { $0 > 2 })
    test.run()
    #expect(try recorder.compare(with: "---[f|]", values: bools).isMatch)
  }

  @Test func anyWithoutPredicateDecidesAtTheFirstValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("---a-b-|")
    let recorder = test.record(source.any())
    test.run()
    #expect(try recorder.compare(with: "---[t|]", values: bools).isMatch)
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func anyOfAnEmptySignalIsFalse() throws {
    let test = RACMarbleTester()
    let source = try test.cold("--|")
    let recorder = test.record(source.any())
    test.run()
    #expect(try recorder.compare(with: "--[f|]", values: bools).isMatch)
  }

  @Test func anyDisposedBeforeDecidingDisposesTheSource() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.any { $0 == "z" }, disposeAt: 2)
    test.run()
    #expect(recorder.events.isEmpty)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func allFailingDecidesFalseAndDisposesTheSource() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-5-3-|")
    let recorder = test.record(source.all { $0 < 5 })
    test.run()
    #expect(try recorder.compare(with: "-----[f|]", values: bools).isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func allPassingDecidesTrueAtCompletion() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-|")
    let recorder = test.record(source.all { $0 < 5 })
    test.run()
    #expect(try recorder.compare(with: "-----[t|]", values: bools).isMatch)
  }

  @Test func allTurnsAnErrorIntoFalse() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-#")
    let recorder = test.record(source.all { $0 < 5 })
    test.run()
    #expect(try recorder.compare(with: "---[f|]", values: bools).isMatch)
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func anyIgnoresReentrantValuesAfterDeciding() {
    let feeder = Feeder<Int>()
    var events: [String] = []
    var predicateCalls = 0
    feeder.signal.any {
      predicateCalls += 1
      return $0 > 0
    }.subscribeNext(
      { value in
        events.append("next \(value)")
        feeder.sendNext(5)
      },
      completed: { events.append("completed") }
    )
    feeder.sendNext(1)
    #expect(events == ["next true", "completed"])
    #expect(predicateCalls == 1)
    #expect(feeder.disposals == 1)
  }

  /// Once a terminal event decided, nothing a stubborn source sends after
  /// it (it keeps sending after its subscription was disposed) decides
  /// again: one value, one completion.
  @Test(arguments: [false, true], [false, true])
  func aDecisionByATerminalEventIsFinal(all: Bool, fails: Bool) {
    let source = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    let decided = all ? source.all { $0 < 5 } : source.any { $0 > 5 }
    decided.map { $0 ? 1 : 0 }.subscribe(subscriber)
    source.sendNext(1)
    if fails { source.sendError(RACTestError()) } else { source.sendCompleted() }
    source.sendNext(9)
    source.sendError(RACTestError())
    source.sendCompleted()
    // any: false either way; all: true at completion, false at an error.
    let result = all && !fails ? "1" : "0"
    #expect(subscriber.events == [result, "completed"])
    #expect(source.disposals == 1)
  }

  /// The predicate decides itself, re-entrantly: it sends a deciding value,
  /// or a terminal event, into the receiver before it returns. That
  /// decision stands; the one the predicate then returns is dropped, as
  /// RAC's `-bind:` drops it once its subscription has completed. A
  /// `doNext` below sees one value, the subscriber one value and one
  /// completion.
  @Test(arguments: ["value", "completion", "error"], [false, true])
  func aDecisionMadeInsideThePredicateIsTheOnlyOne(reentrant: String, all: Bool) {
    let feeder = Feeder<Int>()
    let subscriber = RawSubscriber()
    var sideEffects = 0
    var calls = 0
    let decides = { (value: Int) -> Bool in
      calls += 1
      if value == 1 {
        switch reentrant {
        case "value": feeder.sendNext(2)
        case "completion": feeder.sendCompleted()
        default: feeder.sendError(RACTestError())
        }
      }
      // Both calls decide: any on true, all on false.
      return !all
    }
    let decided = all ? feeder.signal.all(decides) : feeder.signal.any(decides)
    decided.doNext { _ in sideEffects += 1 }.map { $0 ? 1 : 0 }.subscribe(subscriber)
    feeder.sendNext(1)
    let expected: String
    switch reentrant {
    case "value": expected = all ? "0" : "1"
    case "completion": expected = all ? "1" : "0"
    default: expected = "0"
    }
    #expect(subscriber.events == [expected, "completed"])
    #expect(sideEffects == 1)
    #expect(calls == (reentrant == "value" ? 2 : 1))
    #expect(feeder.disposals == 1)
  }

  @Test func anyAndAllDoNotLeak() throws {
    try expectNoLeak { $0.any { $0 == "z" } }
    try expectNoLeak { $0.any() }
    try expectNoLeak { $0.all { $0 != "z" } }
    try expectNoLeak(source: "-a|", disposeAt: nil) { $0.all { $0 != "z" } }
  }

  @Test func anyAndAllAreNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.any { _ in true }.name == "[s] -any:")
    #expect(source.any().name == "[s] -any")
    #expect(source.all { _ in true }.name == "[s] -all:")
  }
}
