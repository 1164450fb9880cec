import RACDisposables
import Synchronization

/// The multi-input kernel: the state of one subscription to an operator
/// whose events come from more than one place — several sources, inner
/// signals, timers — serialized by the state's own gate.
///
/// An operator subclasses it, declares its inputs as the `Input` type, and
/// overrides ``process(_:)``; the kernel owns the rest (Docs/Internals.md,
/// "The multi-input kernel"):
///
/// - the gate: every input goes through ``send(_:)`` (or the fast path
///   ``run(_:orQueue:)``), so `process` never overlaps itself and holds no
///   lock while it calls the subscriber;
/// - the subscription: ``subscription`` is handed to the subscriber first,
///   when the state is made; every input's subscription joins it
///   (``subscribe(_:_:)``) the moment the input hands it over, so disposing
///   it ends a source that is still sending synchronously;
/// - the terminal and disposed checks: ``isOver``; ``sendNext(_:)``,
///   ``sendError(_:)``, ``sendCompleted()`` and ``terminate(_:)`` send
///   nothing once the result ended or its subscription was disposed — the
///   one "nothing after disposal" rule, completion included.
///
/// Not API: public for the library's higher layers.
open class _RACGatedState<Output, Input>: _RACSerialGate<Input>, @unchecked Sendable {
  // Safety: `downstream` and `subscription` are immutable (the disposable is
  // thread-safe); `isTerminated` and the subclasses' state are touched only
  // by the gate's owner.

  /// The subscriber.
  public let downstream: any RACSubscriber<Output>

  /// What the subscriber disposes: every subscription of the operator.
  public let subscription: RACCompoundDisposable

  /// Whether the result has sent its terminal event.
  @exclusivity(unchecked) public private(set) final var isTerminated = false

  /// Creates the state and hands the subscriber ``subscription``.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber.
  ///   - disposables: Disposables the subscription disposes first, in
  ///     order (a subclass's own, such as a current inner subscription,
  ///     that RAC disposes before the sources).
  public init(_ downstream: any RACSubscriber<Output>, disposing disposables: [RACDisposable] = []) {
    self.downstream = downstream
    subscription = disposables.isEmpty ? RACCompoundDisposable() : RACCompoundDisposable(disposables)
    super.init()
    downstream.didSubscribe(with: subscription)
  }

  /// Whether nothing more may be sent: the result ended, or its
  /// subscription was disposed (perhaps while a synchronous source was
  /// still being subscribed to). With the gate held only: `isTerminated`
  /// belongs to the gate's owner.
  @inlinable
  @inline(__always)
  public final var isOver: Bool { isTerminated || subscription.isDisposed }

  /// Subscribes `input` to `signal`: the input's subscription joins
  /// `joining` (by default ``subscription``; a serial disposable takes it,
  /// a compound adds it) as soon as the input hands it over, and what
  /// `subscribe` returns, when it is another disposable, goes inside that
  /// subscription (or in its place when none was handed over), so that it
  /// leaves with the input and a serial disposable keeps both. Nothing is
  /// subscribed once the state is over, unless `evenIfOver` (RAC subscribes
  /// every source of `combineLatest` and `merge` even when the first ended
  /// the result synchronously; the subscription is then disposed at once).
  ///
  /// An operator whose inputs come and go (inner signals) passes a
  /// disposable of its own, so that ended inputs do not pile up in the
  /// subscription.
  ///
  /// - Returns: The subscription `subscribe` returned, or `nil` when nothing
  ///   was subscribed.
  @discardableResult
  public final func subscribe<Value>(
    _ signal: RACSignal<Value>,
    _ input: _RACInput<Value>,
    joining: RACDisposable? = nil,
    evenIfOver: Bool = false
  ) -> RACDisposable? {
    // Off the gate (subscribing runs on the subscriber's thread): only the
    // subscription's disposed flag, which is atomic, may be read here —
    // `isTerminated` belongs to the gate's owner. A result that ended has
    // had its subscription disposed by then (by `terminate`, or by the
    // subscriber on its terminal event).
    if subscription.isDisposed && !evenIfOver { return nil }
    let target = joining ?? subscription
    input.joining = target
    let disposable = signal.subscribe(input.asSubscriber())
    // What `subscribe` returned is kept too, unless the input already ended
    // (its subscription needs no keeping).
    if !input.isFinished && !disposable.isDisposed {
      input.keep(returned: disposable)
    }
    return disposable
  }

