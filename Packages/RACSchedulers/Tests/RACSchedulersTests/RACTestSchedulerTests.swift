import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// The virtual clock: ordering, ties, step/stepAll/advance, cancellation.
/// Repeating timers are in RACTestSchedulerTimerTests.
@Suite struct RACTestSchedulerTests {
  // MARK: Clock

  /// `maxActions` actions that drain the queue are not a runaway: all run,
  /// and `stepAll` returns.
  @Test func stepAllRunsExactlyMaxActionsActionsThatDrainTheQueue() {
    let scheduler = RACTestScheduler()
    var ran = 0
    for index in 0..<10 {
      scheduler.after(scheduler.now.addingTimeInterval(Double(index))) { ran += 1 }
    }
    scheduler.stepAll(maxActions: 10)
    #expect(ran == 10)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func nowStartsAtDefaultStartDate() {
    #expect(RACTestScheduler.defaultStartDate == Date(timeIntervalSinceReferenceDate: 0))
    #expect(RACTestScheduler().now == RACTestScheduler.defaultStartDate)
  }

  @Test func initStartsAtGivenDate() {
    let start = Date(timeIntervalSince1970: 1_000_000)
    let scheduler = RACTestScheduler(startDate: start)
    #expect(scheduler.now == start)
    var ranAt: Date?
    scheduler.afterDelay(3) { ranAt = scheduler.now }
    scheduler.stepAll()
    #expect(ranAt == start.addingTimeInterval(3))
  }

  @Test func nowMovesToEachActionsDate() {
    let scheduler = RACTestScheduler()
    var seen: [Date] = []
    for delay in [3.0, 1.0, 2.5, 0.0] {
      scheduler.afterDelay(delay) { seen.append(scheduler.now) }
    }
    scheduler.stepAll()
    #expect(seen == [at(0), at(1), at(2.5), at(3)])
    #expect(scheduler.now == at(3))
  }

  @Test func nowNeverMovesBackwards() {
    let scheduler = RACTestScheduler()
    scheduler.advance(by: 10)
    var ranAt: [Date] = []
    scheduler.after(at(2)) { ranAt.append(scheduler.now) }
    scheduler.after(.distantPast) { ranAt.append(scheduler.now) }
    scheduler.advance(to: at(5))
    #expect(scheduler.now == at(10))
    scheduler.stepAll()
    #expect(ranAt == [at(10), at(10)])
    #expect(scheduler.now == at(10))
  }

  @Test func afterDelayIsRelativeToVirtualNow() {
    let scheduler = RACTestScheduler()
    var ranAt: Date?
    scheduler.afterDelay(5) {
      scheduler.afterDelay(2) { ranAt = scheduler.now }
    }
    scheduler.stepAll()
    #expect(ranAt == at(7))
  }

  // MARK: Ordering

  @Test func nothingRunsUntilDriven() {
    let scheduler = RACTestScheduler()
    var runs = 0
    let disposable = scheduler.schedule { runs += 1 }
    scheduler.afterDelay(0) { runs += 1 }
    #expect(disposable != nil)
    #expect(runs == 0)
    #expect(scheduler.pendingActionCount == 2)
  }

  @Test func afterRunsInDateOrder() {
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    scheduler.afterDelay(2) { order.append(2) }
    scheduler.afterDelay(1) { order.append(1) }
    scheduler.afterDelay(3) { order.append(3) }
    scheduler.schedule { order.append(0) }
    scheduler.stepAll()
    #expect(order == [0, 1, 2, 3])
    #expect(scheduler.now == at(3))
  }

  @Test func sameDateRunsInEnqueueOrder() {
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    for index in 0..<500 {
      switch index % 3 {
      case 0: scheduler.schedule { order.append(index) }
      case 1: scheduler.after(at(0)) { order.append(index) }
      default: scheduler.afterDelay(0) { order.append(index) }
      }
    }
    scheduler.stepAll()
    #expect(order == Array(0..<500))
  }

  @Test func sameFutureDateRunsInEnqueueOrder() {
    let scheduler = RACTestScheduler()
    var order: [String] = []
    scheduler.after(at(4)) { order.append("a") }
    scheduler.after(at(2)) { order.append("x") }
    scheduler.after(at(4)) { order.append("b") }
    scheduler.afterDelay(4) { order.append("c") }
    scheduler.stepAll()
    #expect(order == ["x", "a", "b", "c"])
  }

