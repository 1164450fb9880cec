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
/// Run the pending actions (``stepAll(maxActions:)``) before dropping a test
/// scheduler: an operator's pending action may hold the operator's
/// subscription, which holds the scheduler, and such a cycle is freed only
/// by running it (Docs/Decisions.md, "A test scheduler dropped with actions
/// pending").
///
/// - Note: ReactiveCocoa 2.x: `RACTestScheduler` (its `-step`, `-step:`,
///   `-stepAll`); the virtual clock, `advance(by:)` and `advance(to:)` are
///   additions.
public final class RACTestScheduler: RACScheduler, @unchecked Sendable {
  // Safety: all mutable state lives in `queue` (its `_RACLock`, and the
  // clock, atomic, written with that lock held); actions run outside it.

  /// The date the virtual clock starts at unless told otherwise:
  /// 2001-01-01 00:00:00 UTC.
  public static let defaultStartDate = Date(timeIntervalSinceReferenceDate: 0)

  /// How many actions one ``stepAll(maxActions:)`` may run by default before
  /// it reports a runaway timer.
  public static let defaultMaxActions = 10_000_000

  /// The actions and the clock. A separate object, which the disposables
  /// handed out refer to (not the scheduler: a block that captures the
  /// scheduler never keeps it alive once disposed). Internal, not private,
  /// for the layer's white-box tests.
  let queue: _RACTestQueue

  /// Creates a test scheduler whose virtual clock starts at `startDate`.
  ///
  /// - Parameter startDate: The initial virtual date.
  public init(startDate: Date = RACTestScheduler.defaultStartDate) {
    queue = _RACTestQueue(now: startDate.timeIntervalSinceReferenceDate)
    super.init(name: "com.ReactiveCocoa.RACTestScheduler")
  }

  /// The virtual clock.
  public override var now: Date { Date(timeIntervalSinceReferenceDate: queue.now) }

  /// How many actions are waiting to run; a cancelled action is not
  /// counted from the moment its disposable is disposed.
  public var pendingActionCount: Int { queue.pendingCount }

  // MARK: Scheduling

  /// Enqueues `block` at the current virtual time.
  @discardableResult
  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    disposable(queue.enqueue(.init(block: block), at: nil, after: 0, interval: 0))
  }

  /// Enqueues `block` at `date` (a date in the past runs at the current time,
  /// after what is already due).
  @discardableResult
  public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    disposable(queue.enqueue(.init(block: block), at: date.timeIntervalSinceReferenceDate, after: 0, interval: 0))
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
    return disposable(
      queue.enqueue(.init(block: block), at: date.timeIntervalSinceReferenceDate, after: 0, interval: interval))
  }

  /// Enqueues the target at `date`, in a reused record: nothing allocated
  /// (Docs/Performance.md, Time.throttleDelay).
  override func _afterTarget(_ date: Date, target: any _RACScheduledTarget, token: UInt64) -> _RACScheduledAction {
    let (slot, id) = queue.enqueue(
      .init(target: target, token: token), at: date.timeIntervalSinceReferenceDate, after: 0, interval: 0)
    return _RACScheduledAction(queue, slot: slot, id: id)
  }

  /// Enqueues the target `delay` seconds from the clock's time, read with
  /// the queue's lock held.
  override func _afterDelayTarget(
    _ delay: TimeInterval, target: any _RACScheduledTarget, token: UInt64
  ) -> _RACScheduledAction {
    let (slot, id) = queue.enqueue(.init(target: target, token: token), at: nil, after: delay, interval: 0)
    return _RACScheduledAction(queue, slot: slot, id: id)
  }

  /// The disposable of a block's action: it cancels the action's record. A
  /// block's action keeps the one allocation its public API requires.
  private func disposable(_ action: (slot: Int, id: UInt64)) -> RACDisposable {
    _RACTestActionDisposable(queue, slot: action.slot, id: action.id)
  }

  // MARK: Driving

  private func run(_ work: _RACTestQueue.Work) {
    if let target = work.target {
      target._timerFired(work.token, on: self)
    } else {
      work.block?()
    }
  }

  /// Runs the next action, moving the clock to its date.
  ///
  /// - Returns: `false` when there was nothing to run.
  /// - Note: ReactiveCocoa 2.x: `-[RACTestScheduler step]`.
  @discardableResult
  public func step() -> Bool {
    guard let work = queue.takeNext(dueBy: nil, onlyWhileOneShotsWait: false) else { return false }
    performAsCurrentScheduler { run(work) }
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
    // Current for the whole loop rather than per action: no user code runs
    // between two actions, so nobody can tell the difference.
    performAsCurrentScheduler {
      var count = 0
      while let work = queue.takeNext(dueBy: nil, onlyWhileOneShotsWait: true) {
        // Checked before running: `maxActions` actions that drain the
        // queue are not a runaway.
        precondition(
          count < maxActions,
          "RACTestScheduler.stepAll(): ran \(maxActions) actions without draining; a repeating timer keeps scheduling work. Use advance(by:) or step(_:)."
        )
        run(work)
        count += 1
      }
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
    let limit = date.timeIntervalSinceReferenceDate
    // Current for the whole loop, as in `stepAll`.
    performAsCurrentScheduler {
      while let work = queue.takeNext(dueBy: limit, onlyWhileOneShotsWait: false) {
        run(work)
      }
    }
    queue.moveClock(to: limit)
  }
}

