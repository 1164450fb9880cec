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
  private let gate = _RACSerialGate<AnyObject>()
  /// The latest value, in storage allocated once (an `Optional<Value>` in
  /// unspecialized generic code would fetch its metadata on every value).
  private let latest = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  @exclusivity(unchecked) private var hasValue = false
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<Value>) {
    self.downstream = downstream
    disposable = RACCompoundDisposable([samplerDisposable, sourceDisposable])
    downstream.didSubscribe(with: disposable)
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
    gate.run({ store(value) }, busy: { enqueueValue(value, $0) }, drain: { drain($0) })
  }

  func receiveSample() {
    gate.run({ sample() }, busy: { enqueueSample($0) }, drain: { drain($0) })
  }

  func receive(_ input: Input) {
    gate.send(_RACBoxedInput(input)) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  // Out of line, so that the fast paths mention no `Input`.
  @inline(never)
  private func enqueueValue(_ value: Value, _ me: UInt) { enqueue(.value(value), me) }

  @inline(never)
  private func enqueueSample(_ me: UInt) { enqueue(.sample, me) }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(_RACBoxedInput(input), me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  private func sample() {
    if terminated || disposable.isDisposed { return }
    if hasValue { downstream.sendNext(latest.pointee) }
  }

  private func process(_ input: Input) {
    switch input {
    case .value(let value): store(value)
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

final class _RACSampleSourceSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACSample<Value>
  init(_ state: _RACSample<Value>) { self.state = state }

  func sendNext(_ value: Value) { state.receiveValue(value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.terminal(.error(error), fromSource: true))
  }
  func sendCompleted() {
    own?.dispose()
    state.receive(.terminal(.completed, fromSource: true))
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

final class _RACSamplerSink<Value, Sampler>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACSample<Value>
  init(_ state: _RACSample<Value>) { self.state = state }

  func sendNext(_ value: Sampler) { state.receiveSample() }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.terminal(.error(error), fromSource: false))
  }
  func sendCompleted() {
    own?.dispose()
    state.receive(.terminal(.completed, fromSource: false))
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}
