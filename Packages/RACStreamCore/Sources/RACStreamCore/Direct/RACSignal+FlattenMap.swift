import RACDisposables
import Synchronization

extension RACSignal {
  /// Maps each value to a signal and merges the values of all of them.
  ///
  /// ```text
  /// self:    -a-----b------|
  /// f(a):     -1-2|
  /// f(b):           -3--4|
  /// result:  --1-2---3--4--|
  /// ```
  ///
  /// ![The flattenMap marble diagram](flattenMap.svg)
  ///
  /// Inner signals are subscribed to as their values arrive and run
  /// concurrently. The result completes when the receiver and every inner
  /// signal have completed; an error from any of them is sent at once and
  /// disposes every subscription. Values from several threads are delivered
  /// one at a time.
  ///
  /// - Parameter block: Maps a value to the signal whose values to pass on.
  /// - Returns: The merged signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flattenMap:]`.
  public func flattenMap<S: RACSignal<U>, U>(_ block: @escaping (Value) -> S) -> RACSignal<U> {
    _RACFlattenMapSignal(self, selector: "-flattenMap:", block)
  }
}

extension RACSignal {
  /// Merges the values of the signals the receiver sends.
  ///
  /// ```text
  /// self:    -x-----y------|
  /// x:        -1-2|
  /// y:              -3--4|
  /// result:  --1-2---3--4--|
  /// ```
  ///
  /// ![The flatten marble diagram](flatten.svg)
  ///
  /// Completes when the receiver and every inner signal have completed; an
  /// error from any of them is sent at once.
  ///
  /// - Returns: The merged signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flatten]`.
  public func flatten<U>() -> RACSignal<U> where Value: RACSignal<U> {
    _RACFlattenMapSignal(self, selector: "-flatten") { $0 }
  }
}

/// `flattenMap(_:)`'s signal: a direct form of `-bind:` without `stop`.
final class _RACFlattenMapSignal<Value, U>: RACSignal<U>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let block: (Value) -> RACSignal<U>

  init(_ source: RACSignal<Value>, selector: StaticString, _ block: @escaping (Value) -> RACSignal<U>) {
    self.source = source
    self.block = block
    super.init()
    _setName(source: source, selector: selector)
  }

  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACFlattenState(subscriber, block)
    state.compound.add(source.subscribe(_RACFlattenOuterSink(state)))
    return state.subscription
  }
}

/// The state of one `flattenMap` subscription.
final class _RACFlattenState<Value, U>: @unchecked Sendable {
  // Safety: `downstream`, `block` and the disposables are immutable; the
  // counter is atomic; `terminated` is touched only by the owner of `gate`.
  let downstream: any RACSubscriber<U>
  let block: (Value) -> RACSignal<U>
  /// What the subscriber disposes: holds `compound`.
  let subscription = RACCompoundDisposable()
  /// The source's and the live inner signals' subscriptions.
  let compound = RACCompoundDisposable()
  /// The source plus every inner signal not yet completed.
  let active = Atomic<Int>(1)
  let gate = _RACSerialGate<RACEvent<U>>()
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<U>, _ block: @escaping (Value) -> RACSignal<U>) {
    self.downstream = downstream
    self.block = block
    subscription.add(compound)
    downstream.didSubscribe(with: subscription)
  }

  func send(_ event: RACEvent<U>) {
    gate.send(event) { deliver($0) }
  }

  /// A value from an inner signal: delivered directly when the gate is free,
  /// building no event (a generic metadata lookup per value).
  func sendNext(_ value: U) {
    gate.run({ deliverNext(value) }, busy: { enqueueNext(value, $0) }, drain: { drain($0) })
  }

  private func deliverNext(_ value: U) {
    if terminated || subscription.isDisposed { return }
    downstream.sendNext(value)
  }

  private func deliver(_ event: RACEvent<U>) {
    if terminated || subscription.isDisposed { return }
    if event.isFinished { terminated = true }
    downstream.send(event)
  }

  @inline(never)
  private func enqueueNext(_ value: U, _ me: UInt) {
    gate.enqueue(.next(value), me) { deliver($0) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { deliver($0) }
  }

  func fail(_ error: any Error) {
    compound.dispose()
    send(.error(error))
  }

  /// One of the signals completed; `disposable` is its subscription.
  func complete(_ disposable: RACDisposable?) {
    if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
      sendCompleted()
      compound.dispose()
    } else if let disposable {
      compound.remove(disposable)
    }
  }

  /// Out of line: the event is built only when everything completed.
  @inline(never)
  private func sendCompleted() {
    send(.completed)
  }

  func subscribeInner(_ value: Value) {
    if compound.isDisposed { return }
    let signal = block(value)
    // An inner `return(x)` or `empty()` only sends x (or nothing) and
    // completes, at once: take its value without an inner subscriber. The
    // outer signal is still active, so its completion cannot be due.
    if signal._sendInline({ sendNext($0) }) { return }
    active.add(1, ordering: .acquiringAndReleasing)
    let sink = _RACFlattenInnerSink(self)
    let disposable = signal.subscribe(sink)
    sink.subscribed(disposable)
  }
}

final class _RACFlattenOuterSink<Value, U>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set during subscription, before events flow.
  let state: _RACFlattenState<Value, U>
  private var own: RACCompoundDisposable?

  init(_ state: _RACFlattenState<Value, U>) { self.state = state }

  func sendNext(_ value: Value) { state.subscribeInner(value) }

  // As a block subscriber does, a terminal event first disposes the
  // subscription that ended.
  func sendError(_ error: any Error) {
    own?.dispose()
    state.fail(error)
  }

  func sendCompleted() {
    own?.dispose()
    state.complete(own)
  }
  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

final class _RACFlattenInnerSink<Value, U>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe`, before the inner signal sends
  // anything; `finished` only by that signal's serialized events, and read
  // by `subscribed` on the subscribing thread after `subscribe` returned.
  let state: _RACFlattenState<Value, U>
  private var own: RACDisposable?
  private let finished = Atomic<Bool>(false)

  init(_ state: _RACFlattenState<Value, U>) { self.state = state }

  func sendNext(_ value: U) { state.sendNext(value) }

  // As a block subscriber does, a terminal event first disposes the
  // subscription that ended.
  func sendError(_ error: any Error) {
    finished.store(true, ordering: .releasing)
    own?.dispose()
    state.fail(error)
  }

  func sendCompleted() {
    finished.store(true, ordering: .releasing)
    own?.dispose()
    state.complete(own)
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own != nil { return }
    own = disposable
    state.compound.add(disposable)
  }

  /// After `subscribe` returned: keeps the disposable of a signal that did
  /// not report one through `didSubscribe` and is still running.
  func subscribed(_ disposable: RACDisposable) {
    if own == nil && !finished.load(ordering: .acquiring) && !disposable.isDisposed {
      state.compound.add(disposable)
    }
  }
}
