import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// `timeout(_:on:)`'s signal: each subscription is a `_RACTimeout` state on
/// the multi-input kernel (Docs/Internals.md, "Timers on the kernel").
final class _RACTimeoutSignal<Value>:
  _RACOperatorSignal<Value, Value, (TimeInterval, RACScheduler)>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACTimeout(subscriber)
    // The deadline first, then the source, as in RAC: disposal goes in that
    // order too.
    let (interval, scheduler) = arguments
    if let deadline = scheduler.afterDelay(interval, schedule: { state.timedOut(on: scheduler) }) {
      state.subscription.add(deadline)
    }
    state.subscribe(
      source,
      _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
        input.state.receive(_racTerminalInput(error, error: { .error($0) }, completed: .completed))
      })
    return state.subscription
  }
}

/// One subscription of `timeout(_:on:)`: the source's events and the
/// deadline are the inputs of the state's one gate (Docs/Internals.md, "The
/// multi-input kernel"). A terminal event, the source's or the deadline's,
/// disposes every subscription first (the deadline's timer, the source),
/// then is sent.
final class _RACTimeout<Value>: _RACBoxedState<Value, RACEvent<Value>>, @unchecked Sendable {
  // Safety: no state of its own.

  init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  /// A value of the source (any thread): the gate's fast path.
  func receiveValue(_ value: Value) {
    run({ sendNext(value) }, orQueue: { () -> AnyObject in boxed(.next(value)) })
  }

  /// The deadline passed: the error is sent from here, on the scheduler, as
  /// RAC's timer block sends it (`runFromTimer`).
  func timedOut(on scheduler: RACScheduler) {
    runFromTimer(
      { terminate(.error(RACSignalError.timedOut)) }, orRetryOn: scheduler, { [self] in timedOut(on: scheduler) })
  }

  override func handle(_ input: RACEvent<Value>) {
    switch input {
    case .next(let value): sendNext(value)
    case .error, .completed: terminate(input)
    }
  }
}
