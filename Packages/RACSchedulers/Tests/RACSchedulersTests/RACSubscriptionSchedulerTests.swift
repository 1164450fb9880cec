import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

@Suite(.timeLimit(.minutes(10)))
struct RACSubscriptionSchedulerTests {
  @Test func subscriptionIsOneSharedScheduler() {
    #expect(RACScheduler.subscription === RACScheduler.subscription)
    #expect(RACScheduler.subscription.name == "com.ReactiveCocoa.RACScheduler.subscriptionScheduler")
  }

  // A deliberate difference from RAC 2.5, which hopped to a background
  // scheduler when there was no current scheduler.
  @Test func scheduleWithoutCurrentRunsAtOnceOnCallingThread() throws {
    let log = Recorder<String>()
    let sameThread = Slot<Bool>()
    try #require(
      onNewThread {
        let caller = Thread.current
        let disposable = RACScheduler.subscription.schedule {
          sameThread.value = Thread.current === caller
          log.append("block")
        }
        log.append(disposable == nil ? "returned nil" : "returned a disposable")
      })
    #expect(log.values == ["block", "returned nil"])
    #expect(sameThread.value == true)
  }

  @Test func scheduleWithCurrentQueueSchedulerRunsAtOnceOnItsThread() throws {
    let scheduler = RACScheduler.scheduler(name: "subscription.current")
    let log = Recorder<String>()
    let seen = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      let caller = Thread.current
      RACScheduler.subscription.schedule {
        seen.value = RACScheduler.current
        log.append(Thread.current === caller ? "block on caller" : "block elsewhere")
      }
      log.append("returned")
      done.signal()
    }
    try #require(waitFor(done))
    #expect(log.values == ["block on caller", "returned"])
    #expect(seen.value === scheduler)
  }

  @Test func scheduleWithCurrentTestSchedulerRunsAtOnce() {
    let scheduler = RACTestScheduler()
    var log: [String] = []
    scheduler.afterDelay(3) {
      RACScheduler.subscription.schedule { log.append("block at \(scheduler.now == at(3))") }
      log.append("returned")
    }
    scheduler.stepAll()
    #expect(log == ["block at true", "returned"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func afterDelayForwardsToCurrentTestScheduler() {
    let scheduler = RACTestScheduler()
    var firedAt: [Date] = []
    var current: RACScheduler?
    scheduler.afterDelay(1) {
      RACScheduler.subscription.afterDelay(5) {
        firedAt.append(scheduler.now)
        current = RACScheduler.current
      }
    }
    scheduler.advance(by: 1)
    #expect(scheduler.pendingActionCount == 1, "the delayed block waits on the test scheduler")
    scheduler.advance(by: 4.9)
    #expect(firedAt.isEmpty)
    scheduler.advance(by: 0.1)
    #expect(firedAt == [at(6)])
    #expect(current === scheduler)
  }

  @Test func afterForwardsToCurrentTestScheduler() {
    let scheduler = RACTestScheduler()
    var firedAt: [Date] = []
    scheduler.schedule {
      RACScheduler.subscription.after(at(10)) { firedAt.append(scheduler.now) }
    }
    scheduler.advance(by: 9)
    #expect(firedAt.isEmpty)
    scheduler.stepAll()
    #expect(firedAt == [at(10)])
  }

  @Test func afterRepeatingForwardsToCurrentTestScheduler() {
    let scheduler = RACTestScheduler()
    var firedAt: [Date] = []
    let timer = Slot<RACDisposable>()
    scheduler.schedule {
      timer.value = RACScheduler.subscription.after(at(1), repeatingEvery: 2, withLeeway: 0) {
        firedAt.append(scheduler.now)
      }
    }
    scheduler.advance(by: 5)
    #expect(firedAt == [at(1), at(3), at(5)])
    timer.value?.dispose()
    scheduler.advance(by: 10)
    #expect(firedAt.count == 3)
  }

  @Test func afterDelayForwardedDisposedBeforeRunNeverRuns() {
    let scheduler = RACTestScheduler()
    var runs = 0
    scheduler.schedule {
      let disposable = RACScheduler.subscription.afterDelay(1) { runs += 1 }
      disposable?.dispose()
    }
    scheduler.advance(by: 5)
    #expect(runs == 0)
  }

  @Test func nowIsCurrentSchedulersNow() {
    let scheduler = RACTestScheduler()
    var seen: Date?
    scheduler.afterDelay(42) { seen = RACScheduler.subscription.now }
    scheduler.stepAll()
    #expect(seen == at(42))
  }

  @Test func afterDelayWithoutCurrentRunsOnBackgroundScheduler() throws {
    let seen = Slot<RACScheduler>()
    let done = DispatchSemaphore(value: 0)
    try #require(
      onNewThread {
        RACScheduler.subscription.afterDelay(0) {
          seen.value = RACScheduler.current
          done.signal()
        }
      })
    try #require(waitFor(done))
    let background = try #require(seen.value)
    #expect(background is RACTargetQueueScheduler)
    #expect(background !== RACScheduler.subscription)
    #expect(background !== RACScheduler.mainThread)
  }

  @Test func afterRepeatingWithoutCurrentRunsOnBackgroundScheduler() throws {
    let seen = Recorder<RACScheduler?>()
    let fired = DispatchSemaphore(value: 0)
    let timer = Slot<RACDisposable>()
    try #require(
      onNewThread {
        timer.value = RACScheduler.subscription.after(Date(), repeatingEvery: 0.001, withLeeway: 0) {
          seen.append(RACScheduler.current)
          fired.signal()
        }
      })
    try #require(waitFor(fired))
    try #require(waitFor(fired))
    timer.value?.dispose()
    let schedulers = seen.values
    #expect(schedulers.allSatisfy { $0 is RACTargetQueueScheduler })
  }

  @Test func scheduleRecursiveWithCurrentTestScheduler() {
    let scheduler = RACTestScheduler()
    var runs = 0
    scheduler.schedule {
      RACScheduler.subscription.scheduleRecursive { reschedule in
        runs += 1
        if runs < 100 { reschedule() }
      }
    }
    scheduler.stepAll()
    #expect(runs == 100)
  }
}
