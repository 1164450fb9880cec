import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

@Suite struct RecorderTests {
  @Test func recorderTimesEventsOnTheVirtualClock() {
    let scheduler = RACTestScheduler()
    let signal = RACSignal<Int> { subscriber in
      scheduler.afterDelay(1) { subscriber.sendNext(10) }
      scheduler.afterDelay(2.5) { subscriber.sendNext(20) }
      scheduler.afterDelay(4) { subscriber.sendCompleted() }
      return nil
    }
    let recorder = RACTestRecorder<Int>(scheduler: scheduler)
    recorder.subscribe(to: signal)
    scheduler.stepAll()
    #expect(
      recorder.events == [
        RACTimedEvent(time: 1, event: .next(10)),
        RACTimedEvent(time: 2.5, event: .next(20)),
        RACTimedEvent(time: 4, event: .completed),
      ])
    #expect(recorder.events.map { $0.tick() } == [1, nil, 4])
    #expect(recorder.events.map { $0.tick(tickLength: 0.5) } == [2, 5, 8])
    #expect(recorder.values == [10, 20])
    #expect(recorder.terminalEvent == .completed)
    #expect(recorder.isCompleted)
    #expect(recorder.subscribedAt == 0)
    #expect(recorder.disposedAt == 4)
  }

  @Test func recorderOriginDefaultsToTheSchedulerClock() {
    let scheduler = RACTestScheduler()
    scheduler.advance(by: 100)
    let recorder = RACTestRecorder<Int>(scheduler: scheduler)
    #expect(recorder.origin == scheduler.now)
    scheduler.afterDelay(2) { recorder.sendNext(1) }
    scheduler.stepAll()
    #expect(recorder.events.map(\.time) == [2])
    let explicit = RACTestRecorder<Int>(scheduler: scheduler, origin: RACTestScheduler.defaultStartDate)
    explicit.sendNext(1)
    #expect(explicit.events.map(\.time) == [102])
  }

  @Test func recorderIgnoresEventsAfterTerminal() {
    let test = RACMarbleTester()
    let recorder = test.record(
      RACSignal<Int> { subscriber in
        subscriber.sendNext(1)
        subscriber.sendCompleted()
        subscriber.sendNext(2)
        subscriber.sendError(RACTestError())
        return nil
      })
    recorder.sendNext(3)
    recorder.sendCompleted()
    #expect(recorder.values == [1])
    #expect(recorder.events.count == 2)
    #expect(recorder.marbles == "[1|]")
  }

  @Test func recorderDisposeEndsTheSubscription() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source)
    test.advance(by: 2)
    recorder.dispose()
    test.run()
    #expect(recorder.values == ["a"])
    #expect(recorder.disposedAt == 2)
    #expect(recorder.marbles == "-a!")
    #expect(source.subscriptions.map { $0.marbles() } == ["^-!"])
  }

  @Test func recorderMarblesDrawValues() {
    let test = RACMarbleTester()
    let recorder = test.record(
      RACSignal<[Int]> { subscriber in
        subscriber.sendNext([1])
        subscriber.sendNext([2])
        subscriber.sendNext([1])
        return nil
      })
    // Descriptions longer than one character get letters of their own.
    #expect(recorder.marbles == "[abc]")
    #expect(recorder.description == "[abc]\n  0: next([1])\n  0: next([2])\n  0: next([1])")
  }

  /// A value drawn as its own one-letter description takes that letter:
  /// a value drawn later with a letter of its own gets another one.
  @Test func recorderMarblesGiveALetterTakenByAValueToNoOther() {
    let test = RACMarbleTester()
    let recorder = test.record(
      RACSignal<String> { subscriber in
        subscriber.sendNext("a")
        subscriber.sendNext("long")
        subscriber.sendNext("a")
        return nil
      })
    #expect(recorder.marbles == "[aba]")
  }

  /// A recorder handed to `subscribe(_:)` by the signal (not through
  /// `subscribe(to:)`) keeps the disposable it is handed: disposing the
  /// recorder still ends the subscription.
  @Test func recorderSubscribedByTheSignalEndsTheSubscriptionWhenDisposed() {
    let test = RACMarbleTester()
    let recorder = RACTestRecorder<Int>(scheduler: test.scheduler)
    let ended = _RACLock(false)
    _ = RACSignal<Int> { _ in RACDisposable { ended.withLock { $0 = true } } }.subscribe(recorder)
    #expect(!ended.withLock { $0 })
    recorder.dispose()
    #expect(ended.withLock { $0 })
  }

  @Test func recorderMarblesBetweenTicksAreApproximate() {
    let scheduler = RACTestScheduler()
    let recorder = RACTestRecorder<String>(scheduler: scheduler)
    scheduler.afterDelay(1.5) { recorder.sendNext("a") }
    scheduler.stepAll()
    #expect(recorder.marbles == "-a")
    #expect(recorder.events.first?.tick() == nil)
  }

  @Test func recorderSubscribeAtAndDisposeAt() throws {
    let test = RACMarbleTester()
    let source = try test.cold("a-b-c-d-|")
    let recorder = test.record(source, subscribeAt: 1, disposeAt: 4)
    test.run()
    #expect(recorder.subscribedAt == 1)
    #expect(recorder.disposedAt == 4)
    #expect(recorder.values == ["a", "b"])
    let result = try recorder.compare(with: "-[^a]-b!")
    #expect(result.isMatch, "\(result)")
  }

  @Test func recorderRecordsSubjectLikeSendsFromScheduledBlocks() {
    let test = RACMarbleTester()
    let recorder = RACTestRecorder<Int>(scheduler: test.scheduler)
    test.schedule(atTick: 2) { recorder.sendNext(1) }
    test.schedule(atTick: 2) { recorder.sendNext(2) }
    test.schedule(atTick: 5) { recorder.sendError(RACTestError()) }
    test.run()
    #expect(recorder.marbles == "--[12]--#")
    #expect(test.tick == 5)
    #expect(test.time == 5)
  }

  /// Timed events are equal when both their times and their events are.
  @Test func timedEventsAreEqualOnlyWithTheSameTimeAndEvent() {
    let event = RACTimedEvent(time: 1, event: RACEvent<Int>.next(10))
    #expect(event == RACTimedEvent(time: 1, event: .next(10)))
    #expect(event != RACTimedEvent(time: 2, event: .next(10)))
    #expect(event != RACTimedEvent(time: 1, event: .next(11)))
    #expect(event != RACTimedEvent(time: 1, event: .completed))
    #expect(event != RACTimedEvent(time: 2, event: .completed))
  }
}
