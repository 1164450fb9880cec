import RACDisposables
import RACStreamCore

/// `switchToLatest()`'s signal.
final class _RACSwitchToLatestSignal<Inner: RACSignal<U>, U>: _RACOperatorSignal<Inner, U, Void>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACSwitchToLatest<U>(subscriber)
    let outer = _RACStateInput<_RACSwitchToLatest<U>, Inner>(state, next: { $0.state.receiveSignal($1) }) {
      input, error in
      input.state.receive(_racTerminalInput(error, error: { .outerError($0) }, completed: .outerCompleted))
    }
    state.subscribe(source, outer, joining: state.outer, evenIfOver: true)
    return state.subscription
  }
}

/// The state of one `switchToLatest()` subscription. Every input — a new
/// inner signal, an inner value tagged with its inner signal's generation,
/// a terminal event — passes through a serial gate, whose owner updates the
/// state, subscribes and delivers with no lock held. An inner value costs
/// no allocation.
final class _RACSwitchToLatest<U>: _RACBoxedState<U, _RACSwitchInput<U>>, @unchecked Sendable {
  // Safety: the mutable state is touched only by the gate's owner.
  typealias Input = _RACSwitchInput<U>

  /// The outer subscription. The kernel's subscription disposes the current
  /// inner subscription, then the outer one: the order of ReactiveCocoa's
  /// publish/flattenMap/takeUntil form, which disposes its flattenMap
  /// subscription, then its connection.
  let outer = RACSerialDisposable()
  let inner = RACSerialDisposable()
  @exclusivity(unchecked) private var generation = 0
  /// The oldest generation whose events still pass: the current one, or,
  /// while a new inner signal is being subscribed to, the one it replaces
  /// (and any it replaces in turn), which is not yet disposed and whose
  /// events RAC still passes on (its `takeUntil:` trigger fires after the
  /// new inner signal's subscription).
  @exclusivity(unchecked) private var oldestLive = 0
  @exclusivity(unchecked) private var innerRunning = false
  @exclusivity(unchecked) private var outerDone = false
  /// Whether `inner` may hold a subscription (skips its lock otherwise).
  @exclusivity(unchecked) private var innerStored = false
  /// A sink whose inner signal completed synchronously, for the next one,
  /// and the same sink as a subscriber existential (kept so that reusing it
  /// looks up no metadata or witness table per inner signal).
  @exclusivity(unchecked) private var spareSink: _RACSwitchInnerSink<U>?
  @exclusivity(unchecked) private var spareSubscriber: (any RACSubscriber<U>)?

  init(_ downstream: any RACSubscriber<U>) {
    super.init(downstream, disposing: [inner, outer])
    subscription.add(RACDisposable { [weak self] in self?.receive(.disposed) })
  }

  func receiveNext(_ generation: Int, _ value: U) {
    run({ next(generation, value) }, orQueue: { .innerNext(generation, value) })
  }

  func receiveSignal(_ signal: RACSignal<U>) {
    run({ switchTo(signal) }, orQueue: { .signal(signal) })
  }

  func receiveInnerCompleted(_ generation: Int) {
    run({ innerCompleted(generation) }, orQueue: { .innerCompleted(generation) })
  }

  private func next(_ generation: Int, _ value: U) {
    if generation < oldestLive { return }
    sendNext(value)
  }

  override func handle(_ input: Input) {
    switch input {
    case .signal(let signal):
      switchTo(signal)
    case .outerError(let error), .innerError(_, let error):
      if case .innerError(let generation, _) = input, generation < oldestLive { return }
      terminate(.error(error))
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
    // The previous inner signal's events pass until the new one has been
    // subscribed to (`oldestLive` stays), as RAC's do: its `takeUntil:`
    // trigger, a later subscriber of the published receiver than the
    // flattenMap that subscribes the new one, fires after that.
    generation += 1
    let current = generation
    innerRunning = true
    // An inner `return(x)` or `empty()` sends x (or nothing) and completes at
    // once: take it as subscribing would — its value, its completion, then
    // the previous inner signal disposed — without an inner sink
    // (Docs/PerformanceHistory.md, "The operator kernel, second pass").
    if signal._sendInline({ next(current, $0) }) {
      // A newer inner signal, sent from a value's callback, took over.
      if generation != current { return }
      oldestLive = current
      innerRunning = false
      completeIfDone()
      if innerStored {
        innerStored = false
        inner.swap(in: nil)?.dispose()
      }
      return
    }
    let sink: _RACSwitchInnerSink<U>
    let subscriber: any RACSubscriber<U>
    if let spareSink, let spareSubscriber {
      // Reuse the sink of an inner signal that completed synchronously: no
      // allocation, metadata or witness-table lookup per inner signal.
      self.spareSink = nil
      self.spareSubscriber = nil
      spareSink.reset()
      spareSink.generation = current
      sink = spareSink
      subscriber = spareSubscriber
    } else {
      sink = _RACSwitchInnerSink(self, current)
      subscriber = sink
    }
    // The new inner signal is subscribed to before the previous one is
    // disposed, as in ReactiveCocoa.
    // What `subscribe` returned goes inside the subscription the inner
    // signal handed over, if it handed another one: disposing the inner
    // subscription then reaches both.
    let subscription = sink.wholeSubscription(returned: signal.subscribe(subscriber))
    if generation == current { oldestLive = current }
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
    sendCompleted()
    subscription.dispose()
  }
}

/// An input of `switchToLatest()`.
enum _RACSwitchInput<U> {
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

final class _RACSwitchInnerSink<U>: _RACInput<U>, @unchecked Sendable {
  // Safety: `generation` is reset by the state's gate owner only when the
  // sink is reused, once its inner signal completed and its `subscribe` call
  // returned.
  let state: _RACSwitchToLatest<U>
  @exclusivity(unchecked) fileprivate var generation: Int

  init(_ state: _RACSwitchToLatest<U>, _ generation: Int) {
    self.state = state
    self.generation = generation
  }

  override func sendNext(_ value: U) {
    if isFinished { return }
    state.receiveNext(generation, value)
  }

  /// `self`, converted where the class's metadata is at hand.
  override func asSubscriber() -> any RACSubscriber<U> { self }
  override func receiveError(_ error: any Error) { state.receive(.innerError(generation, error)) }
  override func receiveCompleted() { state.receiveInnerCompleted(generation) }
}
