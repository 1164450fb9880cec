import RACDisposables

// The variadic `combineLatest` and `zip` of signals of any value types —
// RAC 2.5's `+combineLatest:reduce:` and `+zip:reduce:` with a typed block —
// and their tuple forms: one state object per subscription, which keeps the
// latest (or the queued) values in typed slots of one tuple's storage, and
// one sink per source. Inputs pass through the state's serial gate; nothing
// is allocated per value (Docs/PerformanceHistory.md, "Variadic combineLatest and
// zip").
//
// The state is generic over the tuple type, not over the pack, so that
// copying the tuple out needs no pack metadata per value (as
// `_RACCombineLatestPair` does with its `Pair` parameter).

/// Which operator a variadic signal runs.
///
/// Not API: public for the library's higher layers.
public enum _RACVariadicMode: Sendable {
  /// The latest value of each source, once all have sent; completes when
  /// every source has completed.
  case combineLatest
  /// The n-th value of each source; completes when a completed source has
  /// nothing left queued.
  case zip
}

/// A signal of what `reduce` returns for `signals`' latest (or n-th)
/// values.
///
/// Every source is subscribed to, in order, even after an earlier one ended
/// the result synchronously (RAC's chains of `-combineLatestWith:` and
/// `-zipWith:` do too); the later ones are then disposed at once. An error
/// from any source ends the result at once and disposes the others.
///
/// Not API: public for the library's higher layers.
public func _racVariadicSignal<each T, Output>(
  _ signals: repeat RACSignal<each T>,
  mode: _RACVariadicMode,
  reduce: @escaping (repeat each T) -> Output
) -> RACSignal<Output> {
  var layout = _RACVariadicLayout<(repeat each T), Output>()
  for signal in repeat each signals {
    layout.add(signal)
  }
  // The block's arguments are read from the tuple's storage slot by slot,
  // with the element types the closure captured: reading them as a
  // `(repeat each T)` value would look up that tuple type's metadata on
  // every call.
  let offsets = layout.offsets
  let read: (UnsafeMutableRawPointer) -> Output = { tuple in
    var index = 0
    return reduce(repeat _racReadSlot(tuple, offsets, &index, as: (each T).self))
  }
  return _RACVariadicSignal(layout, mode: mode, read: read, reduceNamed: true)
}

/// `_racVariadicSignal(_:mode:reduce:)` for two signals: the same signal,
/// whose block is called without building a parameter pack (which costs a
/// lookup of the tuple type's metadata per value).
///
/// Not API: public for the library's higher layers.
public func _racVariadicSignal<A, B, Output>(
  _ a: RACSignal<A>,
  _ b: RACSignal<B>,
  mode: _RACVariadicMode,
  reduce: @escaping (A, B) -> Output
) -> RACSignal<Output> {
  var layout = _RACVariadicLayout<(A, B), Output>()
  layout.add(a)
  layout.add(b)
  let first = layout.offsets[0]
  let second = layout.offsets[1]
  let read: (UnsafeMutableRawPointer) -> Output = { tuple in
    reduce(
      (tuple + first).assumingMemoryBound(to: A.self).pointee,
      (tuple + second).assumingMemoryBound(to: B.self).pointee)
  }
  return _RACVariadicSignal(layout, mode: mode, read: read, reduceNamed: true)
}

/// A signal of the tuples of `signals`' latest (or n-th) values; see
/// `_racVariadicSignal(_:mode:reduce:)`.
///
/// Not API: public for the library's higher layers.
public func _racVariadicTuples<each T>(
  _ signals: repeat RACSignal<each T>,
  mode: _RACVariadicMode
) -> RACSignal<(repeat each T)> {
  var layout = _RACVariadicLayout<(repeat each T), (repeat each T)>()
  for signal in repeat each signals {
    layout.add(signal)
  }
  return _RACVariadicSignal(layout, mode: mode, read: nil, reduceNamed: false)
}

/// The slots of a tuple type, and how to subscribe a source to its slot:
/// built once per signal.
struct _RACVariadicLayout<Tuple, Output> {
  var makeSlots: [(_RACVariadicMode) -> _RACVariadicSlot] = []
  var subscribers: [(_RACVariadicState<Tuple, Output>, _RACVariadicSlot) -> RACDisposable] = []
  var sources: [any _RACNameProviding] = []
  var offsets: [Int] = []
  private var end = 0

  /// Appends the slot of `signal`'s values, laid out as Swift lays out a
  /// tuple's elements: in order, each at the next multiple of its
  /// alignment.
  mutating func add<V>(_ signal: RACSignal<V>) {
    let offset = (end + MemoryLayout<V>.alignment - 1) / MemoryLayout<V>.alignment * MemoryLayout<V>.alignment
    end = offset + MemoryLayout<V>.size
    offsets.append(offset)
    makeSlots.append { _RACVariadicTypedSlot<V>(offset: offset, mode: $0) }
    subscribers.append { state, slot in
      signal.subscribe(_RACVariadicSink<V, Tuple, Output>(state, unsafeDowncast(slot, to: _RACVariadicTypedSlot<V>.self)))
    }
    sources.append(signal)
  }

