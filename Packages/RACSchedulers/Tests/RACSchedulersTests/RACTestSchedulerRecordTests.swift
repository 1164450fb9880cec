import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// The test scheduler reuses the record of an action that ran or was
/// cancelled: reuse must not change what runs, or when. Also the target
/// entry point the time operators schedule with (`_after(_:target:token:)`),
/// which allocates nothing per action.
@Suite struct RACTestSchedulerRecordTests {
  /// A target that records its firings as "token@time".
  final class Target: _RACScheduledTarget, @unchecked Sendable {
    // Safety: the tests drive the scheduler from one thread.
    var fired: [String] = []
    var schedulers: [RACScheduler?] = []
    func _timerFired(_ token: UInt64, on scheduler: RACScheduler) {
      fired.append("\(token)@\(scheduler.now.timeIntervalSinceReferenceDate)")
      schedulers.append(RACScheduler.current)
    }
  }

  @Test func manyScheduleAndDisposeCyclesKeepTheOrder() {
    let scheduler = RACTestScheduler()
    var ran: [Int] = []
    var expected: [Int] = []
    var next = 0
    for round in 0..<50 {
      // Ten actions over three dates (ties on purpose); every third one
      // disposed, so records are freed and reused in a shuffled order.
      var scheduled: [(date: Double, id: Int, disposable: RACDisposable?)] = []
      for index in 0..<10 {
        let id = next
        next += 1
        let date = Double((index * 7 + round) % 3)
        scheduled.append((date, id, scheduler.afterDelay(date) { ran.append(id) }))
      }
      for (index, action) in scheduled.enumerated() where index % 3 == (round % 3) {
        action.disposable?.dispose()
      }
      let live = scheduled.enumerated().filter { $0.offset % 3 != (round % 3) }.map(\.element)
      // Same-date actions in scheduling order.
      expected += live.sorted { ($0.date, $0.id) < ($1.date, $1.id) }.map(\.id)
      scheduler.advance(by: 3)
    }
    #expect(ran == expected)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func sameTimeActionsRunInSchedulingOrderAfterReuse() {
    let scheduler = RACTestScheduler()
    // Free records in a scrambled order first.
    let disposables = (0..<8).map { _ in scheduler.afterDelay(5) {} }
    for index in [5, 1, 7, 0, 3, 6, 2, 4] { disposables[index]?.dispose() }
    var ran: [Int] = []
    for id in 0..<8 { scheduler.afterDelay(1) { ran.append(id) } }
    scheduler.stepAll()
    #expect(ran == Array(0..<8))
    #expect(scheduler.now == at(1), "the cancelled actions do not move the clock")
  }

