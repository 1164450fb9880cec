import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// `RACQueueScheduler._scheduleUnretained(_:token:)`: a target run in the
/// scheduler's FIFO order with its blocks, with the scheduler as current,
/// and not retained while it waits. Bounded waits only.
@Suite(.timeLimit(.minutes(10)))
struct RACQueueSchedulerUnretainedTests {
  final class Target: _RACScheduledTarget, @unchecked Sendable {
    // Safety: `log` is thread-safe.
    let log: _RACLock<[String]>

    init(_ log: _RACLock<[String]>) { self.log = log }

    func _timerFired(_ token: UInt64, on scheduler: RACScheduler) {
      let current = RACScheduler.current === scheduler ? "current" : "not current"
      log.withLock { $0.append("\(token) \(current)") }
    }
  }

  /// Blocks `scheduler`'s queue until the returned semaphore is signalled.
  private func block(_ scheduler: RACQueueScheduler) -> (open: DispatchSemaphore, blocked: Bool) {
    blockScheduler { scheduler.schedule($0) }
  }

  @Test func aTargetRunsWithItsTokenInOrderWithBlocks() throws {
    let scheduler = RACTargetQueueScheduler(name: "unretained.order", targetQueue: .global())
    let log = _RACLock<[String]>([])
    let target = Target(log)
    let blocked = block(scheduler)
    try #require(blocked.blocked)
    scheduler.schedule { log.withLock { $0.append("a") } }
    scheduler._scheduleUnretained(target, token: 1)
    scheduler._scheduleUncancellable { log.withLock { $0.append("b") } }
    scheduler._scheduleUnretained(target, token: 2)
    blocked.open.signal()
    try #require(drain { scheduler.schedule($0) })
    #expect(log.withLock { $0 } == ["a", "1 current", "b", "2 current"])
    withExtendedLifetime(target) {}
  }

  @Test func aWaitingTargetIsNotRetained() throws {
    let scheduler = RACTargetQueueScheduler(name: "unretained.lifetime", targetQueue: .global())
    let log = _RACLock<[String]>([])
    var target = Target(log)
    let blocked = block(scheduler)
    try #require(blocked.blocked)
    scheduler._scheduleUnretained(target, token: 7)
    #expect(isKnownUniquelyReferenced(&target), "the scheduler holds no reference to a waiting target")
    blocked.open.signal()
    try #require(drain { scheduler.schedule($0) })
    #expect(isKnownUniquelyReferenced(&target))
    #expect(log.withLock { $0 } == ["7 current"])
  }

  /// More entries than one dispatch runs (the drain gives the queue back
  /// after 1,024): the order holds across dispatches.
  @Test func manyTargetsAndBlocksKeepTheirOrderAcrossDispatches() throws {
    let scheduler = RACTargetQueueScheduler(name: "unretained.many", targetQueue: .global())
    let log = _RACLock<[String]>([])
    let target = Target(log)
    let blocked = block(scheduler)
    try #require(blocked.blocked)
    var expected: [String] = []
    for index in 0..<3_000 {
      if index % 3 == 0 {
        scheduler.schedule { log.withLock { $0.append("block \(index)") } }
        expected.append("block \(index)")
      } else {
        scheduler._scheduleUnretained(target, token: UInt64(index))
        expected.append("\(index) current")
      }
    }
    blocked.open.signal()
    try #require(drain { scheduler.schedule($0) })
    #expect(log.withLock { $0 } == expected)
    withExtendedLifetime(target) {}
  }
}
