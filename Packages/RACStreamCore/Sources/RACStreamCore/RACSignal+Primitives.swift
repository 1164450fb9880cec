import RACDisposables

extension RACSignal {
  /// Lazily binds a block to the values of the signal; see
  /// ``RACStream/bind(_:)``.
  ///
  /// For each subscription, `block` makes a binding function. Each value is
  /// passed to it; the signal it returns is subscribed to and its values are
  /// passed through. Returning `nil`, or setting `stop` to `true`, completes
  /// the receiver's side (after subscribing to the returned signal, if any).
  /// The result completes when the receiver's side and every returned signal
  /// have completed; an error from any of them is sent at once and disposes
  /// everything.
  ///
  /// ```text
  /// self:    -a------b-----|
  /// f(a):     -1-2|
  /// f(b):            -3|
  /// result:  --1-2----3----|
  /// ```
  ///
  /// ![self: a, b, then completed. f(a): 1, 2, then completed. f(b): 3, then completed. result: 1, 2, 3, then completed.](bind.svg)
  ///
  /// - Parameter block: Makes the binding function, once per subscription.
  /// - Returns: The bound signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal bind:]`.
  public func bind<U>(
    _ block: @escaping () -> (Value, inout Bool) -> RACSignal<U>?
  ) -> RACSignal<U> {
    _RACBindSignal(self, arguments: _RACBindBlock(block), selector: "-bind:")
  }

  /// The generic form of ``bind(_:)-swift.method``, the `RACStream`
  /// requirement: the block may return any signal type.
  @_disfavoredOverload
  public func bind<R: RACStream>(
    _ block: @escaping () -> (Value, inout Bool) -> R?
  ) -> R.Concrete where R.Family == RACSignalFamily {
    let bound: RACSignal<R.Value> = bind {
      let binding = block()
      return { value, stop in binding(value, &stop).map(_racSignal) }
    }
    return _racStream(bound)
  }

  /// The values of the receiver, then, once it completes, those of
  /// `signal`. An error from the receiver ends the result without
  /// subscribing to `signal`.
  ///
  /// ```text
  /// self:   -a-b-|
  /// signal:      -c-|
  /// result: -a-b--c-|
  /// ```
  ///
  /// ![self: a, b, then completed. signal: c, then completed. result: a, b, c, then completed.](concat.svg)
  ///
  /// - Parameter signal: The signal to subscribe to when the receiver
  ///   completes.
  /// - Returns: The concatenated signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal concat:]`.
  public func concat(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    _RACConcatSignal(self, arguments: signal, selector: "-concat: ", argument: _RACNameOf(signal))
  }

  /// Pairs the n-th value of the receiver with the n-th value of `signal`.
  ///
  /// Values wait in order until their partner arrives. The result completes
  /// as soon as either signal has completed with no value left waiting; an
  /// error from either is sent at once.
  ///
  /// ```text
  /// self:   -a---b-c-|
  /// signal: ---1-2---3   -|
  /// result: ---p-q---[r|]    p = (a, 1), q = (b, 2), r = (c, 3)
  /// ```
  ///
  /// ![p = (a, 1), q = (b, 2), r = (c, 3). self: a, b, c, then completed. signal: 1, 2, 3, then completed. result: p, q, then r and completed in one tick.](zipWith.svg)
  ///
  /// - Parameter signal: The other signal.
  /// - Returns: A signal of pairs.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal zipWith:]`.
  public func zip<U>(with signal: RACSignal<U>) -> RACSignal<(Value, U)> {
    _RACZipWithSignal(self, arguments: signal, selector: "-zipWith: ", argument: _RACNameOf(signal))
  }

  /// The generic form of ``zip(with:)-swift.method``, the `RACStream`
  /// requirement.
  @_disfavoredOverload
  public func zip<Other: RACStream, R: RACStream>(with other: Other) -> R
  where
    Other.Family == RACSignalFamily, R.Family == RACSignalFamily, R.Concrete == R,
    R.Value == (Value, Other.Value)
  {
    _racStream(zip(with: _racSignal(other)))
  }
}

/// Views a stream of the signal family as the `RACSignal` it is.
@inlinable
func _racSignal<S: RACStream>(_ stream: S) -> RACSignal<S.Value> where S.Family == RACSignalFamily {
  guard let signal = stream as? RACSignal<S.Value> else {
    preconditionFailure("RACSignalFamily is reserved for RACSignal and its subclasses; \(S.self) is not one")
  }
  return signal
}

