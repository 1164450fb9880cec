import Foundation
import RACSchedulers
import Testing

/// A cancelled action is forgotten at once: its block, and whatever the
/// block captures, is released when its disposable is disposed, not when
/// virtual time reaches it.
@Suite struct RACTestSchedulerLifetimeTests {
  final class Captured: @unchecked Sendable {}

  @Test func disposingAOneShotActionReleasesItsBlock() {
    let scheduler = RACTestScheduler()
    weak var weakCaptured: Captured?
    var disposable: RACDisposable?
    do {
      let captured = Captured()
      weakCaptured = captured
      disposable = scheduler.after(scheduler.now.addingTimeInterval(100)) { _ = captured }
    }
    #expect(weakCaptured != nil)
    disposable?.dispose()
    #expect(weakCaptured == nil)
  }

  @Test func disposingARepeatingActionReleasesItsBlock() {
    let scheduler = RACTestScheduler()
    weak var weakCaptured: Captured?
    var disposable: RACDisposable?
    do {
      let captured = Captured()
      weakCaptured = captured
      disposable = scheduler.after(scheduler.now, repeatingEvery: 1, withLeeway: 0) { _ = captured }
    }
    scheduler.advance(by: 3)
    #expect(weakCaptured != nil)
    disposable?.dispose()
    #expect(weakCaptured == nil)
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
