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
@Suite(.timeLimit(.minutes(10)))
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

  /// What happened to a subscription made while its scheduler's queue was
  /// blocked: what the subscriber received, and whether it was released.
  private struct Outcome {
    var received: [String]
    var tracker: RACLeakTracker
  }

  /// Subscribes to `source` through `deliver(on:)` on a new queue scheduler
  /// whose queue is blocked, so that every event waits there; disposes the
  /// subscription when `disposing`; lets go of everything; checks that the
  /// waiting events keep the subscriber; then opens the queue and waits for
  /// it to drain.
  private func deliverAfterLettingGo(_ source: RACSignal<Int>, disposing: Bool = false) throws -> Outcome {
    let scheduler = RACScheduler.scheduler(name: "deliverOn.lifetime")
    let tracker = RACLeakTracker()
    let log = ThreadedLog<String>()
    let blocked = blockQueue(of: scheduler)
    try #require(blocked.blocked)
    do {
      let witness = Witness()
      tracker.track(witness, "the subscriber's blocks")
      let disposable = source.deliver(on: scheduler).subscribeNext(
        { value in withExtendedLifetime(witness) { log.append("\(value)") } },
        completed: { log.append("|") })
      if disposing { disposable.dispose() }
    }
    #expect(log.entries.isEmpty)
    if !disposing {
      #expect(!tracker.allReleased, "the events still waiting keep the subscription")
    }
    blocked.open.signal()
    try #require(drain(scheduler))
    return Outcome(received: log.entries, tracker: tracker)
  }

  @Test(arguments: [1, 1_000, 5_000])
  func valuesWaitingWhenTheSourceLetsGoAreDeliveredThenReleased(count: Int) throws {
    let outcome = try deliverAfterLettingGo(silentSource(count))
    #expect(outcome.received == (0..<count).map { "\($0)" })
    #expect(outcome.tracker.allReleased, "\(outcome.tracker.report ?? "")")
  }

  @Test func disposedWhileValuesWaitDeliversNothingAndIsReleased() throws {
    let outcome = try deliverAfterLettingGo(silentSource(100), disposing: true)
    #expect(outcome.received.isEmpty)
    #expect(outcome.tracker.allReleased, "\(outcome.tracker.report ?? "")")
  }

  @Test func aSourceThatCompletesDeliversEverythingThenIsReleased() throws {
    let outcome = try deliverAfterLettingGo(silentSource(50, completing: true))
    #expect(outcome.received == (0..<50).map { "\($0)" } + ["|"])
    #expect(outcome.tracker.allReleased, "\(outcome.tracker.report ?? "")")
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
