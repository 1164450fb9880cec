import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// `scheduleRecursive(_:)` on queue schedulers and on the test scheduler
/// (the immediate scheduler's own loop is in RACImmediateSchedulerTests).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RACScheduleRecursiveTests {
  // MARK: Queue scheduler

  @Test func scheduleRecursiveOnQueueReschedulesNTimes() throws {
    let scheduler = RACScheduler.scheduler(name: "recursive.queue")
    let runs = Counter()
    let detector = OverlapDetector()
    let currents = Recorder<Bool>()
    let done = DispatchSemaphore(value: 0)
    let disposable = scheduler.scheduleRecursive { reschedule in
      detector.run {
        currents.append(RACScheduler.current === scheduler)
        if runs.increment() < 500 { reschedule() } else { done.signal() }
      }
    }
    #expect(disposable != nil)
    try #require(waitFor(done))
    try #require(drain(scheduler))
    #expect(runs.value == 500)
    #expect(currents.values.count == 500 && currents.values.allSatisfy { $0 })
    #expect(detector.overlapCount == 0)
  }

  @Test func scheduleRecursiveOnQueueIsAsynchronous() throws {
    let scheduler = RACScheduler.scheduler(name: "recursive.async")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    scheduler.scheduleRecursive { _ in runs.increment() }
    #expect(runs.value == 0)
    gate.signal()
    try #require(drain(scheduler))
    #expect(runs.value == 1)
  }

  @Test func scheduleRecursiveOnQueueDisposeStops() throws {
    let scheduler = RACScheduler.scheduler(name: "recursive.dispose")
    let runs = Counter()
    let reachedTen = DispatchSemaphore(value: 0)
    let disposable = try #require(
      scheduler.scheduleRecursive { reschedule in
        if runs.increment() == 10 { reachedTen.signal() }
        reschedule()
      })
    try #require(waitFor(reachedTen))
    disposable.dispose()
    // A run in flight at disposal finishes before the first drain; what it
    // reschedules is cancelled.
    try #require(drain(scheduler))
    let runsAtDisposal = runs.value
    try #require(drain(scheduler))
    try #require(drain(scheduler))
    #expect(runs.value == runsAtDisposal)
    #expect(runsAtDisposal >= 10)
  }

  @Test func scheduleRecursiveOnQueueDisposedInsideBlockStops() throws {
    let scheduler = RACScheduler.scheduler(name: "recursive.selfDispose")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    let slot = Slot<RACDisposable>()
    let disposed = DispatchSemaphore(value: 0)
    slot.value = scheduler.scheduleRecursive { reschedule in
      if runs.increment() == 7 {
        slot.value?.dispose()
        disposed.signal()
      }
      reschedule()
    }
    gate.signal()
    try #require(waitFor(disposed))
    for _ in 0..<3 { try #require(drain(scheduler)) }
    #expect(runs.value == 7)
  }

  @Test func scheduleRecursiveOnQueueDisposedBeforeFirstRunNeverRuns() throws {
    let scheduler = RACScheduler.scheduler(name: "recursive.cancel")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    scheduler.scheduleRecursive { _ in runs.increment() }?.dispose()
    gate.signal()
    try #require(drain(scheduler))
    #expect(runs.value == 0)
  }

  @Test func scheduleRecursiveOnQueueRescheduleAfterReturnRunsAgain() throws {
    let scheduler = RACScheduler.scheduler(name: "recursive.late")
    let runs = Counter()
    let saved = UncheckedSlot<() -> Void>()
    let ran = DispatchSemaphore(value: 0)
    let disposable = scheduler.scheduleRecursive { reschedule in
      runs.increment()
      saved.value = reschedule
      ran.signal()
    }
    try #require(waitFor(ran))
    #expect(runs.value == 1)
    saved.value?()
    try #require(waitFor(ran))
    #expect(runs.value == 2)
    disposable?.dispose()
    saved.value?()
    try #require(drain(scheduler))
    #expect(runs.value == 2)
  }

  // MARK: Test scheduler

  @Test func scheduleRecursiveOnTestSchedulerReschedulesNTimes() {
    let scheduler = RACTestScheduler()
    var runs = 0
    scheduler.scheduleRecursive { reschedule in
      runs += 1
      if runs < 1_000 { reschedule() }
    }
    #expect(runs == 0, "nothing runs until the test scheduler is driven")
    scheduler.stepAll()
    #expect(runs == 1_000)
    #expect(scheduler.pendingActionCount == 0)
    #expect(scheduler.now == RACTestScheduler.defaultStartDate)
  }

  @Test func scheduleRecursiveOnTestSchedulerRunsOnePerStep() {
    let scheduler = RACTestScheduler()
    var runs = 0
    scheduler.scheduleRecursive { reschedule in
      runs += 1
      reschedule()
    }
    for expected in 1...5 {
      #expect(scheduler.step())
      #expect(runs == expected)
      #expect(scheduler.pendingActionCount == 1)
    }
  }

  @Test func scheduleRecursiveOnTestSchedulerDisposeStops() {
    let scheduler = RACTestScheduler()
    var runs = 0
    let disposable = scheduler.scheduleRecursive { reschedule in
      runs += 1
      reschedule()
    }
    scheduler.step(3)
    disposable?.dispose()
    scheduler.stepAll()
    #expect(!scheduler.step())
    #expect(runs == 3)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func scheduleRecursiveOnTestSchedulerDisposedBeforeFirstRunNeverRuns() {
    let scheduler = RACTestScheduler()
    var runs = 0
    scheduler.scheduleRecursive { _ in runs += 1 }?.dispose()
    scheduler.stepAll()
    #expect(runs == 0)
  }

  @Test func scheduleRecursiveRescheduleWhileRunningIsDeferredUntilReturn() {
    let scheduler = RACTestScheduler()
    var pendingInsideBlock: [Int] = []
    var runs = 0
    scheduler.scheduleRecursive { reschedule in
      runs += 1
      guard runs == 1 else { return }
      reschedule()
      pendingInsideBlock.append(scheduler.pendingActionCount)
      reschedule()
      pendingInsideBlock.append(scheduler.pendingActionCount)
    }
    scheduler.step()
    #expect(pendingInsideBlock == [0, 0], "reschedules are counted while the block runs")
    #expect(scheduler.pendingActionCount == 2, "and each becomes a run once it returned")
    scheduler.stepAll()
    #expect(runs == 3)
  }

  @Test func scheduleRecursiveRescheduleAfterReturnStillReruns() {
    let scheduler = RACTestScheduler()
    var runs = 0
    let saved = UncheckedSlot<() -> Void>()
    scheduler.scheduleRecursive { reschedule in
      runs += 1
      saved.value = reschedule
    }
    scheduler.stepAll()
    #expect(runs == 1)
    #expect(scheduler.pendingActionCount == 0)
    saved.value?()
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 1)
    #expect(runs == 2)
    saved.value?()
    scheduler.stepAll()
    #expect(runs == 3)
  }

  @Test func scheduleRecursiveRescheduleAfterDisposalDoesNothing() {
    let scheduler = RACTestScheduler()
    var runs = 0
    let saved = UncheckedSlot<() -> Void>()
    let disposable = scheduler.scheduleRecursive { reschedule in
      runs += 1
      saved.value = reschedule
    }
    scheduler.stepAll()
    disposable?.dispose()
    saved.value?()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.stepAll()
    #expect(runs == 1)
  }

  @Test func scheduleRecursiveOnTestSchedulerKeepsVirtualTime() {
    let scheduler = RACTestScheduler()
    var dates: [Date] = []
    scheduler.afterDelay(5) {
      scheduler.scheduleRecursive { reschedule in
        dates.append(scheduler.now)
        if dates.count < 3 { reschedule() }
      }
    }
    scheduler.stepAll()
    #expect(dates == [at(5), at(5), at(5)])
  }
}
