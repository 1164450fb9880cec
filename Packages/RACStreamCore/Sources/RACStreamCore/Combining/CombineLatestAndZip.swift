import RACDisposables

// The typed slots behind the general `combineLatest` (CombineLatest.swift:
// the variadic, tuple and array forms) and the variadic `zip` (Zip.swift),
// and the signal and state base they share:
// one slot per source in one raw storage, laid out as Swift lays out the
// tuple of the sources' value types, so that a tuple form sends the storage
// as it is and a reduce form reads its block's arguments slot by slot.
// Nothing is allocated per value (Docs/PerformanceHistory.md, "Variadic
// combineLatest and zip").
//
// What reads the storage is made where the tuple type is a plain generic
// parameter, not a pack: reading a `(repeat each T)` value would look up
// that tuple type's metadata on every value.

/// A signal of what `reduce` returns for `signals`' latest values: the
/// general `combineLatest` (Combining/CombineLatest.swift).
///
/// Every source is subscribed to, in order, even after an earlier one ended
/// the result synchronously (RAC's chains of `-combineLatestWith:` do too);
/// the later ones are then disposed at once. An error from any source ends
/// the result at once and disposes the others.
///
/// Not API: public for the library's higher layers.
public func _racCombineLatest<each T, Output>(
  _ signals: repeat RACSignal<each T>,
  reduce: @escaping (repeat each T) -> Output
) -> RACSignal<Output> {
  let (slots, sources) = _racSlots(repeat each signals)
  return _RACSlotsSignal(
    "+combineLatest:", slots, sources, output: _racReadArguments(slots, reduce), reduceNamed: true,
    state: _RACCombineLatestState.self)
}

/// `_racCombineLatest(_:reduce:)` for two signals: the same signal, whose
/// block is called without building a parameter pack (which costs a lookup
/// of the tuple type's metadata per value).
///
/// Not API: public for the library's higher layers.
public func _racCombineLatest<A, B, Output>(
  _ a: RACSignal<A>,
  _ b: RACSignal<B>,
  reduce: @escaping (A, B) -> Output
) -> RACSignal<Output> {
  let (slots, sources) = _racSlots(a, b)
  return _RACSlotsSignal(
    "+combineLatest:", slots, sources, output: _racReadArguments(slots, reduce), reduceNamed: true,
    state: _RACCombineLatestState.self)
}

/// A signal of the tuples of `signals`' latest values; see
/// `_racCombineLatest(_:reduce:)`.
///
/// Not API: public for the library's higher layers.
public func _racCombineLatestTuples<each T>(
  _ signals: repeat RACSignal<each T>
) -> RACSignal<(repeat each T)> {
  let (slots, sources) = _racSlots(repeat each signals)
  return _RACSlotsSignal(
    "+combineLatest:", slots, sources, output: _racReadTuple((repeat each T).self), reduceNamed: false,
    state: _RACCombineLatestState.self)
}

/// A signal of the arrays of `signals`' latest values, in order; see
/// `_racCombineLatest(_:reduce:)`. No signals: the result completes at
/// once. RACSignalOperators' `RACSignal.combineLatest(_:)` over an array
/// returns this signal.
///
/// ```text
/// a:      -1---2----|
/// b:      --3----4-|
/// result: --x--y-z--|  x = [1, 3], y = [2, 3], z = [2, 4]
/// ```
///
/// ![x = (1, 3), y = (2, 3), z = (2, 4). a: 1, 2, then completed. b: 3, 4, then completed. result: x, y, z, then completed.](racCombineLatestArray.svg)
///
/// Not API: public for the library's higher layers.
public func _racCombineLatestArray<Value>(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
  var builder = _RACSlotsBuilder()
  for signal in signals { builder.add(signal) }
  let slots = builder.build()
  let sources = builder.sources
  let count = signals.count
  // The slots of one value type sit one stride apart: the storage is laid
  // out as an array's elements.
  let read: (UnsafeMutableRawPointer) -> [Value] = { storage in
    Array(UnsafeBufferPointer(start: storage.assumingMemoryBound(to: Value.self), count: count))
  }
  return _RACSlotsSignal(
    "+combineLatest:", slots, sources, output: read, reduceNamed: false,
    state: _RACCombineLatestState.self)
}