  /// Sends `value` to the subscriber unless the state is over. With the
  /// gate held.
  @inlinable
  @inline(__always)
  public final func sendNext(_ value: Output) {
    if isOver { return }
    downstream.sendNext(value)
  }

  /// Ends the result with `error` unless it is over. With the gate held.
  ///
  /// Disposes nothing itself: the subscriber disposes the subscription on
  /// its terminal event, and an operator that disposes its sources first
  /// (as RAC's does at that point) does so before, or calls
  /// ``terminate(_:)``.
  public final func sendError(_ error: any Error) {
    if isOver { return }
    isTerminated = true
    downstream.sendError(error)
  }

  /// Ends the result with completion unless it is over; see
  /// ``sendError(_:)``. With the gate held.
  public final func sendCompleted() {
    if isOver { return }
    isTerminated = true
    downstream.sendCompleted()
  }

  /// Ends the result with `event` (an error or completion) unless it is
  /// over: disposes every subscription, then sends the event. With the gate
  /// held.
  public final func terminate(_ event: RACEvent<Output>) {
    if isOver { return }
    isTerminated = true
    subscription.dispose()
    switch event {
    case .next: preconditionFailure("_RACGatedState.terminate(_:) takes a terminal event")
    case .error(let error): downstream.sendError(error)
    case .completed: downstream.sendCompleted()
    }
  }
}

