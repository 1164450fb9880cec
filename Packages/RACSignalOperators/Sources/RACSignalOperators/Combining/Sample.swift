import RACDisposables
import RACStreamCore

/// `sample(_:)`'s signal.
final class _RACSampleSignal<Value, Sampler>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let sampler: RACSignal<Sampler>

  init(_ source: RACSignal<Value>, _ sampler: RACSignal<Sampler>) {
    self.source = source
    self.sampler = sampler
    super.init()
    _setName(source: source, selector: "-sample: ", argument: _RACNameOf(sampler))
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACSample<Value>(subscriber)
    // The source first, then the sampler — also when the source already
    // ended (the sampler's subscription is then disposed at once), as in
    // ReactiveCocoa.
    state.subscribe(source, _RACSampleSourceSink(state), joining: state.sourceDisposable, evenIfOver: true)
    state.subscribe(sampler, _RACSamplerSink<Value, Sampler>(state), joining: state.samplerDisposable, evenIfOver: true)
    return state.subscription
  }
}

/// The state of one `sample(_:)` subscription: the source's latest value.
/// Inputs from both sides pass through a serial gate.
final class _RACSample<Value>: _RACBoxedState<Value, _RACSampleInput<Value>>, @unchecked Sendable {
  // Safety: the mutable state is touched only by the gate's owner.
  let samplerDisposable = RACSerialDisposable()
  let sourceDisposable = RACSerialDisposable()
  private let latest = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  @exclusivity(unchecked) private var hasValue = false

  init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream, disposing: [samplerDisposable, sourceDisposable])
  }

  deinit {
    if hasValue { latest.deinitialize(count: 1) }
    latest.deallocate()
  }

  private func store(_ value: Value) {
    if hasValue {
      latest.pointee = value
    } else {
      latest.initialize(to: value)
      hasValue = true
    }
  }

  func receiveValue(_ value: Value) {
    run({ store(value) }, orQueue: { .value(value) })
  }

  func receiveSample() {
    run({ sample() }, orQueue: { .sample })
  }

  private func sample() {
    if hasValue { sendNext(latest.pointee) }
  }

  override func handle(_ input: _RACSampleInput<Value>) {
    switch input {
    case .value(let value): store(value)
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

final class _RACSampleSourceSink<Value>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACSample<Value>
  init(_ state: _RACSample<Value>) { self.state = state }

  override func sendNext(_ value: Value) { state.receiveValue(value) }
  override func receiveError(_ error: any Error) { state.receive(.terminal(.error(error), fromSource: true)) }
  override func receiveCompleted() { state.receive(.terminal(.completed, fromSource: true)) }
}

final class _RACSamplerSink<Value, Sampler>: _RACInput<Sampler>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACSample<Value>
  init(_ state: _RACSample<Value>) { self.state = state }

  override func sendNext(_ value: Sampler) { state.receiveSample() }
  override func receiveError(_ error: any Error) { state.receive(.terminal(.error(error), fromSource: false)) }
  override func receiveCompleted() { state.receive(.terminal(.completed, fromSource: false)) }
}