  @Test func actionsScheduledAtSameTickRunAfterThoseAlreadyDue() {
    let scheduler = RACTestScheduler()
    var order: [String] = []
    scheduler.schedule {
      order.append("a")
      scheduler.schedule { order.append("c") }
      scheduler.after(.distantPast) { order.append("d") }
    }
    scheduler.schedule { order.append("b") }
    scheduler.stepAll()
    #expect(order == ["a", "b", "c", "d"])
  }

  @Test func scheduleFromManyThreadsEnqueuesEveryAction() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<250 {
        scheduler.afterDelay(TimeInterval(index % 7)) { runs.increment() }
      }
      _ = thread
    }
    #expect(scheduler.pendingActionCount == 2_000)
    scheduler.stepAll()
    #expect(runs.value == 2_000)
  }

  // MARK: step

  @Test func stepRunsOneAction() {
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    scheduler.afterDelay(1) { order.append(1) }
    scheduler.afterDelay(2) { order.append(2) }
    #expect(scheduler.step())
    #expect(order == [1])
    #expect(scheduler.now == at(1))
    #expect(scheduler.step())
    #expect(order == [1, 2])
    #expect(!scheduler.step())
    #expect(scheduler.now == at(2))
  }

  @Test func stepOnEmptySchedulerReturnsFalse() {
    let scheduler = RACTestScheduler()
    #expect(!scheduler.step())
    #expect(scheduler.now == RACTestScheduler.defaultStartDate)
  }

  @Test(arguments: [0, 1, 3, 5, 9])
  func stepRunsNActions(ticks: Int) {
    let scheduler = RACTestScheduler()
    var runs = 0
    for delay in 0..<5 { scheduler.afterDelay(TimeInterval(delay)) { runs += 1 } }
    scheduler.step(ticks)
    #expect(runs == min(ticks, 5))
    #expect(scheduler.pendingActionCount == 5 - min(ticks, 5))
    #expect(scheduler.now == (ticks == 0 ? at(0) : at(TimeInterval(min(ticks, 5) - 1))))
  }

  @Test func stepRunsActionsScheduledByEarlierSteps() {
    let scheduler = RACTestScheduler()
    var order: [String] = []
    scheduler.schedule {
      order.append("a")
      scheduler.schedule { order.append("b") }
    }
    scheduler.step(2)
    #expect(order == ["a", "b"])
  }

  // MARK: stepAll

  @Test func stepAllRunsActionsScheduledByActions() {
    let scheduler = RACTestScheduler()
    var order: [String] = []
    scheduler.afterDelay(1) {
      order.append("a")
      scheduler.afterDelay(1) {
        order.append("b")
        scheduler.schedule { order.append("c") }
        scheduler.afterDelay(10) { order.append("d") }
      }
    }
    scheduler.stepAll()
    #expect(order == ["a", "b", "c", "d"])
    #expect(scheduler.now == at(12))
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func stepAllOnEmptySchedulerReturns() {
    let scheduler = RACTestScheduler()
    scheduler.stepAll()
    #expect(scheduler.now == RACTestScheduler.defaultStartDate)
  }

  @Test func stepAllRunsManyActions() {
    let scheduler = RACTestScheduler()
    var runs = 0
    for index in 0..<20_000 {
      scheduler.afterDelay(TimeInterval(index % 100)) { runs += 1 }
    }
    scheduler.stepAll()
    #expect(runs == 20_000)
  }

  // MARK: advance

  @Test func advanceByRunsExactlyWhatIsDue() {
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    for delay in [1, 2, 3] { scheduler.afterDelay(TimeInterval(delay)) { order.append(delay) } }
    scheduler.advance(by: 1.5)
    #expect(order == [1])
    #expect(scheduler.now == at(1.5))
    scheduler.advance(by: 0.5)
    #expect(order == [1, 2], "an action due exactly at the new time runs")
    #expect(scheduler.now == at(2))
    scheduler.advance(by: 0.999)
    #expect(order == [1, 2])
    scheduler.advance(by: 10)
    #expect(order == [1, 2, 3])
    #expect(scheduler.now == at(12.999))
  }

  @Test func advanceByZeroRunsWhatIsDueNow() {
    let scheduler = RACTestScheduler()
    var runs = 0
    scheduler.schedule { runs += 1 }
    scheduler.afterDelay(0.001) { runs += 100 }
    scheduler.advance(by: 0)
    #expect(runs == 1)
    #expect(scheduler.now == at(0))
  }

  @Test func advanceByRunsActionsScheduledWithinWindow() {
    let scheduler = RACTestScheduler()
    var order: [String] = []
    scheduler.afterDelay(1) {
      order.append("a")
      scheduler.afterDelay(1) { order.append("inside") }
      scheduler.afterDelay(5) { order.append("beyond") }
    }
    scheduler.advance(by: 3)
    #expect(order == ["a", "inside"])
    #expect(scheduler.pendingActionCount == 1)
    scheduler.advance(by: 3)
    #expect(order == ["a", "inside", "beyond"])
  }

  @Test func advanceByMovesClockWithoutActions() {
    let scheduler = RACTestScheduler()
    scheduler.advance(by: 60)
    #expect(scheduler.now == at(60))
  }

  @Test func advanceToRunsExactlyWhatIsDue() {
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    for delay in [1, 2, 3] { scheduler.afterDelay(TimeInterval(delay)) { order.append(delay) } }
    scheduler.advance(to: at(2))
    #expect(order == [1, 2])
    #expect(scheduler.now == at(2))
  }

  @Test func advanceToEarlierDateRunsNothingAndKeepsClock() {
    let scheduler = RACTestScheduler()
    scheduler.advance(to: at(5))
    var runs = 0
    scheduler.afterDelay(1) { runs += 1 }
    scheduler.advance(to: at(1))
    #expect(runs == 0)
    #expect(scheduler.now == at(5))
  }

  // MARK: pendingActionCount

  @Test func pendingActionCountTracksQueue() {
    let scheduler = RACTestScheduler()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.schedule {}
    scheduler.afterDelay(1) {}
    scheduler.afterDelay(2) {}
    #expect(scheduler.pendingActionCount == 3)
    scheduler.step()
    #expect(scheduler.pendingActionCount == 2)
    scheduler.advance(by: 1)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.stepAll()
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func pendingActionCountDropsDisposedActionsOnceSeen() {
    let scheduler = RACTestScheduler()
    scheduler.schedule {}?.dispose()
    scheduler.afterDelay(1) {}?.dispose()
    #expect(!scheduler.step(), "only disposed actions: nothing to run")
    #expect(scheduler.pendingActionCount == 0)
  }

  // MARK: Cancellation

  @Test func disposedActionsNeverRun() {
    let scheduler = RACTestScheduler()
    var runs: [String] = []
    scheduler.schedule { runs.append("schedule") }?.dispose()
    scheduler.afterDelay(1) { runs.append("afterDelay") }?.dispose()
    scheduler.after(at(2)) { runs.append("after") }?.dispose()
    scheduler.after(at(3), repeatingEvery: 1, withLeeway: 0) { runs.append("timer") }?.dispose()
    scheduler.schedule { runs.append("live") }
    scheduler.advance(by: 10)
    scheduler.stepAll()
    #expect(runs == ["live"])
  }

  @Test func actionDisposedByEarlierActionAtSameTickNeverRuns() {
    let scheduler = RACTestScheduler()
    var runs: [String] = []
    let later = Slot<RACDisposable>()
    scheduler.afterDelay(1) {
      runs.append("first")
      later.value?.dispose()
    }
    later.value = scheduler.afterDelay(1) { runs.append("second") }
    scheduler.stepAll()
    #expect(runs == ["first"])
  }

  @Test func disposeAfterRunDoesNothing() {
    let scheduler = RACTestScheduler()
    var runs = 0
    let disposable = scheduler.schedule { runs += 1 }
    scheduler.stepAll()
    disposable?.dispose()
    scheduler.stepAll()
    #expect(runs == 1)
  }

  // MARK: Current scheduler

  @Test func currentIsTestSchedulerOnlyInsideActions() {
    let scheduler = RACTestScheduler()
    var inside: RACScheduler?
    scheduler.schedule { inside = RACScheduler.current }
    #expect(RACScheduler.current == nil)
    scheduler.step()
    #expect(inside === scheduler)
    #expect(RACScheduler.current == nil)
  }

  @Test func driveFromAnotherThread() throws {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    for delay in 0..<10 { scheduler.afterDelay(TimeInterval(delay)) { runs.increment() } }
    try #require(onNewThread { scheduler.stepAll() })
    #expect(runs.value == 10)
    #expect(scheduler.now == at(9))
  }
}
