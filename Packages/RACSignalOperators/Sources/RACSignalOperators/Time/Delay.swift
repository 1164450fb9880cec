import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// `delay`'s signal, both forms: each subscription is a `_RACDelay` state on
/// the multi-input kernel (Docs/Internals.md, "Timers on the kernel").
final class _RACDelaySignal<Value>:
  _RACOperatorSignal<Value, Value, (TimeInterval, RACScheduler?)>, @unchecked Sendable
{
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACDelay(subscriber, interval: arguments.0, scheduler: arguments.1)
    state.subscribe(source, _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
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
/// The delayed events and the source's error are the inputs of the state's
/// one gate (Docs/Internals.md, "The multi-input kernel"), so a delayed
/// value never overlaps the error, and nothing is sent once the result
/// ended or was disposed. A timer's block sends its event from the timer's
/// scheduler, as RAC's does: when another thread holds the gate at that
/// moment, the block is scheduled again rather than queued for that thread.
/// The gate's own input type is therefore just the error, the one input
/// that is queued.
///
/// Timers still pending are kept (`_RACDelayTimers`), so that disposal (or
/// an error) cancels them.
final class _RACDelay<Value>: _RACGatedState<Value, any Error>, @unchecked Sendable {
  // Safety: immutable references; the pending timers live in `timers`;
  // `numbers` is atomic; `sourceEnded` is touched only by the source's
  // events, which arrive serialized; `pending` and `completionWaits` only
  // under `pending`'s striped lock; `taken` only by the gate's owner; what
  // is sent downstream goes through the gate.
  let interval: TimeInterval
  let schedulers: _RACTimeScheduler
  private let timers = _RACDelayTimers()
  private let numbers = Atomic<UInt64>(0)
  @exclusivity(unchecked) private var sourceEnded = false
  /// The values waiting for a timer, oldest first, and whether completion
  /// waits behind them; guarded by `_RACStripedLock.withLock(for: pending)`
  /// (the source appends, the timers' firings take).
  ///
  /// A firing sends the oldest waiting event, not the one whose timer it
  /// is: timers of equal delay set one after another can fire out of order
  /// on a real scheduler (dispatch timers coalesce), and a delayed stream
  /// must keep its order. Each event sets one timer, so every event is sent
  /// by some firing.
  private let pending = _RACFIFO<Value>()
  @exclusivity(unchecked) private var completionWaits = false
  /// Where a firing moves the value it takes (allocated once: no Optional
  /// per value, whose metadata unspecialized code would look up).
  private let taken = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  init(_ downstream: any RACSubscriber<Value>, interval: TimeInterval, scheduler: RACScheduler?) {
    self.interval = interval
    self.schedulers = _RACTimeScheduler(scheduler)
    // The pending timers are cancelled first, then the source.
    super.init(downstream, disposing: [timers])
  }

  deinit {
    taken.deallocate()
  }

  // MARK: The source's events (serialized by the source)

  func receiveValue(_ value: Value) {
    if sourceEnded { return }
    _RACStripedLock.withLock(for: pending) { pending.append(value) }
    setTimer()
  }

  func receiveError(_ error: any Error) {
    if sourceEnded { return }
    sourceEnded = true
    send(error)
  }

  func receiveCompleted() {
    if sourceEnded { return }
    sourceEnded = true
    _RACStripedLock.withLock(for: pending) { completionWaits = true }
    setTimer()
  }

  /// One timer per event; its block captures no value.
  private func setTimer() {
    let scheduler = schedulers.scheduler
    let number = numbers.add(1, ordering: .relaxed).newValue
    let timer = scheduler.afterDelay(interval) { [self] in
      timers.ran(number)
      fire(on: scheduler)
    }
    timers.keep(number, timer)
  }

  // MARK: Timer firings (on their scheduler)

  /// Sends the oldest waiting event, with the gate held; when another
  /// thread holds the gate, tries again on the scheduler.
  private func fire(on scheduler: RACScheduler) {
    if tryRun({ sendOldest() }) { return }
    // Not `isOver`: the terminal flag belongs to the gate's owner.
    if subscription.isDisposed { return }
    scheduler.schedule { [self] in fire(on: scheduler) }
  }

  /// With the gate held: the oldest waiting value, or completion once no
  /// value waits.
  private func sendOldest() {
    let took = _RACStripedLock.withLock(for: pending) { () -> Bool in
      if pending.isEmpty { return false }
      taken.initialize(to: pending.removeFirst())
      return true
    }
    if took {
      sendNext(taken.move())
    } else if _RACStripedLock.withLock(for: pending, { completionWaits }) {
      sendCompleted()
    }
  }

  // MARK: Processing (with the gate held)

  /// The source's error: every subscription goes (the pending timers
  /// first), then the error.
  override func process(_ error: any Error) {
    terminate(.error(error))
  }
}

/// The timers of one `delay` subscription still pending, so that disposal
/// (or an error) cancels them; disposing it cancels them all.
///
/// Timers are numbered in the order the source's events arrive and kept in
/// that order, and with one interval they mostly run in that order too: a
/// timer that ran is forgotten at the front in constant time, and one that
/// ran out of order (events timed on different schedulers) is found by a
/// binary search. No hashing, and not generic, so that keeping and
/// forgetting a timer (twice per event) looks up no generic metadata
/// (Docs/Internals.md, "Metadata lookups").
final class _RACDelayTimers: RACDisposable, @unchecked Sendable {
  // Safety: `entries`, `head` and `ranEarly` are read and written only
  // inside `_RACStripedLock.withLock(for: self)`; the disposed flag is
  // atomic.
  private struct Entry {
    let number: UInt64
    /// `nil` once the timer ran.
    var timer: RACDisposable?
  }

  /// The kept timers from `head` on, by increasing number.
  @exclusivity(unchecked) private var entries: [Entry] = []
  @exclusivity(unchecked) private var head = 0
  /// Timers that ran before `keep` could keep their disposable.
  @exclusivity(unchecked) private var ranEarly: Set<UInt64> = []

  /// The timer `number` ran: forget it.
  func ran(_ number: UInt64) {
    _RACStripedLock.withLock(for: self) {
      guard let index = index(of: number) else {
        ranEarly.insert(number)
        return
      }
      entries[index].timer = nil
      // Drop the forgotten timers at the front; the storage is reused.
      while head < entries.count && entries[head].timer == nil { head += 1 }
      if head == entries.count {
        entries.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 64 && head * 2 >= entries.count {
        entries.removeFirst(head)
        head = 0
      }
    }
  }

  /// Where the kept timer `number` is, if it is kept. With the lock held.
  private func index(of number: UInt64) -> Int? {
    if head < entries.count && entries[head].number == number { return head }
    var low = head
    var high = entries.count
    while low < high {
      let middle = low + (high - low) / 2
      let found = entries[middle].number
      if found == number { return middle }
      if found < number { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Keeps the disposable of the pending timer `number` (numbers come in
  /// increasing order), to cancel it on disposal; disposes it at once when
  /// the timers were cancelled already.
  func keep(_ number: UInt64, _ timer: RACDisposable?) {
    let cancelled = _RACStripedLock.withLock(for: self) { () -> Bool in
      // A timer that ran before its disposable came back is not kept.
      if !ranEarly.isEmpty && ranEarly.remove(number) != nil { return false }
      guard let timer else { return false }
      if isDisposed { return true }
      entries.append(Entry(number: number, timer: timer))
      return false
    }
    if cancelled { timer?.dispose() }
  }

  /// Cancels every pending timer (and any kept later).
  override func dispose() {
    let cancelled = _RACStripedLock.withLock(for: self) { () -> [RACDisposable] in
      // Under the lock, so that `keep` either sees the flag or leaves its
      // timer for this disposal to cancel.
      guard _markDisposed() else { return [] }
      defer {
        entries = []
        head = 0
      }
      return entries[head...].compactMap(\.timer)
    }
    for timer in cancelled { timer.dispose() }
  }
}

