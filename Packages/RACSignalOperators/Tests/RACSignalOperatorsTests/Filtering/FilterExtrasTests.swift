import RACSignalOperators
import RACTesting
import Testing

/// The four operators the seed's author adds to RAC 2.5.
@Suite struct FilterExtrasTests {
  @Test func distinctPassesEachValueOnce() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-a-c-b-|")
    let recorder = test.record(source.distinct())
    test.run()
    #expect(try recorder.compare(with: "-a-b---c---|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^----------!"]).isMatch)
  }

  /// `distinct()` called where the value type is generic: the set's
  /// insertion then runs unspecialized, the same step as specialized.
  func distinctInAGenericContext<Value: Hashable>(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    signal.distinct()
  }

  @Test func distinctFromAGenericContextPassesEachValueOnce() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-a-c-b-|")
    let recorder = test.record(distinctInAGenericContext(source))
    test.run()
    #expect(try recorder.compare(with: "-a-b---c---|").isMatch)
  }

  @Test func distinctForgetsBetweenSubscriptionsAndPassesErrorsAndDisposal() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-a-#")
    let signal = source.distinct()
    let first = test.record(signal)
    let second = test.record(signal, disposeAt: 2)
    test.run()
    #expect(try first.compare(with: "-a---#").isMatch)
    #expect(try second.compare(with: "-a!").isMatch)
  }

  @Test func elementAtSendsOneValueThenCompletes() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-d-|")
    let recorder = test.record(source.element(at: 2))
    test.run()
    #expect(try recorder.compare(with: "-----[c|]").isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func elementAtZeroIsTheFirstValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source.element(at: 0))
    test.run()
    #expect(try recorder.compare(with: "-[a|]").isMatch)
  }

  @Test func elementAtBeyondTheEndCompletesEmpty() throws {
    let test = RACMarbleTester()
    let short = try test.cold("-a-|")
    let failing = try test.cold("-a-#")
    let completed = test.record(short.element(at: 5))
    let failed = test.record(failing.element(at: 5))
    test.run()
    #expect(try completed.compare(with: "---|").isMatch)
    #expect(try failed.compare(with: "---#").isMatch)
  }

  @Test func elementAtIgnoresReentrantValues() {
    let feeder = Feeder<Int>()
    var values: [Int] = []
    _ = feeder.signal.element(at: 0).subscribeNext { value in
      values.append(value)
      feeder.sendNext(value + 1)
    }
    feeder.sendNext(1)
    #expect(values == [1])
  }

  @Test func skipLastHoldsTheLastValuesBack() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-d-|")
    let recorder = test.record(source.skipLast(2))
    test.run()
    #expect(try recorder.compare(with: "-----a-b-|").isMatch)
  }

  @Test func skipLastZeroPassesEverything() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-#")
    let recorder = test.record(source.skipLast(0))
    test.run()
    #expect(try recorder.compare(with: "-a-b-#").isMatch)
  }

  @Test func skipLastDisposalDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let recorder = test.record(source.skipLast(1), disposeAt: 4)
    test.run()
    #expect(try recorder.compare(with: "---a!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^---!"]).isMatch)
  }

  @Test func skipUntilOpensAtTheTriggersValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-d-|")
    let trigger = try test.cold("----x")
    let recorder = test.record(source.skip(until: trigger))
    test.run()
    #expect(try recorder.compare(with: "-----c-d-|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^--------!"]).isMatch)
    #expect(try trigger.compareSubscriptions(with: ["^--------!"]).isMatch)
  }

  @Test func skipUntilOpensAtTheTriggersCompletionAndIgnoresItsError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let completing = try test.cold("--|")
    let failing = try test.cold("--#")
    let opened = test.record(source.skip(until: completing))
    let closed = test.record(source.skip(until: failing))
    test.run()
    #expect(try opened.compare(with: "---b-c-|").isMatch)
    #expect(try closed.compare(with: "-------|").isMatch)
  }

  @Test func skipUntilPassesTheReceiversErrorOnAndDisposesTheTrigger() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let trigger = try test.cold("------x")
    let recorder = test.record(source.skip(until: trigger))
    test.run()
    #expect(try recorder.compare(with: "---#").isMatch)
    #expect(try trigger.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func elementAtNegativeIndexStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().element(at: -1)
    }
    #expect(stderrText(result).contains("RACSignal.element(at:): index must not be negative"))
  }

  @Test func skipLastNegativeCountStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().skipLast(-1)
    }
    #expect(stderrText(result).contains("RACSignal.skipLast(_:): count must not be negative"))
  }

  @Test func filterExtrasDoNotLeak() throws {
    try expectNoLeak { $0.distinct() }
    try expectNoLeak { $0.element(at: 5) }
    try expectNoLeak(disposeAt: nil) { $0.element(at: 1) }
    try expectNoLeak { $0.skipLast(1) }
    try expectNoLeak { $0.skip(until: RACSignal<Int>.never()) }
    try expectNoLeak { $0.skip(until: RACSignal<Int>.empty()) }
  }

  @Test func filterExtrasAreNamedAfterTheAuthorsSelectors() {
    let source = RACSignal<Int>.never().setName("s")
    let trigger = RACSignal<Int>.never().setName("t")
    #expect(source.distinct().name == "[s] -distinct")
    #expect(source.element(at: 3).name == "[s] -elementAt: 3")
    #expect(source.skipLast(2).name == "[s] -skipLast: 2")
    #expect(source.skip(until: trigger).name == "[s] -skipUntil: t")
  }
}