  @Test func disposingAnActionThatRanDoesNotCancelTheActionReusingItsRecord() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    let first = scheduler.schedule { ran.append("first") }
    scheduler.step()
    // The first action's record is free: the next action takes it.
    scheduler.schedule { ran.append("second") }
    first?.dispose()
    scheduler.stepAll()
    #expect(ran == ["first", "second"])
  }

  @Test func cancellingATargetActionThatRanDoesNotCancelTheActionReusingItsRecord() {
    let scheduler = RACTestScheduler()
    let target = Target()
    let first = scheduler._after(at(1), target: target, token: 1)
    scheduler.advance(by: 1)
    let second = scheduler._after(at(2), target: target, token: 2)
    first.cancel()
    scheduler.advance(by: 1)
    #expect(target.fired == ["1@1.0", "2@2.0"])
    second.cancel()  // ran: nothing happens
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func anActionSchedulingFromInsideItselfReusesItsRecordInOrder() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    scheduler.schedule {
      ran.append("a")
      // Scheduled while "a" runs: "a"'s record is already free.
      scheduler.schedule { ran.append("c") }
      scheduler.afterDelay(0) { ran.append("d") }
    }
    scheduler.schedule { ran.append("b") }
    scheduler.stepAll()
    #expect(ran == ["a", "b", "c", "d"])
  }

  @Test func anActionCancellingAnotherAtTheSameTimeThenSchedulingKeepsOrder() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    let victim = Slot<RACDisposable>()
    scheduler.afterDelay(1) {
      ran.append("a")
      victim.value?.dispose()
      // Takes the cancelled action's record; runs after "c", which was
      // scheduled before it.
      scheduler.afterDelay(0) { ran.append("d") }
    }
    victim.value = scheduler.afterDelay(1) { ran.append("b") }
    scheduler.afterDelay(1) { ran.append("c") }
    scheduler.stepAll()
    #expect(ran == ["a", "c", "d"])
  }

  @Test func aRepeatingActionKeepsItsRecordWhileOthersComeAndGo() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    let timer = scheduler.after(at(1), repeatingEvery: 1, withLeeway: 0) {
      ran.append("t\(Int(scheduler.now.timeIntervalSinceReferenceDate))")
    }
    for tick in 1...3 {
      scheduler.afterDelay(0.5) { ran.append("o\(tick)") }
      scheduler.afterDelay(1) { ran.append("s\(tick)") }?.dispose()
      scheduler.advance(by: 1)
    }
    timer?.dispose()
    scheduler.advance(by: 5)
    #expect(ran == ["o1", "t1", "o2", "t2", "o3", "t3"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aCancelledActionsEntryDoesNotRunTheActionReusingItsRecord() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    // Cancelled with its entry still queued at 1 (and another at 5): the
    // next actions take their records, one later and one earlier than the
    // stale entries.
    scheduler.afterDelay(1) { ran.append("cancelled 1") }?.dispose()
    scheduler.afterDelay(5) { ran.append("cancelled 5") }?.dispose()
    scheduler.afterDelay(3) { ran.append("late@\(scheduler.now.timeIntervalSinceReferenceDate)") }
    scheduler.afterDelay(2) { ran.append("early@\(scheduler.now.timeIntervalSinceReferenceDate)") }
    #expect(scheduler.pendingActionCount == 2)
    scheduler.advance(by: 1)
    #expect(ran.isEmpty, "nothing is due at 1")
    scheduler.advance(by: 10)
    #expect(ran == ["early@2.0", "late@3.0"])
    #expect(scheduler.now == at(11))
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func stepAllSkipsEveryCancelledEntryAndRunsEachLiveActionOnce() {
    let scheduler = RACTestScheduler()
    var ran: [Int] = []
    // Rounds of cancel-then-reschedule, each reusing the records freed by
    // the last, while every stale entry stays queued at an earlier date.
    for round in 0..<5 {
      let cancelled = (0..<3).map { index in scheduler.afterDelay(Double(round)) { ran.append(-1 - index) } }
      cancelled.forEach { $0?.dispose() }
      scheduler.afterDelay(Double(10 + round)) { ran.append(round) }
    }
    scheduler.stepAll()
    #expect(ran == [0, 1, 2, 3, 4])
    #expect(scheduler.now == at(14))
  }

  // MARK: Targets

  @Test func aTargetRunsWithItsTokenOnTheSchedulerAsCurrent() {
    let scheduler = RACTestScheduler()
    let target = Target()
    scheduler._after(at(2), target: target, token: 7)
    scheduler._afterDelay(1, target: target, token: 8)
    #expect(scheduler.pendingActionCount == 2)
    scheduler.stepAll()
    #expect(target.fired == ["8@1.0", "7@2.0"])
    #expect(target.schedulers.allSatisfy { $0 === scheduler })
  }

  @Test func aTargetActionCancelledBeforeItRunsNeverRuns() {
    let scheduler = RACTestScheduler()
    let target = Target()
    scheduler._after(at(1), target: target, token: 1).cancel()
    let kept = scheduler._after(at(1), target: target, token: 2)
    #expect(scheduler.pendingActionCount == 1)
    scheduler.stepAll()
    #expect(target.fired == ["2@1.0"])
    kept.cancel()
  }

  @Test func targetActionsKeepTheSameTimeOrderWithBlocks() {
    let scheduler = RACTestScheduler()
    let target = Target()
    var ran: [String] = []
    scheduler.afterDelay(1) { ran.append("block 1") }
    scheduler._afterDelay(1, target: target, token: 1)
    scheduler.afterDelay(1) { ran.append("block 2 sees \(target.fired.count)") }
    scheduler.stepAll()
    #expect(ran == ["block 1", "block 2 sees 1"])
  }

  @Test func cancellingATargetActionReleasesTheTarget() {
    let scheduler = RACTestScheduler()
    weak var weakTarget: Target?
    var action = _RACScheduledAction.none
    do {
      let target = Target()
      weakTarget = target
      action = scheduler._after(at(100), target: target, token: 1)
    }
    #expect(weakTarget != nil)
    action.cancel()
    #expect(weakTarget == nil)
  }

  @Test func theDefaultTargetEntryPointSchedulesABlock() throws {
    let scheduler = RACScheduler.scheduler()
    let fired = Recorder<UInt64>()
    final class Firing: _RACScheduledTarget {
      let fired: Recorder<UInt64>
      let done = DispatchSemaphore(value: 0)
      init(_ fired: Recorder<UInt64>) { self.fired = fired }
      func _timerFired(_ token: UInt64, on scheduler: RACScheduler) {
        fired.append(token)
        done.signal()
      }
    }
    let target = Firing(fired)
    scheduler._after(Date(), target: target, token: 3)
    scheduler._afterDelay(3_600, target: target, token: 4).cancel()
    #expect(waitFor(target.done))
    #expect(drain(scheduler))
    #expect(fired.values == [3])
  }

  @Test func noneCancelsNothing() {
    let none = _RACScheduledAction.none
    #expect(none.isNone)
    none.cancel()
  }
}