  /// Stops at once if the computed layout is not the tuple's.
  func check() {
    precondition(end == MemoryLayout<Tuple>.size, "_RACVariadicLayout: unexpected tuple layout")
  }
}

final class _RACVariadicSignal<Tuple, Output>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.
  let layout: _RACVariadicLayout<Tuple, Output>
  let mode: _RACVariadicMode
  let read: ((UnsafeMutableRawPointer) -> Output)?

  init(
    _ layout: _RACVariadicLayout<Tuple, Output>, mode: _RACVariadicMode,
    read: ((UnsafeMutableRawPointer) -> Output)?, reduceNamed: Bool
  ) {
    layout.check()
    self.layout = layout
    self.mode = mode
    self.read = read
    super.init()
    let sources = layout.sources
    let selector = mode == .zip ? "+zip:" : "+combineLatest:"
    let suffix = reduceNamed ? " reduce:" : ""
    _setName(lazy: { "\(selector) \(sources.map(\.name))\(suffix)" })
  }

  override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    let slots = layout.makeSlots.map { $0(mode) }
    let state = _RACVariadicState<Tuple, Output>(subscriber, slots: slots, mode: mode, read: read)
    if slots.isEmpty {
      // RAC: no signals, an empty signal.
      state.complete()
      return state.disposable
    }
    for (subscribe, slot) in Swift.zip(layout.subscribers, slots) {
      state.disposable.add(subscribe(state, slot))
    }
    return state.disposable
  }
}

/// One source's slot in a subscription's tuple storage.
class _RACVariadicSlot {
  // Safety (for the subclasses too): touched only by the owner of the
  // state's gate.
  let offset: Int
  @exclusivity(unchecked) final var hasValue = false
  @exclusivity(unchecked) final var completed = false

  init(offset: Int) { self.offset = offset }

  /// Destroys the latest value in `tuple` (combineLatest).
  func deinitialize(in tuple: UnsafeMutableRawPointer) {}

  /// Moves the oldest queued value into `tuple` (zip); returns whether the
  /// queue is empty afterwards.
  func moveFirst(into tuple: UnsafeMutableRawPointer) -> Bool { true }

  /// Whether no value waits in the queue (zip).
  var isEmpty: Bool { true }
}

final class _RACVariadicTypedSlot<V>: _RACVariadicSlot {
  // Safety: see `_RACVariadicSlot`.
  /// zip's queue of values waiting for the other sources' n-th values.
  let queue: _RACFIFO<V>?

  init(offset: Int, mode: _RACVariadicMode) {
    queue = mode == .zip ? _RACFIFO<V>() : nil
    super.init(offset: offset)
  }

  override func deinitialize(in tuple: UnsafeMutableRawPointer) {
    (tuple + offset).assumingMemoryBound(to: V.self).deinitialize(count: 1)
  }

  override func moveFirst(into tuple: UnsafeMutableRawPointer) -> Bool {
    (tuple + offset).assumingMemoryBound(to: V.self).initialize(to: queue!.removeFirst())
    return queue!.isEmpty
  }

  override var isEmpty: Bool { queue!.isEmpty }
}

/// Boxes an input that waits in the gate for its owner.
final class _RACVariadicQueuedInput {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// The state of one subscription to a variadic signal.
final class _RACVariadicState<Tuple, Output>: _RACGatedState<Output, AnyObject>, @unchecked Sendable {
  // Safety: the mutable state, the tuple storage and the slots are touched
  // only by the gate's owner (the multi-input kernel's gate).
  /// The tuple forms' subscriber (`Output` is `Tuple`), which the tuples
  /// are sent to as they are; `nil` for the reduce forms.
  private let tuples: (any RACSubscriber<Tuple>)?
  /// The subscription (the kernel's).
  var disposable: RACCompoundDisposable { subscription }
  private let tuple: UnsafeMutablePointer<Tuple>
  private let slots: [_RACVariadicSlot]
  private let mode: _RACVariadicMode
  /// The reduce forms' block, reading its arguments from the tuple storage.
  private let read: ((UnsafeMutableRawPointer) -> Output)?
  /// combineLatest: slots without a value yet; zip: empty queues.
  @exclusivity(unchecked) private var missing: Int
  /// combineLatest: sources not completed yet; zip: unused.
  @exclusivity(unchecked) private var running: Int
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<Output>, slots: [_RACVariadicSlot], mode: _RACVariadicMode, read: ((UnsafeMutableRawPointer) -> Output)?) {
    // Without a block, `Output` is `Tuple` (`_racVariadicSignal`).
    tuples = read == nil ? (downstream as! any RACSubscriber<Tuple>) : nil
    self.slots = slots
    self.mode = mode
    self.read = read
    missing = slots.count
    running = slots.count
    tuple = .allocate(capacity: 1)
    super.init(downstream)
  }

