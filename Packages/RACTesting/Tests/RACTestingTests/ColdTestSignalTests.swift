import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

@Suite struct ColdTestSignalTests {
  @Test func coldPlaysFromSubscription() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|", values: ["a": 1, "b": 2])
    let recorder = test.record(source)
    test.run()
    #expect(recorder.values == [1, 2])
    #expect(recorder.events.map(\.time) == [1, 3, 5])
    #expect(recorder.marbles == "-1-2-|")
    #expect(source.subscriptions == [RACTestSubscription(subscribed: 0, disposed: 5)])
  }

  @Test func coldReplaysFromEachSubscriptionTime() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let first = test.record(source)
    let second = test.record(source, subscribeAt: 2)
    test.run()
    #expect(first.marbles == "-a-b-|")
    #expect(second.marbles == "---a-b-|")
    #expect(second.values == ["a", "b"])
    let result = try source.compareSubscriptions(with: ["^----!", "--^----!"])
    #expect(result.isMatch, "\(result)")
  }

  @Test func coldTickZeroIsSentDuringSubscription() throws {
    let test = RACMarbleTester()
    let source = try test.cold("[ab]-c|")
    var seen: [String] = []
    source.subscribeNext { seen.append($0) }
    #expect(seen == ["a", "b"])
    test.run()
    #expect(seen == ["a", "b", "c"])
  }

  @Test func coldSameTickGroupArrivesTogether() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-[ab]-|", values: ["a": 1, "b": 2])
    let recorder = test.record(source)
    test.run()
    #expect(recorder.events.map(\.time) == [1, 1, 3])
    #expect(recorder.marbles == "-[12]-|")
  }

  @Test func coldError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#", values: ["a": 1], error: RACTestError("boom"))
    let recorder = test.record(source)
    test.run()
    #expect(recorder.terminalEvent == .error(RACTestError("boom")))
    #expect(recorder.error as? RACTestError == RACTestError("boom"))
    #expect(!recorder.isCompleted)
    #expect(recorder.marbles == "-1-#")
    #expect(source.subscriptions.map { $0.marbles() } == ["^--!"])
  }

  @Test func coldDisposalBeforeCompletionCancelsTheRest() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let recorder = test.record(source, disposeAt: 4)
    test.run()
    #expect(recorder.values == ["a", "b"])
    #expect(recorder.marbles == "-a-b!")
    #expect(recorder.disposedAt == 4)
    #expect(source.subscriptions.map { $0.marbles() } == ["^---!"])
  }

  @Test func coldEventAtTheDisposalTickArrivesFirst() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source, disposeAt: 3)
    test.run()
    #expect(recorder.values == ["a", "b"])
    #expect(source.subscriptions.map { $0.marbles() } == ["^--!"])
  }

  @Test func coldCountsWhatEachSubscriptionSent() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-[bc]-|")
    #expect(source.sentEventCounts.isEmpty)
    // The first takes a and b: take(2) disposes it before c of b's tick.
    let first = test.record(source.take(2))
    let second = test.record(source, subscribeAt: 1)
    test.run()
    #expect(first.values == ["a", "b"])
    #expect(second.values == ["a", "b", "c"])
    #expect(source.sentEventCounts == [2, 4])
  }

  @Test func coldUnfinishedSubscriptionStaysOpen() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a--")
    let recorder = test.record(source)
    test.run()
    #expect(recorder.values == ["a"])
    #expect(recorder.terminalEvent == nil)
    #expect(source.subscriptions == [RACTestSubscription(subscribed: 0)])
    #expect(source.subscriptions.map { $0.marbles() } == ["^"])
  }

  @Test func coldCustomTickLength() throws {
    let test = RACMarbleTester(tickLength: 0.25)
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source, subscribeAt: 2)
    test.run()
    #expect(recorder.events.map(\.time) == [0.75, 1.25, 1.75])
    #expect(recorder.marbles == "---a-b-|")
    #expect(try recorder.compare(with: "---a-b-|").isMatch)
    #expect(try source.compareSubscriptions(with: ["--^----!"]).isMatch)
    #expect(source.subscriptions == [RACTestSubscription(subscribed: 0.5, disposed: 1.75)])
  }

  @Test func coldOnAStandaloneScheduler() throws {
    let scheduler = RACTestScheduler()
    let source = try RACColdTestSignal("-a|", values: ["a": 7], scheduler: scheduler, tickLength: 10)
    let recorder = RACTestRecorder<Int>(scheduler: scheduler, tickLength: 10)
    recorder.subscribe(to: source)
    scheduler.stepAll()
    #expect(recorder.events.map(\.time) == [10, 20])
    #expect(recorder.values == [7])
  }

  @Test func coldValuesWithoutLegendConvertToTheValueType() throws {
    let test = RACMarbleTester()
    let digits: RACColdTestSignal<Int> = try test.cold("-1-2-|")
    let recorder = test.record(digits.map { $0 * 3 })
    test.run()
    #expect(recorder.values == [3, 6])
    #expect(try recorder.compare(with: "-3-6-|").isMatch)
    let strings = try test.cold("-x|")
    #expect(strings.timeline.events.first?.event.value == "x")
    #expect(strings.name == "+coldTestSignal: -x|")
  }

  @Test func coldRejectsMarkers() {
    let test = RACMarbleTester()
    #expect(throws: RACMarbleError.self) { try test.cold("^-a") }
    #expect(throws: RACMarbleError.self) { try test.cold("-a-!") }
  }

  @Test func coldRunsSubscriptionWithTestSchedulerCurrent() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a|")
    var currentAtSubscription: RACScheduler?
    let probe = RACSignal<String> { subscriber in
      currentAtSubscription = RACScheduler.current
      return source.subscribe(subscriber)
    }
    _ = test.record(probe, subscribeAt: 1)
    test.run()
    #expect(currentAtSubscription === test.scheduler)
    var currentNow: RACScheduler?
    _ = test.record(
      RACSignal<String> { _ in
        currentNow = RACScheduler.current
        return nil
      })
    #expect(currentNow === test.scheduler)
  }
}
