import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Testing

/// `buffer(withTime:on:)`, on the test scheduler.
@Suite struct BufferTests {
  /// The doc comment's diagram: the timer starts at a buffer's first value;
  /// the empty interval sends nothing.
  @Test func bufferMarble() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-ab-------c---|")
    let recorder = test.record(source.buffer(withTime: 2, on: test.scheduler))
    test.run()
    let result = try recorder.compare(with: "---x--------y-|", values: ["x": ["a", "b"], "y": ["c"]])
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^-------------!"]).isMatch)
  }

  @Test func bufferCompletionFlushesAtOnce() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-ab|").buffer(withTime: 5, on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "---[x|]", values: ["x": ["a", "b"]]).isMatch, "\(recorder.marbles)")
  }

  @Test func bufferValueAtTheFlushTickJoinsTheBuffer() throws {
    // `b`'s event was scheduled (at subscription) before the timer.
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a-b---|").buffer(withTime: 2, on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "---x---|", values: ["x": ["a", "b"]]).isMatch, "\(recorder.marbles)")
  }

  @Test func bufferErrorDropsTheBuffer() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a#").buffer(withTime: 5, on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "--#", values: [:]).isMatch)
    test.advance(by: 10)
    #expect(recorder.values.isEmpty)
  }

  @Test func bufferDisposalCancelsTheTimerAndDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.buffer(withTime: 3, on: test.scheduler), disposeAt: 2)
    test.run()
    #expect(recorder.values.isEmpty)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(test.scheduler.pendingActionCount == 0)
  }

  @Test func bufferReentrantSendFromTheSubscriber() {
    let test = RACMarbleTester()
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<[Int]>()
    manualSignal(box).buffer(withTime: 1, on: test.scheduler).subscribeNext { values in
      log.append(values)
      if values == [1] { box.value?.sendNext(2) }
    }
    test.schedule(atTick: 0) { box.value?.sendNext(1) }
    test.run()
    #expect(log.entries == [[1], [2]])
  }

  @Test(.timeLimit(.minutes(10)))
  func bufferOnARealSchedulerRacingTheSourceLosesNothing() throws {
    // Flushes on the scheduler's queue race the source's thread: the buffers
    // together hold every value once, in order.
    let scheduler = RACScheduler.scheduler(name: "buffer.race")
    for _ in 0..<10 {
      let log = ThreadedLog<[Int]>()
      let done = DispatchSemaphore(value: 0)
      sentFromAnotherThread(Array(0..<2_000)).buffer(withTime: 0.000_01, on: scheduler)
        .subscribeNext({ log.append($0) }, completed: { done.signal() })
      try #require(waitFor(done))
      #expect(log.entries.flatMap { $0 } == Array(0..<2_000))
      #expect(log.entries.allSatisfy { !$0.isEmpty })
    }
  }

  @Test func bufferReleasesEverythingOnceDone() throws {
    let test = RACMarbleTester()
    let tracker = RACLeakTracker()
    let source = try test.cold("-a-b|")
    do {
      let recorder = RACTestRecorder<[String]>(scheduler: test.scheduler)
      tracker.track(recorder, "recorder")
      recorder.subscribe(to: source.buffer(withTime: 1, on: test.scheduler))
      test.run()
      test.advance(by: 100)
      #expect(recorder.values == [["a"], ["b"]])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func bufferOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().buffer(withTime: 1, on: RACScheduler.immediate)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.buffer(withTime:on:): the immediate scheduler cannot run timed work; use a real scheduler"))
  }
}
