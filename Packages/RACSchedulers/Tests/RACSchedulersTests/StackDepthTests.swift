import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// Recursive scheduling on every scheduler, 100,000 reschedules, driven from
/// a thread with a 512 KiB stack: a scheduler that nested one call per
/// reschedule would overflow it (and crash the test process). For the
/// schedulers that run on the calling thread, the stack addresses the block
/// sees must also stay within a few pages.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct StackDepthTests {
  static let reschedules = 100_000

  /// Runs a block that reschedules itself `reschedules` times on `scheduler`
  /// from the small-stack thread; returns the runs and the spread of stack
  /// addresses seen by the runs.
  func recurse(on scheduler: RACScheduler) -> (runs: Int, spread: UInt)? {
    let box = UncheckedSlot<(runs: Int, low: UInt, high: UInt)>()
    box.value = (0, .max, 0)
    let done = DispatchSemaphore(value: 0)
    let started = onSmallStack {
      scheduler.scheduleRecursive { reschedule in
        var marker = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        var state = box.value!
        state.runs += 1
        state.low = min(state.low, address)
        state.high = max(state.high, address)
        box.value = state
        if state.runs < Self.reschedules { reschedule() } else { done.signal() }
      }
      if let testScheduler = scheduler as? RACTestScheduler { testScheduler.stepAll() }
    }
    guard started, waitFor(done, timeout: 50) else { return nil }
    let state = box.value!
    return (state.runs, state.high - state.low)
  }

  @Test func immediateSchedulerDoesNotGrowTheStack() throws {
    let result = try #require(recurse(on: RACScheduler.immediate))
    #expect(result.runs == Self.reschedules)
    #expect(result.spread < 16 * 1024)
  }

  @Test func subscriptionSchedulerDoesNotGrowTheStack() throws {
    let result = try #require(recurse(on: RACScheduler.subscription))
    #expect(result.runs == Self.reschedules)
    #expect(result.spread < 16 * 1024)
  }

  @Test func testSchedulerDoesNotGrowTheStack() throws {
    let result = try #require(recurse(on: RACTestScheduler()))
    #expect(result.runs == Self.reschedules)
    #expect(result.spread < 16 * 1024)
  }

  @Test func queueSchedulerCompletesEveryReschedule() throws {
    // Each run is a separate asynchronous block (possibly on a different
    // worker thread): completing at all proves nothing nests.
    let result = try #require(recurse(on: RACScheduler.scheduler(name: "depth.queue")))
    #expect(result.runs == Self.reschedules)
  }

  @Test func reschedulingLaterFromAnotherThreadDoesNotNest() throws {
    // A reschedule kept and called after the run returned starts the loop
    // again on the caller's thread; 10,000 such hops stay shallow too.
    let kept = UncheckedSlot<() -> Void>()
    let runs = Counter()
    let finished = onSmallStack {
      RACScheduler.subscription.scheduleRecursive { reschedule in
        runs.increment()
        kept.value = reschedule
      }
      for _ in 0..<10_000 { kept.value?() }
    }
    #expect(finished)
    #expect(runs.value == 10_001)
  }
}
