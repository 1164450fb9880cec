import RACDisposables
import RACStreamCore

/// `sample(_:)`'s signal.
final class _RACSampleSignal<Value, Sampler>: _RACOperatorSignal<Value, Value, RACSignal<Sampler>>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACSample<Value>(subscriber)
    let values = _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
      input.state.receive(
        .terminal(_racTerminalInput(error, error: { .error($0) }, completed: .completed), fromSource: true))
    }
    let samples = _RACStateInput<_RACSample<Value>, Sampler>(state, next: { input, _ in input.state.receiveSample() }) {
      input, error in
      input.state.receive(
        .terminal(_racTerminalInput(error, error: { .error($0) }, completed: .completed), fromSource: false))
    }
    // The source first, then the sampler — also when the source already
    // ended (the sampler's subscription is then disposed at once), as in
    // ReactiveCocoa.
    state.subscribe(source, values, joining: state.sourceDisposable, evenIfOver: true)
    state.subscribe(arguments, samples, joining: state.samplerDisposable, evenIfOver: true)
    return state.subscription
  }
}

/// The state of one `sample(_:)` subscription: the source's latest value.
/// Inputs from both sides pass through a serial gate.
final class _RACSample<Value>: _RACBoxedState<Value, _RACSampleInput<Value>>, @unchecked Sendable {
  // Safety: the mutable state is touched only by the gate's owner.
  let samplerDisposable = RACSerialDisposable()
  let sourceDisposable = RACSerialDisposable()
  @exclusivity(unchecked) private var latest = _RACValueSlot(of: Value.self)

  init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream, disposing: [samplerDisposable, sourceDisposable])
  }

  deinit {
    latest.clear(as: Value.self)
  }

  func receiveValue(_ value: Value) {
    run({ latest.store(value) }, orQueue: { .value(value) })
  }

  func receiveSample() {
    run({ sample() }, orQueue: { .sample })
  }

  private func sample() {
    if latest.isFull { sendNext(latest.value(as: Value.self)) }
  }

  override func handle(_ input: _RACSampleInput<Value>) {
    switch input {
    case .value(let value): latest.store(value)
    case .sample: sample()
    case .terminal(let event, let fromSource):
      if isOver { return }
      // The side that ended disposed itself; now the other side.
      if fromSource { samplerDisposable.dispose() } else { sourceDisposable.dispose() }
      if case .error(let error) = event { sendError(error) } else { sendCompleted() }
      subscription.dispose()
    }
  }
}

/// An input of `sample(_:)`.
enum _RACSampleInput<Value> {
  case value(Value)
  case sample
  case terminal(RACEvent<Value>, fromSource: Bool)
}