  deinit {
    // zip moves every tuple out as it sends it; combineLatest keeps the
    // latest values in it.
    if mode == .combineLatest {
      let raw = UnsafeMutableRawPointer(tuple)
      for slot in slots where slot.hasValue { slot.deinitialize(in: raw) }
    }
    tuple.deallocate()
  }

  /// Where a slot's value lives.
  @inline(__always)
  func pointer<V>(_ slot: _RACVariadicTypedSlot<V>) -> UnsafeMutablePointer<V> {
    (UnsafeMutableRawPointer(tuple) + slot.offset).assumingMemoryBound(to: V.self)
  }

  /// The one place that enters the gate: runs `work` now when this thread
  /// can own the gate, else queues what `queued` makes for the owner.
  @inline(__always)
  func serialize(_ work: () -> Void, queued: () -> _RACVariadicQueuedInput) {
    run(work, orQueue: queued)
  }

  /// A queued input runs what it boxed.
  override func process(_ input: AnyObject) {
    unsafeDowncast(input, to: _RACVariadicQueuedInput.self).run()
  }

  /// A value of `slot`'s source.
  func next<V>(_ value: V, _ slot: _RACVariadicTypedSlot<V>) {
    if terminated || disposable.isDisposed { return }
    switch mode {
    case .combineLatest:
      if slot.hasValue {
        pointer(slot).pointee = value
      } else {
        pointer(slot).initialize(to: value)
        slot.hasValue = true
        missing -= 1
      }
      guard missing == 0 else { return }
      if let read {
        downstream.sendNext(read(UnsafeMutableRawPointer(tuple)))
      } else {
        tuples.unsafelyUnwrapped.sendNext(tuple.pointee)
      }
    case .zip:
      let queue = slot.queue!
      if queue.isEmpty { missing -= 1 }
      queue.append(value)
      guard missing == 0 else { return }
      let raw = UnsafeMutableRawPointer(tuple)
      for slot in slots where slot.moveFirst(into: raw) { missing += 1 }
      // The tuple leaves the storage before it is sent: a value sent
      // re-entrantly refills it.
      if let read {
        let output = read(raw)
        tuple.deinitialize(count: 1)
        downstream.sendNext(output)
      } else {
        tuples.unsafelyUnwrapped.sendNext(tuple.move())
      }
      completeIfZipped()
    }
  }

  /// `slot`'s source completed.
  func completed(_ slot: _RACVariadicSlot) {
    if terminated || disposable.isDisposed { return }
    slot.completed = true
    switch mode {
    case .combineLatest:
      running -= 1
      if running == 0 { complete() }
    case .zip:
      completeIfZipped()
    }
  }

  /// A source failed.
  func failed(_ error: any Error) {
    if terminated || disposable.isDisposed { return }
    terminated = true
    disposable.dispose()
    downstream.sendError(error)
  }

  /// zip completes as soon as a completed source has nothing queued: no
  /// more tuples can be made.
  private func completeIfZipped() {
    if terminated || disposable.isDisposed { return }
    for slot in slots where slot.completed && slot.isEmpty {
      complete()
      return
    }
  }

  func complete() {
    terminated = true
    downstream.sendCompleted()
    disposable.dispose()
  }
}

final class _RACVariadicSink<V, Tuple, Output>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACVariadicState<Tuple, Output>
  let slot: _RACVariadicTypedSlot<V>

  init(_ state: _RACVariadicState<Tuple, Output>, _ slot: _RACVariadicTypedSlot<V>) {
    self.state = state
    self.slot = slot
  }

  func sendNext(_ value: V) {
    let state = self.state
    let slot = self.slot
    state.serialize({ state.next(value, slot) }, queued: { _RACVariadicQueuedInput { state.next(value, slot) } })
  }

  func sendError(_ error: any Error) {
    own?.dispose()
    let state = self.state
    state.serialize({ state.failed(error) }, queued: { _RACVariadicQueuedInput { state.failed(error) } })
  }

  func sendCompleted() {
    own?.dispose()
    let state = self.state
    let slot = self.slot
    state.serialize({ state.completed(slot) }, queued: { _RACVariadicQueuedInput { state.completed(slot) } })
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

/// Reads the `index`-th slot of a tuple's storage as a `V`, and moves
/// `index` on.
@inline(__always)
func _racReadSlot<V>(_ tuple: UnsafeMutableRawPointer, _ offsets: [Int], _ index: inout Int, as type: V.Type) -> V {
  defer { index += 1 }
  return (tuple + offsets[index]).assumingMemoryBound(to: V.self).pointee
}