/// The base of a kernel operator's input: a subscriber to one of its
/// sources that keeps that source's subscription, disposes it first on a
/// terminal event (as a block subscriber does), and hands it to the state's
/// subscription the moment the source hands it over.
///
/// An operator declares its inputs as ``_RACStateInput``s; only an input
/// with state of its own subclasses this class, overriding ``sendNext(_:)``,
/// ``receiveError(_:)`` and ``receiveCompleted()``.
///
/// Not API: public for the library's higher layers.
open class _RACInput<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` and `joining` are set during subscription, before the
  // source sends anything, and read by its serialized events; `finished` is
  // atomic (set by the source's terminal event, perhaps on another thread,
  // and read by the subscribing thread).

  /// The subscription of this input's source, once it has handed it over.
  @exclusivity(unchecked) public private(set) final var own: RACCompoundDisposable?

  /// The disposable this input's subscription joins when handed over: the
  /// state's subscription, or the disposable given to `subscribe` (an inner
  /// signal's slot, say).
  @exclusivity(unchecked) public internal(set) final var joining: RACDisposable?

  /// Where ``own`` sits in ``joining`` when that is a compound disposable:
  /// what removes it in constant time once the input ended (``leave()``;
  /// Docs/Internals.md, "Children in constant time").
  @exclusivity(unchecked) private(set) final var joinToken: RACCompoundDisposable.Token = .none

  @usableFromInline
  internal let finished = Atomic<Bool>(false)

  /// Whether the source sent its terminal event. Inlinable: the inputs of
  /// the layers above read it before every value.
  @inlinable
  @inline(__always)
  public final var isFinished: Bool { finished.load(ordering: .acquiring) }

  /// Creates an input.
  public init() {}

  /// The input as its source's subscriber.
  ///
  /// Every input class overrides it to return `self`: converting an input
  /// to `any RACSubscriber<Value>` needs its class's metadata, which a
  /// final class's method finds in the instance, while this class, which
  /// is subclassed, would look its own up at run time on every
  /// subscription (Docs/Internals.md, "Metadata lookups and exclusivity").
  /// ``_RACGatedState/subscribe(_:_:joining:evenIfOver:)`` subscribes the
  /// input through it.
  open func asSubscriber() -> any RACSubscriber<Value> { self }

  /// Receives a value; subclasses override it, and drop a value that comes
  /// once ``isFinished``: a `RACSignal` subclass may send after its own
  /// terminal event, which RAC's block subscriber drops, its blocks gone
  /// (Docs/Contracts.md, "What a source sends after its own terminal
  /// event").
  open func sendNext(_ value: Value) {
    preconditionFailure("\(type(of: self)) must override sendNext(_:)")
  }

  /// Receives the source's error, after its subscription was disposed.
  open func receiveError(_ error: any Error) {}

  /// Receives the source's completion, after its subscription was disposed.
  open func receiveCompleted() {}

  /// Marks the input finished, disposes its source's subscription, then
  /// reports the error (``receiveError(_:)``); nothing after the source's
  /// first terminal event.
  public final func sendError(_ error: any Error) {
    if finished.exchange(true, ordering: .acquiringAndReleasing) { return }
    own?.dispose()
    receiveError(error)
  }

  /// Marks the input finished, disposes its source's subscription, then
  /// reports the completion (``receiveCompleted()``); nothing after the
  /// source's first terminal event.
  public final func sendCompleted() {
    if finished.exchange(true, ordering: .acquiringAndReleasing) { return }
    own?.dispose()
    receiveCompleted()
  }

  /// Keeps the first subscription its source hands over and joins it to
  /// the state's (or the disposable given to `subscribe`) at once. A later
  /// one (a `RACSignal` subclass may subscribe its subscriber to several
  /// signals) joins the first, so that it ends with the input, as every
  /// subscription handed to RAC's subscriber, to a block subscriber or to a
  /// sink is kept until the end.
  public final func didSubscribe(with disposable: RACCompoundDisposable) {
    guard _racKeepHandedOver(disposable, in: &own), let joining else { return }
    joinToken = _racJoin(disposable, to: joining)
  }

  /// Keeps what `subscribe` returned when it is not the subscription the
  /// source handed over (a `RACSignal` subclass may return one and hand
  /// another, or hand none): inside the handed one, or in its place when
  /// none was handed, so that it leaves with the input (``leave()``) rather
  /// than stay in ``joining`` after the input ended.
  final func keep(returned disposable: RACDisposable) {
    if own == nil, let joining {
      joinToken = _racJoin(disposable, to: joining)
    } else {
      _ = wholeSubscription(returned: disposable)
    }
  }

  /// The whole of this input's subscription, once `subscribe` returned
  /// `returned`: the subscription handed over, holding `returned` as well
  /// when that is another disposable; `returned` when none was handed
  /// over. Disposing it disposes both.
  ///
  /// Not API: public for the layers above whose operators subscribe an
  /// input themselves (`switchToLatest`'s inner signals).
  public final func wholeSubscription(returned: RACDisposable) -> RACDisposable {
    guard let own, own !== returned else { return returned }
    own.add(returned)
    return own
  }

  /// Takes this input's subscription out of the compound disposable it
  /// joined, in constant time: for an inner signal that ended while the
  /// operator goes on (Docs/Internals.md, "Children in constant time").
  public final func leave() {
    guard let compound = joining as? RACCompoundDisposable else { return }
    compound.remove(joinToken)
  }

  /// Lets a reused input be subscribed again (to a new inner signal).
  public final func reset() {
    own = nil
    finished.store(false, ordering: .releasing)
  }
}

/// The state input for a source's terminal event: `error(e)` when the
/// source failed with `e`, else `completed` — what the terminal closure of
/// a ``_RACStateInput`` hands its state. Written instead of
/// `error.map { … } ?? …`, whose intermediate optional, of the state's
/// generic input type, costs a metadata lookup per terminal event in
/// unspecialized code (Docs/Internals.md, "Metadata lookups and
/// exclusivity").
///
/// Not API: public for the library's higher layers.
@inlinable
@inline(__always)
public func _racTerminalInput<Input>(
  _ error: (any Error)?,
  error makeError: (any Error) -> Input,
  completed: @autoclosure () -> Input
) -> Input {
  if let error { return makeError(error) }
  return completed()
}

/// The input of a kernel state: forwards its source's events to the state
/// through two functions that capture nothing, so that an operator
/// declares each input in one expression where it subscribes it:
///
/// ```swift
/// state.subscribe(left, _RACStateInput(state, next: { $0.state.receiveLeft($1) }) {
///   $0.state.receive(_racTerminalInput($1, error: { .error($0) }, completed: .leftCompleted))
/// })
/// ```
///
/// The functions receive the input itself, so they reach its ``state``, its
/// ``index`` (which source of several it is) and its ``own`` subscription.
/// Capturing nothing, they cost no allocation; an input that keeps state of
/// its own (a generation, a stop flag) subclasses ``_RACInput`` instead.
///
/// Not API: public for the library's higher layers.
public final class _RACStateInput<State: AnyObject, Value>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable.

  /// The state the events go to.
  public let state: State

  /// Which of the state's sources this input serves, for states with
  /// several inputs of one type.
  public let index: Int

  private let next: (_RACStateInput, Value) -> Void
  private let end: (_RACStateInput, (any Error)?) -> Void

  /// Creates an input of `state`.
  ///
  /// - Parameters:
  ///   - state: The state the events go to.
  ///   - index: Which of the state's sources this input serves.
  ///   - next: Receives each value; should capture nothing.
  ///   - end: Receives the terminal event: the error, or `nil` for
  ///     completion; should capture nothing. The input's own subscription
  ///     is disposed before it runs.
  public init(
    _ state: State,
    index: Int = 0,
    next: @escaping (_RACStateInput, Value) -> Void,
    end: @escaping (_RACStateInput, (any Error)?) -> Void
  ) {
    self.state = state
    self.index = index
    self.next = next
    self.end = end
  }

  /// Passes the value to `next`.
  public override func sendNext(_ value: Value) {
    if isFinished { return }
    next(self, value)
  }

  /// `self`, converted where the class's metadata is at hand.
  public override func asSubscriber() -> any RACSubscriber<Value> { self }
  /// Passes the error to `end`.
  public override func receiveError(_ error: any Error) { end(self, error) }
  /// Passes completion to `end`.
  public override func receiveCompleted() { end(self, nil) }
}

