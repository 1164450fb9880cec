import Foundation
import Testing

@testable import RACSchedulers

/// The test scheduler's action records, white-box: a record is reused once
/// its action ran or was cancelled, so a long run keeps as many records as
/// actions were ever pending at once, not one per action.
@Suite struct TestSchedulerRecordsTests {
  @Test func aChainOfActionsReusesOneRecord() {
    let scheduler = RACTestScheduler()
    var ran = 0
    func next() {
      ran += 1
      if ran < 1_000 { scheduler.afterDelay(1) { next() } }
    }
    scheduler.afterDelay(1) { next() }
    scheduler.stepAll()
    #expect(ran == 1_000)
    // The running action's record is freed after it ran, so each new one
    // takes the second record, then the first again.
    #expect(scheduler.queue.recordCount <= 2)
  }

  @Test func cancelledActionsFreeTheirRecords() {
    let scheduler = RACTestScheduler()
    for _ in 0..<100 {
      let disposables = (0..<10).map { _ in scheduler.afterDelay(1) {} }
      disposables.forEach { $0?.dispose() }
    }
    #expect(scheduler.queue.recordCount == 10)
    #expect(scheduler.pendingActionCount == 0)
  }
}
