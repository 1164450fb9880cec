import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// `delay`'s signal, both forms: each subscription is a `_RACDelay` state on
/// the multi-input kernel (Docs/Internals.md, "Timers on the kernel").
final class _RACDelaySignal<Value>:
  _RACOperatorSignal<Value, Value, (TimeInterval, RACScheduler?)>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACDelay(subscriber, interval: arguments.0, scheduler: arguments.1)
    state.subscribe(
      source,
      _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
        if let error {
          input.state.receiveError(error)
        } else {
          input.state.receiveCompleted()
        }
      })
    return state.subscription
  }
}

/// One subscription of `delay`: schedules each value and the completion
/// `interval` later; an error goes at once and cancels what is pending.
///
/// Everything that touches the state passes the state's one gate
/// (Docs/Internals.md, "The multi-input kernel"): the source's events
/// enter the waiting events, the timers' firings send the oldest, the
/// error ends the result. So a delayed value never overlaps the error, and
/// nothing is sent once the result ended or was disposed. A timer's firing
/// sends its event from the timer's scheduler, as RAC's block does: when
/// another thread holds the gate at that moment, the firing is scheduled
/// again rather than queued for that thread.
///
/// The timer of an event is set on the source's thread when the event
/// arrives (RAC's `afterDelay:` there), after the event entered the gate:
/// a firing that gets the gate finds its event waiting. The state is its
/// timers' target (a timer is the state and a number, not a block), and the
/// timers still pending are kept (`_RACDelayTimers`), so that disposal (or
/// an error) cancels them.
final class _RACDelay<Value>:
  _RACBoxedState<Value, _RACDelayInput<Value>>, _RACScheduledTarget, @unchecked Sendable
{
  // Safety: immutable references; the pending timers live in `timers`;
  // `sourceEnded` and `timerCount` are touched only by the source's events,
  // which arrive serialized; `pending` and `completionWaits` only by the
  // gate's owner.
  let interval: TimeInterval
  let schedulers: _RACTimeScheduler
  private let timers = _RACDelayTimers()
  @exclusivity(unchecked) private var sourceEnded = false
  @exclusivity(unchecked) private var timerCount: UInt64 = 0
  /// The values waiting for a timer, oldest first, and whether completion
  /// waits behind them.
  ///
  /// A firing sends the oldest waiting event, not the one whose timer it
  /// is: timers of equal delay set one after another can fire out of order
  /// on a real scheduler (dispatch timers coalesce), and a delayed stream
  /// must keep its order. Each event sets one timer, so every event is sent
  /// by some firing.
  private let pending = _RACFIFO<Value>()
  @exclusivity(unchecked) private var completionWaits = false

  init(_ downstream: any RACSubscriber<Value>, interval: TimeInterval, scheduler: RACScheduler?) {
    self.interval = interval
    self.schedulers = _RACTimeScheduler(scheduler)
    // The pending timers are cancelled first, then the source.
    super.init(downstream, disposing: [timers])
  }

  // MARK: The source's events (serialized by the source)

  /// A value: it waits in the gate (the fast path), then its timer is set.
  func receiveValue(_ value: Value) {
    if sourceEnded { return }
    run({ pending.append(value) }, orQueue: { () -> AnyObject in boxed(.next(value)) })
    setTimer()
  }

  func receiveError(_ error: any Error) {
    if sourceEnded { return }
    sourceEnded = true
    receive(.error(error))
  }

  func receiveCompleted() {
    if sourceEnded { return }
    sourceEnded = true
    receive(.completed)
    setTimer()
  }

  /// One timer per event, on the scheduler of the moment.
  private func setTimer() {
    timerCount &+= 1
    let number = timerCount
    timers.keep(number, schedulers.scheduler._afterDelay(interval, target: self, token: number))
  }

  // MARK: Timer firings (on their scheduler)

  func _timerFired(_ number: UInt64, on scheduler: RACScheduler) {
    timers.ran(number)
    fire(on: scheduler)
  }

  /// Sends the oldest waiting event, with the gate held (`runFromTimer`).
  private func fire(on scheduler: RACScheduler) {
    runFromTimer({ sendOldest() }, orRetryOn: scheduler, { [self] in fire(on: scheduler) })
  }

  // MARK: Processing (with the gate held)

  /// The oldest waiting value, or completion once no value waits.
  private func sendOldest() {
    if !pending.isEmpty {
      sendNext(pending.removeFirst())
    } else if completionWaits {
      sendCompleted()
    }
  }

  override func handle(_ input: _RACDelayInput<Value>) {
    switch input {
    case .next(let value):
      pending.append(value)
    case .completed:
      completionWaits = true
    case .error(let error):
      // Every subscription goes (the pending timers first), then the error.
      terminate(.error(error))
      pending.removeAll()
    }
  }
}

