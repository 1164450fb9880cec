import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// One subscription of `throttle`: keeps the latest value that passed the
/// predicate until `interval` passes with no newer value.
///
/// The source's events and the timer's firings are inputs of one
/// `_RACSerialGate`: they are processed one at a time, in the order they
/// entered it, without a lock held while the subscriber runs, so a value a
/// timer sends can never be overtaken by the completion the source sends
/// meanwhile (ReactiveCocoa held its `@synchronized` while sending).
///
/// One timer serves a run of values: a value replacing the pending one moves
/// the deadline later and keeps the timer already set on the same scheduler;
/// when that timer fires before the (moved) deadline, it sets itself again
/// for the deadline. The observable behaviour is that of one timer per
/// value, each cancelled by the next (ReactiveCocoa 2.5's), at one timer per
/// quiet period instead of one per value. Timers carry an id, so that one
/// replaced meanwhile does nothing.
final class _RACThrottleSink<Value>: _RACSerialGate<_RACThrottleInput<Value>>, RACSubscriber, @unchecked Sendable {
  // Safety: the state below is touched only while processing an input of
  // `gate`, which serializes them; the rest is immutable or thread-safe.

  let downstream: any RACSubscriber<Value>
  let interval: TimeInterval
  let predicate: (Value) -> Bool
  let schedulers: _RACTimeScheduler
  /// The subscription: the source's subscription and the timer.
  let disposable = RACCompoundDisposable()
  /// The timer that is set.
  let timer = RACSerialDisposable()

  /// The value waiting for its deadline (on the timer scheduler's clock).
  @exclusivity(unchecked) private var pending: Value?
  @exclusivity(unchecked) private var deadline = Date.distantPast
  /// The id of the timer that may send the pending value, and its scheduler
  /// and due date while it is set.
  @exclusivity(unchecked) private var timerID: UInt64 = 0
  @exclusivity(unchecked) private var timerScheduler: RACScheduler?
  @exclusivity(unchecked) private var timerDue = Date.distantPast

  init(
    _ downstream: any RACSubscriber<Value>,
    interval: TimeInterval,
    scheduler: RACScheduler?,
    predicate: @escaping (Value) -> Bool
  ) {
    self.downstream = downstream
    self.interval = interval
    self.predicate = predicate
    self.schedulers = _RACTimeScheduler(scheduler)
    super.init()
    disposable.add(timer)
  }

  // MARK: Inputs (any thread)

  func sendNext(_ value: Value) {
    let scheduler = schedulers.scheduler
    let throttled = predicate(value)
    let now = throttled ? scheduler.now : Date.distantPast
    send(.next(value, throttled: throttled, scheduler: scheduler, now: now))
  }

  /// The timer fired: the pending value is sent from here, on the timer's
  /// scheduler, as RAC's timer block sends it. When another thread is
  /// delivering through the gate at this moment, the firing is tried again
  /// on the scheduler instead of being queued for that thread (which would
  /// send the value on the source's thread).
  private func fire(_ id: UInt64, on scheduler: RACScheduler) {
    if tryRun({ process(.fire(id, now: scheduler.now)) }) { return }
    if disposable.isDisposed { return }
    scheduler.schedule { [self] in fire(id, on: scheduler) }
  }

  func sendError(_ error: any Error) {
    send(.error(error))
  }

  func sendCompleted() {
    send(.completed)
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }

  // MARK: Processing (serialized by the gate)

  override func process(_ input: _RACThrottleInput<Value>) {
    switch input {
    case .next(let value, let throttled, let scheduler, let now):
      guard throttled else {
        // Sent at once; the pending value, if any, is dropped.
        dropPending()
        downstream.sendNext(value)
        return
      }
      pending = value
      deadline = now.addingTimeInterval(interval)
      if let current = timerScheduler, current === scheduler, timerDue <= deadline {
        return  // The timer set fires first and sets itself again.
      }
      setTimer(at: deadline, on: scheduler)

    case .fire(let id, let now):
      guard id == timerID, let scheduler = timerScheduler else { return }
      guard let value = pending else {
        timerScheduler = nil
        return
      }
      if now >= deadline {
        pending = nil
        timerScheduler = nil
        downstream.sendNext(value)
      } else {
        // A newer value moved the deadline: wait for it.
        setTimer(at: deadline, on: scheduler)
      }

    case .error(let error):
      dropPending()
      disposable.dispose()
      downstream.sendError(error)

    case .completed:
      if let value = dropPending() { downstream.sendNext(value) }
      downstream.sendCompleted()
    }
  }

  private func setTimer(at date: Date, on scheduler: RACScheduler) {
    timerID &+= 1
    timerScheduler = scheduler
    timerDue = date
    let id = timerID
    let old = timer.swap(in: scheduler.after(date) { [self] in fire(id, on: scheduler) })
    old?.dispose()
  }

  /// Drops the pending value and its timer; returns the value.
  @discardableResult
  private func dropPending() -> Value? {
    let value = pending
    pending = nil
    timerID &+= 1
    timerScheduler = nil
    timer.disposable?.dispose()
    return value
  }
}

/// An input of `_RACThrottleSink`.
enum _RACThrottleInput<Value> {
  case next(Value, throttled: Bool, scheduler: RACScheduler, now: Date)
  case fire(UInt64, now: Date)
  case error(any Error)
  case completed
}
