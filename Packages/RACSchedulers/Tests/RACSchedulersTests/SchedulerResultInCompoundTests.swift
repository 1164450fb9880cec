import Foundation
import RACDisposables
import RACSchedulers
import Testing

/// RAC's everyday `[compound addDisposable:[scheduler schedule:…]]`: the
/// `RACDisposable?` every scheduling call returns goes into a compound
/// disposable without unwrapping, and a `nil` (the immediate scheduler's) is
/// ignored.
@Suite struct SchedulerResultInCompoundTests {
  @Test func everySchedulingCallsResultIsAddedAndCancelledByTheCompound() {
    let scheduler = RACTestScheduler()
    let compound = RACCompoundDisposable()
    var ran: [String] = []
    compound.add(scheduler.schedule { ran.append("schedule") })
    compound.add(scheduler.after(at(1)) { ran.append("after") })
    compound.add(scheduler.afterDelay(2) { ran.append("afterDelay") })
    compound.add(scheduler.after(at(3), repeatingEvery: 1, withLeeway: 0) { ran.append("repeating") })
    compound.add(scheduler.scheduleRecursive { _ in ran.append("recursive") })
    compound.dispose()
    scheduler.advance(by: 10)
    #expect(ran.isEmpty)
    #expect(!scheduler.step(), "every action was cancelled, the repeating timer too")
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func addedResultsRunUntilTheCompoundIsDisposed() {
    let scheduler = RACTestScheduler()
    let compound = RACCompoundDisposable()
    var ran: [String] = []
    compound.add(scheduler.schedule { ran.append("now") })
    compound.add(scheduler.afterDelay(5) { ran.append("later") })
    scheduler.step()
    compound.dispose()
    scheduler.stepAll()
    #expect(ran == ["now"])
  }

  @Test func theImmediateSchedulersNilIsIgnored() {
    let compound = RACCompoundDisposable()
    var ran = 0
    let result = RACScheduler.immediate.schedule { ran += 1 }
    #expect(result == nil)
    compound.add(result)
    compound.add(RACScheduler.immediate.schedule { ran += 1 })
    #expect(ran == 2)
    #expect(!compound.isDisposed)
    compound.add(RACDisposable { ran += 10 })
    compound.dispose()
    #expect(ran == 12)
  }

  @Test func theOptionalArrayInitialiserTakesSchedulerResults() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    let compound = RACCompoundDisposable([
      scheduler.schedule { ran.append("first") },
      RACScheduler.immediate.schedule { ran.append("immediate") },
      scheduler.afterDelay(1) { ran.append("second") },
    ])
    #expect(ran == ["immediate"])
    compound.dispose()
    scheduler.stepAll()
    #expect(ran == ["immediate"])
  }

  @Test func aSerialDisposableTakesASchedulerResult() {
    let scheduler = RACTestScheduler()
    var ran: [String] = []
    let serial = RACSerialDisposable(scheduler.schedule { ran.append("first") })
    serial.disposable = RACScheduler.immediate.schedule { ran.append("immediate") }
    #expect(serial.disposable == nil)
    serial.disposable = scheduler.afterDelay(1) { ran.append("second") }
    serial.dispose()
    scheduler.stepAll()
    #expect(
      ran == ["immediate", "first"],
      "the first was dropped, not disposed, as RAC's setter does; the second was disposed")
  }
}
