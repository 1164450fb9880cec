import RACSignalOperators
import RACTesting
import Testing

@Suite struct SampleTests {
  @Test func sampleSendsTheLatestValueOnEachSamplerValue() throws {
    try expectSample(
      "-a-b---c--|", by: "--x--x--xx---|", "--a--b--cc|", source: ["^---------!"], sampler: ["^---------!"])
  }

  @Test func sampleSendsNothingBeforeTheFirstValue() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("---a----").sample(try test.cold("-x--x-x|")))
    test.run()
    expectMarbles(recorder, "----a-a|")
  }

  @Test func sampleSourceErrorDisposesTheSampler() throws {
    try expectSample("-a-#", by: "--x---x|", "--a#", sampler: ["^--!"])
  }

  /// Samples a cold signal of `sourceMarbles` by one of `samplerMarbles`,
  /// and checks the result and the subscriptions given.
  private func expectSample(
    _ sourceMarbles: String,
    by samplerMarbles: String,
    _ expected: String,
    source sourceSubscriptions: [String]? = nil,
    sampler samplerSubscriptions: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let test = RACMarbleTester()
    let source = try test.cold(sourceMarbles)
    let sampler = try test.cold(samplerMarbles)
    let recorder = test.record(source.sample(sampler))
    test.run()
    expectMarbles(recorder, expected, sourceLocation: sourceLocation)
    if let sourceSubscriptions {
      expectSubscriptions(source, sourceSubscriptions, sourceLocation: sourceLocation)
    }
    expectSubscriptions(sampler, samplerSubscriptions, sourceLocation: sourceLocation)
  }

  @Test(arguments: ["--x-#", "--x-|"])
  func sampleSamplerTerminalEventEndsItAndDisposesTheSource(samplerMarbles: String) throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a------|")
    let recorder = test.record(source.sample(try test.cold(samplerMarbles)))
    test.run()
    expectMarbles(recorder, samplerMarbles.replacingOccurrences(of: "x", with: "a"))
    expectSubscriptions(source, ["^---!"])
  }

  @Test func sampleDisposesTheSamplerThenTheSource() {
    let log = EventLog()
    let disposable = log.subscribe(log.source("s", [1], end: nil).sample(log.source("t", [0], end: nil)))
    disposable.dispose()
    #expect(log.lines == ["s subscribed", "t subscribed", "next 1", "t disposed", "s disposed"])
  }

  @Test func sampleStillSubscribesTheSamplerAfterASynchronousCompletion() {
    let log = EventLog()
    log.subscribe(log.source("s", [1]).sample(log.source("t", [0], end: nil)))
    #expect(log.lines == ["s subscribed", "completed", "s disposed", "t subscribed", "t disposed"])
  }

  @Test func sampleDeliversAReentrantSampleAtOnce() {
    let source = ManualSource<Int>()
    let sampler = ManualSource<Void>()
    var values: [Int] = []
    let disposable = source.signal.sample(sampler.signal).subscribeNext { value in
      values.append(value)
      if value == 1 {
        source.send(2)
        sampler.send(())
      }
    }
    source.send(1)
    sampler.send(())
    disposable.dispose()
    #expect(values == [1, 2])
  }

  @Test func sampleIsNamedAsInReactiveCocoa() {
    let a = RACSignal<Int>.never().setName("a")
    #expect(a.sample(RACSignal<Int>.never().setName("b")).name == "[a] -sample: b")
  }

  @Test func sampleReleasesItsSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<Int>.never().sample(RACSignal<Int>.never()))
        recorder.dispose()
        return recorder
      })
  }
}

@Suite struct ThenTests {
  @Test func thenContinuesWithTheBlocksSignalWhenTheReceiverCompletes() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let next = try test.cold("-x-|")
    let recorder = test.record(source.then { next })
    test.run()
    expectMarbles(recorder, "------x-|")
    expectSubscriptions(next, ["-----^--!"])
  }

  @Test func thenCallsTheBlockOnlyOnCompletion() throws {
    let test = RACMarbleTester()
    var calls = 0
    let recorder = test.record(
      try test.cold("-a-#").then { () -> RACSignal<String> in
        calls += 1
        return .return("x")
      })
    test.run()
    expectMarbles(recorder, "---#")
    #expect(calls == 0)
  }

  @Test func thenCallsTheBlockForEachSubscription() {
    var calls = 0
    let signal = RACSignal<Int>.return(1).then { () -> RACSignal<String> in
      calls += 1
      return .return("x")
    }
    let log = EventLog()
    log.subscribe(signal)
    log.subscribe(signal)
    #expect(calls == 2)
    #expect(log.lines == ["next x", "completed", "next x", "completed"])
  }

  @Test func thenDisposedBeforeCompletionNeverCallsTheBlock() throws {
    let test = RACMarbleTester()
    var calls = 0
    let source = try test.cold("-a---|")
    let recorder = test.record(
      source.then { () -> RACSignal<String> in
        calls += 1
        return .never()
      }, disposeAt: 2)
    test.run()
    #expect(recorder.events.isEmpty)
    #expect(calls == 0)
    expectSubscriptions(source, ["^-!"])
  }

  @Test func thenReleasesItsSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<Int>.return(1).then { RACSignal<Int>.never() })
        recorder.dispose()
        return recorder
      })
  }

  @Test func thenIsNamedAsInReactiveCocoa() {
    #expect(RACSignal<Int>.never().setName("a").then { RACSignal<Int>.empty() }.name == "[a] -then:")
  }
}
