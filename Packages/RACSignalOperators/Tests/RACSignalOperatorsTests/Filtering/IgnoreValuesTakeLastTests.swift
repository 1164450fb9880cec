import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

@Suite struct IgnoreValuesTakeLastTests {
  @Test func ignoreValuesPassesOnlyCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let recorder = test.record(source.ignoreValues())
    test.run()
    #expect(try recorder.compare(with: "-------|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^------!"]).isMatch)
  }

  @Test func ignoreValuesPassesTheErrorOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let recorder = test.record(source.ignoreValues())
    test.run()
    #expect(try recorder.compare(with: "---#").isMatch)
  }

  @Test func ignoreValuesDisposalDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.ignoreValues(), disposeAt: 2)
    test.run()
    #expect(recorder.events.isEmpty)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func takeLastSendsTheLastValuesAtCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let recorder = test.record(source.takeLast(2))
    test.run()
    #expect(try recorder.compare(with: "-------[bc|]").isMatch)
    #expect(try source.compareSubscriptions(with: ["^------!"]).isMatch)
  }

  @Test func takeLastOfFewerValuesSendsThemAll() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    let recorder = test.record(source.takeLast(3))
    test.run()
    #expect(try recorder.compare(with: "---[a|]").isMatch)
  }

  @Test func takeLastZeroOnlyCompletes() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source.takeLast(0))
    test.run()
    #expect(try recorder.compare(with: "-----|").isMatch)
  }

  @Test func takeLastDropsItsValuesOnError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-#")
    let recorder = test.record(source.takeLast(2))
    test.run()
    #expect(try recorder.compare(with: "-----#").isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func takeLastDisposedBeforeCompletionSendsNothing() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.takeLast(1), disposeAt: 4)
    test.run()
    #expect(recorder.events.isEmpty)
    #expect(try source.compareSubscriptions(with: ["^---!"]).isMatch)
  }

  @Test func takeLastStopsWhenDisposedDuringItsValues() {
    let feeder = Feeder<Int>()
    var values: [Int] = []
    var completed = false
    var disposable: RACDisposable?
    disposable = feeder.signal.takeLast(3).subscribeNext(
      { value in
        values.append(value)
        disposable?.dispose()
      },
      completed: { completed = true })
    feeder.sendNext(1)
    feeder.sendNext(2)
    feeder.sendNext(3)
    feeder.sendCompleted()
    #expect(values == [1])
    #expect(!completed)
  }

  @Test func takeLastNegativeCountStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().takeLast(-1)
    }
    #expect(stderrText(result).contains("RACSignal.takeLast(_:): count must not be negative"))
  }

  @Test func ignoreValuesAndTakeLastDoNotLeak() throws {
    try expectNoLeak { $0.ignoreValues() }
    try expectNoLeak { $0.takeLast(2) }
    try expectNoLeak(source: "-a-b-|", disposeAt: nil) { $0.takeLast(1) }
  }

  @Test func ignoreValuesAndTakeLastAreNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.ignoreValues().name == "[s] -ignoreValues")
    #expect(source.takeLast(2).name == "[s] -takeLast: 2")
  }
}

/// Operators that end with a result of their own dispose the source's
/// subscription at its terminal event themselves, as their block subscriber
/// does in RAC, even when their subscriber is an object that disposes
/// nothing and the source is one that does not either.
@Suite struct EndingOperatorsDisposeTheirSourceTests {
  @Test(arguments: ["takeLast", "collect", "any", "all", "materialize"], [false, true])
  func theSourcesSubscriptionIsDisposedAtItsTerminalEvent(_ operation: String, failing: Bool) {
    let source = StubbornSource(prefix: [1, 2])
    let subscriber = RawSubscriber()
    switch operation {
    case "takeLast": _ = source.takeLast(1).subscribe(subscriber)
    case "collect": _ = source.collect().map { $0.count }.subscribe(subscriber)
    case "any": _ = source.any { $0 > 5 }.map { $0 ? 1 : 0 }.subscribe(subscriber)
    case "all": _ = source.all { $0 > 0 }.map { $0 ? 1 : 0 }.subscribe(subscriber)
    default: _ = source.materialize().map { _ in 0 }.subscribe(subscriber)
    }
    #expect(source.disposals == 0)
    if failing { source.sendError(RACTestError()) } else { source.sendCompleted() }
    #expect(source.disposals == 1)
    // `any` and `all` decide on an error too (false), then complete, as RAC's
    // do; `materialize` sends the error as a value, then completes.
    let decides = operation != "takeLast" && operation != "collect"
    #expect(subscriber.events.last == (failing && !decides ? "error" : "completed"))
  }

  /// `any` and `all` dispose the source at the value that decides them,
  /// before completing: the source's later events reach nothing.
  @Test(arguments: ["any", "all"])
  func anyAndAllDisposeTheSourceAtTheDecidingValue(_ operation: String) {
    let source = StubbornSource(prefix: [1, 2, 3])
    let subscriber = RawSubscriber()
    if operation == "any" {
      _ = source.any { $0 == 2 }.map { $0 ? 1 : 0 }.subscribe(subscriber)
    } else {
      _ = source.all { $0 < 2 }.map { $0 ? 1 : 0 }.subscribe(subscriber)
    }
    #expect(source.disposals == 1)
    #expect(subscriber.events == [operation == "any" ? "1" : "0", "completed"])
  }

  /// `collect` lets go of the values it gathered at its terminal event:
  /// the subscription, which its source still holds here, keeps none.
  @Test(arguments: [false, true])
  func collectReleasesItsValuesAtTheEnd(failing: Bool) throws {
    let fate = try fateOfAToken(endingWith: failing) { $0.collect() }
    #expect(fate.heldBeforeTheEnd)
    #expect(fate.ended)
    #expect(!fate.heldAfterTheEnd)
    #expect(fate.values == (failing ? 0 : 1))
  }
}
