import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// `deliver(on:)`'s signal: each subscription is a `_RACDeliverOn` state on
/// the multi-input kernel; `arguments` is the scheduler.
final class _RACDeliverOnSignal<Value>: _RACOperatorSignal<Value, Value, RACScheduler>, @unchecked Sendable {
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACDeliverOn(subscriber, arguments)
    state.subscribe(source, state.input())
    return state.subscription
  }
}

/// `deliverOnMainThread()`'s signal: each subscription is a
/// `_RACDeliverOnMainThread` state on the multi-input kernel.
final class _RACDeliverOnMainThreadSignal<Value>: _RACOperatorSignal<Value, Value, Void>, @unchecked Sendable {
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACDeliverOnMainThread(subscriber)
    state.subscribe(source, state.input())
    return state.subscription
  }
}

/// One subscription of `deliver(on:)`: schedules one block per event on the
/// scheduler, where the event passes the state's gate. The gate keeps the
/// events serialized whatever the scheduler, and the kernel drops the events
/// still waiting on the scheduler once the subscription is disposed.
///
/// The events wait in a ring buffer of the subscription's own, not in the
/// blocks: each block captures only the state, which Swift passes as the
/// closure's context without allocating one, and takes the oldest waiting
/// event when it runs. So delivering a value allocates nothing in the
/// steady state (Docs/Performance.md), while every event is still its own
/// block, in the order sent, interleaved with other blocks on the scheduler
/// exactly as RAC's one block per event is.
final class _RACDeliverOn<Value>: _RACForwardingState<Value>, @unchecked Sendable {
  // Safety: `waiting` and `terminal` are read and written only inside
  // `_RACStripedLock.withLock(for: waiting)`; the rest is immutable; each
  // block is run by the scheduler.
  let scheduler: RACScheduler
  /// The scheduler as a queue scheduler, when it is one: its blocks need no
  /// disposable (the kernel already drops events after disposal).
  let queueScheduler: RACQueueScheduler?
  /// The blocking wait (`first()`, …) this subscription was made for, when
  /// that wait blocks the thread of `scheduler`.
  let blockingWait: _RACSyncWait?
  /// The values whose blocks are waiting on the scheduler, oldest first.
  private let waiting = _RACFIFO<Value>()
  /// The source's terminal event, once sent: its block is the last.
  @exclusivity(unchecked) private var terminal: RACEvent<Value>?

  init(_ downstream: any RACSubscriber<Value>, _ scheduler: RACScheduler) {
    self.scheduler = scheduler
    self.queueScheduler = scheduler as? RACQueueScheduler
    let wait = _RACSyncWait.subscribing
    self.blockingWait = wait?.blocks(scheduler) == true ? wait : nil
    super.init(downstream)
  }

  /// Schedules the block of one waiting event.
  @inline(__always)
  private func schedule() {
    if let blockingWait, !blockingWait.isFinished {
      blockingWait.deadlock("deliver(on: \(scheduler))")
    }
    // Captures only `self`: no closure context is allocated.
    if let queueScheduler {
      queueScheduler._scheduleUncancellable { [self] in deliverOldest() }
    } else {
      scheduler.schedule { [self] in deliverOldest() }
    }
  }

  override func receiveValue(_ value: Value) {
    _RACStripedLock.withLock(for: waiting) { waiting.append(value) }
    schedule()
  }

  override func receiveTerminal(_ event: RACEvent<Value>) {
    _RACStripedLock.withLock(for: waiting) { terminal = event }
    schedule()
  }

  /// One event's block, on the scheduler: delivers the oldest waiting
  /// event. Blocks run in the order scheduled, one per event, so the values
  /// are gone by the time the terminal event's block runs.
  private func deliverOldest() {
    let value = _RACStripedLock.withLock(for: waiting) { () -> Value? in
      waiting.isEmpty ? nil : waiting.removeFirst()
    }
    if let value {
      deliver(value)
    } else if let event = _RACStripedLock.withLock(for: waiting, { terminal }) {
      receive(event)
    }
  }
}

/// One subscription of `deliverOnMainThread()`: runs an event at once when
/// it arrives on the main queue with nothing of this subscription queued
/// there, else schedules it on the main thread scheduler; either way it
/// passes the state's gate.
final class _RACDeliverOnMainThread<Value>: _RACForwardingState<Value>, @unchecked Sendable {
  // Safety: `queueLength` is atomic; the rest is immutable.
  /// Events of this subscription on their way to the main queue, or being
  /// delivered there.
  let queueLength = Atomic<Int>(0)
  /// The blocking wait (`first()`, …) this subscription was made for, when
  /// that wait blocks the main queue.
  let blockingWait: _RACSyncWait?

  init(_ downstream: any RACSubscriber<Value>) {
    let wait = _RACSyncWait.subscribing
    self.blockingWait = wait?.onMainQueue == true ? wait : nil
    super.init(downstream)
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

  override func receiveValue(_ value: Value) {
    perform { [self] in deliver(value) }
  }

  override func receiveTerminal(_ event: RACEvent<Value>) {
    perform { [self] in receive(event) }
  }
}
