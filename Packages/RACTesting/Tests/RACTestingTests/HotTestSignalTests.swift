import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

@Suite struct HotTestSignalTests {
  @Test func hotLateSubscriberMissesEarlierEvents() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|", values: ["a": 1, "b": 2])
    let early = test.record(source)
    let late = test.record(source, subscribeAt: 2)
    test.run()
    #expect(early.values == [1, 2])
    #expect(late.values == [2])
    #expect(late.events.map(\.time) == [3, 5])
    #expect(late.marbles == "---2-|")
    let result = try source.compareSubscriptions(with: ["^----!", "--^--!"])
    #expect(result.isMatch, "\(result)")
  }

  /// A subscriber that leaves takes itself out of the hot signal, no one
  /// else: the others receive the rest of the timeline.
  @Test func hotSubscriberDisposedLeavesTheOthersSubscribed() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let second = test.record(source)
    let leaving = test.record(source, disposeAt: 2)
    let third = test.record(source)
    test.run()
    #expect(leaving.marbles == "-a!")
    #expect(second.marbles == "-a-b-c-|")
    #expect(third.marbles == "-a-b-c-|")
  }

  /// An event on the timeline's first tick reaches the subscribers there
  /// when the tester runs: it is scheduled at the current time, not dropped
  /// as past.
  @Test func hotEventOnTheFirstTickReachesItsSubscribers() throws {
    let test = RACMarbleTester()
    let source = try test.hot("a-b|")
    let recorder = test.record(source)
    test.run()
    #expect(recorder.marbles == "a-b|")
  }

  @Test func hotVersusColdForTheSameLateSubscriber() throws {
    let test = RACMarbleTester()
    let hot = try test.hot("-a-b-|")
    let cold = try test.cold("-a-b-|")
    let hotRecorder = test.record(hot, subscribeAt: 2)
    let coldRecorder = test.record(cold, subscribeAt: 2)
    test.run()
    #expect(hotRecorder.marbles == "---b-|")
    #expect(coldRecorder.marbles == "---a-b-|")
  }

  @Test func hotSubscribersShareOneTimeline() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-|", values: ["a": 1])
    #expect(test.scheduler.pendingActionCount == 2)
    let first = test.record(source)
    let second = test.record(source)
    #expect(test.scheduler.pendingActionCount == 2)
    test.run()
    #expect(first.values == [1])
    #expect(second.values == [1])
    #expect(first.events.map(\.time) == second.events.map(\.time))
  }

  @Test func hotSubscriptionMarkerIsTickZero() throws {
    let test = RACMarbleTester()
    let source = try test.hot("a-^-b-|")
    let recorder = test.record(source)
    test.run()
    #expect(recorder.values == ["b"])
    #expect(recorder.marbles == "--b-|")
  }

  @Test func hotEventAtSubscriptionTickComesFirst() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source, subscribeAt: 3)
    test.run()
    #expect(recorder.values == [])
    #expect(recorder.isCompleted)
  }

  @Test func hotSubscriberAfterTerminalReceivesNothing() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a|")
    let late = test.record(source, subscribeAt: 4)
    test.run()
    #expect(late.events.isEmpty)
    #expect(source.subscriptions == [RACTestSubscription(subscribed: 4)])
  }

  @Test func hotDisposalStopsDelivery() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let recorder = test.record(source, subscribeAt: 0, disposeAt: 4)
    test.run()
    #expect(recorder.values == ["a", "b"])
    let result = try recorder.compare(with: "^a-b!")
    #expect(result.isMatch, "\(result)")
    #expect(try recorder.compare(with: "-a-b-").isMatch)
    #expect(try recorder.compare(with: "-a-b--!").isMatch == false)
    #expect(try recorder.compare(with: "-^a-b!").isMatch == false)
    #expect(source.subscriptions.map { $0.marbles() } == ["^---!"])
  }

  @Test func hotDropsEventsBeforeItsCreation() throws {
    let test = RACMarbleTester()
    test.advance(by: 2)
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source)
    test.run()
    #expect(recorder.marbles == "---b-|")
  }

  @Test func hotCancelTimeline() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source)
    test.advance(by: 2)
    source.cancelTimeline()
    test.run()
    #expect(recorder.marbles == "-a")
  }

  @Test func hotCustomTickLength() throws {
    let test = RACMarbleTester(tickLength: 0.5)
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source, subscribeAt: 2)
    test.run()
    #expect(recorder.events.map(\.time) == [1.5, 2.5])
    #expect(try recorder.compare(with: "---b-|").isMatch)
  }

  @Test func hotRejectsDisposal() {
    let test = RACMarbleTester()
    #expect(
      throws: RACMarbleError(
        .notAllowed("!", reason: "a test signal does not dispose itself; dispose the subscriber"), in: "-a!", at: 2)
    ) {
      try test.hot("-a!")
    }
  }
}
