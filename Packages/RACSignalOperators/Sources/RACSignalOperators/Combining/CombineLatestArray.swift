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
      let input = _RACStateInput(state, index: index, next: { $0.state.receiveNext($0.index, $1) }) {
        input, error in
        input.state.receive(error.map { .error($0) } ?? .completed(input.index))
      }
      state.subscribe(source, input, evenIfOver: true)
    }
    return state.subscription
  }
}

/// The state of one `combineLatest(_:)` subscription over an array, on the
/// multi-input kernel: the latest value of each source, in storage
/// allocated once.
final class _RACCombineLatestArray<Value>: _RACBoxedState<[Value], _RACCombineLatestArrayInput<Value>>,
  @unchecked Sendable
{
  // Safety: the mutable state is touched only by the gate's owner.
  private let count: Int
  @exclusivity(unchecked) private var latest: [Value?]
  @exclusivity(unchecked) private var missing: Int
  @exclusivity(unchecked) private var running: Int

  init(_ downstream: any RACSubscriber<[Value]>, count: Int) {
    self.count = count
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
    super.init(downstream)
  }

  func receiveNext(_ index: Int, _ value: Value) {
    run({ next(index, value) }, orQueue: { .next(index, value) })
  }

  private func next(_ index: Int, _ value: Value) {
    if isOver { return }
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    if missing == 0 { downstream.sendNext(latest.map { $0! }) }
  }

  override func handle(_ input: _RACCombineLatestArrayInput<Value>) {
    switch input {
    case .next(let index, let value):
      next(index, value)
    case .completed:
      running -= 1
      guard running == 0, !isOver else { return }
      sendCompleted()
      subscription.dispose()
    case .error(let error):
      terminate(.error(error))
    }
  }
}

/// An input of `combineLatest(_:)` over an array.
enum _RACCombineLatestArrayInput<Value> {
  case next(Int, Value)
  case completed(Int)
  case error(any Error)
}

