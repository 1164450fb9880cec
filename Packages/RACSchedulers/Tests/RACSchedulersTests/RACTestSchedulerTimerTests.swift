import Foundation
import RACDisposables
import RACSchedulers
import Testing

/// Repeating timers on the virtual clock, and the bound on `stepAll()`.
@Suite struct RACTestSchedulerTimerTests {
  @Test func afterRepeatingFiresAtEachIntervalUnderAdvanceBy() {
    let scheduler = RACTestScheduler()
    var firedAt: [Date] = []
    scheduler.after(at(1), repeatingEvery: 2, withLeeway: 0.5) { firedAt.append(scheduler.now) }
    scheduler.advance(by: 0.5)
    #expect(firedAt.isEmpty)
    scheduler.advance(by: 0.5)
    #expect(firedAt == [at(1)])
    scheduler.advance(by: 6)
    #expect(firedAt == [at(1), at(3), at(5), at(7)])
    #expect(scheduler.now == at(7))
    #expect(scheduler.pendingActionCount == 1, "the timer stays scheduled")
  }

  @Test func afterRepeatingStopsWhenDisposed() {
    let scheduler = RACTestScheduler()
    var fires = 0
    let timer = scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) { fires += 1 }
    scheduler.advance(by: 3)
    #expect(fires == 3)
    timer?.dispose()
    scheduler.advance(by: 100)
    #expect(fires == 3)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func afterRepeatingDisposedInsideBlockStops() {
    let scheduler = RACTestScheduler()
    var fires = 0
    let timer = Slot<RACDisposable>()
    timer.value = scheduler.after(at(0), repeatingEvery: 1, withLeeway: 0) {
      fires += 1
      if fires == 4 { timer.value?.dispose() }
    }
    scheduler.advance(by: 50)
    #expect(fires == 4)
  }

  @Test func afterRepeatingUnderStepFiresOncePerStep() {
    let scheduler = RACTestScheduler()
    var firedAt: [Date] = []
    scheduler.after(at(2), repeatingEvery: 0.5, withLeeway: 0) { firedAt.append(scheduler.now) }
    scheduler.step(4)
    #expect(firedAt == [at(2), at(2.5), at(3), at(3.5)])
    #expect(scheduler.step())
    #expect(firedAt.count == 5)
  }

  @Test func afterRepeatingWithPastDateStartsNow() {
    let scheduler = RACTestScheduler()
    scheduler.advance(by: 10)
    var firedAt: [Date] = []
    scheduler.after(.distantPast, repeatingEvery: 1, withLeeway: 0) { firedAt.append(scheduler.now) }
    scheduler.advance(by: 2)
    #expect(firedAt == [at(10), at(11), at(12)])
  }

  @Test func timersDueTogetherKeepTheirOrderAtEveryRun() {
    // Each run queues the timer again, before its block runs, behind what is
    // already due then: timers started together run in the order they were
    // scheduled every time, and a one-shot action one of them schedules for
    // the next run comes after it and before the timers that run after it.
    let scheduler = RACTestScheduler()
    var log: [String] = []
    for name in ["a", "b", "c", "d", "e", "f"] {
      scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) {
        log.append(name)
        if name == "c" && scheduler.now == at(1) {
          scheduler.after(at(2)) { log.append("once") }
        }
      }
    }
    scheduler.advance(by: 3)
    let run = ["a", "b", "c", "d", "e", "f"]
    #expect(log == run + ["a", "b", "c", "once", "d", "e", "f"] + run)
  }

  @Test func afterRepeatingInterleavesWithOneShotActions() {
    let scheduler = RACTestScheduler()
    var log: [String] = []
    scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) {
      log.append("t\(Int(scheduler.now.timeIntervalSinceReferenceDate))")
    }
    scheduler.after(at(2.5)) { log.append("a") }
    scheduler.advance(by: 3)
    #expect(log == ["t1", "t2", "a", "t3"])
  }

  // MARK: stepAll's bound

  @Test func stepAllWithOnlyRepeatingTimerReturnsWithoutFiring() {
    let scheduler = RACTestScheduler()
    var fires = 0
    scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) { fires += 1 }
    scheduler.stepAll()
    #expect(fires == 0)
    #expect(scheduler.now == RACTestScheduler.defaultStartDate)
    #expect(scheduler.pendingActionCount == 1)
  }

  @Test func stepAllWithLiveRepeatingTimerStopsAfterLastOneShotAction() {
    let scheduler = RACTestScheduler()
    var log: [String] = []
    scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) { log.append("t") }
    scheduler.after(at(3.5)) { log.append("a") }
    scheduler.stepAll()
    #expect(log == ["t", "t", "t", "a"])
    #expect(scheduler.now == at(3.5))
    #expect(scheduler.pendingActionCount == 1, "the timer is still scheduled")
    scheduler.advance(by: 0.5)
    #expect(log == ["t", "t", "t", "a", "t"])
  }

  @Test func stepAllFollowsOneShotActionsScheduledByTimer() {
    let scheduler = RACTestScheduler()
    var log: [String] = []
    let timer = Slot<RACDisposable>()
    var fires = 0
    timer.value = scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) {
      fires += 1
      log.append("t")
      if fires <= 3 { scheduler.afterDelay(0.5) { log.append("a") } }
    }
    scheduler.schedule { log.append("start") }
    scheduler.stepAll()
    #expect(log == ["start"], "no one-shot action is left once the first one ran")
    scheduler.after(at(1)) { log.append("due") }
    scheduler.stepAll()
    #expect(log == ["start", "t", "due", "a"])
    timer.value?.dispose()
  }

  @Test func stepAllIgnoresDisposedOneShotActions() {
    let scheduler = RACTestScheduler()
    var fires = 0
    scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) { fires += 1 }
    scheduler.after(at(100)) {}?.dispose()
    scheduler.stepAll()
    #expect(fires == 0, "a cancelled action does not keep the timer running")
    #expect(scheduler.now == RACTestScheduler.defaultStartDate)
  }

  @Test func stepAllIgnoresOneShotDisposedByTimer() {
    let scheduler = RACTestScheduler()
    var fires = 0
    let oneShot = Slot<RACDisposable>()
    scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) {
      fires += 1
      if fires == 2 { oneShot.value?.dispose() }
    }
    oneShot.value = scheduler.after(at(50)) {}
    scheduler.stepAll()
    #expect(fires == 2)
    #expect(scheduler.now == at(2))
  }

  @Test func stepAllAfterTimerDisposedDrains() {
    let scheduler = RACTestScheduler()
    var fires = 0
    let timer = scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) { fires += 1 }
    scheduler.afterDelay(2.5) { timer?.dispose() }
    scheduler.afterDelay(10) {}
    scheduler.stepAll()
    #expect(fires == 2)
    #expect(scheduler.now == at(10))
    #expect(scheduler.pendingActionCount == 0)
  }
}
