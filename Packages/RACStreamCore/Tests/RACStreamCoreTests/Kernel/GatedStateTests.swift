import Foundation
import RACDisposables
import Testing

@testable import RACStreamCore

/// A two-input operator on the kernel, for its tests: passes on the values
/// of both inputs, ends with the first terminal event.
final class MergeTwoState: _RACGatedState<Int, RACEvent<Int>>, @unchecked Sendable {
  override func process(_ event: RACEvent<Int>) {
    switch event {
    case .next(let value): sendNext(value)
    case .error, .completed: terminate(event)
    }
  }
}

final class MergeTwoInput: _RACInput<Int>, @unchecked Sendable {
  let state: MergeTwoState
  init(_ state: MergeTwoState) { self.state = state }
  override func sendNext(_ value: Int) { state.run({ state.sendNext(value) }, orQueue: { .next(value) }) }
  override func receiveError(_ error: any Error) { state.send(.error(error)) }
  override func receiveCompleted() { state.send(.completed) }
}

/// A subscriber that records events and the disposables it is handed, and
/// can dispose the first from a callback.
final class KernelRecorder: RACSubscriber, @unchecked Sendable {
  var events: [String] = []
  var handed: [RACCompoundDisposable] = []
  var disposeAfterValues: Int?

  func sendNext(_ value: Int) {
    events.append("\(value)")
    if let limit = disposeAfterValues, events.count >= limit { handed.first?.dispose() }
  }
  func sendError(_ error: any Error) { events.append("#") }
  func sendCompleted() { events.append("|") }
  func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
}

/// The multi-input kernel: one subscription handed over first, inputs
/// joined as soon as they hand theirs over, nothing after disposal.
@Suite struct GatedStateTests {
  func synchronous(_ values: [Int], completes: Bool = true, disposals: Counter? = nil) -> RACSignal<Int> {
    RACSignal { subscriber in
      for value in values { subscriber.sendNext(value) }
      if completes { subscriber.sendCompleted() }
      return RACDisposable { disposals?.count += 1 }
    }
  }

  final class Counter: @unchecked Sendable { var count = 0 }

  @Test func theSubscriberIsHandedTheSubscriptionFirst() {
    let recorder = KernelRecorder()
    let state = MergeTwoState(recorder)
    #expect(recorder.handed.count == 1)
    #expect(recorder.handed.first === state.subscription)
  }

  @Test func disposalFromAValueCallbackStopsASynchronousSourceAndSendsNothingMore() {
    let recorder = KernelRecorder()
    recorder.disposeAfterValues = 1
    let state = MergeTwoState(recorder)
    let disposals = Counter()
    state.subscribe(synchronous([1, 2, 3], disposals: disposals), MergeTwoInput(state))
    // The source's passthrough saw the disposal at once (the input's
    // subscription joined the state's when handed over): no 2, 3 or `|`.
    #expect(recorder.events == ["1"])
    #expect(state.isOver)
    #expect(disposals.count == 1)
  }

  @Test func nothingIsSubscribedOnceOverUnlessAskedTo() {
    let recorder = KernelRecorder()
    let state = MergeTwoState(recorder)
    state.subscribe(synchronous([1]), MergeTwoInput(state))
    #expect(recorder.events == ["1", "|"])
    let skipped = Counter()
    let notSubscribed = RACSignal<Int> { _ in
      skipped.count += 1
      return nil
    }
    #expect(state.subscribe(notSubscribed, MergeTwoInput(state)) == nil)
    #expect(skipped.count == 0)
    let disposals = Counter()
    state.subscribe(synchronous([5], completes: false, disposals: disposals), MergeTwoInput(state), evenIfOver: true)
    // Subscribed, as RAC does for combineLatest's later sources, and
    // disposed at once; its value is not delivered.
    #expect(disposals.count == 1)
    #expect(recorder.events == ["1", "|"])
  }

  @Test func noCompletionAfterDisposal() {
    let recorder = KernelRecorder()
    let state = MergeTwoState(recorder)
    state.subscription.dispose()
    state.send(.next(1))
    state.send(.completed)
    state.send(.error(NSError(domain: "t", code: 1)))
    #expect(recorder.events.isEmpty)
    #expect(!state.isTerminated)
  }

  @Test func terminateDisposesThenSendsOnce() {
    let recorder = KernelRecorder()
    let state = MergeTwoState(recorder)
    var order: [String] = []
    state.subscription.add(RACDisposable { order.append("disposed") })
    state.send(.completed)
    order.append(contentsOf: recorder.events)
    state.send(.completed)
    #expect(order == ["disposed", "|"])
    #expect(state.isTerminated)
  }

  /// A source that hands its subscriber nothing and only returns its
  /// subscription: the kernel keeps what it returned, so disposing the
  /// result disposes it — on the kernel's state, and through `flattenMap`.
  @Test func aSubscriptionASourceOnlyReturnsIsKept() {
    /// Hands nothing over; returns a disposable that counts its disposals.
    final class ReturningSource: RACSignal<Int>, @unchecked Sendable {
      let disposals = Counter()
      override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
        RACDisposable { [disposals] in disposals.count += 1 }
      }
    }
    let source = ReturningSource()
    let state = MergeTwoState(KernelRecorder())
    state.subscribe(source, MergeTwoInput(state))
    #expect(source.disposals.count == 0)
    state.subscription.dispose()
    #expect(source.disposals.count == 1)

    let merged = ReturningSource()
    let subscription = RACSignal<Int>.return(1).flattenMap { _ in merged }.subscribeNext { _ in }
    #expect(merged.disposals.count == 0)
    subscription.dispose()
    #expect(merged.disposals.count == 1)
  }

  @Test func anInputsOwnSubscriptionIsDisposedFirstOnItsTerminalEvent() {
    let recorder = KernelRecorder()
    let state = MergeTwoState(recorder)
    let input = MergeTwoInput(state)
    let feeder = _RACLock<(any RACSubscriber<Int>)?>(nil)
    let source = RACSignal<Int> { subscriber in
      feeder.withLock { $0 = subscriber }
      return nil
    }
    state.subscribe(source, input)
    #expect(input.own?.isDisposed == false)
    feeder.withLock { $0 }?.sendCompleted()
    #expect(input.own?.isDisposed == true)
    #expect(input.isFinished)
    #expect(recorder.events == ["|"])
  }
}
