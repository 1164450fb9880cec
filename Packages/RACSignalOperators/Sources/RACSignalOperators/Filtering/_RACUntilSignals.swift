import RACDisposables
import RACStreamCore

/// `take(until:)` and `skip(until:)`: the trigger is subscribed to first,
/// then (unless the result already ended) the receiver.
final class _RACUntilSignal<Value, Trigger>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let trigger: RACSignal<Trigger>
  /// `true`: take(until:), the trigger ends the result; `false`:
  /// skip(until:), the trigger opens it.
  let takes: Bool

  init(_ source: RACSignal<Value>, _ trigger: RACSignal<Trigger>, takes: Bool) {
    self.source = source
    self.trigger = trigger
    self.takes = takes
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACUntilState(subscriber, takes: takes)
    // A trigger's error is ignored: only its value or completion counts.
    let triggerInput = _RACClosureInput<Trigger>(
      next: { _ in state.send(.trigger) }, error: { _ in }, completed: { state.send(.trigger) })
    state.subscribe(trigger, triggerInput)
    let input = _RACClosureInput<Value>(
      next: { value in state.run({ state.receive(value) }, orQueue: { .next(value) }) },
      error: { state.send(.error($0)) },
      completed: { state.send(.completed) })
    state.subscribe(source, input)
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
final class _RACTakeUntilReplacementSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let replacement: RACSignal<Value>

  init(_ source: RACSignal<Value>, _ replacement: RACSignal<Value>) {
    self.source = source
    self.replacement = replacement
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACReplacementState(subscriber)
    let replacementInput = _RACClosureInput<Value>(
      next: { value in state.run({ state.replace(with: value) }, orQueue: { .replacement(.next(value)) }) },
      error: { state.send(.replacement(.error($0))) },
      completed: { state.send(.replacement(.completed)) })
    state.subscribe(replacement, replacementInput)
    if !state.receiver.isDisposed {
      // The receiver's completion is swallowed (`-concat: +never`).
      let input = _RACClosureInput<Value>(
        next: { value in state.run({ state.receive(value) }, orQueue: { .receiver(.next(value)) }) },
        error: { state.send(.receiver(.error($0))) },
        completed: {})
      state.subscribe(source, input, joining: state.receiver)
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