/// A signal of what `reduce` returns for `signals`' n-th values: the
/// variadic `zip` (Combining/Zip.swift). Subscription and errors as
/// `_racCombineLatest(_:reduce:)`.
func _racZipSlots<each T, Output>(
  _ signals: repeat RACSignal<each T>,
  reduce: @escaping (repeat each T) -> Output
) -> RACSignal<Output> {
  let (slots, sources) = _racSlots(repeat each signals)
  return _RACSlotsSignal(
    "+zip:", slots, sources, output: _racTakeArguments(slots, reduce), reduceNamed: true, state: _RACZipState.self)
}

/// `_racZipSlots(_:reduce:)` for two signals, without a parameter pack.
func _racZipSlots<A, B, Output>(
  _ a: RACSignal<A>,
  _ b: RACSignal<B>,
  reduce: @escaping (A, B) -> Output
) -> RACSignal<Output> {
  let (slots, sources) = _racSlots(a, b)
  return _RACSlotsSignal(
    "+zip:", slots, sources, output: _racTakeArguments(slots, reduce), reduceNamed: true, state: _RACZipState.self)
}

/// A signal of the tuples of `signals`' n-th values.
func _racZipTuples<each T>(_ signals: repeat RACSignal<each T>) -> RACSignal<(repeat each T)> {
  let (slots, sources) = _racSlots(repeat each signals)
  return _RACSlotsSignal(
    "+zip:", slots, sources, output: _racTakeTuple((repeat each T).self), reduceNamed: false,
    state: _RACZipState.self)
}

// MARK: The signal and the state

/// The signal of the general `combineLatest` and of the variadic `zip`: the
/// sources, their slots, what makes the output from the storage, and the
/// state each subscription runs on (Docs/Internals.md, "The general
/// combineLatest and the variadic zip").
final class _RACSlotsSignal<Output>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.
  let slots: _RACSlots
  let sources: [any _RACNameProviding]
  /// Makes the output from the storage.
  let output: (UnsafeMutableRawPointer) -> Output
  /// The state of each subscription: the general `combineLatest`'s or
  /// the variadic `zip`'s.
  let state: _RACSlotsState<Output>.Type

  /// Creates the signal, named `"<selector> [names]"` (and ` reduce:` when
  /// `reduceNamed`) when its name is read.
  init(
    _ selector: StaticString,
    _ slots: _RACSlots,
    _ sources: [any _RACNameProviding],
    output: @escaping (UnsafeMutableRawPointer) -> Output,
    reduceNamed: Bool,
    state: _RACSlotsState<Output>.Type
  ) {
    self.slots = slots
    self.sources = sources
    self.output = output
    self.state = state
    let suffix = reduceNamed ? " reduce:" : ""
    super.init(_name: .lazy { "\(selector) \(sources.map(\.name))\(suffix)" })
  }

  override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    let state = state.init(subscriber, slots, output: output)
    if sources.isEmpty {
      // RAC: no signals, an empty signal.
      state.sendCompleted()
      state.subscription.dispose()
      return state.subscription
    }
    // Every source is subscribed, in order, even after one ended the result
    // synchronously (as ReactiveCocoa's chains of -combineLatestWith: and
    // -zipWith: do); the later ones are then disposed at once.
    for (index, slot) in slots.slots.enumerated() {
      state.subscribe(sources[index], with: slot, index: index)
    }
    return state.subscription
  }
}

/// The base of the states over slots: the storage of one subscription and
/// what reads it. A subclass keeps its own per-slot bookkeeping.
class _RACSlotsState<Output>: _RACBoxedState<Output, _RACSlotsInput>, @unchecked Sendable {
  // Safety: the storage is touched only by the gate's owner; the rest is
  // immutable.
  final let slots: [_RACSlot]
  /// Keeps `offsets` alive.
  private let layout: _RACSlots
  /// Where each slot's value lives in `storage`.
  final let offsets: UnsafeMutablePointer<Int>
  /// The values, laid out by `layout`.
  final let storage: UnsafeMutableRawPointer
  /// Makes the output from `storage`: for `zip`, moves the values out of
  /// it (a value sent re-entrantly refills it).
  final let output: (UnsafeMutableRawPointer) -> Output

