import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// The FIFO contract of queue schedulers, which drain their blocks in
/// batches (`Docs/Contracts.md`). Bounded waits, no timing assertions.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RACQueueSchedulerBatchTests {
  @Test func blocksFromSeveralThreadsKeepEachThreadsOrderAndNeverOverlap() throws {
    let scheduler = RACScheduler.scheduler(name: "batch.threads")
    let order = Recorder<(Int, Int)>()
    let detector = OverlapDetector()
    let group = DispatchGroup()
    for thread in 0..<4 {
      group.enter()
      Thread {
        for index in 0..<5_000 {
          scheduler.schedule { detector.run { order.append((thread, index)) } }
        }
        group.leave()
      }.start()
    }
    #expect(group.wait(timeout: .now() + waitTimeout) == .success)
    try #require(drain(scheduler))
    let values = order.values
    #expect(values.count == 20_000)
    for thread in 0..<4 {
      #expect(values.filter { $0.0 == thread }.map(\.1) == Array(0..<5_000))
    }
    #expect(detector.overlapCount == 0)
  }

  @Test func oneTotalOrderForBlocksScheduledWhileADrainRuns() throws {
    let scheduler = RACScheduler.scheduler(name: "batch.total")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let order = Recorder<Int>()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<3_000 {
      scheduler.schedule {
        order.append(index)
        if index == 0 {
          // Scheduled from inside a block: after everything already pending.
          scheduler.schedule {
            order.append(3_000)
            done.signal()
          }
        }
      }
    }
    gate.signal()
    try #require(waitFor(done))
    #expect(order.values == Array(0...3_000))
  }

  @Test func aBlockScheduledFromABlockRunsAfterItReturns() throws {
    let scheduler = RACScheduler.scheduler(name: "batch.nested")
    let order = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      scheduler.schedule {
        order.append("inner")
        done.signal()
      }
      order.append("outer end")
    }
    try #require(waitFor(done))
    #expect(order.values == ["outer end", "inner"])
  }

  @Test func aDisposedBlockInABatchIsSkipped() throws {
    let scheduler = RACScheduler.scheduler(name: "batch.disposed")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let order = Recorder<Int>()
    scheduler.schedule { order.append(1) }
    scheduler.schedule { order.append(2) }?.dispose()
    scheduler.schedule { order.append(3) }
    gate.signal()
    try #require(drain(scheduler))
    #expect(order.values == [1, 3])
  }

  @Test func aLongDrainLetsTimersOnTheQueueRun() throws {
    let scheduler = RACScheduler.scheduler(name: "batch.fair")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let timerRan = DispatchSemaphore(value: 0)
    let order = Recorder<String>()
    scheduler.after(Date(timeIntervalSinceNow: -1)) {
      order.append("timer")
      timerRan.signal()
    }
    for _ in 0..<5_000 { scheduler.schedule { order.append("block") } }
    gate.signal()
    try #require(waitFor(timerRan))
    try #require(drain(scheduler))
    #expect(order.values.count == 5_001)
    #expect(order.values.firstIndex(of: "timer")! < 5_000, "the timer ran before the last block")
  }

  @Test func currentIsTheSchedulerThroughoutABatch() throws {
    let scheduler = RACScheduler.scheduler(name: "batch.current")
    let checks = Recorder<Bool>()
    for _ in 0..<2_000 { scheduler.schedule { checks.append(RACScheduler.current === scheduler) } }
    try #require(drain(scheduler))
    #expect(checks.values.count == 2_000)
    #expect(checks.values.allSatisfy { $0 })
  }
}
