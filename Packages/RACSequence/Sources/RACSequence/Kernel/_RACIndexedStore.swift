import Dispatch
import Synchronization

// Lazy `map` and `filter` over a sequence whose length is bounded in advance
// (an array-backed sequence, or another of these): the values live in one
// buffer allocated for the bound, computed when first needed, each at most
// once, and read by index afterwards. No node per value: iteration and the
// folds walk the buffer; `head`/`tail` hand out light views of it.

/// Values by index, each computed at most once and read without a lock
/// once computed.
class _RACIndexedStore<Value>: @unchecked Sendable {
  // Safety: `values[i]` is written once, by the thread that computes it,
  // before a releasing publication (a per-index state, or `produced`); it
  // is read only after an acquiring load saw that publication.

  /// An upper bound of the number of values.
  let capacity: Int
  /// The values; `values[i]` is initialized once `ensure(i)` returned true.
  let values: UnsafeMutablePointer<Value>

  init(capacity: Int) {
    self.capacity = capacity
    values = .allocate(capacity: Swift.max(capacity, 1))
  }

  deinit {
    values.deallocate()
  }

  /// Computes the value at `index` if needed; `false` when the sequence
  /// ends before it.
  func ensure(_ index: Int) -> Bool {
    fatalError("_RACIndexedStore.ensure(_:) is abstract")
  }
}

/// Where a store reads its source: an array, or another store.
struct _RACIndexedSource<Value> {
  let array: [Value]?
  let store: _RACIndexedStore<Value>?
  let offset: Int

  /// The number of values at most.
  var capacity: Int {
    if let array { return array.count - offset }
    return store!.capacity - offset
  }

  /// The value at `index`, if the source has one there.
  @inline(__always)
  func withValue<R>(at index: Int, _ body: (Value) -> R) -> R? {
    if let array {
      let position = offset + index
      return position < array.count ? body(array[position]) : nil
    }
    let store = store!
    guard store.ensure(offset + index) else { return nil }
    return body(store.values[offset + index])
  }
}

/// `map(_:)` over a bounded source: the value at `i` is `transform(source[i])`.
final class _RACMapStore<Source, Value>: _RACIndexedStore<Value>, @unchecked Sendable {
  // Safety: see _RACIndexedStore; `states[i]` is the once-cell of `values[i]`.
  private let source: _RACIndexedSource<Source>
  private let transform: (Source) -> Value
  private let states: UnsafeMutablePointer<Atomic<UInt8>>

  init(source: _RACIndexedSource<Source>, transform: @escaping (Source) -> Value) {
    self.source = source
    self.transform = transform
    let capacity = source.capacity
    // A row of idle cells.
    let cells = Swift.max(capacity, 1)
    states = .allocate(capacity: cells)
    for index in 0..<cells { (states + index).initialize(to: Atomic(_RACOnceState.idle)) }
    super.init(capacity: capacity)
  }

  deinit {
    for index in 0..<capacity where states[index].load(ordering: .acquiring) == _RACOnceState.done {
      (values + index).deinitialize(count: 1)
    }
    states.deinitialize(count: Swift.max(capacity, 1))
    states.deallocate()
  }

  override func ensure(_ index: Int) -> Bool {
    guard index < capacity else { return false }
    if states[index].load(ordering: .acquiring) == _RACOnceState.done { return true }
    return _compute(index)
  }

  @inline(never)
  private func _compute(_ index: Int) -> Bool {
    // Reading the source first keeps the cell idle when the source ends
    // there (a filtered source may end before its bound).
    let transform = transform
    let values = values
    let states = states
    let owner = self
    let computed: Bool? = source.withValue(at: index) { value in
      _racOnce(states[index], owner: owner, cell: _racIndexCell(index)) {
        (values + index).initialize(to: transform(value))
      }
      return true
    }
    return computed ?? false
  }
}