/// Keeps a subscription a source hands a subscriber through
/// `didSubscribe(with:)`, for a subscriber that holds its source's
/// subscription in one field: the first one handed over goes into `first`;
/// a later one (a `RACSignal` subclass may subscribe its subscriber to
/// several signals) joins the first, so that it ends with it, as RAC's
/// subscriber keeps every one it is handed. Returns `true` for the first.
///
/// Not API: public for the library's higher layers (`repeat`'s and
/// `retry`'s attempts).
public func _racKeepHandedOver(_ disposable: RACCompoundDisposable, in first: inout RACCompoundDisposable?) -> Bool {
  guard let kept = first else {
    first = disposable
    return true
  }
  if kept !== disposable { kept.add(disposable) }
  return false
}

/// Adds `disposable` to `target`: a compound adds it (and returns the token
/// that removes it), a serial disposable takes it in place of what it held.
@usableFromInline
@discardableResult
func _racJoin(_ disposable: RACDisposable, to target: RACDisposable) -> RACCompoundDisposable.Token {
  if let compound = target as? RACCompoundDisposable {
    return compound.add(disposable)
  } else if let serial = target as? RACSerialDisposable {
    serial.disposable = disposable
    return .none
  } else {
    preconditionFailure("_RACGatedState: an input joins a compound or a serial disposable")
  }
}

/// Forwards a source's events to a subscriber that was handed a
/// subscription of the operator's own (`subscription`): the source's
/// subscription joins it the moment the source hands it over, and nothing
/// is forwarded once it is disposed — so a disposal from a callback stops a
/// source that is still sending synchronously (Docs/Internals.md, "Nothing
/// after disposal"). For operators that subscribe a source on their
/// subscriber's behalf after handing it their own disposable (`startWith`).
///
/// Internal: only this layer uses it.
final class _RACForwardingInput<Value>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable (the disposable is thread-safe).
  private let downstream: any RACSubscriber<Value>
  private let subscription: RACCompoundDisposable

  /// Creates an input forwarding to `downstream` while `subscription`
  /// lives.
  init(_ downstream: any RACSubscriber<Value>, joining subscription: RACCompoundDisposable) {
    self.downstream = downstream
    self.subscription = subscription
    super.init()
    joining = subscription
  }

  /// Forwards the value unless the subscription was disposed.
  override func sendNext(_ value: Value) {
    if isFinished || subscription.isDisposed { return }
    downstream.sendNext(value)
  }

  /// `self`, converted where the class's metadata is at hand.
  override func asSubscriber() -> any RACSubscriber<Value> { self }

  /// Forwards the error unless the subscription was disposed.
  override func receiveError(_ error: any Error) {
    if subscription.isDisposed { return }
    downstream.sendError(error)
  }

  /// Forwards the completion unless the subscription was disposed.
  override func receiveCompleted() {
    if subscription.isDisposed { return }
    downstream.sendCompleted()
  }
}
