import RACDisposables
import RACStreamCore

/// `take(until:)` and `skip(until:)`: the trigger is subscribed to first,
/// then (unless the result already ended) the receiver.
final class _RACUntilSignal<Value, Trigger>:
  _RACOperatorSignal<Value, Value, (trigger: RACSignal<Trigger>, takes: Bool)>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACUntilState(subscriber, takes: arguments.takes)
    // A trigger's error is ignored: only its value or completion counts.
    let trigger = _RACStateInput<_RACUntilState<Value>, Trigger>(
      state, next: { input, _ in input.state.send(.trigger) }
    ) {
      input, error in
      if error == nil { input.state.send(.trigger) }
    }
    state.subscribe(arguments.trigger, trigger)
    let values = _RACStateInput(state, next: { $0.state.receiveNext($1) }) { input, error in
      input.state.send(_racTerminalInput(error, error: { .error($0) }, completed: .completed))
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

  /// A value of the receiver: passed on at once when the gate is free,
  /// building no input (Docs/Internals.md, "Metadata lookups").
  func receiveNext(_ value: Value) {
    run({ receive(value) }, orQueue: { .next(value) })
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
