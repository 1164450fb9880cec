import RACDisposables
import RACStreamCore

/// `flatten(_:)`'s signal: at most `maxConcurrent` inner signals at a time
/// (0: no limit), the rest waiting in order.
final class _RACFlattenLimitedSignal<Inner: RACSignal<U>, U>: RACSignal<U>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Inner>
  let maxConcurrent: Int

  init(_ source: RACSignal<Inner>, maxConcurrent: Int) {
    self.source = source
    self.maxConcurrent = maxConcurrent
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACFlattenLimited<U>(subscriber, maxConcurrent: maxConcurrent)
    // Added after `subscribe` returns, as ReactiveCocoa does: inner signals
    // the source sends synchronously come first in the disposal order.
    state.disposable.add(source.subscribe(_RACFlattenLimitedOuterSink<Inner, U>(state)))
    return state.disposable
  }
}

/// The state of one `flatten(_:)` subscription. Slot counting, the queue of
/// waiting signals and the completion rule live under a lock; subscribing
/// and delivering happen after it is released. Values pass through a serial
/// gate, without allocation.
final class _RACFlattenLimited<U>: @unchecked Sendable {
  // Safety: `counts` and `queued` are guarded by `counts`'s lock;
  // `terminated` is touched only by the owner of `gate`; the rest is
  // immutable.
  let downstream: any RACSubscriber<U>
  let maxConcurrent: Int
  let disposable = RACCompoundDisposable()
  /// A non-generic state type, so that locking looks up no metadata.
  private let counts = _RACLock(_RACFlattenCounts())
  private let queued = _RACFIFO<RACSignal<U>>()
  private let gate = _RACSerialGate<AnyObject>()
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<U>, maxConcurrent: Int) {
    self.downstream = downstream
    self.maxConcurrent = maxConcurrent
    downstream.didSubscribe(with: disposable)
  }

  // MARK: Inputs

  /// The outer signal sent `signal`: subscribe to it now, or queue it.
  func receive(_ signal: RACSignal<U>) {
    let start = counts.withLock { counts -> Bool in
      if maxConcurrent > 0 && counts.active >= maxConcurrent {
        queued.append(signal)
        return false
      }
      counts.active += 1
      return true
    }
    if start { subscribe(to: signal) }
  }

  func outerCompleted() {
    let done = counts.withLock { counts -> Bool in
      counts.outerCompleted = true
      return counts.active == 0
    }
    if done { complete() }
  }

  /// An inner signal completed; `serial` held its subscription.
  func innerCompleted(_ serial: RACSerialDisposable) {
    disposable.remove(serial)
    let (next, done) = counts.withLock { counts -> (RACSignal<U>?, Bool) in
      if !queued.isEmpty { return (queued.removeFirst(), false) }
      counts.active -= 1
      return (nil, counts.outerCompleted && counts.active == 0)
    }
    if let next { subscribe(to: next) }
    if done { complete() }
  }

  func fail(_ error: any Error) {
    // Disposed already: the subscriber left, or another error came first.
    if disposable.isDisposed { return }
    disposable.dispose()
    send(.error(error))
  }

  private func complete() {
    send(.completed)
    disposable.dispose()
  }

  private func send(_ event: RACEvent<U>) {
    gate.send(_RACBoxedInput(event)) { deliver(_RACBoxedInput<RACEvent<U>>.unbox($0)) }
  }

  /// Subscribes to an inner signal whose slot is taken.
  private func subscribe(to signal: RACSignal<U>) {
    // Nothing is subscribed to once the result has ended (ReactiveCocoa's
    // -flatten: still subscribes, and disposes at once; Docs/Decisions.md).
    if disposable.isDisposed { return }
    let serial = RACSerialDisposable()
    disposable.add(serial)
    serial.disposable = signal.subscribe(_RACFlattenLimitedInnerSink(self, serial))
  }

  // MARK: Delivery

  func sendNext(_ value: U) {
    gate.run({ deliverNext(value) }, busy: { enqueueNext(value, $0) }, drain: { drain($0) })
  }

  private func deliverNext(_ value: U) {
    if terminated || disposable.isDisposed { return }
    downstream.sendNext(value)
  }

  private func deliver(_ event: RACEvent<U>) {
    if terminated { return }
    // An error is sent after the subscriptions are disposed (`fail`).
    if event.error == nil && disposable.isDisposed { return }
    if event.isFinished { terminated = true }
    downstream.send(event)
  }

  @inline(never)
  private func enqueueNext(_ value: U, _ me: UInt) {
    gate.enqueue(_RACBoxedInput(RACEvent.next(value)), me) { deliver(_RACBoxedInput<RACEvent<U>>.unbox($0)) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { deliver(_RACBoxedInput<RACEvent<U>>.unbox($0)) }
  }
}

final class _RACFlattenLimitedOuterSink<Inner: RACSignal<U>, U>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACFlattenLimited<U>
  init(_ state: _RACFlattenLimited<U>) { self.state = state }

  func sendNext(_ value: Inner) { state.receive(value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.fail(error)
  }
  func sendCompleted() {
    own?.dispose()
    state.outerCompleted()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

final class _RACFlattenLimitedInnerSink<U>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACFlattenLimited<U>
  let serial: RACSerialDisposable

  init(_ state: _RACFlattenLimited<U>, _ serial: RACSerialDisposable) {
    self.state = state
    self.serial = serial
  }

  func sendNext(_ value: U) { state.sendNext(value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.fail(error)
  }
  func sendCompleted() {
    own?.dispose()
    state.innerCompleted(serial)
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

/// The slot counting of one `flatten(_:)` subscription.
struct _RACFlattenCounts {
  /// Inner signals subscribed to and not yet completed.
  var active = 0
  var outerCompleted = false
}