/// Views a `RACSignal` as the signal-family stream type `R` (which can only
/// be `RACSignal<R.Value>` or a superclass view of it).
@inlinable
func _racStream<R: RACStream>(_ signal: RACSignal<R.Value>) -> R where R.Family == RACSignalFamily {
  guard let stream = signal as? R else {
    preconditionFailure(
      "RACSignalFamily is reserved for RACSignal and its subclasses; \(R.self) is not RACSignal<\(R.Value.self)>")
  }
  return stream
}

/// `bind(_:)`'s signal: RAC's `-bind:` on the multi-input kernel
/// (Docs/Internals.md, "The multi-input kernel"). The state is
/// `flattenMap`'s, whose rules are `-bind:`'s; the source's input adds the
/// binding function and `stop`. `arguments` holds the block that makes the
/// binding function.
final class _RACBindSignal<Value, U>: _RACOperatorSignal<Value, U, _RACBindBlock<Value, U>>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACFlattenState(subscriber)
    // The binding function is made once the subscriber holds its
    // disposable, where RAC's `createSignal:` block makes it.
    let input = _RACBindOuterInput(state, arguments.make())
    input.sourceToken = state.compound.add(input.sourceSubscription)
    state.subscribe(source, input, joining: input.sourceSubscription)
    return state.subscription
  }
}

/// `bind(_:)`'s block, wrapped so that the binding function it makes keeps
/// the abstraction the source's input stores it at (see `_RACFlattenBlock`).
struct _RACBindBlock<Value, U> {
  let make: () -> (Value, inout Bool) -> RACSignal<U>?
  init(_ make: @escaping () -> (Value, inout Bool) -> RACSignal<U>?) { self.make = make }
}

/// `bind(_:)`'s source input: each value goes through the binding function;
/// the signal it returns is added to the state, and `nil` or `stop` ends the
/// source's side as RAC does: its subscription is disposed, then it counts
/// as completed.
final class _RACBindOuterInput<Value, U>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable but `stopped`, which only the source's serialized
  // events touch.
  let state: _RACFlattenState<U>
  let bindingBlock: (Value, inout Bool) -> RACSignal<U>?
  /// The source's subscription (RAC's `selfDisposable`), in the state's
  /// compound disposable until the source's side ends.
  let sourceSubscription = RACCompoundDisposable()
  /// Where ``sourceSubscription`` sits in the state's compound disposable;
  /// set once, before the source is subscribed to.
  @exclusivity(unchecked) var sourceToken: RACCompoundDisposable.Token = .none
  /// Whether the binding function stopped the source's side: a source that
  /// sends after its subscription was disposed is not heard (RAC's block
  /// subscriber drops its blocks on disposal).
  @exclusivity(unchecked) private var stopped = false

  init(_ state: _RACFlattenState<U>, _ bindingBlock: @escaping (Value, inout Bool) -> RACSignal<U>?) {
    self.state = state
    self.bindingBlock = bindingBlock
  }

  override func sendNext(_ value: Value) {
    // Disposal is checked by hand, for synchronous errors (as RAC does).
    if stopped || isFinished || state.compound.isDisposed { return }
    var stop = false
    let signal = bindingBlock(value, &stop)
    if let signal { state.add(signal) }
    if signal == nil || stop {
      stopped = true
      sourceSubscription.dispose()
      state.endSource(removing: sourceToken)
    }
  }

  /// `self`, converted where the class's metadata is at hand.
  override func asSubscriber() -> any RACSubscriber<Value> { self }

  override func receiveError(_ error: any Error) {
    if stopped { return }
    state.fail(error)
  }

  override func receiveCompleted() {
    if stopped { return }
    state.endSource(removing: sourceToken)
  }
}

/// `concat(_:)`'s signal: the receiver, then `next` (its `arguments`), as
/// two inputs of one kernel state (Docs/Internals.md, "The multi-input
/// kernel"); `next` is subscribed to when the receiver completes.
final class _RACConcatSignal<Value>: _RACOperatorSignal<Value, Value, RACSignal<Value>>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACConcat(subscriber, next: arguments)
    state.subscribe(
      source,
      _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
        if let error {
          input.state.receiveTerminal(.error(error))
        } else {
          input.state.subscribeNext()
        }
      })
    return state.subscription
  }
}

