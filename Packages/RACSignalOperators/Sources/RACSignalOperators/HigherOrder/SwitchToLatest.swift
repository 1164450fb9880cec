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
    /// The subscription was disposed: drop the spare sink, which holds the
    /// state (a cycle otherwise).
    case disposed
  }

  let downstream: any RACSubscriber<U>
  /// The current inner subscription, then the outer one: the order of
  /// ReactiveCocoa's publish/flattenMap/takeUntil form, which disposes its
  /// flattenMap subscription, then its connection.
  let disposable: RACCompoundDisposable
  let outer = RACSerialDisposable()
  let inner = RACSerialDisposable()
  private let gate = _RACSerialGate<AnyObject>()
  @exclusivity(unchecked) private var generation = 0
  @exclusivity(unchecked) private var innerRunning = false
  @exclusivity(unchecked) private var outerDone = false
  @exclusivity(unchecked) private var terminated = false
  /// Whether `inner` may hold a subscription (skips its lock otherwise).
  @exclusivity(unchecked) private var innerStored = false
  /// A sink whose inner signal completed synchronously, for the next one.
  @exclusivity(unchecked) private var spareSink: _RACSwitchInnerSink<U>?
  @exclusivity(unchecked) private var spareSubscriber: (any RACSubscriber<U>)?

  init(_ downstream: any RACSubscriber<U>) {
    self.downstream = downstream
    disposable = RACCompoundDisposable([inner, outer])
    disposable.add(RACDisposable { [weak self] in self?.receive(.disposed) })
    downstream.didSubscribe(with: disposable)
  }

  func receive(_ input: Input) {
    gate.send(_RACBoxedInput(input)) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  func receiveNext(_ generation: Int, _ value: U) {
    gate.run({ next(generation, value) }, busy: { enqueueNext(generation, value, $0) }, drain: { drain($0) })
  }

  func receiveSignal(_ signal: RACSignal<U>) {
    gate.run({ switchTo(signal) }, busy: { enqueueSignal(signal, $0) }, drain: { drain($0) })
  }

  func receiveInnerCompleted(_ generation: Int) {
    gate.run({ innerCompleted(generation) }, busy: { enqueueInnerCompleted(generation, $0) }, drain: { drain($0) })
  }

  // Out of line, so that the fast paths mention no `Input` (whose metadata
  // the compiler would otherwise fetch on every call).
  @inline(never)
  private func enqueueNext(_ generation: Int, _ value: U, _ me: UInt) {
    enqueue(.innerNext(generation, value), me)
  }

  @inline(never)
  private func enqueueSignal(_ signal: RACSignal<U>, _ me: UInt) { enqueue(.signal(signal), me) }

  @inline(never)
  private func enqueueInnerCompleted(_ generation: Int, _ me: UInt) {
    enqueue(.innerCompleted(generation), me)
  }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(_RACBoxedInput(input), me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  private var isOver: Bool { terminated || disposable.isDisposed }

  private func next(_ generation: Int, _ value: U) {
    if generation != self.generation || isOver { return }
    downstream.sendNext(value)
  }

  private func process(_ input: Input) {
    switch input {
    case .signal(let signal):
      switchTo(signal)
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
      innerCompleted(generation)
    case .innerNext(let generation, let value):
      next(generation, value)
    case .disposed:
      spareSink = nil
      spareSubscriber = nil
    }
  }

  private func switchTo(_ signal: RACSignal<U>) {
    if isOver { return }
    generation += 1
    let current = generation
    innerRunning = true
    let sink: _RACSwitchInnerSink<U>
    let subscriber: any RACSubscriber<U>
    if let spareSink, let spareSubscriber {
      // Reuse the sink of an inner signal that completed synchronously: no
      // allocation, metadata or witness-table lookup per inner signal.
      self.spareSink = nil
      self.spareSubscriber = nil
      spareSink.own = nil
      spareSink.generation = current
      sink = spareSink
      subscriber = spareSubscriber
    } else {
      sink = _RACSwitchInnerSink(self, current)
      subscriber = sink
    }
    // The new inner signal is subscribed to before the previous one is
    // disposed, as in ReactiveCocoa.
    let subscription = signal.subscribe(subscriber)
    if generation != current {
      // A newer inner signal arrived while this one was subscribing (sent
      // from a callback) and took its place: this one is already replaced.
      subscription.dispose()
    } else if !innerRunning {
      // It completed during `subscribe` (processed here, nested): nothing
      // will call its sink again, and its subscription needs no keeping.
      // The sink is kept for the next inner signal only while the
      // subscription lives: once it is over (perhaps disposed during that
      // `subscribe`, its `.disposed` input already processed), a kept sink
      // would hold the state, and the subscriber, forever.
      if !isOver {
        spareSink = sink
        spareSubscriber = subscriber
      }
      if innerStored {
        innerStored = false
        inner.swap(in: nil)?.dispose()
      }
    } else {
      innerStored = true
      inner.swap(in: subscription)?.dispose()
    }
  }

  private func innerCompleted(_ generation: Int) {
    if generation != self.generation { return }
    innerRunning = false
    completeIfDone()
  }

  /// Completes once the outer signal and the latest inner one have.
  private func completeIfDone() {
    guard outerDone, !innerRunning, !isOver else { return }
    terminated = true
    downstream.sendCompleted()
    disposable.dispose()
  }
}

final class _RACSwitchOuterSink<Inner: RACSignal<U>, U>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACSwitchToLatest<U>
  init(_ state: _RACSwitchToLatest<U>) { self.state = state }

  func sendNext(_ value: Inner) { state.receiveSignal(value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.outerError(error))
  }
  func sendCompleted() {
    own?.dispose()
    state.receive(.outerCompleted)
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

final class _RACSwitchInnerSink<U>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; `own` and `generation` are
  // reset by the state's gate owner only when the sink is reused, once its
  // inner signal completed and its `subscribe` call returned.
  @exclusivity(unchecked) fileprivate var own: RACCompoundDisposable?
  let state: _RACSwitchToLatest<U>
  @exclusivity(unchecked) fileprivate var generation: Int

  init(_ state: _RACSwitchToLatest<U>, _ generation: Int) {
    self.state = state
    self.generation = generation
  }

  func sendNext(_ value: U) { state.receiveNext(generation, value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.innerError(generation, error))
  }
  func sendCompleted() {
    own?.dispose()
    state.receiveInnerCompleted(generation)
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}
