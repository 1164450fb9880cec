import Foundation
import RACStreamCoreTestSupport
import RACTesting
import Testing

@testable import RACSignalOperators

/// `delay`'s record of its pending timers (`_RACDelayTimers`): a ring in the
/// order the timers were set, which forgets each timer once it ran, in order
/// or not, and cancels only the pending ones on disposal. A timer that ran
/// before `keep` got it back (a scheduler that runs it at once) is
/// forgotten too: the ring holds nothing once every timer ran, however long
/// the stream.
@Suite struct DelayTimersTests {
  /// Counts its firings; the timers' target.
  final class Target: _RACScheduledTarget, @unchecked Sendable {
    // Safety: fired on the test scheduler, from the test's thread only.
    var fired: [UInt64] = []
    func _timerFired(_ token: UInt64, on scheduler: RACScheduler) { fired.append(token) }
  }

  /// A ring to test, with the test scheduler and the target its timers
  /// are set on.
  struct Fixture {
    let scheduler = RACTestScheduler()
    let target = Target()
    let timers = _RACDelayTimers()

    /// Sets timer `number`, `delay` seconds out, on the scheduler and keeps
    /// it in the ring.
    func keep(_ number: UInt64, after delay: TimeInterval = 1) {
      timers.keep(number, scheduler._afterDelay(delay, target: target, token: number))
    }
  }

  /// A scheduler whose clock is past every date: it runs every block at
  /// once, before returning, as the immediate scheduler runs a block whose
  /// date has come, and hands back no disposable — so a timer runs before
  /// `keep` can keep it.
  final class RunsAtOnceScheduler: RACScheduler, @unchecked Sendable {
    // Safety: no state of its own.
    init() { super.init(name: "runs-at-once") }

    override var now: Date { .distantFuture }

    override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
      block()
      return nil
    }

