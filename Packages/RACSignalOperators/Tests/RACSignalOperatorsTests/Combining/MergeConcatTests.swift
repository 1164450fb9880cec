import RACSignalOperators
import RACTesting
import Testing

@Suite struct MergeTests {
  @Test func mergeInterleavesValues() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1--2-|")
    let b = try test.cold("--3---4|")
    let recorder = test.record(RACSignal.merge([a, b]))
    test.run()
    expectMarbles(recorder, "-13-2-4|")
    expectSubscriptions(a, ["^-----!"])
    expectSubscriptions(b, ["^------!"])
  }

  @Test func mergeWithInterleavesValues() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1--2-|")
    let b = try test.cold("--3---4|")
    let recorder = test.record(a.merge(b))
    test.run()
    expectMarbles(recorder, "-13-2-4|")
  }

  @Test(arguments: [0, 1])
  func mergeErrorFromEitherEndsItAndDisposesTheOther(failing: Int) throws {
    let test = RACMarbleTester()
    let sources = [try test.cold("-1-#"), try test.cold("--2---3|")]
    let a = sources[failing]
    let b = sources[1 - failing]
    let recorder = test.record(RACSignal.merge(failing == 0 ? [a, b] : [b, a]))
    test.run()
    expectMarbles(recorder, "-12#")
    expectSubscriptions(a, ["^--!"])
    expectSubscriptions(b, ["^--!"])
  }

  @Test(arguments: [("--|", "-|", "--|"), ("-|", "--|", "--|"), ("-|", "-|", "-|")])
  func mergeCompletesWhenAllHaveCompleted(first: String, second: String, expected: String) throws {
    let test = RACMarbleTester()
    let recorder = test.record(RACSignal.merge([try test.cold(first), try test.cold(second)]))
    test.run()
    expectMarbles(recorder, expected)
  }

  @Test func mergeDisposalDisposesEverySource() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1---|")
    let b = try test.cold("--2---|")
    let recorder = test.record(a.merge(b), disposeAt: 3)
    test.run()
    expectMarbles(recorder, "-12")
    expectSubscriptions(a, ["^--!"])
    expectSubscriptions(b, ["^--!"])
  }

  @Test func mergeOfSourcesThatCompleteBeforeSending() throws {
    let test = RACMarbleTester()
    let recorder = test.record(RACSignal.merge([try test.cold("|"), try test.cold("-|")]))
    test.run()
    expectMarbles(recorder, "-|")
  }

  @Test func mergeOfNoSignalsCompletesAtOnce() {
    let log = EventLog()
    log.subscribe(RACSignal<Int>.merge([]))
    #expect(log.lines == ["completed"])
  }

  @Test func mergeOfSynchronousSources() {
    let log = EventLog()
    log.subscribe(RACSignal.merge([log.source("a", [1, 2]), log.source("b", [3])]))
    #expect(
      log.lines == [
        "a subscribed", "next 1", "next 2", "a disposed",
        "b subscribed", "next 3", "b disposed", "completed",
      ])
  }

  @Test func mergeNeverSubscribesSignalsAfterASynchronousError() {
    let log = EventLog()
    let failing = log.source("b", [2], end: .error(TestFailure(code: 1)))
    log.subscribe(RACSignal.merge([log.source("a", [1], end: nil), failing, log.source("c", [3])]))
    // A synchronous source's disposable is returned after it sent its
    // events: "b disposed" comes once its subscription call returns.
    #expect(
      log.lines == [
        "a subscribed", "next 1", "b subscribed", "next 2", "a disposed",
        "error TestFailure(code: 1)", "b disposed",
      ])
  }

  @Test func mergeDeliversAReentrantSendAtOnce() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    var values: [Int] = []
    let disposable = a.signal.merge(b.signal).subscribeNext { value in
      values.append(value)
      if value == 1 { b.send(2) }
      values.append(-value)
    }
    a.send(1)
    disposable.dispose()
    #expect(values == [1, 2, -2, -1])
  }

  @Test func mergeIsNamedAsInReactiveCocoa() {
    let a = RACSignal<Int>.never().setName("a")
    let b = RACSignal<Int>.never().setName("b")
    #expect(a.merge(b).name == "[a] -merge: b")
    #expect(RACSignal.merge([a, b]).name == "+merge: [\"a\", \"b\"]")
  }

  @Test func mergeReleasesItsSubscriberAfterDisposal() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<Int>.never().merge(.never()))
        recorder.dispose()
        return recorder
      })
  }
}

/// `concat(_:)` is RACStreamCore's primitive; these check ReactiveCocoa's
/// semantics from this layer.
@Suite struct ConcatTests {
  @Test func concatSubscribesToTheSecondOnlyWhenTheFirstCompletes() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-|")
    let b = try test.cold("-2|")
    let recorder = test.record(a.concat(b))
    test.run()
    expectMarbles(recorder, "-1--2|")
    expectSubscriptions(a, ["^--!"])
    expectSubscriptions(b, ["---^-!"])
  }

  @Test func concatErrorFromTheFirstNeverSubscribesTheSecond() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1#")
    let b = try test.cold("-2|")
    let recorder = test.record(a.concat(b))
    test.run()
    expectMarbles(recorder, "-1#")
    #expect(b.subscriptions.isEmpty)
  }

  @Test func concatDisposedDuringTheSecond() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1|")
    let b = try test.cold("-2-3|")
    let recorder = test.record(a.concat(b), disposeAt: 4)
    test.run()
    expectMarbles(recorder, "-1-2")
    expectSubscriptions(b, ["--^-!"])
  }

  @Test func concatOfSynchronousSources() {
    let log = EventLog()
    log.subscribe(log.source("a", [1]).concat(log.source("b", [2])))
    #expect(log.lines == ["a subscribed", "next 1", "b subscribed", "next 2", "completed", "b disposed", "a disposed"])
  }
}