/// One `concat(_:)` subscription: the receiver's events, then `next`'s,
/// through one gate that serializes what a source sends from another thread
/// while `next` is being subscribed to.
final class _RACConcat<Value>: _RACForwardingState<Value>, @unchecked Sendable {
  // Safety: immutable; the rest is the kernel's.
  let next: RACSignal<Value>

  init(_ downstream: any RACSubscriber<Value>, next: RACSignal<Value>) {
    self.next = next
    super.init(downstream)
  }

  /// Subscribes to `next` once the receiver completed (its subscription
  /// joins the state's, as RAC adds it to its compound disposable) — even
  /// when the subscriber disposed meanwhile, as RAC does when the first
  /// signal completes regardless (`return`): the subscription is then
  /// disposed at once.
  func subscribeNext() {
    subscribe(next, input(), evenIfOver: true)
  }
}

/// `zip(with:)`'s signal: both sources are inputs of one kernel state.
final class _RACZipWithSignal<Left, Right>:
  _RACOperatorSignal<Left, (Left, Right), RACSignal<Right>>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<(Left, Right)>) -> RACDisposable {
    let zipper = _RACZipWith<Left, Right>(subscriber)
    // RAC disposes the receiver's subscription, then the other's.
    let left = _RACStateInput(zipper, next: { $0.state.receiveLeft($1) }) { input, error in
      input.state.send(_racTerminalInput(error, error: { .error($0) }, completed: .leftCompleted))
    }
    let right = _RACStateInput(zipper, next: { $0.state.receiveRight($1) }) { input, error in
      input.state.send(_racTerminalInput(error, error: { .error($0) }, completed: .rightCompleted))
    }
    zipper.subscribe(source, left, joining: zipper.leftSubscription)
    // As RAC's -zipWith:, the other signal is subscribed to even when the
    // receiver ended the result synchronously (then disposed at once), as
    // the variadic zip and combineLatest subscribe every source.
    zipper.subscribe(arguments, right, joining: zipper.rightSubscription, evenIfOver: true)
    return zipper.subscription
  }
}

/// The state of one `zip(with:)` subscription, on the multi-input kernel:
/// inputs from both sides pass through its gate, so the buffers need no lock
/// and pairs go out in order.
final class _RACZipWith<Left, Right>: _RACGatedState<(Left, Right), _RACZipWith<Left, Right>.Input>,
  @unchecked Sendable
{
  // Safety: the buffers and flags are touched only by the gate's owner.
  enum Input {
    case left(Left)
    case right(Right)
    case leftCompleted
    case rightCompleted
    case error(any Error)
  }

  let leftSubscription = RACSerialDisposable()
  let rightSubscription = RACSerialDisposable()
  private let lefts = _RACFIFO<Left>()
  private let rights = _RACFIFO<Right>()
  @exclusivity(unchecked) private var leftCompleted = false
  @exclusivity(unchecked) private var rightCompleted = false

  init(_ downstream: any RACSubscriber<(Left, Right)>) {
    super.init(downstream, disposing: [leftSubscription, rightSubscription])
  }

  /// A value from the left: processed directly when the gate is free,
  /// building no `Input` (a generic metadata lookup per value).
  func receiveLeft(_ value: Left) {
    run({ appendLeft(value) }, orQueue: { .left(value) })
  }

  /// A value from the right; see ``receiveLeft(_:)``.
  func receiveRight(_ value: Right) {
    run({ appendRight(value) }, orQueue: { .right(value) })
  }

  private func appendLeft(_ value: Left) {
    lefts.append(value)
    sendPair()
  }

  private func appendRight(_ value: Right) {
    rights.append(value)
    sendPair()
  }

  override func process(_ input: Input) {
    switch input {
    case .left(let value):
      appendLeft(value)
    case .right(let value):
      appendRight(value)
    case .leftCompleted:
      leftCompleted = true
      sendCompletedIfNecessary()
    case .rightCompleted:
      rightCompleted = true
      sendCompletedIfNecessary()
    case .error(let error):
      sendError(error)
    }
  }

  private func sendPair() {
    guard !lefts.isEmpty, !rights.isEmpty else { return }
    let pair = (lefts.removeFirst(), rights.removeFirst())
    sendNext(pair)
    sendCompletedIfNecessary()
  }

  private func sendCompletedIfNecessary() {
    let leftEmpty = leftCompleted && lefts.isEmpty
    let rightEmpty = rightCompleted && rights.isEmpty
    if leftEmpty || rightEmpty { sendCompleted() }
  }
}