    override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
      block()
      return nil
    }
  }

  @Test(arguments: [[1, 2, 3], [3, 1, 2], [2, 3, 1], [3, 2, 1]])
  func timersThatRanAreForgottenInAnyOrder(order: [UInt64]) {
    let ring = Fixture()
    let timers = ring.timers
    for number in UInt64(1)...3 {
      ring.keep(number, after: Double(number))
    }
    #expect(timers.heldCounts.span == 3)
    for number in order {
      timers.ran(number)
    }
    #expect(timers.heldCounts == (span: 0, ranEarly: 0))
    // The ring goes on from where it stopped.
    ring.keep(4, after: 4)
    #expect(timers.heldCounts.span == 1)
    timers.ran(4)
    #expect(timers.heldCounts == (span: 0, ranEarly: 0))
  }

  @Test func aRunOfTimersGrowsTheRingAndEmptiesIt() {
    let ring = Fixture()
    let (scheduler, target, timers) = (ring.scheduler, ring.target, ring.timers)
    for number in UInt64(1)...100 {
      ring.keep(number)
    }
    #expect(timers.heldCounts.span == 100)
    for number in UInt64(1)...99 {
      timers.ran(number)
    }
    #expect(timers.heldCounts.span == 1)
    timers.dispose()
    // Only the one still pending is cancelled: those the ring forgot had
    // run, as far as it knows.
    #expect(scheduler.pendingActionCount == 99)
    scheduler.stepAll()
    #expect(target.fired.count == 99)  // timer 100 was cancelled
  }

  /// The ring grows when it is full with its head anywhere: the timers
  /// keep their numbers' places, so a run forgets its own timer and
  /// disposal cancels exactly the pending ones.
  @Test(arguments: 0...7)
  func theRingGrowsFromAnyHead(alreadyRan: Int) {
    let ring = Fixture()
    let (scheduler, target, timers) = (ring.scheduler, ring.target, ring.timers)
    // The ring starts with 8 places: fill it, free `alreadyRan` at the
    // front, fill it again, and make it grow with one more.
    for number in UInt64(1)...8 {
      ring.keep(number)
    }
    for number in UInt64(1)..<UInt64(alreadyRan + 1) {
      timers.ran(number)
    }
    let last = UInt64(9 + alreadyRan)
    for number in UInt64(9)...last {
      ring.keep(number)
    }
    #expect(timers.heldCounts.span == 9)
    // Every other pending timer runs; the others stay pending.
    let pending = Array(UInt64(alreadyRan + 1)...last)
    for (index, number) in pending.enumerated() where index % 2 == 0 {
      timers.ran(number)
    }
    timers.dispose()
    scheduler.stepAll()
    let cancelled = Set(pending.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    #expect(Set(target.fired) == Set(UInt64(1)...last).subtracting(cancelled))
  }

  /// A timer that ran before it was kept — whether its scheduler hands back
  /// a handle or nothing — leaves no trace once kept.
  @Test(arguments: [false, true])
  func aTimerThatRanBeforeItWasKeptIsForgotten(handedBack: Bool) {
    let ring = Fixture()
    let (scheduler, target, timers) = (ring.scheduler, ring.target, ring.timers)
    ring.keep(1)
    timers.ran(2)
    #expect(timers.heldCounts == (span: 1, ranEarly: 1))
    timers.keep(2, handedBack ? scheduler._afterDelay(1, target: target, token: 2) : .none)
    #expect(timers.heldCounts.ranEarly == 0)
    timers.ran(1)
    #expect(timers.heldCounts == (span: 0, ranEarly: 0))
  }

  /// Disposal cancels the timers still pending; one kept after it is
  /// cancelled at once, and one that runs after it is not recorded.
  @Test func disposalCancelsThePendingTimersAndAnyKeptLater() {
    let ring = Fixture()
    let (scheduler, target, timers) = (ring.scheduler, ring.target, ring.timers)
    ring.keep(1)
    ring.keep(2, after: 2)
    scheduler.advance(by: 1)
    timers.ran(1)
    timers.dispose()
    ring.keep(3, after: 3)
    // A timer that was running as the disposal came leaves nothing either.
    timers.ran(2)
    #expect(timers.heldCounts == (span: 0, ranEarly: 0))
    scheduler.stepAll()
    #expect(target.fired == [1])
  }

  /// `delay` on a scheduler that runs its timers before handing them back:
  /// every value comes through, in order, synchronously.
  @Test func delayOnASchedulerThatRunsTimersAtOnce() {
    let source = RACSignal<Int> { subscriber in
      for value in 1...5 {
        subscriber.sendNext(value)
      }
      subscriber.sendCompleted()
      return nil
    }
    var events: [String] = []
    source.delay(1, on: RunsAtOnceScheduler()).subscribeNext(
      { events.append("\($0)") }, completed: { events.append("|") })
    #expect(events == ["1", "2", "3", "4", "5", "|"])
  }

  /// A scheduler that keeps its timers until the test fires them, and then
  /// lets go of them: whatever holds a timer's disposable after that is the
  /// operator's.
  final class HandScheduler: RACScheduler, @unchecked Sendable {
    // Safety: driven from the test's thread only.
    private var timers: [(block: () -> Void, disposable: RACDisposable)] = []
    private(set) var disposables: [Weak<RACDisposable>] = []

    init() { super.init(name: "by-hand") }

    override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
      let disposable = RACDisposable()
      timers.append((block, disposable))
      disposables.append(Weak(disposable))
      return disposable
    }

    /// Runs every timer set so far, in order, and forgets it.
    func fireAll() {
      let due = timers
      timers = []
      for timer in due where !timer.disposable.isDisposed { timer.block() }
    }
  }

  /// A timer that ran is forgotten by the subscription that set it, not
  /// kept until the subscription ends: a long delayed stream holds only
  /// its pending timers.
  @Test func aSubscriptionLetsGoOfEachTimerThatRan() {
    let scheduler = HandScheduler()
    // Three values, and no end: the subscription lives on.
    let source = RACSignal<Int> { subscriber in
      for value in 1...3 { subscriber.sendNext(value) }
      return nil
    }
    var values: [Int] = []
    let subscription = source.delay(1, on: scheduler).subscribeNext { values.append($0) }
    #expect(scheduler.disposables.count == 3)
    #expect(scheduler.disposables.allSatisfy { $0.value != nil }, "pending timers are kept")
    scheduler.fireAll()
    #expect(values == [1, 2, 3])
    #expect(scheduler.disposables.allSatisfy { $0.value == nil }, "timers that ran are not")
    subscription.dispose()
  }
}
