/// The history of a replaying subject: the last `capacity` values, in a ring.
///
/// Once full, a push overwrites the oldest slot:
/// nothing is ever shifted, and a full buffer pushes without allocating.
/// With an unbounded capacity the storage grows geometrically.
///
/// The slots are raw memory rather than a `ContiguousArray`: the subject's
/// code is unspecialized, and there every array mutation looks up the
/// array's generic metadata (a hash-table probe in the runtime, ~300
/// instructions), while a pointer operation uses `Element`'s value
/// witnesses directly. A push costs a few dozen instructions.
///
/// No synchronization of its own: its owner guards it. A subject's history
/// (`_RACSubjectHistory`) is one, with its terminal event: one object and
/// one metadata lookup per replaying subject, not two.
class _RACRingBuffer<Element>: @unchecked Sendable {
  // Safety: no synchronization of its own; only ever accessed under the
  // owning subject's lock (or by one thread, in tests).

  /// How many values are kept at most (`Int.max`: all of them).
  final let capacity: Int

  /// The slots: `allocated` of them, the first `count` initialized. Grows
  /// up to `capacity`, then stays.
  private var slots: UnsafeMutablePointer<Element>?
  private var allocated = 0

  /// How many values are held.
  private(set) final var count = 0

  /// The slot of the oldest value once the storage is full (0 before).
  private var head = 0

  /// Creates an empty buffer keeping at most `capacity` values.
  init(capacity: Int) {
    precondition(capacity >= 0, "RACReplaySubject(capacity:): capacity must not be negative")
    self.capacity = capacity
  }

  deinit {
    if let slots {
      slots.deinitialize(count: count)
      slots.deallocate()
    }
  }

  /// Appends `element`, dropping the oldest value when full; the dropped
  /// value is moved into `evicted` (uninitialized memory), so that the
  /// caller can release it outside its lock.
  ///
  /// The path of every recorded send: it builds no `Optional<Element>` (a
  /// generic metadata lookup per call in unspecialized code).
  ///
  /// - Returns: Whether a value was dropped into `evicted` (which the
  ///   caller must then deinitialize).
  final func push(_ element: Element, evictingInto evicted: UnsafeMutablePointer<Element>) -> Bool {
    if capacity == 0 {
      evicted.initialize(to: element)
      return true
    }
    if count < capacity {
      append(element)
      return false
    }
    let oldest = slots! + head
    evicted.moveInitialize(from: oldest, count: 1)
    oldest.initialize(to: element)
    head += 1
    if head == count { head = 0 }
    return true
  }

  /// Appends `element` to a buffer that is not full (a behavior subject's
  /// starting value; a push before the ring is full).
  final func append(_ element: Element) {
    precondition(count < capacity, "_RACRingBuffer.append(_:): the buffer is full")
    if count == allocated { grow() }
    (slots! + count).initialize(to: element)
    count += 1
  }

  /// Doubles the slots (at least 16, at most `capacity`). Runs only before
  /// the ring is full, while the values sit in order from slot 0.
  private func grow() {
    let newAllocated = Swift.min(capacity, Swift.max(16, allocated &* 2))
    let newSlots = UnsafeMutablePointer<Element>.allocate(capacity: newAllocated)
    if let slots {
      newSlots.moveInitialize(from: slots, count: count)
      slots.deallocate()
    }
    slots = newSlots
    allocated = newAllocated
  }

  /// A copy of the values held, oldest first: what a replay sends, copied
  /// so that the replay can run outside the lock. The caller owns the
  /// buffer: it deinitializes and deallocates it (empty, with no base
  /// address, when there is nothing to copy). A raw buffer rather than a
  /// `ContiguousArray<Element>`, whose metadata and storage class a replay
  /// would look up in unspecialized code (Docs/Internals.md, "Metadata
  /// lookups and exclusivity").
  final func copyElements() -> UnsafeMutableBufferPointer<Element> {
    guard count > 0, let slots else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
    let copy = UnsafeMutablePointer<Element>.allocate(capacity: count)
    copy.initialize(from: slots + head, count: count - head)
    (copy + (count - head)).initialize(from: slots, count: head)
    return UnsafeMutableBufferPointer(start: copy, count: count)
  }
}
