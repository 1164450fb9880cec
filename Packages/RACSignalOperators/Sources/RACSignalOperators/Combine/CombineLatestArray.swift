import RACDisposables
import RACStreamCore

/// `RACSignal.combineLatest(_:)`'s signal over an array: one state object
/// and one sink per source and subscription.
final class _RACCombineLatestArraySignal<Value>: RACSignal<[Value]>, @unchecked Sendable {
  // Safety: immutable.
  let sources: [RACSignal<Value>]

  init(_ sources: [RACSignal<Value>]) {
    self.sources = sources
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<[Value]>) -> RACDisposable {
    let state = _RACCombineLatestArray<Value>(subscriber, count: sources.count)
    // Every source is subscribed, in order, even after one ended the result
    // synchronously (as ReactiveCocoa's chain of -combineLatestWith: does);
    // the later ones are then disposed at once.
    for (index, source) in sources.enumerated() {
      state.disposable.add(source.subscribe(_RACCombineLatestElementSink(state, index)))
    }
    return state.disposable
  }
}

/// The state of one `combineLatest(_:)` subscription over an array: the
/// latest value of each source, in storage allocated once; inputs pass
/// through a serial gate.
final class _RACCombineLatestArray<Value>: @unchecked Sendable {
  // Safety: the mutable state is touched only by the owner of `gate`.
  enum Input {
    case next(Int, Value)
    case completed(Int)
    case error(any Error)
  }

  let downstream: any RACSubscriber<[Value]>
  let disposable = RACCompoundDisposable()
  private let gate = _RACSerialGate<AnyObject>()
  private let count: Int
  @exclusivity(unchecked) private var latest: [Value?]
  @exclusivity(unchecked) private var missing: Int
  @exclusivity(unchecked) private var running: Int
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<[Value]>, count: Int) {
    self.downstream = downstream
    self.count = count
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
    downstream.didSubscribe(with: disposable)
  }

  func receiveNext(_ index: Int, _ value: Value) {
    gate.run({ next(index, value) }, busy: { enqueueNext(index, value, $0) }, drain: { drain($0) })
  }

  func receive(_ input: Input) {
    gate.send(_RACBoxedInput(input)) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  // Out of line, so that the fast path mentions no `Input`.
  @inline(never)
  private func enqueueNext(_ index: Int, _ value: Value, _ me: UInt) { enqueue(.next(index, value), me) }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(_RACBoxedInput(input), me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  private func next(_ index: Int, _ value: Value) {
    if terminated || disposable.isDisposed { return }
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    if missing == 0 { downstream.sendNext(latest.map { $0! }) }
  }

  private func process(_ input: Input) {
    switch input {
    case .next(let index, let value):
      next(index, value)
    case .completed:
      running -= 1
      guard running == 0, !terminated, !disposable.isDisposed else { return }
      terminated = true
      downstream.sendCompleted()
      disposable.dispose()
    case .error(let error):
      if terminated || disposable.isDisposed { return }
      terminated = true
      disposable.dispose()
      downstream.sendError(error)
    }
  }
}

final class _RACCombineLatestElementSink<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACCombineLatestArray<Value>
  let index: Int

  init(_ state: _RACCombineLatestArray<Value>, _ index: Int) {
    self.state = state
    self.index = index
  }

  func sendNext(_ value: Value) { state.receiveNext(index, value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.error(error))
  }
  func sendCompleted() {
    own?.dispose()
    state.receive(.completed(index))
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}
