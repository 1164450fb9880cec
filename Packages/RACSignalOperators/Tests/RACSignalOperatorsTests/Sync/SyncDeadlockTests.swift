import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// Blocking the thread that must deliver is a precondition failure, not a
/// hang (exit tests; each child process gives up after a bounded wait and
/// exits successfully, which fails the expectation).
@Suite(.timeLimit(.minutes(1)))
struct SyncDeadlockTests {
  @Test func firstOnTheMainQueueOfASignalDeliveredOnTheMainThreadIsAPreconditionFailure() async {
    await #expect(processExitsWith: .failure) {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        let value: Int? = sentFromAnotherThread([1]).deliverOnMainThread().first()
        _ = value
        done.signal()
      }
      _ = done.wait(timeout: .now() + 20)
    }
  }

  @Test func toArrayOnTheMainQueueOfASignalDeliveredOnMainThreadSchedulerIsAPreconditionFailure() async {
    await #expect(processExitsWith: .failure) {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        _ = RACSignal<Int>.return(1).deliver(on: RACScheduler.mainThread).toArray()
        done.signal()
      }
      _ = done.wait(timeout: .now() + 20)
    }
  }

  @Test func waitUntilCompletedInsideASchedulerDeliveringOnItselfIsAPreconditionFailure() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = RACScheduler.scheduler()
      let done = DispatchSemaphore(value: 0)
      scheduler.schedule {
        try? RACSignal<Int>.return(1).deliver(on: scheduler).waitUntilCompleted()
        done.signal()
      }
      _ = done.wait(timeout: .now() + 20)
    }
  }

  @Test func firstInsideATestSchedulerActionDeliveringOnItIsAPreconditionFailure() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = RACTestScheduler()
      scheduler.schedule {
        let value: Int? = RACSignal<Int>.return(1).deliver(on: scheduler).first()
        _ = value
      }
      scheduler.stepAll()
    }
  }
}
