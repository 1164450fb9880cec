/// A first-in-first-out buffer: a ring over raw storage that grows by
/// doubling, so that, in the steady state, appending and removing allocate
/// nothing and — unlike an `Array` in unspecialized generic code — look up
/// no generic metadata.
///
/// Not thread-safe: its owner serializes access.
///
/// Not API: public for the library's higher layers.
public final class _RACFIFO<Element> {
  // The owner serializes access: no dynamic exclusivity checks.
  @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<Element>
  @usableFromInline @exclusivity(unchecked) var capacity: Int
  @usableFromInline @exclusivity(unchecked) var head = 0
  @usableFromInline @exclusivity(unchecked) var _count = 0

  /// An empty buffer.
  public init() {
    capacity = 4
    storage = .allocate(capacity: capacity)
  }

  deinit {
    removeAll()
    storage.deallocate()
  }

  /// Whether the buffer is empty.
  @inlinable @inline(__always) public var isEmpty: Bool { _count == 0 }

  /// How many elements the buffer holds.
  @inlinable @inline(__always) public var count: Int { _count }

  /// Appends `element` at the back.
  public func append(_ element: Element) {
    if _count == capacity { grow() }
    var slot = head + _count
    if slot >= capacity { slot -= capacity }
    (storage + slot).initialize(to: element)
    _count += 1
  }

  /// Removes and returns the oldest element; the buffer must not be empty.
  public func removeFirst() -> Element {
    precondition(_count > 0, "_RACFIFO.removeFirst() on an empty buffer")
    let element = (storage + head).move()
    head += 1
    if head == capacity { head = 0 }
    _count -= 1
    return element
  }

  /// Removes every element.
  public func removeAll() {
    while _count > 0 { _ = removeFirst() }
    head = 0
  }

  private func grow() {
    let newCapacity = capacity * 2
    let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    for offset in 0..<_count {
      var slot = head + offset
      if slot >= capacity { slot -= capacity }
      (newStorage + offset).moveInitialize(from: storage + slot, count: 1)
    }
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
    head = 0
  }
}
