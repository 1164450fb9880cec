import RACDisposables
import RACStreamCore

/// `take(until:)` and `skip(until:)`: the trigger is subscribed to first,
/// then (unless the result already ended) the receiver.
final class _RACUntilSignal<Value, Trigger>:
  _RACOperatorSignal<Value, Value, (trigger: RACSignal<Trigger>, takes: Bool)>, @unchecked Sendable
{
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACUntilState(subscriber, takes: arguments.takes)
    // A trigger's error is ignored: only its value or completion counts.
    let trigger = _RACStateInput<_RACUntilState<Value>, Trigger>(state, next: { input, _ in input.state.send(.trigger) }) {
      input, error in
      if error == nil { input.state.send(.trigger) }
    }
    state.subscribe(arguments.trigger, trigger)
    let values = _RACStateInput(state, next: { input, value in
      input.state.run({ input.state.receive(value) }, orQueue: { .next(value) })
    }) { input, error in
      input.state.send(error.map { .error($0) } ?? .completed)
    }
    state.subscribe(source, values)
    return state.subscription
  }
}

enum _RACUntilInput<Value> {
  case next(Value)
  case error(any Error)
  case completed
  case trigger
}

final class _RACUntilState<Value>: _RACGatedState<Value, _RACUntilInput<Value>>, @unchecked Sendable {
  // Safety: `triggered` is touched only by the owner of the gate.
  let takes: Bool
  @exclusivity(unchecked) private var triggered = false

  init(_ downstream: any RACSubscriber<Value>, takes: Bool) {
    self.takes = takes
    super.init(downstream)
  }

  func receive(_ value: Value) {
    if isOver { return }
    if takes || triggered { downstream.sendNext(value) }
  }

  override func process(_ input: _RACUntilInput<Value>) {
    switch input {
    case .next(let value): receive(value)
    case .error(let error): terminate(.error(error))
    case .completed: terminate(.completed)
    case .trigger:
      if takes {
        terminate(.completed)
      } else {
        triggered = true
      }
    }
  }
}

/// `take(untilReplacement:)`: the replacement is subscribed to first; its
/// first event disposes the receiver's subscription, and from then on only
/// the replacement's events are sent.
final class _RACTakeUntilReplacementSignal<Value>:
  _RACOperatorSignal<Value, Value, RACSignal<Value>>, @unchecked Sendable
{
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACReplacementState(subscriber)
    let replacement = _RACStateInput(state, next: { input, value in
      input.state.run({ input.state.replace(with: value) }, orQueue: { .replacement(.next(value)) })
    }) { input, error in
      input.state.send(.replacement(error.map { .error($0) } ?? .completed))
    }
    state.subscribe(arguments, replacement)
    if !state.receiver.isDisposed {
      // The receiver's completion is swallowed (`-concat: +never`).
      let values = _RACStateInput(state, next: { input, value in
        input.state.run({ input.state.receive(value) }, orQueue: { .receiver(.next(value)) })
      }) { input, error in
        if let error { input.state.send(.receiver(.error(error))) }
      }
      state.subscribe(source, values, joining: state.receiver)
    }
    return state.subscription
  }
}

enum _RACReplacementInput<Value> {
  case receiver(RACEvent<Value>)
  case replacement(RACEvent<Value>)
}

final class _RACReplacementState<Value>: _RACGatedState<Value, _RACReplacementInput<Value>>, @unchecked Sendable {
  // Safety: `receiver` is a thread-safe disposable.
  /// The receiver's subscription, disposed at the replacement's first event.
  let receiver = RACSerialDisposable()

  init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
    subscription.add(receiver)
  }

  func receive(_ value: Value) {
    if isOver || receiver.isDisposed { return }
    downstream.sendNext(value)
  }

  func replace(with value: Value) {
    if isOver { return }
    receiver.dispose()
    downstream.sendNext(value)
  }

  override func process(_ input: _RACReplacementInput<Value>) {
    switch input {
    case .receiver(.next(let value)): receive(value)
    case .receiver(.error(let error)):
      if !receiver.isDisposed { terminate(.error(error)) }
    case .receiver(.completed): break
    case .replacement(.next(let value)): replace(with: value)
    case .replacement(let event):
      receiver.dispose()
      terminate(event)
    }
  }
}
