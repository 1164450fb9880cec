import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// `RACScheduler.current` on plain threads and inside every kind of scheduler.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RACSchedulerCurrentTests {
  @Test func currentIsNilOnPlainThread() throws {
    let seen = Slot<RACScheduler>()
    let ran = Counter()
    try #require(
      onNewThread {
        seen.value = RACScheduler.current
        ran.increment()
      })
    #expect(ran.value == 1)
    #expect(seen.value == nil)
  }

  /// Checks that `current` is `nil` in a block run on `queue`.
  func expectNoCurrentScheduler(on queue: DispatchQueue) throws {
    let seen = Slot<RACScheduler>()
    let ran = Counter()
    let done = DispatchSemaphore(value: 0)
    queue.async {
      seen.value = RACScheduler.current
      ran.increment()
      done.signal()
    }
    try #require(waitFor(done))
    #expect(ran.value == 1)
    #expect(seen.value == nil)
  }

  @Test func currentIsNilOnPlainDispatchQueue() throws {
    try expectNoCurrentScheduler(on: DispatchQueue(label: "RACSchedulerCurrentTests.plain"))
  }

  @Test func currentIsNilOnGlobalQueue() throws {
    try expectNoCurrentScheduler(on: DispatchQueue.global())
  }

  @Test(arguments: RACSchedulerPriority.allCases)
  func currentIsBackgroundSchedulerInsideItsBlocks(priority: RACSchedulerPriority) throws {
    let scheduler = RACScheduler.scheduler(priority: priority, name: "current.\(priority)")
    let seen = Recorder<RACScheduler?>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      seen.append(RACScheduler.current)
      done.signal()
    }
    scheduler.afterDelay(0) {
      seen.append(RACScheduler.current)
      done.signal()
    }
    try #require(waitFor(done))
    try #require(waitFor(done))
    #expect(seen.values.count == 2)
    #expect(seen.values.allSatisfy { $0 === scheduler })
  }

  @Test func currentIsTargetQueueSchedulerInsideItsBlocks() throws {
    let target = DispatchQueue(label: "RACSchedulerCurrentTests.concurrent", attributes: .concurrent)
    let scheduler = RACTargetQueueScheduler(name: "current.target", targetQueue: target)
    let seen = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      seen.value = RACScheduler.current
      done.signal()
    }
    try #require(waitFor(done))
    #expect(seen.value === scheduler)
  }

  @Test func currentIsSchedulerInsideRepeatingTimer() throws {
    let scheduler = RACScheduler.scheduler(name: "current.timer")
    let seen = Recorder<RACScheduler?>()
    let fired = DispatchSemaphore(value: 0)
    let timer = scheduler.after(Date(), repeatingEvery: 0.001, withLeeway: 0) {
      seen.append(RACScheduler.current)
      fired.signal()
    }
    try #require(waitFor(fired))
    try #require(waitFor(fired))
    timer?.dispose()
    try #require(drain(scheduler))
    #expect(seen.values.count >= 2)
    #expect(seen.values.allSatisfy { $0 === scheduler })
  }

  @Test func currentIsMainThreadSchedulerInsideItsBlocks() throws {
    let seen = Recorder<RACScheduler?>()
    let done = DispatchSemaphore(value: 0)
    RACScheduler.mainThread.schedule {
      seen.append(RACScheduler.current)
      done.signal()
    }
    RACScheduler.mainThread.afterDelay(0) {
      seen.append(RACScheduler.current)
      done.signal()
    }
    try #require(waitFor(done))
    try #require(waitFor(done))
    #expect(seen.values.count == 2)
    #expect(seen.values.allSatisfy { $0 === RACScheduler.mainThread })
  }

  @Test func currentIsMainThreadSchedulerOnPlainMainQueue() throws {
    let seen = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      seen.value = RACScheduler.current
      done.signal()
    }
    try #require(waitFor(done))
    #expect(seen.value === RACScheduler.mainThread)
  }

  @Test func currentIsTestSchedulerInsideActions() {
    let scheduler = RACTestScheduler()
    var seen: [RACScheduler?] = []
    scheduler.schedule { seen.append(RACScheduler.current) }
    scheduler.afterDelay(1) { seen.append(RACScheduler.current) }
    scheduler.after(at(2), repeatingEvery: 1, withLeeway: 0) { seen.append(RACScheduler.current) }
    #expect(RACScheduler.current == nil)
    scheduler.advance(by: 3)
    #expect(seen.count == 4)
    #expect(seen.allSatisfy { $0 === scheduler })
    #expect(RACScheduler.current == nil)
  }

  @Test func performAsCurrentSchedulerRestoresPreviousWhenNested() {
    let outer = RACTestScheduler()
    let inner = RACTestScheduler()
    var seen: [RACScheduler?] = []
    #expect(RACScheduler.current == nil)
    outer.performAsCurrentScheduler {
      seen.append(RACScheduler.current)
      inner.performAsCurrentScheduler {
        seen.append(RACScheduler.current)
        outer.performAsCurrentScheduler { seen.append(RACScheduler.current) }
        seen.append(RACScheduler.current)
      }
      seen.append(RACScheduler.current)
    }
    #expect(RACScheduler.current == nil)
    let expected: [RACScheduler] = [outer, inner, outer, inner, outer]
    #expect(seen.count == expected.count)
    #expect(zip(seen, expected).allSatisfy { $0 === $1 })
  }

  @Test func currentIsRestoredAfterSteppingTestSchedulerInsideQueueScheduler() throws {
    let queueScheduler = RACScheduler.scheduler(name: "current.nested")
    let testScheduler = RACTestScheduler()
    let seen = Recorder<RACScheduler?>()
    let done = DispatchSemaphore(value: 0)
    testScheduler.schedule { seen.append(RACScheduler.current) }
    queueScheduler.schedule {
      seen.append(RACScheduler.current)
      testScheduler.step()
      seen.append(RACScheduler.current)
      done.signal()
    }
    try #require(waitFor(done))
    let values = seen.values
    #expect(values.count == 3)
    #expect(values.first.flatMap { $0 } === queueScheduler)
    #expect(values.dropFirst().first.flatMap { $0 } === testScheduler)
    #expect(values.last.flatMap { $0 } === queueScheduler)
  }

  // RAC 2.5: "Note that unlike most other schedulers, this does not set the
  // current scheduler."
  @Test func immediateDoesNotSetCurrent() {
    var seen: [RACScheduler?] = []
    RACScheduler.immediate.schedule { seen.append(RACScheduler.current) }
    RACScheduler.immediate.after(.distantPast) { seen.append(RACScheduler.current) }
    RACScheduler.immediate.scheduleRecursive { _ in seen.append(RACScheduler.current) }
    #expect(seen.count == 3)
    #expect(seen.allSatisfy { $0 == nil })
  }

  @Test func immediateKeepsOuterCurrent() {
    let scheduler = RACTestScheduler()
    var seen: [RACScheduler?] = []
    scheduler.schedule {
      RACScheduler.immediate.schedule { seen.append(RACScheduler.current) }
      RACScheduler.immediate.afterDelay(0) { seen.append(RACScheduler.current) }
    }
    scheduler.stepAll()
    #expect(seen.count == 2)
    #expect(seen.allSatisfy { $0 === scheduler })
  }

  @Test func immediateKeepsOuterQueueSchedulerCurrent() throws {
    let scheduler = RACScheduler.scheduler(name: "current.immediate")
    let seen = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      RACScheduler.immediate.schedule { seen.value = RACScheduler.current }
      done.signal()
    }
    try #require(waitFor(done))
    #expect(seen.value === scheduler)
  }

  @Test func subscriptionDoesNotSetCurrent() {
    let scheduler = RACTestScheduler()
    var seen: [RACScheduler?] = []
    RACScheduler.subscription.schedule { seen.append(RACScheduler.current) }
    scheduler.schedule {
      RACScheduler.subscription.schedule { seen.append(RACScheduler.current) }
    }
    scheduler.stepAll()
    #expect(seen.count == 2)
    #expect(seen.first.flatMap { $0 } == nil)
    #expect(seen.last.flatMap { $0 } === scheduler)
  }
}