  required init(
    _ downstream: any RACSubscriber<Output>, _ slots: _RACSlots, output: @escaping (UnsafeMutableRawPointer) -> Output
  ) {
    self.slots = slots.slots
    layout = slots
    offsets = slots.offsets
    storage = slots.allocateStorage()
    self.output = output
    super.init(downstream)
  }

  deinit { storage.deallocate() }

  /// Subscribes this state to `source` through `slot`, as input `index`:
  /// `slot.subscribe(self, to: source, index: index)`, with `self` of the
  /// subclass's type.
  func subscribe(_ source: any _RACNameProviding, with slot: _RACSlot, index: Int) {
    preconditionFailure("\(type(of: self)) must override subscribe(_:with:index:)")
  }
}

// MARK: The slots

/// The slots of the sources of one signal: built once per signal, shared by
/// its subscriptions, immutable.
///
/// A subscription's state keeps the slots, so they keep no signal: a source
/// that keeps its subscribers (and so the state) would make a cycle through
/// them. The signal keeps its sources beside them.
final class _RACSlots: @unchecked Sendable {
  // Safety: immutable (the offsets' buffer is written once, in `init`).
  /// One slot per source, in order.
  let slots: [_RACSlot]
  /// Where each slot's value lives in the storage, from its start: the fast
  /// paths read them here, with no array access.
  let offsets: UnsafeMutablePointer<Int>
  /// The storage's size and alignment.
  let size: Int
  let alignment: Int

  init(_ slots: [_RACSlot], size: Int, alignment: Int) {
    self.slots = slots
    self.size = size
    self.alignment = alignment
    offsets = .allocate(capacity: max(slots.count, 1))
    for (index, slot) in slots.enumerated() { offsets[index] = slot.offset }
  }

  deinit { offsets.deallocate() }

  var count: Int { slots.count }

  /// Allocates the storage of one subscription.
  func allocateStorage() -> UnsafeMutableRawPointer {
    .allocate(byteCount: max(size, 1), alignment: alignment)
  }
}

/// Builds the slots of a signal, one source at a time.
struct _RACSlotsBuilder {
  private var slots: [_RACSlot] = []
  /// The sources, in order: what the signal keeps beside the slots.
  private(set) var sources: [any _RACNameProviding] = []
  private var end = 0
  private var alignment = 1

  /// Appends the slot of `signal`'s values, laid out as Swift lays out a
  /// tuple's elements: in order, each at the next multiple of its
  /// alignment.
  mutating func add<V>(_ signal: RACSignal<V>) {
    let align = MemoryLayout<V>.alignment
    let offset = (end + align - 1) / align * align
    end = offset + MemoryLayout<V>.size
    alignment = max(alignment, align)
    slots.append(_RACTypedSlot<V>(offset: offset))
    sources.append(signal)
  }

  /// The slots, checked against the tuple type they stand for: stops at
  /// once if the computed layout is not the tuple's.
  func build<Tuple>(as tuple: Tuple.Type) -> _RACSlots {
    precondition(
      end == MemoryLayout<Tuple>.size && alignment == MemoryLayout<Tuple>.alignment,
      "_RACSlots: unexpected tuple layout")
    return _RACSlots(slots, size: end, alignment: alignment)
  }

  /// The slots (an array's: no tuple type to check).
  func build() -> _RACSlots {
    _RACSlots(slots, size: end, alignment: alignment)
  }
}

/// The slots of a parameter pack of signals, and the signals.
func _racSlots<each T>(_ signals: repeat RACSignal<each T>) -> (_RACSlots, [any _RACNameProviding]) {
  var builder = _RACSlotsBuilder()
  for signal in repeat each signals { builder.add(signal) }
  return (builder.build(as: (repeat each T).self), builder.sources)
}

