import RACDisposables
import RACStreamCore

/// `take(untilReplacement:)`, as RAC builds it: the replacement is
/// subscribed to first; the receiver only if the replacement has not sent
/// anything yet. The receiver's subscription sits in a serial disposable
/// that the replacement's first event disposes, and that the whole
/// subscription disposes before the replacement's (RAC's `selfDisposable`,
/// then `replacementDisposable`).
final class _RACTakeUntilReplacementSignal<Value>:
  _RACOperatorSignal<Value, Value, RACSignal<Value>>, @unchecked Sendable
{
  // Safety: immutable.

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let receiverSlot = RACSerialDisposable()
    let state = _RACReplacementState(subscriber, receiverSlot: receiverSlot)
    let replacement = _RACStateInput(state, next: { $0.state.receiveReplacement($1) }) { input, error in
      input.state.send(.replacementEnded(error))
    }
    state.subscribe(arguments, replacement)
    // RAC subscribes the receiver only while `selfDisposable` is not
    // disposed: a replacement that sent at once has taken over already.
    // The serial disposable is thread-safe, so this read needs no gate.
    if receiverSlot.isDisposed { return state.subscription }
    // The receiver's completion is swallowed (RAC's `concat:[RACSignal
    // never]`); its error ends the result.
    let receiver = _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
      if let error { input.state.send(.receiverFailed(error)) }
    }
    state.subscribe(source, receiver, joining: receiverSlot)
    return state.subscription
  }
}

/// The inputs of `take(untilReplacement:)`'s state. Values, the receiver's
/// and then the replacement's, have fast paths
/// (`_RACReplacementState.receiveValue(_:)`, `receiveReplacement(_:)`) and
/// are built as inputs only when queued.
enum _RACReplacementInput<Value> {
  /// A value of the receiver.
  case receiverValue(Value)
  /// The receiver's error.
  case receiverFailed(any Error)
  /// A value of the replacement.
  case replacementNext(Value)
  /// The replacement's error, or `nil` for its completion.
  case replacementEnded((any Error)?)
}

/// The state of one `take(untilReplacement:)` subscription.
final class _RACReplacementState<Value>: _RACGatedState<Value, _RACReplacementInput<Value>>, @unchecked Sendable {
  // Safety: `receiverSlot` is immutable (the serial disposable is
  // thread-safe); `replaced` is touched only by the gate's owner.

  /// The receiver's subscription (RAC's `selfDisposable`).
  private let receiverSlot: RACSerialDisposable

  /// Whether the replacement has sent its first event: from then on the
  /// receiver's events are dropped. Disposing the receiver's subscription
  /// does not withdraw a value another thread queued in the gate before it,
  /// nor one the receiver had already started sending (Docs/Internals.md,
  /// "Writing a kernel operator, step by step", step 7).
  @exclusivity(unchecked) private var replaced = false

  /// Creates the state; the subscription disposes `receiverSlot` first.
  init(_ downstream: any RACSubscriber<Value>, receiverSlot: RACSerialDisposable) {
    self.receiverSlot = receiverSlot
    super.init(downstream, disposing: [receiverSlot])
  }

  /// A value of the receiver: processed in place when the gate is free,
  /// built as an input only when queued.
  func receiveValue(_ value: Value) {
    run({ forward(value) }, orQueue: { .receiverValue(value) })
  }

  /// What processing `.receiverValue(value)` does.
  private func forward(_ value: Value) {
    if !replaced { sendNext(value) }
  }

  /// A value of the replacement, which carries the result once it took
  /// over: processed in place when the gate is free, built as an input
  /// only when queued.
  func receiveReplacement(_ value: Value) {
    run({ replace(with: value) }, orQueue: { .replacementNext(value) })
  }

  /// What processing `.replacementNext(value)` does.
  private func replace(with value: Value) {
    takeOver()
    sendNext(value)
  }

  override func process(_ input: _RACReplacementInput<Value>) {
    switch input {
    case .receiverValue(let value):
      forward(value)
    case .receiverFailed(let error):
      // As RAC: the error goes to the subscriber, which disposes the
      // whole subscription (the replacement's included) on it.
      if !replaced { sendError(error) }
    case .replacementNext(let value):
      replace(with: value)
    case .replacementEnded(let error):
      takeOver()
      if let error { sendError(error) } else { sendCompleted() }
    }
  }

  /// Before a replacement's event is sent on: disposes the receiver's
  /// subscription, as RAC does on every replacement event (only the first
  /// disposes anything, so only the first pays for it).
  private func takeOver() {
    if replaced { return }
    replaced = true
    receiverSlot.dispose()
  }
}
