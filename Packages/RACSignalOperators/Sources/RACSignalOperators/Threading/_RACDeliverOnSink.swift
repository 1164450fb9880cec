import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// `deliver(on:)`'s subscriber to the receiver: schedules each event on the
/// scheduler, towards the subscription's passthrough subscriber (which drops
/// what arrives after disposal).
final class _RACDeliverOnSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable; the downstream passthrough serializes and drops
  // events after disposal; each block is run by the scheduler, serially.
  let downstream: any RACSubscriber<Value>
  let scheduler: RACScheduler
  /// The scheduler as a queue scheduler, when it is one: its blocks need no
  /// disposable (the passthrough already drops events after disposal).
  let queueScheduler: RACQueueScheduler?
  /// The blocking wait (`first()`, …) this subscription was made for, when
  /// that wait blocks the thread of `scheduler`.
  let blockingWait: _RACSyncWait?

  init(_ downstream: any RACSubscriber<Value>, _ scheduler: RACScheduler) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.queueScheduler = scheduler as? RACQueueScheduler
    let wait = _RACSyncWait.subscribing
    self.blockingWait = wait?.blocks(scheduler) == true ? wait : nil
  }

  @inline(__always)
  private func schedule(_ block: @escaping () -> Void) {
    if let blockingWait, !blockingWait.isFinished {
      blockingWait.deadlock("deliver(on: \(scheduler))")
    }
    if let queueScheduler {
      queueScheduler._scheduleUncancellable(block)
    } else {
      scheduler.schedule(block)
    }
  }

  func sendNext(_ value: Value) {
    let downstream = self.downstream
    schedule { downstream.sendNext(value) }
  }

  func sendError(_ error: any Error) {
    let downstream = self.downstream
    schedule { downstream.sendError(error) }
  }

  func sendCompleted() {
    let downstream = self.downstream
    schedule { downstream.sendCompleted() }
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    downstream.didSubscribe(with: disposable)
  }
}

/// `deliverOnMainThread()`'s subscriber to the receiver: runs an event at
/// once when it arrives on the main queue with nothing of this subscription
/// queued there, else schedules it on the main thread scheduler.
final class _RACDeliverOnMainThreadSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `downstream` is immutable (a passthrough, which serializes);
  // `queueLength` is atomic.
  let downstream: any RACSubscriber<Value>
  /// Events of this subscription on their way to the main queue, or being
  /// delivered there.
  let queueLength = Atomic<Int>(0)
  /// The blocking wait (`first()`, …) this subscription was made for, when
  /// that wait blocks the main queue.
  let blockingWait: _RACSyncWait?

  init(_ downstream: any RACSubscriber<Value>) {
    self.downstream = downstream
    let wait = _RACSyncWait.subscribing
    self.blockingWait = wait?.onMainQueue == true ? wait : nil
  }

  private func perform(_ block: @escaping () -> Void) {
    let queued = queueLength.add(1, ordering: .acquiringAndReleasing).newValue
    if queued == 1 && RACScheduler._isOnMainQueue {
      block()
      queueLength.subtract(1, ordering: .acquiringAndReleasing)
      return
    }
    if let blockingWait, !blockingWait.isFinished {
      blockingWait.deadlock("deliverOnMainThread()")
    }
    RACScheduler.mainThread.schedule { [self] in
      block()
      queueLength.subtract(1, ordering: .acquiringAndReleasing)
    }
  }

  func sendNext(_ value: Value) {
    let downstream = self.downstream
    perform { downstream.sendNext(value) }
  }

  func sendError(_ error: any Error) {
    let downstream = self.downstream
    perform { downstream.sendError(error) }
  }

  func sendCompleted() {
    let downstream = self.downstream
    perform { downstream.sendCompleted() }
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    downstream.didSubscribe(with: disposable)
  }
}
