import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Testing

/// `deliver(on:)` on a queue scheduler, whose values wait there without
/// holding the subscription: the source's input holds it while the source
/// may send, and after the source lets go a block that holds it goes after
/// the values (Docs/Internals.md, "deliver(on:) on a queue scheduler").
/// Each test lets the source go while values still wait, then checks that
/// every value arrives in order and that the subscription is released once
/// they have.
@Suite(.timeLimit(.minutes(1)))
struct DeliverOnQueueLifetimeTests {
  /// What a subscriber's blocks hold: released with the subscription.
  final class Witness: Sendable {}

  /// A source that sends `count` values and then lets go of its subscriber
  /// without a terminal event.
  private func silentSource(_ count: Int, completing: Bool = false) -> RACSignal<Int> {
    RACSignal { subscriber in
      for value in 0..<count { subscriber.sendNext(value) }
      if completing { subscriber.sendCompleted() }
      return nil
    }
  }

  @Test(arguments: [1, 1_000, 5_000])
  func valuesWaitingWhenTheSourceLetsGoAreDeliveredThenReleased(count: Int) throws {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.lifetime")
    let tracker = RACLeakTracker()
    let log = ThreadedLog<Int>()
    let blocked = blockQueue(of: scheduler)
    try #require(blocked.blocked)
    do {
      let witness = Witness()
      tracker.track(witness, "the subscriber's block")
      silentSource(count).deliver(on: scheduler).subscribeNext { value in
        withExtendedLifetime(witness) { log.append(value) }
      }
    }
    // The source has let go; every value waits on the blocked queue.
    #expect(log.entries.isEmpty)
    #expect(!tracker.allReleased, "the values still waiting keep the subscription")
    blocked.open.signal()
    try #require(drain(scheduler))
    #expect(log.entries == Array(0..<count))
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func disposedWhileValuesWaitDeliversNothingAndIsReleased() throws {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.lifetime.disposed")
    let tracker = RACLeakTracker()
    let log = ThreadedLog<Int>()
    let blocked = blockQueue(of: scheduler)
    try #require(blocked.blocked)
    do {
      let witness = Witness()
      tracker.track(witness, "the subscriber's block")
      let disposable = silentSource(100).deliver(on: scheduler).subscribeNext { value in
        withExtendedLifetime(witness) { log.append(value) }
      }
      disposable.dispose()
    }
    blocked.open.signal()
    try #require(drain(scheduler))
    #expect(log.entries.isEmpty)
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func aSourceThatCompletesDeliversEverythingThenIsReleased() throws {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.lifetime.completed")
    let tracker = RACLeakTracker()
    let log = ThreadedLog<String>()
    let blocked = blockQueue(of: scheduler)
    try #require(blocked.blocked)
    do {
      let witness = Witness()
      tracker.track(witness, "the subscriber's blocks")
      silentSource(50, completing: true).deliver(on: scheduler).subscribeNext(
        { value in withExtendedLifetime(witness) { log.append("\(value)") } },
        completed: { log.append("|") })
    }
    blocked.open.signal()
    try #require(drain(scheduler))
    #expect(log.entries == (0..<50).map { "\($0)" } + ["|"])
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  /// The source lets go on another thread while the queue delivers: the
  /// block that holds the subscription is scheduled while its values run.
  @Test func aSourceLettingGoWhileTheQueueDeliversLosesNothing() throws {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.lifetime.racing")
    for round in 0..<200 {
      let tracker = RACLeakTracker()
      let log = ThreadedLog<Int>()
      let sent = DispatchSemaphore(value: 0)
      let count = 1 + round % 50
      do {
        let witness = Witness()
        tracker.track(witness, "the subscriber's block, round \(round)")
        let box = ThreadedBox<any RACSubscriber<Int>>()
        manualSignal(box).deliver(on: scheduler).subscribeNext { value in
          withExtendedLifetime(witness) { log.append(value) }
        }
        DispatchQueue.global().async {
          for value in 0..<count { box.value?.sendNext(value) }
          box.value = nil
          sent.signal()
        }
      }
      try #require(waitFor(sent))
      try #require(drain(scheduler))
      #expect(log.entries == Array(0..<count), "round \(round)")
      #expect(tracker.allReleased, "\(tracker.report ?? "")")
    }
  }
}
