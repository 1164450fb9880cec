import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Testing

/// `subscribe(on:)`.
@Suite(.timeLimit(.minutes(10)))
struct SubscribeOnTests {
  @Test func subscribeOnMarble() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source.subscribe(on: test.scheduler))
    test.run()
    let result = try recorder.compare(with: "^a-b-|")
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func subscribeOnSubscribesInAScheduledBlock() {
    let scheduler = RACTestScheduler()
    let subscriptions = ThreadedLog<Bool>()
    let source = RACSignal<Int> { subscriber in
      subscriptions.append(RACScheduler.current === scheduler)
      subscriber.sendNext(1)
      subscriber.sendCompleted()
      return nil
    }
    let log = ThreadedLog<String>()
    source.subscribe(on: scheduler).subscribeNext({ log.append("\($0)") }, completed: { log.append("|") })
    #expect(subscriptions.entries.isEmpty)
    scheduler.stepAll()
    #expect(subscriptions.entries == [true])
    #expect(log.entries == ["1", "|"])
  }

  @Test func subscribeOnDisposedBeforeTheBlockRunsNeverSubscribes() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    let disposable = source.subscribe(on: test.scheduler).subscribeNext { _ in }
    disposable.dispose()
    test.run()
    #expect(source.subscriptions.isEmpty)
  }

  @Test func subscribeOnDisposalDisposesTheSubscription() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-c-|")
    let recorder = test.record(source.subscribe(on: test.scheduler), disposeAt: 3)
    test.run()
    #expect(recorder.marbles == "-a-[b!]", "\(recorder.marbles)")
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func subscribeOnPassesTheError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a#")
    let recorder = test.record(source.subscribe(on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "-a#").isMatch)
  }

  @Test func subscribeOnReentrantSubscriptionInsideTheScheduler() {
    let scheduler = RACTestScheduler()
    let log = ThreadedLog<Int>()
    let inner = RACSignal<Int>.return(2).subscribe(on: scheduler)
    RACSignal<Int>.return(1).subscribe(on: scheduler).subscribeNext { value in
      log.append(value)
      inner.subscribeNext { log.append($0) }
    }
    scheduler.stepAll()
    #expect(log.entries == [1, 2])
  }

  @Test func subscribeOnReleasesEverythingOnceDone() {
    let scheduler = RACTestScheduler()
    let tracker = RACLeakTracker()
    do {
      let recorder = RACTestRecorder<Int>(scheduler: scheduler)
      tracker.track(recorder, "recorder")
      recorder.subscribe(to: RACSignal<Int>.return(1).subscribe(on: scheduler))
      scheduler.stepAll()
      #expect(recorder.values == [1])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func subscribeOnRealSchedulerRunsTheSubscriptionThere() throws {
    let scheduler = RACScheduler.scheduler(name: "subscribeOn.target")
    let onScheduler = ThreadedBox<Bool>()
    let done = DispatchSemaphore(value: 0)
    let log = ThreadedLog<Int>()
    RACSignal<Int> { subscriber in
      onScheduler.value = RACScheduler.current === scheduler
      subscriber.sendNext(7)
      subscriber.sendCompleted()
      return nil
    }.subscribe(on: scheduler).subscribeNext({ log.append($0) }, completed: { done.signal() })
    try #require(waitFor(done))
    #expect(onScheduler.value == true)
    #expect(log.entries == [7])
  }
}
