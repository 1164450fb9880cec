import RACDisposables

/// A kernel state that passes its sources' events on through its one gate
/// (Docs/Internals.md, "The multi-input kernel"): the gate serializes them
/// wherever they come from, and the kernel drops whatever arrives once the
/// result ended or its subscription was disposed ("Nothing after
/// disposal").
///
/// The operators whose sources take turns (`concat`, `flattenMap`'s inner
/// signals) or whose one source is delivered elsewhere (`deliver(on:)`,
/// `subscribe(on:)`) use it. A subclass chooses where an event is delivered
/// by overriding ``receiveValue(_:)`` and ``receiveTerminal(_:)``; by
/// default, at once. ``input()`` makes the input that feeds them.
///
/// Values take the gate's fast path: no event is built unless another
/// thread holds the gate (Docs/Internals.md, "Metadata lookups").
///
/// Not API: public for the library's higher layers.
open class _RACForwardingState<Value>: _RACBoxedState<Value, RACEvent<Value>>, @unchecked Sendable {
  // Safety: no state of its own; the kernel's.

  /// Creates the state; see ``_RACGatedState/init(_:disposing:)``.
  public override init(_ downstream: any RACSubscriber<Value>, disposing disposables: [RACDisposable] = []) {
    super.init(downstream, disposing: disposables)
  }

  /// A value of a source; by default delivered at once.
  open func receiveValue(_ value: Value) {
    deliver(value)
  }

  /// A source's error or completion; by default delivered at once.
  open func receiveTerminal(_ event: RACEvent<Value>) {
    receive(event)
  }

  /// Delivers `value` through the gate. The event is built and boxed only
  /// when queued, out of line (``_RACBoxedState``): the fast path mentions
  /// no input type, whose generic metadata it would otherwise fetch on
  /// every value (Docs/Internals.md, "Metadata lookups").
  public final func deliver(_ value: Value) {
    run({ sendNext(value) }, orQueue: { () -> AnyObject in boxed(.next(value)) })
  }

  /// Delivers `value` as ``deliver(_:)`` does, without passing the gate:
  /// for a state whose every delivery already runs one at a time, in one
  /// place — `deliver(on:)` on a queue scheduler, whose blocks its queue
  /// runs serially. There the gate would only add two atomic operations
  /// per value, on the cache line the sending thread also touches
  /// (Docs/Internals.md, "The serial gate").
  public final func deliverSerialized(_ value: Value) {
    sendNext(value)
  }

  /// An input that feeds a source's events to ``receiveValue(_:)`` and
  /// ``receiveTerminal(_:)``.
  public final func input() -> _RACStateInput<_RACForwardingState<Value>, Value> {
    _RACStateInput(self, next: { $0.state.receiveValue($1) }) { input, error in
      input.state.receiveTerminal(_racTerminalInput(error, error: { .error($0) }, completed: .completed))
    }
  }

  /// An input for one of several inner signals (`flattenMap`'s, `flatten(n)`'s):
  /// its values are delivered; its end goes to ``innerFailed(_:)`` or
  /// ``innerCompleted(_:)``.
  public final func innerInput() -> _RACInput<Value> {
    _RACInnerInput(self)
  }

  /// An inner signal failed; by default the error is delivered at once.
  open func innerFailed(_ error: any Error) {
    receiveTerminal(.error(error))
  }

  /// An inner signal completed; `input` is its input (its ``_RACInput/own``
  /// subscription, and the ``_RACInput/joining`` slot it was subscribed
  /// into). By default nothing happens.
  open func innerCompleted(_ input: _RACInput<Value>) {}

  /// Sends the event on.
  public final override func handle(_ input: RACEvent<Value>) {
    switch input {
    case .next(let value): sendNext(value)
    case .error(let error): sendError(error)
    case .completed: sendCompleted()
    }
  }
}

/// The input of an inner signal (``_RACForwardingState/innerInput()``): an
/// input class of its own rather than a `_RACStateInput`, because an
/// operator keeps one per live inner signal, so its size is the operator's
/// cost per inner signal — a state reference instead of a state, an index
/// and two functions: 56 bytes instead of 96, one cache line where
/// completing inner signals in random order touches it (Docs/Performance.md,
/// "Scaling").
final class _RACInnerInput<Value>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable; the rest is _RACInput's.
  let state: _RACForwardingState<Value>

  init(_ state: _RACForwardingState<Value>) {
    self.state = state
  }

  override func sendNext(_ value: Value) {
    if isFinished { return }
    state.deliver(value)
  }

  /// `self`, converted where the class's metadata is at hand.
  override func asSubscriber() -> any RACSubscriber<Value> { self }
  override func receiveError(_ error: any Error) { state.innerFailed(error) }
  override func receiveCompleted() { state.innerCompleted(self) }
}
