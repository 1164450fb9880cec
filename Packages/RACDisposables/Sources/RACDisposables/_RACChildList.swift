/// The children of a ``RACCompoundDisposable`` past its two inline slots, in
/// the order they were added: a doubly linked list threaded through one
/// array, so that a child is appended and removed in constant time and the
/// children are disposed in order (Docs/Internals.md, "Children in constant
/// time").
///
/// Entry 0 is the list's sentinel: its `next` is the first child's entry and
/// its `prev` the last's (0 when empty), and its `generation` field holds the
/// head of the free list instead (entries of removed children, reused before
/// the array grows; chained through `next`). Every other entry's generation
/// advances when its child leaves, so a stale token finds a different
/// generation and removes nothing. One stored array keeps the compound
/// disposable's state as small as before, and an empty list allocates
/// nothing.
///
/// Guarded by its compound disposable's lock.
struct _RACChildList {
  private struct Entry {
    var child: RACDisposable?
    var prev: Int32
    var next: Int32
    var generation: UInt32
  }

  private var entries: ContiguousArray<Entry> = []

  /// The head of the free list (0: none), kept in the sentinel.
  private var freeHead: Int32 {
    get { Int32(bitPattern: entries[0].generation) }
    set { entries[0].generation = UInt32(bitPattern: newValue) }
  }

  /// Appends `child`; returns its entry and the entry's generation.
  mutating func append(_ child: RACDisposable) -> (entry: Int, generation: UInt32) {
    if entries.isEmpty {
      // The sentinel and the first child in one allocation, of the size
      // the two would grow to: grown from empty, the array would allocate
      // for the sentinel, then again for the child.
      entries.reserveCapacity(2)
      entries.append(Entry(child: nil, prev: 0, next: 0, generation: 0))
    }
    let index: Int32
    let free = freeHead
    if free != 0 {
      index = free
      freeHead = entries[Int(free)].next
    } else {
      precondition(entries.count < Int(Int32.max), "RACCompoundDisposable: too many children")
      index = Int32(entries.count)
      entries.append(Entry(child: nil, prev: 0, next: 0, generation: 0))
    }
    let last = entries[0].prev
    entries[Int(index)].child = child
    entries[Int(index)].prev = last
    entries[Int(index)].next = 0
    entries[Int(last)].next = index
    entries[0].prev = index
    return (Int(index), entries[Int(index)].generation)
  }

  /// Removes the child of `entry` if its generation is still `generation`;
  /// returns it, to be released outside the lock.
  mutating func remove(entry: Int, generation: UInt32) -> RACDisposable? {
    guard entry > 0, entry < entries.count, entries[entry].generation == generation,
      let child = entries[entry].child
    else { return nil }
    unlink(Int32(entry))
    return child
  }

  /// Removes every child identical to `child` (a scan, for RAC's
  /// `-removeDisposable:`), appending them to `removed`.
  mutating func removeAll(identicalTo child: RACDisposable, into removed: inout [RACDisposable]) {
    guard !entries.isEmpty else { return }
    var index = entries[0].next
    while index != 0 {
      let next = entries[Int(index)].next
      if entries[Int(index)].child === child {
        removed.append(child)
        unlink(index)
      }
      index = next
    }
  }

  /// Disposes every child, in the order they were added.
  func disposeInOrder() {
    guard !entries.isEmpty else { return }
    var index = entries[0].next
    while index != 0 {
      entries[Int(index)].child?.dispose()
      index = entries[Int(index)].next
    }
  }

  /// Takes the entry out of the list and onto the free list. The array
  /// does not shrink (a shrunk array would restart the generations, and a
  /// stale token could then remove a newcomer): it is as large as the most
  /// children held at once, and goes with the compound's disposal.
  private mutating func unlink(_ index: Int32) {
    let i = Int(index)
    let prev = entries[i].prev
    let next = entries[i].next
    entries[Int(prev)].next = next
    entries[Int(next)].prev = prev
    entries[i].child = nil
    entries[i].generation &+= 1
    entries[i].next = freeHead
    freeHead = index
  }
}
