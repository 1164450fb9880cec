import RACDisposables
import RACStreamCore

/// `switchToLatest()`'s signal.
final class _RACSwitchToLatestSignal<Inner: RACSignal<U>, U>: RACSignal<U>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Inner>

  init(_ source: RACSignal<Inner>) {
    self.source = source
    super.init()
    _setName(source: source, selector: "-switchToLatest")
  }

  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACSwitchToLatest<U>(subscriber)
    state.outer.disposable = source.subscribe(_RACSwitchOuterSink<Inner, U>(state))
    return state.disposable
  }
}

/// The state of one `switchToLatest()` subscription. Every input — a new
/// inner signal, an inner value tagged with its inner signal's generation,
/// a terminal event — passes through a serial gate, whose owner updates the
/// state, subscribes and delivers with no lock held. An inner value costs
/// no allocation.
final class _RACSwitchToLatest<U>: @unchecked Sendable {
  // Safety: the mutable state is touched only by the owner of `gate`.
  enum Input {
    case signal(RACSignal<U>)
    case outerError(any Error)
    case outerCompleted
    case innerNext(Int, U)
    case innerError(Int, any Error)
    case innerCompleted(Int)
  }

  let downstream: any RACSubscriber<U>
  /// The current inner subscription, then the outer one: the order of
  /// ReactiveCocoa's publish/flattenMap/takeUntil form, which disposes its
  /// flattenMap subscription, then its connection.
  let disposable: RACCompoundDisposable
  let outer = RACSerialDisposable()
  let inner = RACSerialDisposable()
  private let gate = _RACSerialGate<Input>()
  @exclusivity(unchecked) private var generation = 0
  @exclusivity(unchecked) private var innerRunning = false
  @exclusivity(unchecked) private var outerDone = false
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<U>) {
    self.downstream = downstream
    disposable = RACCompoundDisposable([inner, outer])
    downstream.didSubscribe(with: disposable)
  }

  func receive(_ input: Input) {
    gate.send(input) { process($0) }
  }

  func receiveNext(_ generation: Int, _ value: U) {
    let me = _racCurrentThreadID()
    switch gate.tryAcquire(me) {
    case .acquired:
      next(generation, value)
      if !gate.tryRelease(me) { drain(me) }
    case .reentrant:
      next(generation, value)
    case .busy:
      enqueue(.innerNext(generation, value), me)
    }
  }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(input, me) { process($0) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process($0) }
  }

  private var isOver: Bool { terminated || disposable.isDisposed }

  private func next(_ generation: Int, _ value: U) {
    if generation != self.generation || isOver { return }
    downstream.sendNext(value)
  }

  private func process(_ input: Input) {
    switch input {
    case .signal(let signal):
      if isOver { return }
      generation += 1
      innerRunning = true
      // The new inner signal is subscribed to before the previous one is
      // disposed, as in ReactiveCocoa.
      let subscription = signal.subscribe(_RACSwitchInnerSink(self, generation))
      inner.swap(in: subscription)?.dispose()
    case .outerError(let error), .innerError(_, let error):
      if case .innerError(let generation, _) = input, generation != self.generation { return }
      if isOver { return }
      terminated = true
      disposable.dispose()
      downstream.sendError(error)
    case .outerCompleted:
      outerDone = true
      completeIfDone()
    case .innerCompleted(let generation):
      if generation != self.generation { return }
      innerRunning = false
      completeIfDone()
    case .innerNext(let generation, let value):
      next(generation, value)
    }
  }

  /// Completes once the outer signal and the latest inner one have.
  private func completeIfDone() {
    guard outerDone, !innerRunning, !isOver else { return }
    terminated = true
    downstream.sendCompleted()
    disposable.dispose()
  }
}

final class _RACSwitchOuterSink<Inner: RACSignal<U>, U>: _RACSourceSink<Inner>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACSwitchToLatest<U>
  init(_ state: _RACSwitchToLatest<U>) { self.state = state }

  override func sendNext(_ value: Inner) { state.receive(.signal(value)) }
  override func sendError(_ error: any Error) {
    disposeOwn()
    state.receive(.outerError(error))
  }
  override func sendCompleted() {
    disposeOwn()
    state.receive(.outerCompleted)
  }
}

final class _RACSwitchInnerSink<U>: _RACSourceSink<U>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACSwitchToLatest<U>
  let generation: Int

  init(_ state: _RACSwitchToLatest<U>, _ generation: Int) {
    self.state = state
    self.generation = generation
  }

  override func sendNext(_ value: U) { state.receiveNext(generation, value) }
  override func sendError(_ error: any Error) {
    disposeOwn()
    state.receive(.innerError(generation, error))
  }
  override func sendCompleted() {
    disposeOwn()
    state.receive(.innerCompleted(generation))
  }
}
