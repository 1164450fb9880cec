import RACDisposables

/// The state of one subscription to the variadic `zip`, on the multi-input
/// kernel: a queue of waiting values per source; each time every queue
/// holds one, the oldest of each are moved into the typed slots of one
/// storage, allocated once, and sent. Nothing is allocated per value once
/// the queues have grown to their steady size.
final class _RACZipState<Output>: _RACSlotsState<Output>, @unchecked Sendable {
  // Safety: the queues, the counts and the flags are touched only by the
  // gate's owner; the rest is immutable.
  /// Each source's queue (a `_RACFIFO` of its value type).
  private let queues: [AnyObject]
  /// The queues again, unretained (`queues` keeps them): the fast path
  /// reaches a queue with no array access and no retain.
  private let queueRefs: UnsafeMutablePointer<Unmanaged<AnyObject>>
  /// How many values wait in each queue.
  private let waiting: UnsafeMutablePointer<Int>
  /// Whether each source completed.
  private let completed: UnsafeMutablePointer<Bool>
  /// Empty queues.
  @exclusivity(unchecked) private var missing: Int
  /// Whether a completed source has nothing waiting: no more tuples can be
  /// made. Kept as each queue empties or each source completes, so that
  /// no event scans every source.
  @exclusivity(unchecked) private var exhausted = false

  required init(
    _ downstream: any RACSubscriber<Output>, _ slots: _RACSlots, output: @escaping (UnsafeMutableRawPointer) -> Output
  ) {
    queues = slots.slots.map { $0.makeQueue() }
    queueRefs = .allocate(capacity: max(queues.count, 1))
    for (index, queue) in queues.enumerated() { (queueRefs + index).initialize(to: .passUnretained(queue)) }
    let count = max(slots.count, 1)
    waiting = .allocate(capacity: count)
    waiting.initialize(repeating: 0, count: count)
    completed = .allocate(capacity: count)
    completed.initialize(repeating: false, count: count)
    missing = slots.count
    super.init(downstream, slots, output: output)
  }

  deinit {
    // Every tuple is moved out as it is sent: the storage holds nothing.
    completed.deallocate()
    waiting.deallocate()
    queueRefs.deallocate()
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
    queueRefs[index]._withUnsafeGuaranteedRef { unsafeDowncast($0, to: _RACFIFO<V>.self).append(value) }
    didAppend(index)
  }

  /// Counts the value just queued for source `index`; sends a tuple once
  /// every queue holds a value.
  private func didAppend(_ index: Int) {
    if waiting[index] == 0 { missing -= 1 }
    waiting[index] += 1
    guard missing == 0 else { return }
    let slots = self.slots
    for slot in 0..<slots.count {
      queueRefs[slot]._withUnsafeGuaranteedRef { slots[slot].moveFirst(of: $0, to: storage + offsets[slot]) }
      waiting[slot] -= 1
      if waiting[slot] == 0 {
        missing += 1
        if completed[slot] { exhausted = true }
      }
    }
    // The tuple leaves the storage before it is sent: a value sent
    // re-entrantly refills it.
    downstream.sendNext(output(storage))
    completeIfZipped()
  }

  override func handle(_ input: _RACSlotsInput) {
    switch input {
    case .next(let index, let value):
      if isOver { return }
      slots[index].append(value, to: queues[index])
      didAppend(index)
    case .completed(let index):
      if isOver { return }
      completed[index] = true
      if waiting[index] == 0 { exhausted = true }
      completeIfZipped()
    case .error(let error):
      terminate(.error(error))
    }
  }

  /// Completes as soon as a completed source has nothing waiting: no more
  /// tuples can be made.
  private func completeIfZipped() {
    guard exhausted, !isOver else { return }
    sendCompleted()
    subscription.dispose()
  }
}
