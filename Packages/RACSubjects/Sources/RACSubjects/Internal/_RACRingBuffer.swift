/// The history of a replaying subject: the last `capacity` values, in a ring.
///
/// Values are numbered from 0 in the order they were pushed; ``total`` counts
/// every push, so the buffer holds the values numbered
/// `firstSequence ..< total`. Once full, a push overwrites the oldest slot:
/// nothing is ever shifted, and a full buffer pushes without allocating.
/// With an unbounded capacity the storage grows geometrically.
///
/// The slots are raw memory rather than a `ContiguousArray`: the subject's
/// code is unspecialized, and there every array mutation looks up the
/// array's generic metadata (a hash-table probe in the runtime, ~300
/// instructions), while a pointer operation uses `Element`'s value
/// witnesses directly. A push costs a few dozen instructions.
///
/// No synchronization of its own: its owner guards it.
final class _RACRingBuffer<Element>: @unchecked Sendable {
  // Safety: no synchronization of its own; only ever accessed under the
  // owning subject's lock (or by one thread, in tests).

  /// How many values are kept at most (`Int.max`: all of them).
  let capacity: Int

  /// The slots: `allocated` of them, the first `count` initialized. Grows
  /// up to `capacity`, then stays.
  private var slots: UnsafeMutablePointer<Element>?
  private var allocated = 0

  /// How many values are held.
  private(set) var count = 0

  /// The slot of the oldest value once the storage is full (0 before).
  private var head = 0

  /// How many values were ever pushed.
  private(set) var total = 0

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

  /// The number of the oldest value held (equal to ``total`` when empty).
  var firstSequence: Int { total - count }

  /// Appends `element`, dropping the oldest value when full.
  ///
  /// - Returns: The value that was dropped, if any.
  func push(_ element: Element) -> Element? {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
      push(element, evictingInto: slot.baseAddress!) ? slot.baseAddress!.move() : nil
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
  func push(_ element: Element, evictingInto evicted: UnsafeMutablePointer<Element>) -> Bool {
    total &+= 1
    if capacity == 0 {
      evicted.initialize(to: element)
      return true
    }
    if count < capacity {
      if count == allocated { grow() }
      (slots! + count).initialize(to: element)
      count += 1
      return false
    }
    let oldest = slots! + head
    evicted.moveInitialize(from: oldest, count: 1)
    oldest.initialize(to: element)
    head += 1
    if head == count { head = 0 }
    return true
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

  /// The value numbered `sequence`, which must be in
  /// `firstSequence ..< total`.
  subscript(sequence sequence: Int) -> Element {
    let offset = sequence - firstSequence
    precondition(offset >= 0 && offset < count, "_RACRingBuffer: sequence out of range")
    var slot = head + offset
    if slot >= count { slot -= count }
    return slots![slot]
  }

  /// The values held, oldest first: what a replay sends (a copy, so that
  /// the replay can run outside the lock).
  var elements: ContiguousArray<Element> {
    guard let slots else { return [] }
    var ordered = ContiguousArray<Element>()
    ordered.reserveCapacity(count)
    ordered.append(contentsOf: UnsafeBufferPointer(start: slots + head, count: count - head))
    ordered.append(contentsOf: UnsafeBufferPointer(start: slots, count: head))
    return ordered
  }
}
