import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

@Suite struct RACImmediateSchedulerTests {
  @Test func immediateIsOneSharedScheduler() {
    #expect(RACScheduler.immediate === RACScheduler.immediate)
    #expect(RACScheduler.immediate.name == "com.ReactiveCocoa.RACScheduler.immediateScheduler")
  }

  @Test func scheduleRunsSynchronouslyBeforeReturning() {
    var log: [String] = []
    let disposable = RACScheduler.immediate.schedule { log.append("block") }
    log.append("returned")
    #expect(log == ["block", "returned"])
    #expect(disposable == nil)
  }

  @Test func scheduleRunsOnCallingThread() throws {
    let sameThread = Slot<Bool>()
    try #require(
      onNewThread {
        let caller = Thread.current
        RACScheduler.immediate.schedule { sameThread.value = Thread.current === caller }
      })
    #expect(sameThread.value == true)
  }

  @Test func scheduleNestedRunsInline() {
    var log: [String] = []
    RACScheduler.immediate.schedule {
      log.append("outer start")
      RACScheduler.immediate.schedule { log.append("inner") }
      log.append("outer end")
    }
    #expect(log == ["outer start", "inner", "outer end"])
  }

  @Test(arguments: [Date.distantPast, Date(timeIntervalSince1970: 0), Date(timeIntervalSinceNow: -60)])
  func afterPastDateRunsSynchronouslyBeforeReturning(date: Date) {
    var log: [String] = []
    let disposable = RACScheduler.immediate.after(date) { log.append("block") }
    log.append("returned")
    #expect(log == ["block", "returned"])
    #expect(disposable == nil)
  }

  @Test func afterNearFutureDateWaitsThenRunsSynchronously() {
    var log: [String] = []
    let date = Date(timeIntervalSinceNow: 0.01)
    var ranAt: Date?
    RACScheduler.immediate.after(date) {
      ranAt = Date()
      log.append("block")
    }
    log.append("returned")
    #expect(log == ["block", "returned"])
    // RAC sleeps the calling thread until the date, then runs the block:
    // never before it.
    #expect(ranAt.map { $0 >= date } == true)
  }

  @Test func afterDelayRunsSynchronouslyBeforeReturning() {
    var log: [String] = []
    RACScheduler.immediate.afterDelay(0) { log.append("zero") }
    RACScheduler.immediate.afterDelay(-5) { log.append("negative") }
    log.append("returned")
    #expect(log == ["zero", "negative", "returned"])
  }

  @Test func nowIsWallClock() {
    let before = Date()
    let now = RACScheduler.immediate.now
    let after = Date()
    #expect(before <= now && now <= after)
  }

  // `after(_:repeatingEvery:withLeeway:schedule:)` on the immediate scheduler
  // is a precondition failure; it is not tested here (it would crash).

  // MARK: scheduleRecursive

  @Test func scheduleRecursiveRunsSynchronously() {
    var runs = 0
    RACScheduler.immediate.scheduleRecursive { reschedule in
      runs += 1
      if runs < 10 { reschedule() }
    }
    #expect(runs == 10)
  }

  @Test func scheduleRecursiveMillionReschedulesCompleteInConstantStack() {
    var runs = 0
    let disposable = RACScheduler.immediate.scheduleRecursive { reschedule in
      runs += 1
      if runs < 1_000_000 { reschedule() }
    }
    #expect(runs == 1_000_000)
    #expect(disposable != nil)
  }

  @Test func scheduleRecursiveRunsBlockAgainOnlyAfterItReturns() {
    var depth = 0
    var maxDepth = 0
    var runs = 0
    RACScheduler.immediate.scheduleRecursive { reschedule in
      depth += 1
      maxDepth = max(maxDepth, depth)
      runs += 1
      if runs < 100 { reschedule() }
      depth -= 1
    }
    #expect(runs == 100)
    #expect(maxDepth == 1)
  }

  @Test func scheduleRecursiveRunsOncePerReschedule() {
    var runs = 0
    RACScheduler.immediate.scheduleRecursive { reschedule in
      runs += 1
      if runs == 1 {
        reschedule()
        reschedule()
        reschedule()
      }
    }
    #expect(runs == 4)
  }

  @Test func scheduleRecursiveDisposedInsideBlockStops() {
    var runs = 0
    let saved = UncheckedSlot<() -> Void>()
    let slot = UncheckedSlot<RACDisposable>()
    // The first run happens before scheduleRecursive returns; it keeps
    // `reschedule` so that the loop can restart once the disposable is known.
    slot.value = RACScheduler.immediate.scheduleRecursive { reschedule in
      runs += 1
      if runs == 1 {
        saved.value = reschedule
        return
      }
      if runs == 5 { slot.value?.dispose() }
      reschedule()
    }
    #expect(runs == 1)
    saved.value?()
    #expect(runs == 5)
  }

  @Test func scheduleRecursiveRescheduleAfterReturnRunsAgainAtOnce() {
    var runs = 0
    let saved = UncheckedSlot<() -> Void>()
    let disposable = RACScheduler.immediate.scheduleRecursive { reschedule in
      runs += 1
      saved.value = reschedule
    }
    #expect(runs == 1)
    saved.value?()
    #expect(runs == 2)
    saved.value?()
    #expect(runs == 3)
    disposable?.dispose()
    saved.value?()
    #expect(runs == 3, "a reschedule after disposal does nothing")
  }

  @Test func scheduleRecursiveDisposedStopsLoop() {
    var runs = 0
    let saved = UncheckedSlot<() -> Void>()
    let disposable = RACScheduler.immediate.scheduleRecursive { reschedule in
      runs += 1
      saved.value = reschedule
    }
    disposable?.dispose()
    saved.value?()
    saved.value?()
    #expect(runs == 1)
  }
}
