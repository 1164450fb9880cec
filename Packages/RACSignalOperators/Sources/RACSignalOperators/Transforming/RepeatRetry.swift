import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// The signal of `repeat()` and `retry(_:)`: ReactiveCocoa's
/// `subscribeForever` as a signal.
final class _RACSubscribeForeverSignal<Value>: _RACOperatorSignal<Value, Value, Int?>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  // `arguments`: `nil` repeats after completion; a count retries after an
  // error (0: forever).
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACSubscribeForever(source, subscriber, retryCount: arguments)
    state.runAttempt()
    return state.compound
  }
}

/// One `repeat()`/`retry(_:)` subscription: subscribes to the source, and
/// again each time it ends and the operator says so.
///
/// The first subscription happens at once; every later one is scheduled on
/// the scheduler that was current when the first one ended (a new
/// background scheduler if none was), as ReactiveCocoa's
/// `scheduleRecursiveBlock:` does. A source that ends while it is being
/// subscribed to (a synchronous source) is resubscribed only after that
/// `subscribe` call has returned, so resubscribing never grows the stack,
/// however many times it happens.
final class _RACSubscribeForever<Value>: @unchecked Sendable {
  // Safety: `downstream`, `source`, `retryCount` and the disposables are
  // immutable. `retries` and `scheduler` are touched only by the terminal
  // event of the current attempt and by `runAttempt`; attempts follow one
  // another (an attempt starts only after the previous one ended and
  // scheduled it), and `phase` orders the hand-over when an attempt ends
  // while its `subscribe` call is still running on another thread.
  let source: RACSignal<Value>
  let downstream: any RACSubscriber<Value>
  let retryCount: Int?
  /// What the subscriber disposes.
  let compound = RACCompoundDisposable()
  /// The current attempt's subscription.
  private let attempt = RACSerialDisposable()
  /// The scheduled next attempt.
  private let pending = RACSerialDisposable()
  @exclusivity(unchecked) private var retries = 0
  @exclusivity(unchecked) private var scheduler: RACScheduler?
  /// `idle`, `subscribing`, or `subscribing` with a resubscription asked for.
  private let phase = Atomic<Int>(_RACSubscribeForever.idle)
  private static var idle: Int { 0 }
  private static var subscribing: Int { 1 }
  private static var resubscribeAsked: Int { 2 }

  init(_ source: RACSignal<Value>, _ downstream: any RACSubscriber<Value>, retryCount: Int?) {
    self.source = source
    self.downstream = downstream
    self.retryCount = retryCount
    compound.add(attempt)
    compound.add(pending)
    downstream.didSubscribe(with: compound)
  }

  /// Subscribes to the source once more.
  func runAttempt() {
    if compound.isDisposed { return }
    phase.store(Self.subscribing, ordering: .releasing)
    let subscriber = _RACForeverAttempt(self)
    let disposable = source.subscribe(subscriber)
    if !subscriber.isFinished { attempt.disposable = disposable }
    if phase.exchange(Self.idle, ordering: .acquiringAndReleasing) == Self.resubscribeAsked {
      scheduleAttempt()
    }
  }

  /// The current attempt ended and the source must be subscribed to again.
  private func resubscribe() {
    if scheduler == nil { scheduler = RACScheduler.current ?? RACScheduler.scheduler() }
    // Ended during its own `subscribe` call: `runAttempt` schedules the next
    // attempt once that call has returned.
    let (deferred, _) = phase.compareExchange(
      expected: Self.subscribing, desired: Self.resubscribeAsked, ordering: .acquiringAndReleasing)
    if deferred { return }
    scheduleAttempt()
  }

  private func scheduleAttempt() {
    if compound.isDisposed { return }
    guard let scheduler else { return }
    pending.disposable = scheduler.schedule { [self] in runAttempt() }
  }

  func attemptFailed(_ error: any Error) {
    if compound.isDisposed { return }
    if let retryCount, retryCount == 0 || retries < retryCount {
      retries += 1
      resubscribe()
      return
    }
    compound.dispose()
    downstream.sendError(error)
  }

  func attemptCompleted() {
    if compound.isDisposed { return }
    if retryCount == nil {
      resubscribe()
      return
    }
    compound.dispose()
    downstream.sendCompleted()
  }
}

/// The subscriber of one attempt: passes values on and reports the end.
final class _RACForeverAttempt<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe`, before the source sends
  // anything; `finished` is atomic (read by `runAttempt` on the subscribing
  // thread).
  let state: _RACSubscribeForever<Value>
  private var own: RACCompoundDisposable?
  private let finished = Atomic<Bool>(false)

  init(_ state: _RACSubscribeForever<Value>) { self.state = state }

  var isFinished: Bool { finished.load(ordering: .acquiring) }

  // The check matters while a synchronous source is being subscribed to:
  // its disposable is kept only once `subscribe` returns.
  func sendNext(_ value: Value) {
    if state.compound.isDisposed { return }
    state.downstream.sendNext(value)
  }

  // As a block subscriber does, a terminal event first disposes the
  // subscription that ended.
  func sendError(_ error: any Error) {
    finished.store(true, ordering: .releasing)
    own?.dispose()
    state.attemptFailed(error)
  }

  func sendCompleted() {
    finished.store(true, ordering: .releasing)
    own?.dispose()
    state.attemptCompleted()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    _ = _racKeepHandedOver(disposable, in: &own)
  }
}