/// `filter(_:)` over a bounded source: the passing values, found in order
/// by one producing thread at a time.
final class _RACFilterStore<Value>: _RACIndexedStore<Value>, @unchecked Sendable {
  // Safety: see _RACIndexedStore. `cursor` is read and written only by the
  // thread holding the producer cell (`producing`, claimed with a
  // compare-exchange and released with a releasing store); `produced` and
  // `exhausted` are published with releasing stores.
  private let source: _RACIndexedSource<Value>
  private let predicate: (Value) -> Bool
  private let produced = Atomic<Int>(0)
  private let exhausted = Atomic<Bool>(false)
  private let producing = Atomic<UInt8>(_RACOnceState.idle)
  @exclusivity(unchecked) private var cursor = 0

  init(source: _RACIndexedSource<Value>, predicate: @escaping (Value) -> Bool) {
    self.source = source
    self.predicate = predicate
    super.init(capacity: source.capacity)
  }

  deinit {
    values.deinitialize(count: produced.load(ordering: .acquiring))
  }

  override func ensure(_ index: Int) -> Bool {
    while true {
      if index < produced.load(ordering: .acquiring) { return true }
      if exhausted.load(ordering: .acquiring) { return index < produced.load(ordering: .acquiring) }
      if _racProducerClaim(producing, owner: self) {
        _produce(upTo: index)
        _racProducerRelease(producing, owner: self)
      }
    }
  }

  /// Finds passing values until there is one at `index` or the source ends.
  private func _produce(upTo index: Int) {
    var count = produced.load(ordering: .acquiring)
    let predicate = predicate
    let values = values
    while count <= index {
      let position = cursor
      let found: Bool? = source.withValue(at: position) { value in
        guard predicate(value) else { return false }
        (values + count).initialize(to: value)
        return true
      }
      guard let found else {
        exhausted.store(true, ordering: .releasing)
        return
      }
      cursor = position + 1
      if found {
        count += 1
        produced.store(count, ordering: .releasing)
      }
    }
  }
}

/// The waiting-room cell number of index `index` of a store.
@inline(__always)
func _racIndexCell(_ index: Int) -> Int {
  index
}

/// Claims a producer role (a re-armable cell): `true` when the caller holds
/// it and must release it; `false` after waiting for the holder to release
/// it (the caller then looks again).
@inline(__always)
func _racProducerClaim(_ state: borrowing Atomic<UInt8>, owner: AnyObject) -> Bool {
  let (claimed, _) = state.compareExchange(
    expected: _RACOnceState.idle, desired: _RACOnceState.busy, ordering: .acquiring)
  if claimed { return true }
  _racProducerWait(state, owner: owner)
  return false
}

/// Waits until the producer role is released.
@inline(never)
func _racProducerWait(_ state: borrowing Atomic<UInt8>, owner: AnyObject) {
  _racWaitForState(state, owner: owner, cell: _racProducerCell, until: _RACOnceState.idle)
}

/// Releases the producer role and wakes the threads waiting for it.
@inline(__always)
func _racProducerRelease(_ state: borrowing Atomic<UInt8>, owner: AnyObject) {
  let previous = state.exchange(_RACOnceState.idle, ordering: .acquiringAndReleasing)
  if previous == _RACOnceState.busyWithWaiters {
    _racOnceWake(owner: owner, cell: _racProducerCell)
  }
}

/// The waiting-room cell of a producer role (the cells of a store's values
/// are their indexes).
let _racProducerCell = -1

/// A view of a store from an index on: a sequence without nodes.
final class _RACIndexedSequence<Value>: RACSequence<Value>, @unchecked Sendable {
  // Safety: immutable; the store is thread-safe.
  let store: _RACIndexedStore<Value>
  let index: Int

  init(store: _RACIndexedStore<Value>, index: Int = 0) {
    self.store = store
    self.index = index
    super.init()
  }

  override var head: Value? {
    store.ensure(index) ? store.values[index] : nil
  }

  override var tail: RACSequence<Value>? {
    store.ensure(index) ? _RACIndexedSequence(store: store, index: index + 1) : nil
  }

  override var _backing: _RACBacking { .store }

  override var _storeBacking: (store: _RACIndexedStore<Value>, index: Int)? { (store, index) }
}