/// The actions of a test scheduler and its clock.
///
/// Each action lives in a record, reused once the action ran or was
/// cancelled (a free list), and is queued as a plain entry — its date, its
/// place in the order and its record — in a binary heap. A cancelled
/// action's record is freed at once (releasing its block or target); its
/// entry stays in the heap until the clock reaches it, and is then skipped:
/// an entry is live only while its record still holds the action it was
/// queued for (the ids match). In the steady state, scheduling and running
/// allocate nothing (Docs/Performance.md, Time.throttleDelay).
final class _RACTestQueue: _RACActionCanceller, @unchecked Sendable {
  // Safety: `state` is a `_RACLock`; `clock` is atomic and written only with
  // that lock held, so that the clock moves in step with the queue.

  /// What an action runs: a block, or a target and its token. A struct of
  /// optionals rather than an enum, so that copying and clearing one is a
  /// retain or a release, not an outlined switch.
  struct Work {
    var block: (() -> Void)?
    var target: (any _RACScheduledTarget)?
    var token: UInt64 = 0

    init(block: @escaping () -> Void) {
      self.block = block
    }

    init(target: any _RACScheduledTarget, token: UInt64) {
      self.target = target
      self.token = token
    }

    init() {}
  }

  /// One action, or a free record.
  struct Record {
    /// The action's id (the sequence number it was first queued with); 0
    /// while the record is free.
    var id: UInt64
    /// Seconds between runs of a repeating action; 0 for a one-shot one.
    var interval: TimeInterval
    var work: Work
    /// The next free record, while this one is free; -1 ends the list.
    var nextFree: Int
  }

  /// One queued run of an action: plain values, so that moving entries in
  /// the heap touches no reference count.
  struct Entry {
    /// The date (seconds since the reference date).
    var time: Double
    /// The order of entries due at the same time: the order they were
    /// queued in.
    var sequence: UInt64
    var slot: Int
    /// The id of the action the entry was queued for.
    var id: UInt64

    @inline(__always)
    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  struct State {
    var nextSequence: UInt64 = 1
    var heap = _RACTestHeap()
    var records: [Record] = []
    var firstFree = -1
    /// How many one-shot actions are neither run nor cancelled.
    var oneShots = 0

    /// A free record for `work`, reusing one when it can. `work` is moved
    /// in (swapped with the free record's empty work), not copied: a copy
    /// of the optional target costs a value-witness call.
    mutating func allocate(id: UInt64, interval: TimeInterval, work: inout Work) -> Int {
      if firstFree >= 0 {
        let slot = firstFree
        firstFree = records[slot].nextFree
        records[slot].id = id
        records[slot].interval = interval
        swap(&records[slot].work, &work)
        return slot
      }
      var moved = Work()
      swap(&moved, &work)
      records.append(Record(id: id, interval: interval, work: moved, nextFree: -1))
      return records.count - 1
    }

    /// Frees the record at `slot` and hands back its work, to be released
    /// (or run) once the lock is released: releasing a block may run any
    /// deinitializer.
    mutating func free(_ slot: Int) -> Work {
      var work = Work()
      swap(&work, &records[slot].work)
      records[slot].id = 0
      records[slot].nextFree = firstFree
      firstFree = slot
      return work
    }
  }

  private let state = _RACLock(State())
  private let clock: Atomic<UInt64>

  init(now: Double) {
    clock = Atomic(now.bitPattern)
  }

  /// The clock, in seconds since the reference date. Lock-free.
  var now: Double { Double(bitPattern: clock.load(ordering: .acquiring)) }

  /// Moves the clock (never backwards). With the lock held, or taking it.
  private func setClock(_ time: Double) {
    if time > now { clock.store(time.bitPattern, ordering: .releasing) }
  }

  /// Moves the clock to `time` when it is later.
  func moveClock(to time: Double) {
    state.withLock { _ in setClock(time) }
  }

  /// How many action records exist, free ones included: the most actions
  /// ever pending at once, as records are reused. For the layer's tests.
  var recordCount: Int {
    state.withLock { $0.records.count }
  }

