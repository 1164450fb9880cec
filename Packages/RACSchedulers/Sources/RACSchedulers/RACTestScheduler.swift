import Foundation
import RACDisposables
import Synchronization

/// A scheduler with a virtual clock, for deterministic tests of time-based
/// code.
///
/// Nothing runs until the test drives it. Each scheduled block becomes an
/// *action* due at a virtual date: ``schedule(_:)`` at ``now``,
/// ``after(_:schedule:)`` at its date. Actions run in date order, and actions
/// due at the same date in the order they were scheduled. Running an action
/// moves the clock to its date (never backwards); ``now`` reads the clock.
/// While it runs an action, the test scheduler is ``RACScheduler/current``,
/// so operators that read the current scheduler use it.
///
/// ```swift
/// let scheduler = RACTestScheduler()
/// scheduler.afterDelay(2) { print("b") }
/// scheduler.afterDelay(1) { print("a") }
/// scheduler.advance(by: 1)  // prints "a"
/// scheduler.stepAll()       // prints "b"; now is start + 2 s
/// ```
///
/// Driving methods may be called from any thread, but not from inside an
/// action.
///
/// - Note: ReactiveCocoa 2.x: `RACTestScheduler` (its `-step`, `-step:`,
///   `-stepAll`); the virtual clock, `advance(by:)` and `advance(to:)` are
///   additions.
public final class RACTestScheduler: RACScheduler, @unchecked Sendable {
  // Safety: all mutable state lives in the `_RACLock`; actions run outside it.

  /// The date the virtual clock starts at unless told otherwise:
  /// 2001-01-01 00:00:00 UTC.
  public static let defaultStartDate = Date(timeIntervalSinceReferenceDate: 0)

  /// How many actions one ``stepAll(maxActions:)`` may run by default before
  /// it reports a runaway timer.
  public static let defaultMaxActions = 10_000_000

  private struct Action {
    var date: Date
    let sequence: UInt64
    let interval: TimeInterval?
    /// For a one-shot action: claimed by whichever comes first, its run or
    /// its disposal, which then takes it out of `oneShotCount`.
    let oneShot: _OneShotClaim?
    let disposable: RACDisposable
    // Safety (of `_RACUnchecked`): actions run one at a time on the thread
    // that drives the scheduler; the closure is never run concurrently.
    let block: _RACUnchecked<() -> Void>

    func precedes(_ other: Action) -> Bool {
      date < other.date || (date == other.date && sequence < other.sequence)
    }
  }

  private struct State {
    var now: Date
    var nextSequence: UInt64 = 0
    var heap = _ActionHeap<Action>()
    var oneShotCount = 0
  }

  private let state: _RACLock<State>

  /// Creates a test scheduler whose virtual clock starts at `startDate`.
  ///
  /// - Parameter startDate: The initial virtual date.
  public init(startDate: Date = RACTestScheduler.defaultStartDate) {
    state = _RACLock(State(now: startDate))
    super.init(name: "com.ReactiveCocoa.RACTestScheduler")
  }

  /// The virtual clock.
  public override var now: Date { state.withLock { $0.now } }

  /// How many actions are waiting to run (cancelled ones not counted once
  /// the scheduler has seen their disposal).
  public var pendingActionCount: Int {
    state.withLock { state in state.heap.count }
  }

  // MARK: Scheduling

