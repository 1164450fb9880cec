import RACSignalOperators
import RACTesting
import Testing

@Suite struct FlattenLimitedTests {
  @Test func flattenLimitsConcurrentInnerSignals() throws {
    let (recorder, a, b, c, outer) = try flattenThreeInnerSignals(limit: 2)
    expectMarbles(recorder, "--1-3-25--|")
    expectSubscriptions(a, ["-^-----!"])
    expectSubscriptions(b, ["---^--!"])
    expectSubscriptions(c, ["------^-!"])
    expectSubscriptions(outer, ["^---------!"])
  }

  /// Flattens, with `limit`, an outer signal sending three cold inner
  /// signals of different lengths at ticks 1, 3 and 5, and runs it.
  private func flattenThreeInnerSignals(limit: Int) throws -> (
    RACTestRecorder<String>, RACColdTestSignal<String>, RACColdTestSignal<String>, RACColdTestSignal<String>,
    RACColdTestSignal<RACColdTestSignal<String>>
  ) {
    let test = RACMarbleTester()
    let a = try test.cold("-1---2|")
    let b = try test.cold("-3-|")
    let c = try test.cold("-5|")
    let outer = try test.cold("-a-b-c----|", values: ["a": a, "b": b, "c": c])
    let recorder = test.record(outer.flatten(limit))
    test.run()
    return (recorder, a, b, c, outer)
  }

  /// The second case's first inner signal completes before sending, so the
  /// second is subscribed on the same tick.
  @Test(arguments: [
    ("-1-2|", "-3|", "-a-b------|", "--1-2-3---|", "-----^-!"),
    ("|", "-|", "-ab-|", "----|", "--^!"),
  ])
  func concatSubscribesEachInnerSignalWhenThePreviousCompletes(
    a aMarbles: String, b bMarbles: String, outer outerMarbles: String, expected: String, bSubscription: String
  ) throws {
    let test = RACMarbleTester()
    let a = try test.cold(aMarbles)
    let b = try test.cold(bMarbles)
    let outer = try test.cold(outerMarbles, values: ["a": a, "b": b])
    let recorder = test.record(outer.concat())
    test.run()
    expectMarbles(recorder, expected)
    expectSubscriptions(b, [bSubscription])
  }

  @Test func flattenZeroHasNoLimit() throws {
    let (recorder, _, _, _, _) = try flattenThreeInnerSignals(limit: 0)
    expectMarbles(recorder, "--1-3-[25]---|")
  }

  @Test func flattenInnerErrorDisposesEverythingAndDropsTheQueue() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-#")
    let b = try test.cold("-----2|")
    let c = try test.cold("-3|")
    let outer = try test.cold("-abc---|", values: ["a": a, "b": b, "c": c])
    let recorder = test.record(outer.flatten(2))
    test.run()
    expectMarbles(recorder, "--1-#")
    expectSubscriptions(b, ["--^-!"])
    expectSubscriptions(outer, ["^---!"])
    #expect(c.subscriptions.isEmpty)
  }

  @Test func flattenOuterErrorDisposesTheInnerSignals() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-----|")
    let outer = try test.cold("-a--#", values: ["a": a])
    let recorder = test.record(outer.concat())
    test.run()
    expectMarbles(recorder, "--1-#")
    expectSubscriptions(a, ["-^--!"])
  }

  @Test(arguments: [("-a|", "-1---|", "--1---|"), ("-a-----|", "-1|", "--1----|")])
  func flattenCompletesWhenTheOuterAndEveryInnerHave(outerMarbles: String, innerMarbles: String, expected: String)
    throws
  {
    let test = RACMarbleTester()
    let inner = try test.cold(innerMarbles)
    let outer = try test.cold(outerMarbles, values: ["a": inner])
    let recorder = test.record(outer.flatten(1))
    test.run()
    expectMarbles(recorder, expected)
    #expect(recorder.values == ["1"])
  }

  @Test func flattenDisposalDisposesTheOuterAndTheInnerSignals() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-----|")
    let b = try test.cold("-2-----|")
    let outer = try test.cold("-ab-----|", values: ["a": a, "b": b])
    let recorder = test.record(outer.flatten(2), disposeAt: 4)
    test.run()
    expectMarbles(recorder, "--12")
    expectSubscriptions(outer, ["^---!"])
    expectSubscriptions(a, ["-^--!"])
    expectSubscriptions(b, ["--^-!"])
  }

  /// `concat()` and `switchToLatest()` run synchronous inner signals one
  /// after the other, each disposed before the next is subscribed.
  enum SequentialFlattening: CaseIterable, Sendable {
    case concat, switchToLatest

    func apply(_ outer: RACSignal<RACSignal<Int>>) -> RACSignal<Int> {
      switch self {
      case .concat: outer.concat()
      case .switchToLatest: outer.switchToLatest()
      }
    }
  }

  @Test(arguments: SequentialFlattening.allCases)
  func sequentialFlatteningOfSynchronousSignals(_ flattening: SequentialFlattening) {
    let log = EventLog()
    let outer = RACSignal<RACSignal<Int>> { subscriber in
      subscriber.sendNext(log.source("a", [1, 2]))
      subscriber.sendNext(log.source("b", [3]))
      subscriber.sendCompleted()
      return nil
    }
    log.subscribe(flattening.apply(outer))
    #expect(
      log.lines == [
        "a subscribed", "next 1", "next 2", "a disposed",
        "b subscribed", "next 3", "b disposed", "completed",
      ])
  }

  @Test func concatNeverSubscribesQueuedSignalsAfterAnError() {
    let log = EventLog()
    let outer = RACSignal<RACSignal<Int>> { subscriber in
      subscriber.sendNext(log.source("a", [1], end: nil))
      subscriber.sendNext(log.source("b", [2]))
      subscriber.sendError(TestFailure(code: 3))
      return nil
    }
    log.subscribe(outer.concat())
    #expect(log.lines == ["a subscribed", "next 1", "a disposed", "error TestFailure(code: 3)"])
  }

  @Test func flattenDeliversAReentrantSendAtOnce() {
    let inner = ManualSource<Int>()
    let outer = ManualSource<RACSignal<Int>>()
    var values: [Int] = []
    let disposable = outer.signal.flatten(1).subscribeNext { value in
      values.append(value)
      if value == 1 { inner.send(2) }
      values.append(-value)
    }
    outer.send(inner.signal)
    inner.send(1)
    disposable.dispose()
    #expect(values == [1, 2, -2, -1])
  }

  @Test func flattenIsNamedAsInReactiveCocoa() {
    let outer = RACSignal<RACSignal<Int>>.never().setName("o")
    #expect(outer.flatten(3).name == "[o] -flatten: 3")
    #expect(outer.concat().name == "[o] -concat")
  }

  @Test func flattenReleasesItsSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        let outer = RACSignal<RACSignal<Int>>.return(.never()).concat(.never())
        recorder.subscribe(to: outer.flatten(1))
        recorder.dispose()
        return recorder
      })
  }

  @Test func flattenNegativeCountIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<RACSignal<Int>>.never().flatten(-1)
    }
    #expect(stderrText(result).contains("RACSignal.flatten(_:): maxConcurrent must not be negative"))
  }
}
