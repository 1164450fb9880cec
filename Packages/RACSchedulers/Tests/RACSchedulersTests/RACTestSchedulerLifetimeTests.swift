import Foundation
import RACSchedulers
import Testing

/// A cancelled action is forgotten at once: its block, and whatever the
/// block captures, is released when its disposable is disposed, not when
/// virtual time reaches it.
@Suite struct RACTestSchedulerLifetimeTests {
  final class Captured: @unchecked Sendable {}

  /// Schedules a block capturing an object with `schedule`, lets the
  /// scheduler advance by `advance`, and checks that the block (and the
  /// object) is kept until the action is disposed and released then.
  func expectDisposalReleasesTheBlock(
    advance: TimeInterval = 0,
    _ schedule: (RACTestScheduler, @escaping () -> Void) -> RACDisposable?
  ) {
    let scheduler = RACTestScheduler()
    weak var weakCaptured: Captured?
    var disposable: RACDisposable?
    do {
      let captured = Captured()
      weakCaptured = captured
      disposable = schedule(scheduler) { _ = captured }
    }
    if advance > 0 { scheduler.advance(by: advance) }
    #expect(weakCaptured != nil)
    disposable?.dispose()
    #expect(weakCaptured == nil)
  }

  @Test func disposingAOneShotActionReleasesItsBlock() {
    expectDisposalReleasesTheBlock { scheduler, block in
      scheduler.after(scheduler.now.addingTimeInterval(100), schedule: block)
    }
  }

  @Test func disposingARepeatingActionReleasesItsBlock() {
    expectDisposalReleasesTheBlock(advance: 3) { scheduler, block in
      scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0, schedule: block)
    }
  }

  @Test func aBlockCapturingItsSchedulerDoesNotKeepItAliveOnceDisposed() {
    weak var weakScheduler: RACTestScheduler?
    do {
      let scheduler = RACTestScheduler()
      weakScheduler = scheduler
      let disposable = scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0) { _ = scheduler }
      scheduler.advance(by: 2)
      disposable?.dispose()
    }
    #expect(weakScheduler == nil)
  }

  @Test func disposedActionsDoNotCountAsPending() {
    let scheduler = RACTestScheduler()
    let first = scheduler.schedule {}
    scheduler.schedule {}
    first?.dispose()
    #expect(scheduler.pendingActionCount == 1)
    var ran = 0
    scheduler.schedule { ran += 1 }
    scheduler.stepAll()
    #expect(ran == 1)
    #expect(scheduler.pendingActionCount == 0)
  }
}
