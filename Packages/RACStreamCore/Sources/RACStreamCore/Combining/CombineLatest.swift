import RACDisposables

/// The general `combineLatest`'s signal — the variadic, tuple and array
/// forms, with or without a reduce block (the pair, `combineLatest(with:)`,
/// has a state of its own in RACSignalOperators): one
/// `_RACCombineLatestState` per subscription, one `_RACStateInput` per
/// source (Docs/Internals.md, "The multi-input kernel").
final class _RACCombineLatestSignal<Output>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.
  let slots: _RACSlots
  let sources: [any _RACNameProviding]
  /// Makes the output from the storage of the latest values.
  let read: (UnsafeMutableRawPointer) -> Output

  init(_ slots: _RACSlots, _ sources: [any _RACNameProviding], read: @escaping (UnsafeMutableRawPointer) -> Output, reduceNamed: Bool) {
    self.slots = slots
    self.sources = sources
    self.read = read
    super.init()
    let suffix = reduceNamed ? " reduce:" : ""
    _setName(lazy: { "+combineLatest: \(sources.map(\.name))\(suffix)" })
  }

  override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    let state = _RACCombineLatestState(subscriber, slots, read: read)
    if slots.count == 0 {
      // RAC: no signals, an empty signal.
      state.sendCompleted()
      state.subscription.dispose()
      return state.subscription
    }
    // Every source is subscribed, in order, even after one ended the result
    // synchronously (as ReactiveCocoa's chain of -combineLatestWith: does);
    // the later ones are then disposed at once.
    for (index, slot) in slots.slots.enumerated() {
      slot.subscribe(state, to: sources[index], index: index)
    }
    return state.subscription
  }
}

/// The state of one subscription to the general `combineLatest`, on the
/// multi-input kernel: the latest value of each source in a typed slot of
/// one storage, allocated once; nothing is allocated per value.
///
/// Values take the gate's fast path (``receive(_:at:)``); a value that must
/// wait for the gate's owner, and the terminal events, are
/// `_RACSlotsInput`s, whose value is boxed as `Any` (only then) and
/// stored by its source's slot.
final class _RACCombineLatestState<Output>: _RACBoxedState<Output, _RACSlotsInput>, @unchecked Sendable {
  // Safety: the storage, the flags and the counters are touched only by the
  // gate's owner; the rest is immutable.
  private let slots: [_RACSlot]
  /// Keeps `offsets` alive.
  private let layout: _RACSlots
  private let offsets: UnsafeMutablePointer<Int>
  private let read: (UnsafeMutableRawPointer) -> Output
  private let storage: UnsafeMutableRawPointer
  /// Whether each slot holds a value.
  private let stored: UnsafeMutablePointer<Bool>
  /// Slots without a value yet.
  @exclusivity(unchecked) private var missing: Int
  /// Sources not completed yet.
  @exclusivity(unchecked) private var running: Int

  init(_ downstream: any RACSubscriber<Output>, _ slots: _RACSlots, read: @escaping (UnsafeMutableRawPointer) -> Output) {
    self.slots = slots.slots
    layout = slots
    offsets = slots.offsets
    self.read = read
    storage = slots.allocateStorage()
    stored = .allocate(capacity: max(slots.count, 1))
    stored.initialize(repeating: false, count: max(slots.count, 1))
    missing = slots.count
    running = slots.count
    super.init(downstream)
  }

  deinit {
    for index in 0..<slots.count where stored[index] {
      slots[index].deinitialize(storage + offsets[index])
    }
    stored.deallocate()
    storage.deallocate()
  }

  /// A value of source `index`: the fast path.
  @inline(__always)
  func receive<V>(_ value: V, at index: Int) {
    run({ next(value, index) }, orQueue: { .next(index, value) })
  }

  private func next<V>(_ value: V, _ index: Int) {
    if isOver { return }
    let slot = (storage + offsets[index]).assumingMemoryBound(to: V.self)
    if stored[index] {
      slot.pointee = value
    } else {
      slot.initialize(to: value)
      didStoreFirst(index)
    }
    if missing == 0 { downstream.sendNext(read(storage)) }
  }

  private func didStoreFirst(_ index: Int) {
    stored[index] = true
    missing -= 1
  }

  override func handle(_ input: _RACSlotsInput) {
    switch input {
    case .next(let index, let value):
      if isOver { return }
      let wasStored = stored[index]
      slots[index].store(value, at: storage + offsets[index], initialized: wasStored)
      if !wasStored { didStoreFirst(index) }
      if missing == 0 { downstream.sendNext(read(storage)) }
    case .completed:
      // Completes only when every source has completed, whether or not it
      // sent anything.
      running -= 1
      guard running == 0, !isOver else { return }
      sendCompleted()
      subscription.dispose()
    case .error(let error):
      terminate(.error(error))
    }
  }
}
