import Foundation
import RACSignalOperators
import RACSubjects
import Testing

/// A blocking wait (`first()`) made on a scheduler's thread marks the
/// `deliver(on:)` subscriptions it makes there, so that one needing that
/// very thread while the wait is pending stops the program instead of
/// hanging (Docs/Decisions.md, "Blocking operators"). Once the wait ended, a subscription it made that
/// lives on — shared by `replayLazily()` — delivers on that scheduler as
/// any other: the check is over with the wait.
@Suite struct BlockingWaitSharedSubscriptionTests {
  @Test func aSubscriptionAWaitMadeDeliversOnItsSchedulerOnceTheWaitEnded() {
    let scheduler = RACScheduler.scheduler(name: "blocking-wait.shared")
    let subject = RACSubject<Int>()
    // The first value comes at once, so the wait ends; the subject's values
    // come later, through a subscription the wait made on the scheduler.
    let shared = RACSignal.merge([RACSignal.return(0), subject.deliver(on: scheduler)]).replayLazily()
    let firstValue = Log<Int>()
    let waited = DispatchSemaphore(value: 0)
    scheduler.schedule {
      if let value = shared.first() { firstValue.append(value) }
      waited.signal()
    }
    #expect(waited.wait(timeout: .now() + waitTimeout) == .success)
    #expect(firstValue.values == [0])

    let later = Log<Int>()
    let received = DispatchSemaphore(value: 0)
    let subscription = shared.subscribeNext { value in
      later.append(value)
      if value == 1 { received.signal() }
    }
    subject.sendNext(1)
    #expect(received.wait(timeout: .now() + waitTimeout) == .success)
    #expect(later.values == [0, 1])
    subscription.dispose()
  }
}
