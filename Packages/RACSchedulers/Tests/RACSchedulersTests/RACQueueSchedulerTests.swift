import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// Real-queue schedulers: `scheduler(priority:name:)`, `RACTargetQueueScheduler`,
/// `RACQueueScheduler`, `mainThread`. Bounded waits only, no timing assertions.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RACQueueSchedulerTests {
  @Test func schedulerReturnsTargetQueueSchedulerWithName() {
    let named = RACScheduler.scheduler(priority: .high, name: "queue.named")
    #expect(named is RACTargetQueueScheduler)
    #expect(named.name == "queue.named")
    #expect(named.description.contains("queue.named"))
    #expect(RACScheduler.scheduler().name == "com.ReactiveCocoa.RACScheduler.backgroundScheduler")
    #expect(RACScheduler.scheduler() !== RACScheduler.scheduler(), "each call makes a new scheduler")
  }

  @Test func priorityMapsToQoS() {
    #expect(RACSchedulerPriority.high.qos == .userInitiated)
    #expect(RACSchedulerPriority.default.qos == .default)
    #expect(RACSchedulerPriority.low.qos == .utility)
    #expect(RACSchedulerPriority.background.qos == .background)
  }

  @Test func targetQueueSchedulerLabelsItsQueue() {
    let scheduler = RACTargetQueueScheduler(name: "queue.label", targetQueue: .global())
    #expect(scheduler.name == "queue.label")
    #expect(scheduler.queue.label == "queue.label")
  }

  @Test func scheduleRunsAsynchronously() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.async")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    let disposable = scheduler.schedule { runs.increment() }
    #expect(disposable != nil)
    #expect(runs.value == 0)
    gate.signal()
    try #require(drain(scheduler))
    #expect(runs.value == 1)
  }

  @Test(
    arguments: [
      RACScheduler.scheduler(name: "queue.serial.global"),
      RACTargetQueueScheduler(
        name: "queue.serial.concurrent",
        targetQueue: DispatchQueue(label: "queue.serial.concurrentTarget", attributes: .concurrent)),
      RACQueueScheduler(name: "queue.serial.own", queue: DispatchQueue(label: "queue.serial.own")),
    ] as [RACScheduler])
  func scheduleRunsInOrderNeverConcurrently(scheduler: RACScheduler) throws {
    let order = Recorder<Int>()
    let detector = OverlapDetector()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<1_000 {
      scheduler.schedule {
        detector.run { order.append(index) }
        if index == 999 { done.signal() }
      }
    }
    try #require(waitFor(done))
    #expect(order.values == Array(0..<1_000))
    #expect(detector.overlapCount == 0)
  }

  @Test func scheduleFromManyThreadsNeverRunsConcurrently() throws {
    let scheduler = RACTargetQueueScheduler(
      name: "queue.manyThreads",
      targetQueue: DispatchQueue(label: "queue.manyThreads.target", attributes: .concurrent))
    let detector = OverlapDetector()
    let runs = Counter()
    let group = DispatchGroup()
    for _ in 0..<800 { group.enter() }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<100 {
        scheduler.schedule {
          detector.run { runs.increment() }
          group.leave()
        }
      }
    }
    try #require(group.wait(timeout: .now() + waitTimeout) == .success)
    #expect(runs.value == 800)
    #expect(detector.overlapCount == 0)
  }

  @Test func queueSchedulerRunsOnItsQueue() throws {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "queue.own")
    queue.setSpecific(key: key, value: "queue.own")
    let scheduler = RACQueueScheduler(name: nil, queue: queue)
    let seen = Slot<String>()
    let current = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      seen.value = DispatchQueue.getSpecific(key: key)
      current.value = RACScheduler.current
      done.signal()
    }
    try #require(waitFor(done))
    #expect(seen.value == "queue.own")
    #expect(current.value === scheduler)
    #expect(scheduler.queue === queue)
  }

  @Test func scheduleDisposedBeforeRunNeverRuns() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.cancel")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    let disposable = try #require(scheduler.schedule { runs.increment() })
    disposable.dispose()
    gate.signal()
    try #require(drain(scheduler))
    #expect(runs.value == 0)
  }

  @Test func afterRunsAfterDate() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.after")
    let date = Date(timeIntervalSinceNow: 0.01)
    let ranAt = Slot<Date>()
    let current = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    scheduler.after(date) {
      ranAt.value = Date()
      current.value = RACScheduler.current
      done.signal()
    }
    try #require(waitFor(done))
    #expect(current.value === scheduler)
    #expect(ranAt.value != nil)
  }

  @Test(arguments: [Date.distantPast, Date(timeIntervalSince1970: 0), Date(timeIntervalSinceNow: -60)])
  func afterPastDateRunsSoon(date: Date) throws {
    let scheduler = RACScheduler.scheduler(name: "queue.past")
    let done = DispatchSemaphore(value: 0)
    scheduler.after(date) { done.signal() }
    #expect(waitFor(done))
  }

  @Test func afterDisposedBeforeRunNeverRuns() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.afterCancel")
    // The queue stays blocked until the block is disposed: a thread
    // descheduled past the block's date between `afterDelay` and `dispose()`
    // would otherwise let it run first.
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    let sentinel = DispatchSemaphore(value: 0)
    let disposable = try #require(scheduler.afterDelay(0.05) { runs.increment() })
    disposable.dispose()
    // Far later than the cancelled block: by then it would have run.
    scheduler.afterDelay(0.5) { sentinel.signal() }
    gate.signal()
    try #require(waitFor(sentinel))
    #expect(runs.value == 0)
  }

  @Test func afterDisposedWhileQueueBlockedNeverRuns() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.afterBlocked")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let runs = Counter()
    let due = Date()
    let disposable = try #require(scheduler.after(due) { runs.increment() })
    let sentinel = DispatchSemaphore(value: 0)
    scheduler.after(due.addingTimeInterval(0.2)) { sentinel.signal() }
    disposable.dispose()
    gate.signal()
    try #require(waitFor(sentinel))
    #expect(runs.value == 0)
  }

  @Test func afterRepeatingFiresRepeatedlyUntilDisposed() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.timer")
    let fires = Counter()
    let fired = DispatchSemaphore(value: 0)
    let detector = OverlapDetector()
    let timer = try #require(
      scheduler.after(Date(), repeatingEvery: 0.001, withLeeway: 0) {
        detector.run { fires.increment() }
        fired.signal()
      })
    for _ in 0..<5 { try #require(waitFor(fired)) }
    timer.dispose()
    #expect(timer.isDisposed)
    // A fire already running when the timer was disposed finishes first.
    try #require(drain(scheduler))
    let firesAtDisposal = fires.value
    #expect(firesAtDisposal >= 5)
    // Many intervals later the timer has stayed silent.
    let sentinel = DispatchSemaphore(value: 0)
    scheduler.afterDelay(0.2) { sentinel.signal() }
    try #require(waitFor(sentinel))
    try #require(drain(scheduler))
    #expect(fires.value == firesAtDisposal)
    #expect(detector.overlapCount == 0)
  }

  @Test func afterRepeatingDisposedInsideBlockStops() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.timerSelfDispose")
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let fires = Counter()
    let timer = Slot<RACDisposable>()
    let reachedThree = DispatchSemaphore(value: 0)
    timer.value = scheduler.after(Date(), repeatingEvery: 0.001, withLeeway: 0) {
      if fires.increment() == 3 {
        timer.value?.dispose()
        reachedThree.signal()
      }
    }
    gate.signal()
    try #require(waitFor(reachedThree))
    let sentinel = DispatchSemaphore(value: 0)
    scheduler.afterDelay(0.2) { sentinel.signal() }
    try #require(waitFor(sentinel))
    #expect(fires.value == 3)
  }

  @Test func afterRepeatingDisposedBeforeFirstFireNeverRuns() throws {
    let scheduler = RACScheduler.scheduler(name: "queue.timerCancel")
    // Blocked until the timer is disposed, as in
    // `afterDisposedBeforeRunNeverRuns`: a late `dispose()` must not let a
    // fire run first.
    let (gate, blocked) = blockQueue(of: scheduler)
    try #require(blocked)
    let fires = Counter()
    let timer = try #require(
      scheduler.after(Date(timeIntervalSinceNow: 0.05), repeatingEvery: 0.01, withLeeway: 0) {
        fires.increment()
      })
    timer.dispose()
    let sentinel = DispatchSemaphore(value: 0)
    scheduler.afterDelay(0.3) { sentinel.signal() }
    gate.signal()
    try #require(waitFor(sentinel))
    #expect(fires.value == 0)
  }

  @Test func nowIsWallClock() {
    let scheduler = RACScheduler.scheduler()
    let before = Date()
    let now = scheduler.now
    let after = Date()
    #expect(before <= now && now <= after)
  }

  // MARK: Main thread

  @Test func mainThreadIsOneSharedQueueScheduler() {
    #expect(RACScheduler.mainThread === RACScheduler.mainThread)
    #expect(RACScheduler.mainThread is RACQueueScheduler)
    // On Linux every `DispatchQueue.main` is a new wrapper: compare labels.
    #expect((RACScheduler.mainThread as? RACQueueScheduler)?.queue.label == DispatchQueue.main.label)
  }

  @Test func mainThreadScheduleRunsOnMainQueue() throws {
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 7)
    let seen = Slot<Int>()
    let done = DispatchSemaphore(value: 0)
    RACScheduler.mainThread.schedule {
      seen.value = DispatchQueue.getSpecific(key: key)
      done.signal()
    }
    try #require(waitFor(done))
    #expect(seen.value == 7)
  }

  @Test func mainThreadScheduleFromMainQueueIsAsynchronous() throws {
    let log = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      RACScheduler.mainThread.schedule {
        log.append("block")
        done.signal()
      }
      log.append("returned")
    }
    try #require(waitFor(done))
    #expect(log.values == ["returned", "block"])
  }

  @Test func mainThreadScheduleRunsInOrder() throws {
    let order = Recorder<Int>()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<200 {
      RACScheduler.mainThread.schedule {
        order.append(index)
        if index == 199 { done.signal() }
      }
    }
    try #require(waitFor(done))
    #expect(order.values == Array(0..<200))
  }

  @Test func mainThreadScheduleDisposedBeforeRunNeverRuns() throws {
    let (gate, blocked) = blockQueue(of: RACScheduler.mainThread)
    try #require(blocked)
    let runs = Counter()
    RACScheduler.mainThread.schedule { runs.increment() }?.dispose()
    gate.signal()
    try #require(drain(RACScheduler.mainThread))
    #expect(runs.value == 0)
  }
}