/// One source's slot: where its value lives, and the typed work that a
/// state, generic over its output only, leaves to it (subscribing the
/// source, and what a queued input or the state's end needs).
class _RACSlot: @unchecked Sendable {
  // Safety: immutable.
  let offset: Int

  init(offset: Int) {
    self.offset = offset
  }

  /// Subscribes `state` to `source`, this slot's signal, as its input
  /// `index`.
  func subscribe<Output>(_ state: _RACCombineLatestState<Output>, to source: any _RACNameProviding, index: Int) {
    preconditionFailure("_RACSlot is abstract")
  }

  /// Subscribes `state` to `source`, this slot's signal, as its input
  /// `index`.
  func subscribe<Output>(_ state: _RACZipState<Output>, to source: any _RACNameProviding, index: Int) {
    preconditionFailure("_RACSlot is abstract")
  }

  /// Stores a value that waited in the gate (`combineLatest`), at `slot`.
  func store(_ value: Any, at slot: UnsafeMutableRawPointer, initialized: Bool) {}

  /// Destroys the value at `slot`.
  func deinitialize(_ slot: UnsafeMutableRawPointer) {}

  /// A queue of the source's values (`zip`).
  func makeQueue() -> AnyObject { preconditionFailure("_RACSlot is abstract") }

  /// Appends a value that waited in the gate to `queue` (`zip`).
  func append(_ value: Any, to queue: AnyObject) {}

  /// Moves the oldest value of `queue` to `slot` (`zip`).
  func moveFirst(of queue: AnyObject, to slot: UnsafeMutableRawPointer) {}
}

final class _RACTypedSlot<V>: _RACSlot, @unchecked Sendable {
  // Safety: immutable.

  override func subscribe<Output>(_ state: _RACCombineLatestState<Output>, to source: any _RACNameProviding, index: Int)
  {
    let input = _RACStateInput<_RACCombineLatestState<Output>, V>(
      state, index: index, next: { $0.state.receive($1, at: $0.index) }
    ) {
      input, error in
      input.state.receive(
        _racTerminalInput(error, error: { .error(input.index, $0) }, completed: .completed(input.index)))
    }
    state.subscribe(unsafeDowncast(source as AnyObject, to: RACSignal<V>.self), input, evenIfOver: true)
  }

  override func subscribe<Output>(_ state: _RACZipState<Output>, to source: any _RACNameProviding, index: Int) {
    let input = _RACStateInput<_RACZipState<Output>, V>(
      state, index: index, next: { $0.state.receive($1, at: $0.index) }
    ) {
      input, error in
      input.state.receive(
        _racTerminalInput(error, error: { .error(input.index, $0) }, completed: .completed(input.index)))
    }
    state.subscribe(
      unsafeDowncast(source as AnyObject, to: RACSignal<V>.self), input, joining: state.joining(index),
      evenIfOver: true)
  }

  override func store(_ value: Any, at slot: UnsafeMutableRawPointer, initialized: Bool) {
    let typed = slot.assumingMemoryBound(to: V.self)
    if initialized {
      typed.pointee = value as! V
    } else {
      typed.initialize(to: value as! V)
    }
  }

  override func deinitialize(_ slot: UnsafeMutableRawPointer) {
    slot.assumingMemoryBound(to: V.self).deinitialize(count: 1)
  }

  override func makeQueue() -> AnyObject { _RACFIFO<V>() }

  override func append(_ value: Any, to queue: AnyObject) {
    unsafeDowncast(queue, to: _RACFIFO<V>.self).append(value as! V)
  }

  override func moveFirst(of queue: AnyObject, to slot: UnsafeMutableRawPointer) {
    slot.assumingMemoryBound(to: V.self).initialize(to: unsafeDowncast(queue, to: _RACFIFO<V>.self).removeFirst())
  }
}

