import RACSignalOperators
import RACTesting
import Testing

/// A subscriber that disposes from inside its first callback while a
/// synchronous source is still being subscribed to gets nothing more: not
/// the source's later values, not its completion, and no resubscription.
@Suite struct SynchronousDisposalTests {
  @Test func takeUntilStopsAtDisposal() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    synchronousValues(5).take(until: RACSignal<Int>.never()).subscribe(subscriber)
    #expect(subscriber.values == [0])
    #expect(subscriber.terminals == 0)
  }

  @Test func takeUntilReplacementStopsAtDisposal() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    synchronousValues(5).take(untilReplacement: .never()).subscribe(subscriber)
    #expect(subscriber.values == [0])
  }

  @Test func skipUntilStopsAtDisposal() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    synchronousValues(5).skip(until: RACSignal<Int>.empty()).subscribe(subscriber)
    #expect(subscriber.values == [0])
    #expect(subscriber.terminals == 0)
  }

  @Test func repeatAndRetryStopAtDisposal() {
    let scheduler = RACTestScheduler()
    let repeating = DisposingSubscriber<Int>(disposingAfter: 1)
    let retrying = DisposingSubscriber<Int>(disposingAfter: 1)
    scheduler.performAsCurrentScheduler {
      synchronousValues(5).repeat().subscribe(repeating)
      synchronousValues(5).concat(.error(RACTestError())).retry().subscribe(retrying)
    }
    scheduler.stepAll()
    #expect(repeating.values == [0])
    #expect(retrying.values == [0])
    #expect(scheduler.pendingActionCount == 0)
  }
}