  /// Enqueues `block` at the current virtual time.
  @discardableResult
  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    enqueue(at: nil, interval: nil, block)
  }

  /// Enqueues `block` at `date` (a date in the past runs at the current time,
  /// after what is already due).
  @discardableResult
  public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    enqueue(at: date, interval: nil, block)
  }

  /// Enqueues `block` at `date`, and each time it runs, again `interval`
  /// virtual seconds later, until the returned disposable is disposed.
  /// `leeway` is ignored: virtual time is exact.
  @discardableResult
  public override func after(
    _ date: Date,
    repeatingEvery interval: TimeInterval,
    withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    precondition(interval > 0, "RACTestScheduler.after(_:repeatingEvery:withLeeway:schedule:): interval must be positive")
    precondition(leeway >= 0, "RACTestScheduler.after(_:repeatingEvery:withLeeway:schedule:): leeway must not be negative")
    return enqueue(at: date, interval: interval, block)
  }

  private func enqueue(at date: Date?, interval: TimeInterval?, _ block: @escaping () -> Void) -> RACDisposable {
    let oneShot = interval == nil ? _OneShotClaim() : nil
    let disposable: RACDisposable
    if let oneShot {
      // A cancelled one-shot action must not keep `stepAll()` running timers.
      disposable = RACDisposable { [weak self] in
        if oneShot.claim() { self?.state.withLock { $0.oneShotCount -= 1 } }
      }
    } else {
      disposable = RACDisposable()
    }
    state.withLock { state in
      let action = Action(
        date: Swift.max(date ?? state.now, state.now),
        sequence: state.nextSequence,
        interval: interval,
        oneShot: oneShot,
        disposable: disposable,
        block: _RACUnchecked(block)
      )
      state.nextSequence += 1
      if interval == nil { state.oneShotCount += 1 }
      state.heap.push(action, by: { $0.precedes($1) })
    }
    return disposable
  }

  // MARK: Driving

  /// Takes the next live action due at or before `limit` (any, when `nil`),
  /// moving the clock to its date, and re-enqueues it when it repeats.
  private func takeNext(dueBy limit: Date?) -> Action? {
    state.withLock { state in
      while let first = state.heap.first {
        if first.disposable.isDisposed {
          let dropped = state.heap.pop(by: { $0.precedes($1) })
          if let oneShot = dropped?.oneShot, oneShot.claim() { state.oneShotCount -= 1 }
          continue
        }
        if let limit, first.date > limit { return nil }
        guard var action = state.heap.pop(by: { $0.precedes($1) }) else { return nil }
        state.now = Swift.max(state.now, action.date)
        if let interval = action.interval {
          let next = Action(
            date: action.date.addingTimeInterval(interval),
            sequence: state.nextSequence,
            interval: interval,
            oneShot: nil,
            disposable: action.disposable,
            block: action.block
          )
          state.nextSequence += 1
          state.heap.push(next, by: { $0.precedes($1) })
          action.date = state.now
        } else if let oneShot = action.oneShot, oneShot.claim() {
          state.oneShotCount -= 1
        }
        return action
      }
      return nil
    }
  }

  private func run(_ action: Action) {
    if action.disposable.isDisposed { return }
    performAsCurrentScheduler(action.block.value)
  }

  /// Runs the next action, moving the clock to its date.
  ///
  /// - Returns: `false` when there was nothing to run.
  /// - Note: ReactiveCocoa 2.x: `-[RACTestScheduler step]`.
  @discardableResult
  public func step() -> Bool {
    guard let action = takeNext(dueBy: nil) else { return false }
    run(action)
    return true
  }

  /// Runs the next `ticks` actions (fewer when the queue empties).
  ///
  /// - Parameter ticks: How many actions to run; must not be negative.
  /// - Note: ReactiveCocoa 2.x: `-[RACTestScheduler step:]`.
  public func step(_ ticks: Int) {
    precondition(ticks >= 0, "RACTestScheduler.step(_:): ticks must not be negative")
    for _ in 0..<ticks where !step() { return }
  }

  /// Runs actions, including those they schedule, until no one-shot action
  /// is left (cancelled ones do not count).
  ///
  /// A repeating timer never empties the queue, so repeating timers run only
  /// while one-shot actions are still pending: each timer fires at every
  /// date up to the last one-shot action, then `stepAll` returns with the
  /// timers still scheduled. Drive a timer further with ``advance(by:)`` or
  /// ``step(_:)``. If timers keep scheduling one-shot actions forever,
  /// `stepAll` stops with a precondition failure after `maxActions` actions
  /// rather than hang.
  ///
  /// - Parameter maxActions: The bound on actions run by one call.
  /// - Note: ReactiveCocoa 2.x: `-[RACTestScheduler stepAll]`.
  public func stepAll(maxActions: Int = RACTestScheduler.defaultMaxActions) {
    var count = 0
    while state.withLock({ $0.oneShotCount > 0 }) {
      guard step() else { return }
      count += 1
      precondition(
        count < maxActions,
        "RACTestScheduler.stepAll(): ran \(maxActions) actions without draining; a repeating timer keeps scheduling work. Use advance(by:) or step(_:)."
      )
    }
  }

  /// Runs every action due up to `interval` virtual seconds from now
  /// (including those they schedule within that window), then sets the clock
  /// to that time.
  ///
  /// - Parameter interval: How far to move the clock; must not be negative.
  public func advance(by interval: TimeInterval) {
    precondition(interval >= 0, "RACTestScheduler.advance(by:): interval must not be negative")
    advance(to: now.addingTimeInterval(interval))
  }

  /// Runs every action due up to `date` (including those they schedule
  /// within that window), then sets the clock to `date` when it is later.
  ///
  /// - Parameter date: The virtual date to move to.
  public func advance(to date: Date) {
    while let action = takeNext(dueBy: date) {
      run(action)
    }
    state.withLock { state in state.now = Swift.max(state.now, date) }
  }
}

/// Settles once whether a one-shot action still counts as pending.
final class _OneShotClaim: Sendable {
  private let claimed = Atomic<Bool>(false)

  /// Returns `true` for the first caller only.
  func claim() -> Bool {
    !claimed.exchange(true, ordering: .acquiringAndReleasing)
  }
}

/// A binary min-heap; the caller passes the strict "comes first" relation.
struct _ActionHeap<Element> {
  private var storage: [Element] = []

  var count: Int { storage.count }
  var first: Element? { storage.first }

  mutating func push(_ element: Element, by precedes: (Element, Element) -> Bool) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(storage[child], storage[parent]) else { break }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop(by precedes: (Element, Element) -> Bool) -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let top = storage.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < storage.count, precedes(storage[left], storage[smallest]) { smallest = left }
      if right < storage.count, precedes(storage[right], storage[smallest]) { smallest = right }
      if smallest == parent { break }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
    return top
  }
}