/// An input of a state over slots (the general `combineLatest`, the
/// variadic `zip`) that goes through the gate as a value: a value that
/// waited for the gate's owner (boxed as `Any`, only then, and stored by its
/// source's slot), or a source's terminal event. Not generic: building or
/// matching one looks up no metadata.
enum _RACSlotsInput {
  case next(Int, Any)
  case completed(Int)
  /// Source `index` failed.
  case error(Int, any Error)
}

// MARK: Reading the storage

/// Reads the storage as a `Tuple` (the tuple forms of `combineLatest`),
/// with the tuple's metadata captured once: `Tuple` is a plain generic
/// parameter here, not a pack.
func _racReadTuple<Tuple>(_ tuple: Tuple.Type) -> (UnsafeMutableRawPointer) -> Tuple {
  { $0.assumingMemoryBound(to: Tuple.self).pointee }
}

/// Moves the storage's `Tuple` out (the tuple forms of `zip`).
func _racTakeTuple<Tuple>(_ tuple: Tuple.Type) -> (UnsafeMutableRawPointer) -> Tuple {
  { $0.assumingMemoryBound(to: Tuple.self).move() }
}

/// Calls `reduce` with the slots' values as its arguments, read slot by
/// slot with the element types the closure captured: reading them as a
/// `(repeat each T)` value would look up that tuple type's metadata on
/// every call.
func _racReadArguments<each T, Output>(
  _ slots: _RACSlots,
  _ reduce: @escaping (repeat each T) -> Output
) -> (UnsafeMutableRawPointer) -> Output {
  let offsets = slots.offsets
  return { [slots] storage in
    withExtendedLifetime(slots) {
      var index = 0
      return reduce(repeat _racReadSlot(storage, offsets, &index, as: (each T).self))
    }
  }
}

/// `_racReadArguments(_:_:)` for zip: the values leave the storage.
func _racTakeArguments<each T, Output>(
  _ slots: _RACSlots,
  _ reduce: @escaping (repeat each T) -> Output
) -> (UnsafeMutableRawPointer) -> Output {
  let offsets = slots.offsets
  return { [slots] storage in
    withExtendedLifetime(slots) {
      var index = 0
      return reduce(repeat _racTakeSlot(storage, offsets, &index, as: (each T).self))
    }
  }
}

/// Calls a two-argument `reduce` with the slots' values, building no
/// parameter pack.
func _racReadArguments<A, B, Output>(
  _ slots: _RACSlots,
  _ reduce: @escaping (A, B) -> Output
) -> (UnsafeMutableRawPointer) -> Output {
  let first = slots.offsets[0]
  let second = slots.offsets[1]
  return { storage in
    reduce(
      (storage + first).assumingMemoryBound(to: A.self).pointee,
      (storage + second).assumingMemoryBound(to: B.self).pointee)
  }
}

/// `_racReadArguments(_:_:)` of two signals for zip: the values leave the
/// storage.
func _racTakeArguments<A, B, Output>(
  _ slots: _RACSlots,
  _ reduce: @escaping (A, B) -> Output
) -> (UnsafeMutableRawPointer) -> Output {
  let first = slots.offsets[0]
  let second = slots.offsets[1]
  return { storage in
    reduce(
      (storage + first).assumingMemoryBound(to: A.self).move(),
      (storage + second).assumingMemoryBound(to: B.self).move())
  }
}

/// Reads the `index`-th slot of the storage as a `V`, and moves `index` on.
@inline(__always)
func _racReadSlot<V>(
  _ storage: UnsafeMutableRawPointer, _ offsets: UnsafeMutablePointer<Int>, _ index: inout Int, as type: V.Type
) -> V {
  defer { index += 1 }
  return (storage + offsets[index]).assumingMemoryBound(to: V.self).pointee
}

/// Moves the `index`-th slot of the storage out as a `V`, and moves `index`
/// on.
@inline(__always)
func _racTakeSlot<V>(
  _ storage: UnsafeMutableRawPointer, _ offsets: UnsafeMutablePointer<Int>, _ index: inout Int, as type: V.Type
) -> V {
  defer { index += 1 }
  return (storage + offsets[index]).assumingMemoryBound(to: V.self).move()
}
