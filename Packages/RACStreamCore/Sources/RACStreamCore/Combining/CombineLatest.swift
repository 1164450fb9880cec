import RACDisposables

/// The state of one subscription to the general `combineLatest`, on the
/// multi-input kernel: the latest value of each source in a typed slot of
/// one storage, allocated once; nothing is allocated per value.
///
/// Values take the gate's fast path (``receive(_:at:)``); a value that must
/// wait for the gate's owner, and the terminal events, are
/// `_RACSlotsInput`s, whose value is boxed as `Any` (only then) and
/// stored by its source's slot.
final class _RACCombineLatestState<Output>: _RACSlotsState<Output>, @unchecked Sendable {
  // Safety: the flags and the counters are touched only by the gate's
  // owner; the rest is immutable.
  /// Whether each slot holds a value.
  private let stored: UnsafeMutablePointer<Bool>
  /// Slots without a value yet.
  @exclusivity(unchecked) private var missing: Int
  /// Sources not completed yet.
  @exclusivity(unchecked) private var running: Int

  required init(
    _ downstream: any RACSubscriber<Output>, _ slots: _RACSlots, output: @escaping (UnsafeMutableRawPointer) -> Output
  ) {
    stored = .allocate(capacity: max(slots.count, 1))
    stored.initialize(repeating: false, count: max(slots.count, 1))
    missing = slots.count
    running = slots.count
    super.init(downstream, slots, output: output)
  }

  deinit {
    for index in 0..<slots.count where stored[index] {
      slots[index].deinitialize(storage + offsets[index])
    }
    stored.deallocate()
  }

  override func subscribe(_ source: any _RACNameProviding, with slot: _RACSlot, index: Int) {
    slot.subscribe(self, to: source, index: index)
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
    if missing == 0 { downstream.sendNext(output(storage)) }
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
      if missing == 0 { downstream.sendNext(output(storage)) }
    case .completed:
      // Completes only when every source has completed, whether or not it
      // sent anything.
      running -= 1
      guard running == 0, !isOver else { return }
      sendCompleted()
      subscription.dispose()
    case .error(_, let error):
      terminate(.error(error))
    }
  }
}
