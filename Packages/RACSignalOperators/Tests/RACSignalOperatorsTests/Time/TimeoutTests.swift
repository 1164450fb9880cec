import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// `timeout(_:on:)`, on the test scheduler.
@Suite struct TimeoutTests {
  /// The doc comment's diagram: values do not reset the deadline.
  @Test func timeoutMarble() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-d-|")
    let recorder = test.record(source.timeout(4, on: test.scheduler))
    test.run()
    let result = try recorder.compare(with: "-a-b#", error: RACSignalError.timedOut)
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^---!"]).isMatch)
    #expect(recorder.error as? RACSignalError == .timedOut)
  }

  @Test func timeoutCompletionBeforeTheDeadlineCancelsIt() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a|").timeout(4, on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "-a|").isMatch)
  }

  @Test func timeoutErrorBeforeTheDeadlinePassesThrough() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a#").timeout(4, on: test.scheduler))
    test.run()
    #expect(try recorder.compare(with: "-a#").isMatch)
    #expect(recorder.error is RACTestError)
  }

  @Test func timeoutDisposalCancelsTheDeadlineAndDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.timeout(4, on: test.scheduler), disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "-a!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(test.scheduler.pendingActionCount == 0)
  }

  @Test func timeoutOfANeverEndingSignal() {
    let test = RACMarbleTester()
    let recorder = test.record(RACSignal<Int>.never().timeout(3, on: test.scheduler))
    test.run()
    #expect(recorder.events.map { $0.tick() } == [3])
    #expect(recorder.error as? RACSignalError == .timedOut)
  }

  @Test func timeoutReentrantSubscriptionFromTheErrorHandler() {
    let test = RACMarbleTester()
    let log = ThreadedLog<String>()
    let timed = RACSignal<Int>.never().timeout(1, on: test.scheduler)
    timed.subscribeError { _ in
      log.append("first")
      timed.subscribeError { _ in log.append("second") }
    }
    test.run()
    #expect(log.entries == ["first", "second"])
  }

  @Test func timeoutReleasesEverythingOnceDone() {
    let test = RACMarbleTester()
    let tracker = RACLeakTracker()
    do {
      let recorder = RACTestRecorder<Int>(scheduler: test.scheduler)
      tracker.track(recorder, "recorder")
      recorder.subscribe(to: RACSignal<Int>.never().timeout(1, on: test.scheduler))
      test.run()
      #expect(recorder.error != nil)
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func timeoutOnImmediateSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().timeout(1, on: RACScheduler.immediate)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.timeout(_:on:): the immediate scheduler cannot run timed work; use a real scheduler"))
  }
}