/// An input of `_RACDelay` that goes through the gate boxed (values not
/// queued take the fast path; firings are tried, never queued).
enum _RACDelayInput<Value> {
  case next(Value)
  case error(any Error)
  case completed
}

/// The timers of one `delay` subscription still pending, so that disposal
/// (or an error) cancels them; disposing it cancels them all.
///
/// Timers are numbered 1, 2, 3… in the order the source's events set them,
/// and each number is kept, in that order, in a ring: timer `n` is at `n -
/// first` from the ring's head. A timer that ran is cleared in place (in
/// constant time, whether it ran in order or not), and cleared timers at
/// the front are dropped. No hashing and no search in the steady state, no
/// allocation once the ring is large enough, and not generic, so that
/// keeping and forgetting a timer (twice per event) looks up no generic
/// metadata (Docs/Internals.md, "Metadata lookups").
final class _RACDelayTimers: RACDisposable, @unchecked Sendable {
  // Safety: the ring lives in a `_RACLock` (of its own rather than the
  // striped lock: `_RACLock.withLock` is inlined and specialized, the
  // striped lock's generic entry is not, and this lock is taken twice per
  // event); the disposed flag is set with it held.

  struct Ring {
    /// The kept timers; its count is a power of two. A timer that ran, or
    /// that its scheduler did not hand back, is `none`.
    var timers = [_RACScheduledAction](repeating: .none, count: 8)
    var head = 0
    var count = 0
    /// The number of the timer at `head`.
    var first: UInt64 = 1
    /// Timers that ran before `keep` could keep them (a scheduler on
    /// another thread can run a timer before scheduling it returned).
    var ranEarly: Set<UInt64> = []

    /// Doubles the ring, its timers moved to the front in order.
    mutating func grow() {
      var grown = [_RACScheduledAction](repeating: .none, count: timers.count * 2)
      let mask = timers.count - 1
      for index in 0..<count { grown[index] = timers[(head + index) & mask] }
      timers = grown
      head = 0
    }
  }

  private let ring = _RACLock(Ring())

  /// The timer `number` ran: forget it.
  func ran(_ number: UInt64) {
    ring.withLock { ring in
      if isDisposed || number < ring.first { return }
      let offset = Int(number - ring.first)
      guard offset < ring.count else {
        // Not kept yet: `keep` forgets it.
        ring.ranEarly.insert(number)
        return
      }
      let mask = ring.timers.count - 1
      ring.timers[(ring.head + offset) & mask] = .none
      while ring.count > 0 && ring.timers[ring.head].isNone {
        ring.head = (ring.head + 1) & mask
        ring.count -= 1
        ring.first += 1
      }
    }
  }

  /// Keeps the pending timer `number`, the next number after those kept,
  /// to cancel it on disposal; cancels it at once when the timers were
  /// cancelled already.
  func keep(_ number: UInt64, _ timer: _RACScheduledAction) {
    let cancelled = ring.withLock { ring -> Bool in
      if isDisposed { return true }
      assert(
        number == ring.first + UInt64(ring.count), "_RACDelayTimers: timers are kept in the order of their numbers")
      // A timer that ran before it came back, or that its scheduler did not
      // hand back, takes its number's place as `none`. Its number leaves
      // `ranEarly` either way: a scheduler that runs the timer before
      // returning may also hand back nothing.
      let ranEarly = !ring.ranEarly.isEmpty && ring.ranEarly.remove(number) != nil
      let ran = ranEarly || timer.isNone
      if ring.count == 0 && ran {
        ring.first += 1
        return false
      }
      if ring.count == ring.timers.count { ring.grow() }
      ring.timers[(ring.head + ring.count) & (ring.timers.count - 1)] = ran ? .none : timer
      ring.count += 1
      return false
    }
    if cancelled { timer.cancel() }
  }

  /// How many numbers the ring spans (pending timers, and those that ran
  /// behind the oldest pending one) and how many timers ran before they
  /// were kept: both 0 once every timer kept has run. For the layer's
  /// tests, which check that the ring keeps nothing a timer that ran has
  /// left.
  var heldCounts: (span: Int, ranEarly: Int) {
    ring.withLock { ring in (ring.count, ring.ranEarly.count) }
  }

  /// Cancels every pending timer (and any kept later).
  override func dispose() {
    let cancelled = ring.withLock { ring -> [_RACScheduledAction] in
      // Under the lock, so that `keep` either sees the flag or leaves its
      // timer for this disposal to cancel.
      guard _markDisposed() else { return [] }
      let mask = ring.timers.count - 1
      let pending = (0..<ring.count).map { ring.timers[(ring.head + $0) & mask] }.filter { !$0.isNone }
      ring = Ring(timers: [], head: 0, count: 0, first: ring.first, ranEarly: [])
      return pending
    }
    for timer in cancelled { timer.cancel() }
  }
}
