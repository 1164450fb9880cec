/// The history of a replaying subject: the last `capacity` values, in a ring.
///
/// Values are numbered from 0 in the order they were pushed; ``total`` counts
/// every push, so the buffer holds the values numbered
/// `firstSequence ..< total`. Once full, a push overwrites the oldest slot:
/// nothing is ever shifted, and a full buffer pushes without allocating.
/// With an unbounded capacity the storage grows geometrically.
///
/// A value type with no synchronization of its own: its owner guards it.
struct _RACRingBuffer<Element> {
  /// How many values are kept at most (`Int.max`: all of them).
  let capacity: Int

  /// The slots; `storage.count` grows up to `capacity`, then stays.
  private var storage: ContiguousArray<Element> = []

  /// The slot of the oldest value once the storage is full (0 before).
  private var head = 0

  /// How many values were ever pushed.
  private(set) var total = 0

  /// Creates an empty buffer keeping at most `capacity` values.
  init(capacity: Int) {
    precondition(capacity >= 0, "RACReplaySubject(capacity:): capacity must not be negative")
    self.capacity = capacity
    if capacity > 0 { storage.reserveCapacity(Swift.min(capacity, 16)) }
  }

  /// How many values are held.
  var count: Int { storage.count }

  /// The number of the oldest value held (equal to ``total`` when empty).
  var firstSequence: Int { total - storage.count }

  /// Appends `element`, dropping the oldest value when full.
  ///
  /// - Returns: The value that was dropped, if any, so that the caller can
  ///   release it outside its lock.
  mutating func push(_ element: Element) -> Element? {
    total &+= 1
    if capacity == 0 { return element }
    if storage.count < capacity {
      storage.append(element)
      return nil
    }
    let evicted = storage[head]
    storage[head] = element
    head += 1
    if head == storage.count { head = 0 }
    return evicted
  }

  /// The value numbered `sequence`, which must be in
  /// `firstSequence ..< total`.
  subscript(sequence sequence: Int) -> Element {
    let offset = sequence - firstSequence
    precondition(offset >= 0 && offset < storage.count, "_RACRingBuffer: sequence out of range")
    var slot = head + offset
    if slot >= storage.count { slot -= storage.count }
    return storage[slot]
  }

  /// The values held, oldest first (for tests and debugging).
  var elements: [Element] {
    (firstSequence..<total).map { self[sequence: $0] }
  }
}
