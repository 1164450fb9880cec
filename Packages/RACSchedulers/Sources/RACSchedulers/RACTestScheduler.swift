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

  /// An entry of the queue: when an action is due, and the action. A plain
  /// struct, so that the heap moves no reference counts but the action's.
  private struct Entry {
    var date: Date
    let sequence: UInt64
    let interval: TimeInterval?
    let action: _RACTestAction

    func precedes(_ other: Entry) -> Bool {
      date < other.date || (date == other.date && sequence < other.sequence)
    }
  }

  private struct State {
    var now: Date
    var nextSequence: UInt64 = 0
    var heap = _ActionHeap<Entry>()
  }

  private let state: _RACLock<State>

  /// How many one-shot actions are neither run nor cancelled.
  private let oneShots = _RACTestActionCount()

  /// Creates a test scheduler whose virtual clock starts at `startDate`.
  ///
  /// - Parameter startDate: The initial virtual date.
  public init(startDate: Date = RACTestScheduler.defaultStartDate) {
    state = _RACLock(State(now: startDate))
    super.init(name: "com.ReactiveCocoa.RACTestScheduler")
  }

  /// The virtual clock.
  public override var now: Date { state.withLock { $0.now } }

  /// How many actions are waiting to run; a cancelled action is not
  /// counted from the moment its disposable is disposed.
  public var pendingActionCount: Int {
    state.withLock { state in state.heap.count(where: { !$0.action.isDisposed }) }
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
    _racCheckRepeating(interval: interval, leeway: leeway, in: "RACTestScheduler")
    return enqueue(at: date, interval: interval, block)
  }

  private func enqueue(at date: Date?, interval: TimeInterval?, _ block: @escaping () -> Void) -> RACDisposable {
    // The action is its own disposable: disposing it releases the block (and
    // whatever it captures) at once, and a one-shot action leaves
    // `oneShots`, so that `stepAll()` does not wait for it. Its entry stays
    // in the heap, holding nothing, until the clock reaches it.
    let action = _RACTestAction(block, oneShots: interval == nil ? oneShots : nil)
    state.withLock { state in
      let entry = Entry(
        date: Swift.max(date ?? state.now, state.now),
        sequence: state.nextSequence,
        interval: interval,
        action: action
      )
      state.nextSequence += 1
      state.heap.push(entry, by: { $0.precedes($1) })
    }
    return action
  }

  // MARK: Driving

  /// Takes the next live action due by `limit` (any when `nil`) and the
  /// block to run, moving the clock to its date; a repeating action is
  /// scheduled again, its next date counted from this one.
  private func takeNext(dueBy limit: Date?) -> (() -> Void)? {
    state.withLock { state in
      while let first = state.heap.first {
        if first.action.isDisposed {
          _ = state.heap.pop(by: { $0.precedes($1) })
          continue
        }
        if let limit, first.date > limit { return nil }
        guard let entry = state.heap.pop(by: { $0.precedes($1) }) else { return nil }
        state.now = Swift.max(state.now, entry.date)
        if let interval = entry.interval {
          let next = Entry(
            date: entry.date.addingTimeInterval(interval),
            sequence: state.nextSequence,
            interval: interval,
            action: entry.action
          )
          state.nextSequence += 1
          state.heap.push(next, by: { $0.precedes($1) })
          guard let block = entry.action.block() else { continue }
          return block
        }
        // A one-shot action is claimed: its disposal no longer counts it.
        guard let block = entry.action.claim() else { continue }
        return block
      }
      return nil
    }
  }

  private func run(_ block: () -> Void) {
    performAsCurrentScheduler(block)
  }

  /// Runs the next action, moving the clock to its date.
  ///
  /// - Returns: `false` when there was nothing to run.
  /// - Note: ReactiveCocoa 2.x: `-[RACTestScheduler step]`.
  @discardableResult
  public func step() -> Bool {
    guard let block = takeNext(dueBy: nil) else { return false }
    run(block)
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
    while oneShots.value > 0 {
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
    while let block = takeNext(dueBy: date) {
      run(block)
    }
    state.withLock { state in state.now = Swift.max(state.now, date) }
  }
}

/// How many one-shot actions of a test scheduler wait to run. Shared with
/// the actions, which hold no reference to their scheduler (so that a block
/// that captures the scheduler never keeps it alive once disposed).
final class _RACTestActionCount: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .acquiring) }

  func add(_ delta: Int) {
    count.add(delta, ordering: .acquiringAndReleasing)
  }
}

/// One action of a test scheduler, and the disposable that cancels it.
///
/// Disposing releases the block at once: a cancelled action keeps nothing
/// alive while its entry waits in the queue.
final class _RACTestAction: RACDisposable, @unchecked Sendable {
  // Safety: `_block` and `claimed` are read and written only inside
  // `_RACStripedLock.withLock(for: self)`; `oneShots` is immutable.
  @exclusivity(unchecked) private var _block: (() -> Void)?
  @exclusivity(unchecked) private var claimed = false
  private let oneShots: _RACTestActionCount?

  /// - Parameter oneShots: The scheduler's count of one-shot actions, for a
  ///   one-shot action (which it joins); `nil` for a repeating one.
  init(_ block: @escaping () -> Void, oneShots: _RACTestActionCount?) {
    _block = block
    self.oneShots = oneShots
    super.init()
    oneShots?.add(1)
  }

  /// The block of a repeating action; `nil` once disposed.
  func block() -> (() -> Void)? {
    _RACStripedLock.withLock(for: self) { _block }
  }

  /// Takes the block of a one-shot action to run it: `nil` when it was
  /// disposed first. The action leaves the one-shot count either way, once.
  func claim() -> (() -> Void)? {
    let block = _RACStripedLock.withLock(for: self) { () -> (() -> Void)? in
      if claimed { return nil }
      claimed = true
      defer { _block = nil }
      return _block
    }
    if block != nil { oneShots?.add(-1) }
    return block
  }

  override func dispose() {
    guard _markDisposed() else { return }
    let released = _RACStripedLock.withLock(for: self) { () -> (block: (() -> Void)?, leaves: Bool) in
      let leaves = !claimed
      claimed = true
      defer { _block = nil }
      return (_block, leaves)
    }
    if released.leaves { oneShots?.add(-1) }
    _ = released.block  // released here, outside the lock
  }
}

/// A binary min-heap; the caller passes the strict "comes first" relation.
struct _ActionHeap<Element> {
  private var storage: [Element] = []

  var count: Int { storage.count }

  /// How many elements satisfy `predicate`.
  func count(where predicate: (Element) -> Bool) -> Int {
    storage.reduce(0) { $0 + (predicate($1) ? 1 : 0) }
  }
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
