import RACDisposables
import RACStreamCore

/// `combineLatest(with:)`'s signal: one state object and two source sinks
/// per subscription.
final class _RACCombineLatestPairSignal<A, B>: RACSignal<(A, B)>, @unchecked Sendable {
  // Safety: immutable.
  let left: RACSignal<A>
  let right: RACSignal<B>

  init(_ left: RACSignal<A>, _ right: RACSignal<B>) {
    self.left = left
    self.right = right
    super.init()
    _setName(source: left, selector: "-combineLatestWith: ", argument: _RACNameOf(right))
  }

  override func subscribe(_ subscriber: any RACSubscriber<(A, B)>) -> RACDisposable {
    let state = _RACCombineLatestPair<A, B>(subscriber)
    // Both sources are subscribed, in order, even when the first ends the
    // result synchronously (ReactiveCocoa does too); the second is then
    // disposed at once.
    state.disposable.add(left.subscribe(_RACCombineLatestLeftSink(state)))
    state.disposable.add(right.subscribe(_RACCombineLatestRightSink(state)))
    return state.disposable
  }
}

/// Prints a signal's name when an operator's name is built.
struct _RACNameOf: CustomStringConvertible, @unchecked Sendable {
  // Safety: immutable; the signal's name is read under its own lock.
  let signal: any _RACNameProviding
  init(_ signal: any _RACNameProviding) { self.signal = signal }
  var description: String { signal.name }
}

/// The state of one `combineLatest(with:)` subscription. Inputs from both
/// sides pass through a serial gate: the latest values need no lock, pairs
/// go out one at a time, and nothing is allocated per value.
final class _RACCombineLatestPair<A, B>: @unchecked Sendable {
  // Safety: the mutable state is touched only by the owner of `gate`.
  enum Input {
    case left(A)
    case right(B)
    case leftCompleted
    case rightCompleted
    case error(any Error)
  }

  let downstream: any RACSubscriber<(A, B)>
  let disposable = RACCompoundDisposable()
  private let gate = _RACSerialGate<Input>()
  @exclusivity(unchecked) private var latestLeft: A?
  @exclusivity(unchecked) private var latestRight: B?
  @exclusivity(unchecked) private var leftCompleted = false
  @exclusivity(unchecked) private var rightCompleted = false
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<(A, B)>) {
    self.downstream = downstream
    downstream.didSubscribe(with: disposable)
  }

  func receiveLeft(_ value: A) {
    let me = _racCurrentThreadID()
    switch gate.tryAcquire(me) {
    case .acquired:
      left(value)
      if !gate.tryRelease(me) { drain(me) }
    case .reentrant:
      left(value)
    case .busy:
      enqueue(.left(value), me)
    }
  }

  func receiveRight(_ value: B) {
    let me = _racCurrentThreadID()
    switch gate.tryAcquire(me) {
    case .acquired:
      right(value)
      if !gate.tryRelease(me) { drain(me) }
    case .reentrant:
      right(value)
    case .busy:
      enqueue(.right(value), me)
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

  private func left(_ value: A) {
    if terminated || disposable.isDisposed { return }
    latestLeft = value
    if let other = latestRight { downstream.sendNext((value, other)) }
  }

  private func right(_ value: B) {
    if terminated || disposable.isDisposed { return }
    latestRight = value
    if let other = latestLeft { downstream.sendNext((other, value)) }
  }

  private func process(_ input: Input) {
    switch input {
    case .left(let value): left(value)
    case .right(let value): right(value)
    case .leftCompleted:
      leftCompleted = true
      completeIfDone()
    case .rightCompleted:
      rightCompleted = true
      completeIfDone()
    case .error(let error):
      if terminated || disposable.isDisposed { return }
      terminated = true
      disposable.dispose()
      downstream.sendError(error)
    }
  }

  /// Completes only when both sides have completed, whether or not they
  /// sent anything.
  private func completeIfDone() {
    guard leftCompleted, rightCompleted, !terminated, !disposable.isDisposed else { return }
    terminated = true
    downstream.sendCompleted()
    disposable.dispose()
  }
}

final class _RACCombineLatestLeftSink<A, B>: _RACSourceSink<A>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACCombineLatestPair<A, B>
  init(_ state: _RACCombineLatestPair<A, B>) { self.state = state }

  override func sendNext(_ value: A) { state.receiveLeft(value) }
  override func sendError(_ error: any Error) {
    disposeOwn()
    state.receive(.error(error))
  }
  override func sendCompleted() {
    disposeOwn()
    state.receive(.leftCompleted)
  }
}

final class _RACCombineLatestRightSink<A, B>: _RACSourceSink<B>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACCombineLatestPair<A, B>
  init(_ state: _RACCombineLatestPair<A, B>) { self.state = state }

  override func sendNext(_ value: B) { state.receiveRight(value) }
  override func sendError(_ error: any Error) {
    disposeOwn()
    state.receive(.error(error))
  }
  override func sendCompleted() {
    disposeOwn()
    state.receive(.rightCompleted)
  }
}
