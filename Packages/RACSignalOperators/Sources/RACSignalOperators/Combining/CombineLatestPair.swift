import RACDisposables
import RACStreamCore

/// `combineLatest(with:)`'s signal: one state object and two source sinks
/// per subscription.
final class _RACCombineLatestPairSignal<A, B>: _RACOperatorSignal<A, (A, B), RACSignal<B>>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<(A, B)>) -> RACDisposable {
    let state = _RACCombineLatestPair<A, B, (A, B)>(subscriber, secondOffset: Self.secondOffset)
    let left = _RACStateInput(state, next: { $0.state.receiveLeft($1) }) { input, error in
      input.state.receive(_racTerminalInput(error, error: { .error($0) }, completed: .leftCompleted))
    }
    let right = _RACStateInput(state, next: { $0.state.receiveRight($1) }) { input, error in
      input.state.receive(_racTerminalInput(error, error: { .error($0) }, completed: .rightCompleted))
    }
    // Both sources are subscribed, in order, even when the first ends the
    // result synchronously (ReactiveCocoa does too); the second is then
    // disposed at once.
    state.subscribe(source, left, evenIfOver: true)
    state.subscribe(arguments, right, evenIfOver: true)
    return state.subscription
  }

  /// Where the second element of an `(A, B)` pair lives.
  static var secondOffset: Int { MemoryLayout<(A, B)>.offset(of: \(A, B).1)! }
}

/// The state of one `combineLatest(with:)` subscription, on the multi-input
/// kernel: inputs from both sides pass through its gate, so the latest
/// values need no lock, pairs go out one at a time, and nothing is
/// allocated per value.
///
/// The latest values live in the pair that is sent, in storage allocated
/// once: `Pair` is `(A, B)`, a generic parameter so that sending a pair
/// needs no tuple metadata lookup (unspecialized generic code would look up
/// the metadata of `(A, B)` — or of `A?` — on every value).
final class _RACCombineLatestPair<A, B, Pair>: _RACBoxedState<Pair, _RACCombineLatestPairInput<A, B>>,
  @unchecked Sendable
{
  // Safety: the mutable state, and the pair storage, are touched only by
  // the gate's owner.
  private let pair: UnsafeMutablePointer<Pair>
  private let first: UnsafeMutablePointer<A>
  private let second: UnsafeMutablePointer<B>
  @exclusivity(unchecked) private var hasLeft = false
  @exclusivity(unchecked) private var hasRight = false
  @exclusivity(unchecked) private var leftCompleted = false
  @exclusivity(unchecked) private var rightCompleted = false

  init(_ downstream: any RACSubscriber<Pair>, secondOffset: Int) {
    pair = .allocate(capacity: 1)
    let raw = UnsafeMutableRawPointer(pair)
    first = raw.assumingMemoryBound(to: A.self)
    second = (raw + secondOffset).assumingMemoryBound(to: B.self)
    super.init(downstream)
  }

  deinit {
    if hasLeft { first.deinitialize(count: 1) }
    if hasRight { second.deinitialize(count: 1) }
    pair.deallocate()
  }

  func receiveLeft(_ value: A) {
    run({ left(value) }, orQueue: { .left(value) })
  }

  func receiveRight(_ value: B) {
    run({ right(value) }, orQueue: { .right(value) })
  }

  private func left(_ value: A) {
    if isOver { return }
    if hasLeft {
      first.pointee = value
    } else {
      first.initialize(to: value)
      hasLeft = true
    }
    if hasRight { downstream.sendNext(pair.pointee) }
  }

  private func right(_ value: B) {
    if isOver { return }
    if hasRight {
      second.pointee = value
    } else {
      second.initialize(to: value)
      hasRight = true
    }
    if hasLeft { downstream.sendNext(pair.pointee) }
  }

  override func handle(_ input: _RACCombineLatestPairInput<A, B>) {
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
      terminate(.error(error))
    }
  }

  /// Completes only when both sides have completed, whether or not they
  /// sent anything.
  private func completeIfDone() {
    guard leftCompleted, rightCompleted else { return }
    sendCompleted()
    subscription.dispose()
  }
}

/// An input of `combineLatest(with:)`.
enum _RACCombineLatestPairInput<A, B> {
  case left(A)
  case right(B)
  case leftCompleted
  case rightCompleted
  case error(any Error)
}
