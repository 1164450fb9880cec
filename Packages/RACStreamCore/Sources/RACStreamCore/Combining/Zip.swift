import RACDisposables

/// The state of one subscription to the variadic `zip`, on the multi-input
/// kernel: a queue of waiting values per source; each time every queue
/// holds one, the oldest of each are moved into the typed slots of one
/// storage, allocated once, and sent. Nothing is allocated per value once
/// the queues have grown to their steady size.
///
/// It behaves as RAC's `+zip:`, a chain of `-zipWith:` links, to the
/// letter (Docs/Internals.md, "The general combineLatest and the variadic
/// zip"): the result completes when the last link would, and a link below
/// that completes cuts off the sources beneath it, as the link's own
/// disposal does in RAC, while the result goes on.
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
  /// Per source, with three sources or more: the disposable its
  /// subscription joins, disposed when the source is cut off. The links of
  /// two sources are the result itself: none then.
  private let cuttable: [RACSerialDisposable]
  /// How many sources, from the first, are cut off: their events are
  /// dropped.
  @exclusivity(unchecked) private var cut = 0
  /// Whether a source completed: only then can a link complete.
  @exclusivity(unchecked) private var someCompleted = false

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
    cuttable = slots.count >= 3 ? slots.slots.map { _ in RACSerialDisposable() } : []
    super.init(downstream, slots, output: output)
    // In the order RAC's chain disposes its sources: the first first.
    for slot in cuttable { subscription.add(slot) }
  }

  /// What source `index`'s subscription joins: its own disposable when it
  /// can be cut off, else the subscription.
  func joining(_ index: Int) -> RACDisposable? {
    cuttable.isEmpty ? nil : cuttable[index]
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
    if isOver || index < cut { return }
    queueRefs[index]._withUnsafeGuaranteedRef { unsafeDowncast($0, to: _RACFIFO<V>.self).append(value) }
    didAppend(index)
  }

  /// Counts the value just queued for source `index`; sends a tuple once
  /// every queue holds a value.
  private func didAppend(_ index: Int) {
    if waiting[index] == 0 { missing -= 1 }
    waiting[index] += 1
    guard missing == 0 else {
      if someCompleted { cutCompletedLinks() }
      return
    }
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
    if someCompleted { cutCompletedLinks() }
  }

  override func handle(_ input: _RACSlotsInput) {
    switch input {
    case .next(let index, let value):
      if isOver || index < cut { return }
      slots[index].append(value, to: queues[index])
      didAppend(index)
    case .completed(let index):
      if isOver || index < cut { return }
      completed[index] = true
      someCompleted = true
      if waiting[index] == 0 { exhausted = true }
      completeIfZipped()
      cutCompletedLinks()
    case .error(let index, let error):
      if index < cut { return }
      terminate(.error(error))
    }
  }

  /// Cuts off the sources beneath each link of RAC's chain that has
  /// completed while the result goes on. Link `k` zips what the links
  /// beneath send with source `k`; it completes (RAC's
  /// `sendCompletedIfNecessary`) once its left side completed with nothing
  /// of it waiting, or source `k` completed with nothing of it waiting. In
  /// the queues here, the left side's tuples waiting at link `k` are the
  /// fewest values waiting among sources `0..<k` less the fewest among
  /// `0...k`, and source `k`'s own are its count less the latter. A link
  /// that completed disposes the links and sources beneath it, in order.
  /// It reads every source's count, as making a tuple moves a value out of
  /// every queue: the sources are the parameter pack written at the call
  /// site, a handful, not a collection that grows.
  private func cutCompletedLinks() {
    if cuttable.isEmpty || isOver { return }
    var fewest = waiting[0]
    var linkCompleted = completed[0] || cut > 0
    var newCut = cut
    // The last link is the result: `completeIfZipped` ends it.
    for k in 1..<(cuttable.count - 1) {
      let waitingHere = waiting[k]
      let fewestHere = min(fewest, waitingHere)
      linkCompleted =
        k < cut || (linkCompleted && fewest == fewestHere) || (completed[k] && waitingHere == fewestHere)
      fewest = fewestHere
      if linkCompleted { newCut = k + 1 }
    }
    while cut < newCut {
      cuttable[cut].dispose()
      cut += 1
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
