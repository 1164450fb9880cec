import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// `throttle`'s signal, every form: each subscription is a `_RACThrottle`
/// state on the multi-input kernel (Docs/Internals.md, "Timers on the
/// kernel").
final class _RACThrottleSignal<Value>:
  _RACOperatorSignal<Value, Value, (TimeInterval, RACScheduler?, _RACPredicate<Value>)>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let (interval, scheduler, predicate) = arguments
    let state = _RACThrottle(subscriber, interval: interval, scheduler: scheduler, predicate: predicate.test)
    state.subscribe(
      source,
      _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
        input.state.receive(_racTerminalInput(error, error: { .error($0) }, completed: .completed))
      })
    return state.subscription
  }
}

/// One subscription of `throttle`: keeps the latest value that passed the
/// predicate until `interval` passes with no newer value.
///
/// The source's events and the timer's firings are inputs of the state's
/// one gate (Docs/Internals.md, "The multi-input kernel"): they are
/// processed one at a time, in the order they entered it, without a lock
/// held while the subscriber runs, so a value a timer sends can never be
/// overtaken by the completion the source sends meanwhile (ReactiveCocoa
/// held its `@synchronized` while sending). Every event passes that one
/// gate and no other.
///
/// One timer serves a run of values: a value replacing the pending one moves
/// the deadline later and keeps the timer already set on the same scheduler;
/// when that timer fires before the (moved) deadline, it sets itself again
/// for the deadline. The observable behaviour is that of one timer per
/// value, each cancelled by the next (ReactiveCocoa 2.5's), at one timer per
/// quiet period instead of one per value. Timers carry an id, so that one
/// replaced meanwhile does nothing.
///
/// Values take the gate's fast path (no input built unless another thread
/// holds the gate; Docs/Internals.md, "Metadata lookups"). The state is
/// its timers' target: a timer is the state and an id, not a block, so a
/// scheduler that keeps its actions in records of its own allocates nothing
/// for it (Docs/Performance.md, Time.throttleDelay).
final class _RACThrottle<Value>:
  _RACBoxedState<Value, _RACThrottleInput<Value>>, _RACScheduledTarget, @unchecked Sendable
{
  // Safety: the state below is touched only by the gate's owner; the rest
  // is immutable or thread-safe.

  let interval: TimeInterval
  let predicate: (Value) -> Bool
  let schedulers: _RACTimeScheduler
  /// The timer that is set.
  let timer = _RACTimerSlot()

  /// The value waiting for its deadline (on the timer scheduler's clock),
  /// if any.
  @exclusivity(unchecked) private var pending = _RACValueSlot(of: Value.self)
  @exclusivity(unchecked) private var deadline = Date.distantPast
  /// The id of the timer that may send the pending value, and its scheduler
  /// and due date while it is set.
  @exclusivity(unchecked) private var timerID: UInt64 = 0
  @exclusivity(unchecked) private var timerScheduler: RACScheduler?
  @exclusivity(unchecked) private var timerDue = Date.distantPast
  /// Whether the timer in `timer` may not have run yet (so that replacing
  /// it must cancel it); a timer that ran needs no cancelling.
  @exclusivity(unchecked) private var timerMayBePending = false

  init(
    _ downstream: any RACSubscriber<Value>,
    interval: TimeInterval,
    scheduler: RACScheduler?,
    predicate: @escaping (Value) -> Bool
  ) {
    self.interval = interval
    self.predicate = predicate
    self.schedulers = _RACTimeScheduler(scheduler)
    // The timer goes first, then the source (which joins on subscription).
    super.init(downstream, disposing: [timer])
  }

  deinit {
    pending.clear(as: Value.self)
  }

  // MARK: Inputs (any thread)

  /// A value of the source: its scheduler and time are taken on the
  /// source's thread, as RAC reads `RACScheduler.currentScheduler` there.
  func receiveValue(_ value: Value) {
    let scheduler = schedulers.scheduler
    let throttled = predicate(value)
    let now = throttled ? scheduler.now : Date.distantPast
    run(
      { next(value, throttled: throttled, scheduler: scheduler, now: now) },
      orQueue: { () -> AnyObject in boxed(.next(value, throttled: throttled, scheduler: scheduler, now: now)) })
  }

  /// The timer fired: the pending value is sent from here, on the timer's
  /// scheduler, as RAC's timer block sends it (`runFromTimer`).
  func _timerFired(_ id: UInt64, on scheduler: RACScheduler) {
    fire(id, on: scheduler)
  }

  private func fire(_ id: UInt64, on scheduler: RACScheduler) {
    runFromTimer({ fired(id, now: scheduler.now) }, orRetryOn: scheduler, { [self] in fire(id, on: scheduler) })
  }

  // MARK: Processing (with the gate held)

  override func handle(_ input: _RACThrottleInput<Value>) {
    switch input {
    case .next(let value, let throttled, let scheduler, let now):
      next(value, throttled: throttled, scheduler: scheduler, now: now)
    case .error(let error):
      if isOver { return }
      dropPending()
      terminate(.error(error))
    case .completed:
      if isOver { return }
      if pending.isFull {
        let value = pending.take(as: Value.self)
        dropPending()
        sendNext(value)
      }
      sendCompleted()
    }
  }

  private func next(_ value: Value, throttled: Bool, scheduler: RACScheduler, now: Date) {
    if isOver { return }
    guard throttled else {
      // Sent at once; the pending value, if any, is dropped.
      dropPending()
      sendNext(value)
      return
    }
    pending.store(value)
    deadline = now.addingTimeInterval(interval)
    if let current = timerScheduler, current === scheduler, timerDue <= deadline {
      return  // The timer set fires first and sets itself again.
    }
    setTimer(at: deadline, on: scheduler)
  }

  private func fired(_ id: UInt64, now: Date) {
    guard id == timerID, let scheduler = timerScheduler, !isOver else { return }
    timerMayBePending = false
    guard pending.isFull else {
      timerScheduler = nil
      return
    }
    if now >= deadline {
      let value = pending.take(as: Value.self)
      timerScheduler = nil
      sendNext(value)
    } else {
      // A newer value moved the deadline: wait for it.
      setTimer(at: deadline, on: scheduler)
    }
  }

  private func setTimer(at date: Date, on scheduler: RACScheduler) {
    timerID &+= 1
    timerScheduler = scheduler
    timerDue = date
    let old = timer.swap(in: scheduler._after(date, target: self, token: timerID))
    if timerMayBePending { old.cancel() }
    timerMayBePending = true
  }

  /// Drops the pending value, if any, and its timer.
  private func dropPending() {
    pending.clear(as: Value.self)
    timerID &+= 1
    timerScheduler = nil
    if timerMayBePending {
      timer.cancelTimer()
      timerMayBePending = false
    }
  }
}

/// An input of `_RACThrottle` that had to be queued (values not queued take
/// the fast path; firings are tried, never queued).
enum _RACThrottleInput<Value> {
  case next(Value, throttled: Bool, scheduler: RACScheduler, now: Date)
  case error(any Error)
  case completed
}