  /// How many queued entries are live.
  var pendingCount: Int {
    state.withLock { state in
      state.heap.count { state.records[$0.slot].id == $0.id }
    }
  }

  /// Queues `work` at `time` (at the clock's time, plus `delay`, when `nil`;
  /// never before the clock's time), repeating every `interval` seconds when
  /// positive. Returns the action's record and id, which cancel it.
  func enqueue(_ work: consuming Work, at time: Double?, after delay: Double, interval: TimeInterval) -> (
    slot: Int, id: UInt64
  ) {
    var work = work
    return state.withLock { state in
      let now = self.now
      let id = state.nextSequence
      state.nextSequence += 1
      let slot = state.allocate(id: id, interval: interval, work: &work)
      if interval == 0 { state.oneShots += 1 }
      state.heap.push(Entry(time: Swift.max(time ?? now + delay, now), sequence: id, slot: slot, id: id))
      return (slot, id)
    }
  }

  /// Cancels the action `id`, if its record still holds it: the record is
  /// freed, and a one-shot action no longer counts as waiting.
  func _cancelAction(slot: Int, id: UInt64) {
    let released = state.withLock { state -> Work? in
      guard slot < state.records.count, state.records[slot].id == id else { return nil }
      if state.records[slot].interval == 0 { state.oneShots -= 1 }
      return state.free(slot)
    }
    _ = released  // released here, outside the lock
  }

  /// Takes the next live action due by `limit` (any when `nil`) and the
  /// work to run, moving the clock to its date; a repeating action is queued
  /// again, its next date counted from this one. With
  /// `onlyWhileOneShotsWait`, takes nothing once no one-shot action waits
  /// (`stepAll`).
  func takeNext(dueBy limit: Double?, onlyWhileOneShotsWait: Bool) -> Work? {
    state.withLock { state -> Work? in
      if onlyWhileOneShotsWait && state.oneShots == 0 { return nil }
      while let first = state.heap.first {
        if state.records[first.slot].id != first.id {
          // Cancelled (its record freed, perhaps reused): skipped.
          state.heap.removeFirst()
          continue
        }
        if let limit, first.time > limit { return nil }
        setClock(first.time)
        let interval = state.records[first.slot].interval
        if interval > 0 {
          // The same record, queued again behind what is already due then.
          let sequence = state.nextSequence
          state.nextSequence += 1
          state.heap.replaceFirst(
            Entry(time: first.time + interval, sequence: sequence, slot: first.slot, id: first.id))
          return state.records[first.slot].work
        }
        state.heap.removeFirst()
        state.oneShots -= 1
        return state.free(first.slot)
      }
      return nil
    }
  }
}

/// The disposable of a test scheduler's block action: cancels the action's
/// record. Refers to the queue, not the scheduler.
final class _RACTestActionDisposable: RACDisposable, @unchecked Sendable {
  // Safety: immutable; the queue is thread-safe.
  private let queue: _RACTestQueue
  private let slot: Int
  private let id: UInt64

  init(_ queue: _RACTestQueue, slot: Int, id: UInt64) {
    self.queue = queue
    self.slot = slot
    self.id = id
    super.init()
  }

  override func dispose() {
    guard _markDisposed() else { return }
    queue._cancelAction(slot: slot, id: id)
  }
}

/// The test queue's binary min-heap of entries, by date then sequence.
/// Entries are plain values: sifting moves them through a hole, with no
/// reference counting and no swaps.
struct _RACTestHeap {
  private var storage: [_RACTestQueue.Entry] = []

  var first: _RACTestQueue.Entry? { storage.first }

  /// How many entries satisfy `predicate`.
  func count(where predicate: (_RACTestQueue.Entry) -> Bool) -> Int {
    storage.reduce(0) { $0 + (predicate($1) ? 1 : 0) }
  }

  mutating func push(_ entry: _RACTestQueue.Entry) {
    storage.append(entry)
    storage.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard entry.precedes(heap[parent]) else { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = entry
    }
  }

  /// Removes the first entry; the heap must not be empty.
  mutating func removeFirst() {
    let last = storage.removeLast()
    if !storage.isEmpty { siftDown(last) }
  }

  /// Replaces the first entry with `entry` (a repeating action's next run);
  /// the heap must not be empty.
  mutating func replaceFirst(_ entry: _RACTestQueue.Entry) {
    siftDown(entry)
  }

  /// Puts `entry` in the hole at the root and moves it down to its place.
  private mutating func siftDown(_ entry: _RACTestQueue.Entry) {
    storage.withUnsafeMutableBufferPointer { heap in
      let count = heap.count
      var parent = 0
      while true {
        var child = 2 * parent + 1
        if child >= count { break }
        if child + 1 < count && heap[child + 1].precedes(heap[child]) { child += 1 }
        guard heap[child].precedes(entry) else { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = entry
    }
  }
}
