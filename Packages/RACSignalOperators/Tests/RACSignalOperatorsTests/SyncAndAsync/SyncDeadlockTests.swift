import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// Blocking the thread that must deliver is a precondition failure, not a
/// hang (exit tests; each child process gives up after a bounded wait and
/// exits successfully, which fails the expectation).
@Suite(.timeLimit(.minutes(10)))
struct SyncDeadlockTests {
  @Test func firstOnTheMainQueueOfASignalDeliveredOnTheMainThreadIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        let value: Int? = sentFromAnotherThread([1]).deliverOnMainThread().first()
        _ = value
        done.signal()
      }
      _ = done.wait(timeout: .now() + 20)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.first(): deadlock: it blocks the thread that must deliver its signal's events (deliverOnMainThread())"
      ))
  }

  @Test func toArrayOnTheMainQueueOfASignalDeliveredOnMainThreadSchedulerIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        _ = RACSignal<Int>.return(1).deliver(on: RACScheduler.mainThread).toArray()
        done.signal()
      }
      _ = done.wait(timeout: .now() + 20)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.toArray(): deadlock: it blocks the thread that must deliver its signal's events (deliver(on: "))
  }

  @Test func waitUntilCompletedInsideASchedulerDeliveringOnItselfIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = RACScheduler.scheduler()
      let done = DispatchSemaphore(value: 0)
      scheduler.schedule {
        try? RACSignal<Int>.return(1).deliver(on: scheduler).waitUntilCompleted()
        done.signal()
      }
      _ = done.wait(timeout: .now() + 20)
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.waitUntilCompleted(): deadlock: it blocks the thread that must deliver its signal's events (deliver(on: "
      ))
  }

  @Test func firstInsideATestSchedulerActionDeliveringOnItIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = RACTestScheduler()
      scheduler.schedule {
        let value: Int? = RACSignal<Int>.return(1).deliver(on: scheduler).first()
        _ = value
      }
      scheduler.stepAll()
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.first(): deadlock: it blocks the thread that must deliver its signal's events (deliver(on: "))
  }

  /// The check runs at a value and at a terminal event alike: a source
  /// that sends a value and never ends is caught, and one that only ends.
  @Test func firstOfASourceThatOnlySendsAValueIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Self.firstOnItsOwnScheduler(ofASourceThatOnlyEnds: false)
    }
    #expect(stderrText(result).contains(Self.firstDeadlock))
  }

  @Test func firstOfASourceThatOnlyEndsIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Self.firstOnItsOwnScheduler(ofASourceThatOnlyEnds: true)
    }
    #expect(stderrText(result).contains(Self.firstDeadlock))
  }

  static let firstDeadlock =
    "RACSignal.first(): deadlock: it blocks the thread that must deliver its signal's events (deliver(on: "

  /// In an exit test's child: `first()` inside a test scheduler's action, of
  /// a source delivered on that scheduler that sends one value and never
  /// ends, or only ends. The scheduler is stepped on another thread, so
  /// that a missed check gives up after 20 s (the child then exits
  /// successfully, which fails the expectation) instead of hanging.
  static func firstOnItsOwnScheduler(ofASourceThatOnlyEnds onlyEnds: Bool) {
    let scheduler = RACTestScheduler()
    scheduler.schedule {
      let source = RACSignal<Int> { subscriber in
        if onlyEnds { subscriber.sendCompleted() } else { subscriber.sendNext(1) }
        return nil
      }
      let value: Int? = source.deliver(on: scheduler).first()
      _ = value
    }
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      scheduler.stepAll()
      done.signal()
    }
    _ = done.wait(timeout: .now() + 20)
  }

  @Test func firstOrDefaultInsideATestSchedulerActionDeliveringOnItIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = RACTestScheduler()
      scheduler.schedule {
        _ = RACSignal<Int>.return(1).deliver(on: scheduler).firstOrDefault(0)
      }
      scheduler.stepAll()
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.firstOrDefault(_:): deadlock: it blocks the thread that must deliver its signal's events (deliver(on: "
      ))
  }

  @Test func firstOrDefaultWithSuccessInsideATestSchedulerActionDeliveringOnItIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = RACTestScheduler()
      scheduler.schedule {
        var success = false
        var error: (any Error)?
        _ = RACSignal<Int>.return(1).deliver(on: scheduler).firstOrDefault(0, success: &success, error: &error)
      }
      scheduler.stepAll()
    }
    #expect(
      stderrText(result).contains(
        "RACSignal.firstOrDefault(_:success:error:): deadlock: it blocks the thread that must deliver its signal's events (deliver(on: "
      ))
  }
}
