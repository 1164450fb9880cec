import RACSignalOperators
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
