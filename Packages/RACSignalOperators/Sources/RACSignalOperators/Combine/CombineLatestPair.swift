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
    let state = _RACCombineLatestPair<A, B, (A, B)>(subscriber, secondOffset: Self.secondOffset)
    // Both sources are subscribed, in order, even when the first ends the
    // result synchronously (ReactiveCocoa does too); the second is then
    // disposed at once.
    state.disposable.add(left.subscribe(_RACCombineLatestLeftSink(state)))
    state.disposable.add(right.subscribe(_RACCombineLatestRightSink(state)))
    return state.disposable
  }

  /// Where the second element of an `(A, B)` pair lives.
  static var secondOffset: Int { MemoryLayout<(A, B)>.offset(of: \(A, B).1)! }
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
///
/// The latest values live in the pair that is sent, in storage allocated
/// once: `Pair` is `(A, B)`, a generic parameter so that sending a pair
/// needs no tuple metadata lookup (unspecialized generic code would look up
/// the metadata of `(A, B)` — or of `A?` — on every value).
final class _RACCombineLatestPair<A, B, Pair>: @unchecked Sendable {
  // Safety: the mutable state, and the pair storage, are touched only by
  // the owner of `gate`.
  enum Input {
    case left(A)
    case right(B)
    case leftCompleted
    case rightCompleted
    case error(any Error)
  }

  let downstream: any RACSubscriber<Pair>
  let disposable = RACCompoundDisposable()
  private let gate = _RACSerialGate<AnyObject>()
  private let pair: UnsafeMutablePointer<Pair>
  private let first: UnsafeMutablePointer<A>
  private let second: UnsafeMutablePointer<B>
  @exclusivity(unchecked) private var hasLeft = false
  @exclusivity(unchecked) private var hasRight = false
  @exclusivity(unchecked) private var leftCompleted = false
  @exclusivity(unchecked) private var rightCompleted = false
  @exclusivity(unchecked) private var terminated = false

  init(_ downstream: any RACSubscriber<Pair>, secondOffset: Int) {
    self.downstream = downstream
    pair = .allocate(capacity: 1)
    let raw = UnsafeMutableRawPointer(pair)
    first = raw.assumingMemoryBound(to: A.self)
    second = (raw + secondOffset).assumingMemoryBound(to: B.self)
    downstream.didSubscribe(with: disposable)
  }

  deinit {
    if hasLeft { first.deinitialize(count: 1) }
    if hasRight { second.deinitialize(count: 1) }
    pair.deallocate()
  }

  func receiveLeft(_ value: A) {
    gate.run({ left(value) }, busy: { enqueueLeft(value, $0) }, drain: { drain($0) })
  }

  func receiveRight(_ value: B) {
    gate.run({ right(value) }, busy: { enqueueRight(value, $0) }, drain: { drain($0) })
  }

  func receive(_ input: Input) {
    gate.send(_RACBoxedInput(input)) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  // Out of line, so that the fast paths mention no `Input` (whose metadata
  // the compiler would otherwise fetch on every call).
  @inline(never)
  private func enqueueLeft(_ value: A, _ me: UInt) { enqueue(.left(value), me) }

  @inline(never)
  private func enqueueRight(_ value: B, _ me: UInt) { enqueue(.right(value), me) }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(_RACBoxedInput(input), me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process(_RACBoxedInput<Input>.unbox($0)) }
  }

  private func left(_ value: A) {
    if terminated || disposable.isDisposed { return }
    if hasLeft {
      first.pointee = value
    } else {
      first.initialize(to: value)
      hasLeft = true
    }
    if hasRight { downstream.sendNext(pair.pointee) }
  }

  private func right(_ value: B) {
    if terminated || disposable.isDisposed { return }
    if hasRight {
      second.pointee = value
    } else {
      second.initialize(to: value)
      hasRight = true
    }
    if hasLeft { downstream.sendNext(pair.pointee) }
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

final class _RACCombineLatestLeftSink<A, B, Pair>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACCombineLatestPair<A, B, Pair>
  init(_ state: _RACCombineLatestPair<A, B, Pair>) { self.state = state }

  func sendNext(_ value: A) { state.receiveLeft(value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.error(error))
  }
  func sendCompleted() {
    own?.dispose()
    state.receive(.leftCompleted)
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}

final class _RACCombineLatestRightSink<A, B, Pair>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by its serialized events; the rest is immutable.
  @exclusivity(unchecked) private var own: RACCompoundDisposable?
  let state: _RACCombineLatestPair<A, B, Pair>
  init(_ state: _RACCombineLatestPair<A, B, Pair>) { self.state = state }

  func sendNext(_ value: B) { state.receiveRight(value) }
  func sendError(_ error: any Error) {
    own?.dispose()
    state.receive(.error(error))
  }
  func sendCompleted() {
    own?.dispose()
    state.receive(.rightCompleted)
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}
