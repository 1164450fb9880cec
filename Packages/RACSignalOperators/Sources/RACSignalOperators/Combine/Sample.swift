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
    state.sourceDisposable.disposable = source.subscribe(_RACSampleSourceSink(state))
    state.samplerDisposable.disposable = sampler.subscribe(_RACSamplerSink<Value, Sampler>(state))
    return state.disposable
  }
}

/// The state of one `sample(_:)` subscription: the source's latest value.
/// Inputs from both sides pass through a serial gate.
final class _RACSample<Value>: @unchecked Sendable {
  // Safety: the mutable state is touched only by the owner of `gate`.
  enum Input {
    case value(Value)
    case sample
    /// A terminal event of the source (`true`) or of the sampler.
    case terminal(RACEvent<Value>, fromSource: Bool)
  }

  let downstream: any RACSubscriber<Value>
  /// Disposes the sampler, then the source, as ReactiveCocoa does.
  let disposable: RACCompoundDisposable
  let samplerDisposable = RACSerialDisposable()
  let sourceDisposable = RACSerialDisposable()
  private let gate = _RACSerialGate<Input>()
  @exclusivity(unchecked) private var latest: Value?
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<Value>) {
    self.downstream = downstream
    disposable = RACCompoundDisposable([samplerDisposable, sourceDisposable])
    downstream.didSubscribe(with: disposable)
  }

  func receiveValue(_ value: Value) {
    let me = _racCurrentThreadID()
    switch gate.tryAcquire(me) {
    case .acquired:
      latest = value
      if !gate.tryRelease(me) { drain(me) }
    case .reentrant:
      latest = value
    case .busy:
      enqueue(.value(value), me)
    }
  }

  func receiveSample() {
    let me = _racCurrentThreadID()
    switch gate.tryAcquire(me) {
    case .acquired:
      sample()
      if !gate.tryRelease(me) { drain(me) }
    case .reentrant:
      sample()
    case .busy:
      enqueue(.sample, me)
    }
  }

  func receive(_ input: Input) {
    gate.send(input) { process($0) }
  }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(input, me) { process($0) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process($0) }
  }

  private func sample() {
    if terminated || disposable.isDisposed { return }
    if let latest { downstream.sendNext(latest) }
  }

  private func process(_ input: Input) {
    switch input {
    case .value(let value): latest = value
    case .sample: sample()
    case .terminal(let event, let fromSource):
      if terminated || disposable.isDisposed { return }
      terminated = true
      // The side that ended disposed itself; now the other side.
      if fromSource { samplerDisposable.dispose() } else { sourceDisposable.dispose() }
      downstream.send(event)
      disposable.dispose()
    }
  }
}

final class _RACSampleSourceSink<Value>: _RACSourceSink<Value>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACSample<Value>
  init(_ state: _RACSample<Value>) { self.state = state }

  override func sendNext(_ value: Value) { state.receiveValue(value) }
  override func sendError(_ error: any Error) {
    disposeOwn()
    state.receive(.terminal(.error(error), fromSource: true))
  }
  override func sendCompleted() {
    disposeOwn()
    state.receive(.terminal(.completed, fromSource: true))
  }
}

final class _RACSamplerSink<Value, Sampler>: _RACSourceSink<Sampler>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACSample<Value>
  init(_ state: _RACSample<Value>) { self.state = state }

  override func sendNext(_ value: Sampler) { state.receiveSample() }
  override func sendError(_ error: any Error) {
    disposeOwn()
    state.receive(.terminal(.error(error), fromSource: false))
  }
  override func sendCompleted() {
    disposeOwn()
    state.receive(.terminal(.completed, fromSource: false))
  }
}
