import RACSignalOperators
import RACTesting
import Testing

@Suite struct CatchTests {
  @Test func catchContinuesWithTheBlocksSignal() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let replacement = try test.cold("-x-|")
    var caught: [any Error] = []
    let recorder = test.record(
      source.catch { error in
        caught.append(error)
        return replacement
      })
    test.run()
    expectMarbles(recorder, "-a--x-|")
    expectSubscriptions(source, ["^--!"])
    expectSubscriptions(replacement, ["---^--!"])
    #expect(caught.count == 1 && caught.first is RACTestError)
  }

  @Test func catchToContinuesWithTheSignal() throws {
    let test = RACMarbleTester()
    let replacement = try test.cold("-x-|")
    let recorder = test.record(try test.cold("-a-#").catch(to: replacement))
    test.run()
    expectMarbles(recorder, "-a--x-|")
  }

  @Test func catchPassesCompletionAndTheReplacementsError() throws {
    let test = RACMarbleTester()
    var calls = 0
    let completing = test.record(
      try test.cold("-a-|").catch { _ in
        calls += 1
        return .empty()
      })
    let failingTwice = test.record(try test.cold("-#").catch(to: try test.cold("-b#")))
    test.run()
    expectMarbles(completing, "-a-|")
    #expect(calls == 0)
    expectMarbles(failingTwice, "--b#")
  }

  @Test func catchDisposalDisposesTheReplacementThenTheSource() {
    let log = EventLog()
    let source: RACSignal<Int> = log.source("s", [1], end: .error(TestFailure(code: 1)))
    let disposable = log.subscribe(source.catch(to: log.source("r", [2], end: nil)))
    disposable.dispose()
    #expect(log.lines == ["s subscribed", "next 1", "r subscribed", "next 2", "s disposed", "r disposed"])
  }

  @Test func catchDisposedBeforeTheErrorDisposesTheSource() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a--#")
    let replacement = try test.cold("-x|")
    let recorder = test.record(source.catch(to: replacement), disposeAt: 2)
    test.run()
    expectMarbles(recorder, "-a")
    expectSubscriptions(source, ["^-!"])
    #expect(replacement.subscriptions.isEmpty)
  }

  @Test func catchReleasesItsSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<Int>.error(TestFailure(code: 1)).catch(to: .never()))
        recorder.dispose()
        return recorder
      })
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<Int>.return(1).try { _ in throw TestFailure(code: 2) })
        return recorder
      })
  }

  @Test func catchAndCatchToAreNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.catch { _ in .empty() }.name == "[s] -catch:")
    #expect(source.catch(to: RACSignal<Int>.empty().setName("r")).name == "[s] -catchTo: r")
  }
}

@Suite struct TryTests {
  @Test func tryPassesValuesUntilTheBlockThrows() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-3-|")
    let recorder = test.record(source.try { if $0 == 2 { throw RACTestError() } })
    test.run()
    expectMarbles(recorder, "-1-#")
    expectSubscriptions(source, ["^--!"])
  }

  @Test func tryMapMapsUntilTheBlockThrows() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-2-4-0-|")
    let recorder = test.record(
      source.tryMap { value -> Int in
        guard value != 0 else { throw RACTestError() }
        return 8 / value
      })
    test.run()
    expectMarbles(recorder, "-4-2-#")
    expectSubscriptions(source, ["^----!"])
  }

  @Test func tryAndTryMapPassTheSourcesTerminalEvents() throws {
    let test = RACMarbleTester()
    let completing: RACColdTestSignal<Int> = try test.cold("-1-|")
    let failing: RACColdTestSignal<Int> = try test.cold("-1-#")
    let a = test.record(completing.try { _ in })
    let b = test.record(failing.tryMap { $0 + 1 })
    test.run()
    expectMarbles(a, "-1-|")
    expectMarbles(b, "-2-#")
  }

  @Test func tryMapSendsTheThrownError() {
    let log = EventLog()
    log.subscribe(
      log.source("s", [1, 2, 3]).tryMap { value -> Int in
        if value == 2 { throw TestFailure(code: value) }
        return value * 10
      })
    #expect(log.lines == ["s subscribed", "next 10", "error TestFailure(code: 2)", "s disposed"])
  }

  @Test func tryAndTryMapAreNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.try { _ in }.name == "[s] -try:")
    #expect(source.tryMap { $0 }.name == "[s] -tryMap:")
  }
}
