import Foundation
import RACSignalOperators
import RACTesting
import Testing

@Suite struct RepeatRetryTests {
  @Test func repeatResubscribesAfterCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a|")
    let recorder = test.record(source.repeat(), disposeAt: 8)
    test.run()
    #expect(try recorder.compare(with: "-a-a-a-a!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!", "--^-!", "----^-!", "------^-!"]).isMatch)
  }

  @Test func repeatStopsAtAnError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a#")
    let recorder = test.record(source.repeat())
    test.run()
    #expect(try recorder.compare(with: "-a#").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func repeatWithTakeEnds() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b|")
    let recorder = test.record(source.repeat().take(3))
    test.run()
    #expect(try recorder.compare(with: "-a-b-[a|]").isMatch)
    #expect(try source.compareSubscriptions(with: ["^---!", "----^!"]).isMatch)
  }

  @Test func retryResubscribesCountTimesThenFails() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a#")
    let recorder = test.record(source.retry(2))
    test.run()
    #expect(try recorder.compare(with: "-a-a-a#").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!", "--^-!", "----^-!"]).isMatch)
  }

  @Test func retryStopsAtCompletion() throws {
    let test = RACMarbleTester()
    let attempts = Counter()
    let source = RACSignal<String>.defer {
      attempts.count += 1
      return attempts.count < 3 ? .error(RACTestError()) : .return("ok")
    }
    let recorder = test.record(source.retry(5))
    test.run()
    #expect(recorder.values == ["ok"])
    #expect(recorder.isCompleted)
    #expect(attempts.count == 3)
  }

  @Test func retryZeroAndRetryRetryForever() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a#")
    let zero = test.record(source.retry(0), disposeAt: 6)
    let forever = test.record(source.retry(), disposeAt: 6)
    test.run()
    #expect(try zero.compare(with: "-a-a-a!").isMatch)
    #expect(try forever.compare(with: "-a-a-a!").isMatch)
    #expect(source.subscriptions.count == 6)
  }

  @Test func retryDisposalCancelsTheScheduledResubscription() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-#")
    let recorder = test.record(source.retry(), disposeAt: 1)
    test.run()
    #expect(recorder.events.isEmpty)
    #expect(source.subscriptions.count == 1)
  }

  @Test func resubscriptionIsScheduledNotNested() {
    let scheduler = RACTestScheduler()
    var subscriptions = 0
    let source = RACSignal<Int> { subscriber in
      subscriptions += 1
      subscriber.sendNext(subscriptions)
      subscriber.sendCompleted()
      return nil
    }
    var values: [Int] = []
    scheduler.schedule { _ = source.repeat().take(3).subscribeNext { values.append($0) } }
    scheduler.step()
    #expect(values == [1])
    scheduler.step()
    #expect(values == [1, 2])
    scheduler.stepAll()
    #expect(values == [1, 2, 3])
  }

  /// Disposing between two attempts cancels the scheduled one: it leaves
  /// the scheduler, as RAC's recursive scheduling, kept in the subscription,
  /// is disposed with it.
  @Test(arguments: [false, true])
  func disposalBetweenAttemptsTakesTheScheduledAttemptOffTheScheduler(retrying: Bool) {
    let scheduler = RACTestScheduler()
    var attempts = 0
    let source = RACSignal<Int> { subscriber in
      attempts += 1
      if retrying { subscriber.sendError(RACTestError()) } else { subscriber.sendCompleted() }
      return nil
    }
    var disposable: RACDisposable?
    scheduler.schedule {
      disposable = (retrying ? source.retry() : source.repeat()).subscribeNext { _ in }
    }
    scheduler.step()
    #expect(attempts == 1)
    #expect(scheduler.pendingActionCount == 1)
    disposable?.dispose()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.stepAll()
    #expect(attempts == 1)
  }

  @Test func retryNegativeCountStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.never().retry(-1)
    }
    #expect(stderrText(result).contains("RACSignal.retry(_:): count must not be negative"))
  }

  @Test func repeatAndRetryDoNotLeak() throws {
    try expectNoLeak(source: "-a|", disposeAt: 5) { $0.repeat() }
    try expectNoLeak(source: "-a#", disposeAt: 5) { $0.retry() }
    try expectNoLeak(source: "-a#", disposeAt: nil) { $0.retry(2) }
    try expectNoLeak(source: "-a|", disposeAt: nil) { $0.retry(2) }
  }

  @Test func repeatAndRetryAreNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.repeat().name == "[s] -repeat")
    #expect(source.retry(3).name == "[s] -retry: 3")
    #expect(source.retry().name == "[s] -retry")
  }
}
