import RACDisposables

/// The base of a single-source operator's sink: forwards everything to
/// `downstream`; subclasses override what they change.
///
/// It holds its downstream and nothing else, so a sink that only passes
/// events on (`map`, `filter`, `scan`) costs its own fields and no more. A
/// sink that ends the stream itself, or checks for disposal before an event
/// of its own making, derives from ``_RACUpstreamSink``, which keeps the
/// upstream subscription.
///
/// Not API: public for the library's higher layers.
open class _RACSink<Input, Output>: RACSubscriber, @unchecked Sendable {
  // Safety: `downstream` is immutable; events arrive serialized.

  /// The subscriber events go to.
  public let downstream: any RACSubscriber<Output>

  /// Creates a sink forwarding to `downstream`.
  public init(_ downstream: any RACSubscriber<Output>) {
    self.downstream = downstream
  }

  /// Receives a value; subclasses must override (the input and output types
  /// differ in general).
  open func sendNext(_ value: Input) {
    preconditionFailure("\(type(of: self)) must override sendNext(_:)")
  }

  /// Forwards the error, once ``willEnd()`` has been told.
  open func sendError(_ error: any Error) {
    willEnd()
    downstream.sendError(error)
  }

  /// Forwards completion, once ``willEnd()`` has been told.
  open func sendCompleted() {
    willEnd()
    downstream.sendCompleted()
  }

  /// Called when a terminal event passes, before it is forwarded. A sink
  /// that calls a block before it forwards a value overrides it to record
  /// the end in a flag of its own, which it reads after the block: the
  /// block may have ended the receiver re-entrantly, and its result is then
  /// dropped (Docs/Internals.md, "A block that ends its receiver").
  open func willEnd() {}

  /// Forwards the upstream subscription downstream, so that a terminal
  /// event downstream disposes it.
  open func didSubscribe(with disposable: RACCompoundDisposable) {
    downstream.didSubscribe(with: disposable)
  }
}

/// The base of a sink that keeps its upstream subscription: one that ends
/// the stream itself (`take`, say) and must dispose it, or that checks for
/// disposal before it sends an event of its own making. ``upstream`` holds
/// the subscription once the source has handed it over through
/// `didSubscribe(with:)`.
///
/// A layer between ``_RACSink`` and the sinks that need it, so that the
/// sinks that only pass events on do not carry the reference
/// (Docs/PerformanceHistory.md, "Round 4: what a live chain holds").
///
/// Not API: public for the library's higher layers.
open class _RACUpstreamSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: `upstream` is set in `didSubscribe(with:)` during subscription,
  // before events flow; events arrive serialized.

  /// The upstream subscription, once the source has reported it.
  @exclusivity(unchecked) public internal(set) var upstream: RACCompoundDisposable?

  /// Whether the subscription this sink serves was disposed: by default the
  /// first disposable it was handed, which it forwarded, and which is what
  /// its subscriber disposes (a sink that hands its subscriber a disposable
  /// of its own overrides this). A sink that sends an event of its own
  /// making (not the one it is processing) checks it first: nothing is sent
  /// after disposal (Docs/Internals.md, "Nothing after disposal").
  open var isDisposed: Bool { upstream?.isDisposed ?? false }

  /// Records the upstream subscription and forwards it downstream, so that a
  /// terminal event downstream disposes it.
  open override func didSubscribe(with disposable: RACCompoundDisposable) {
    if upstream == nil { upstream = disposable }
    downstream.didSubscribe(with: disposable)
  }
}

/// The base of a sink that hands its subscriber a subscription of its own,
/// at once, which the source's subscription joins when the source hands it
/// over (instead of being forwarded).
///
/// For a sink that sends events of its own after the source ended (a value,
/// then completion: `aggregate`, `collect`, `takeLast`) or that keeps more
/// than the source's subscription (a fallback, a scheduled block): the
/// sink's ``isDisposed`` then tells that the subscriber disposed — as
/// ReactiveCocoa's passthrough subscriber drops what follows — even though
/// the source's subscription was disposed already (Docs/Internals.md,
/// "Nothing after disposal"). Its signal is an ``_RACOwningSinkSignal``,
/// which returns ``subscription``.
///
/// Not API: public for the library's higher layers.
open class _RACOwningSink<Input, Output>: _RACUpstreamSink<Input, Output>, @unchecked Sendable {
  // Safety: `subscription` is thread-safe; `upstream` is set in
  // `didSubscribe(with:)`, before events flow.

  /// What the subscriber holds: the source's subscription, and whatever
  /// else the operator keeps, join it.
  public final let subscription = RACCompoundDisposable()

  /// Creates the sink and hands `downstream` its subscription.
  public override init(_ downstream: any RACSubscriber<Output>) {
    super.init(downstream)
    downstream.didSubscribe(with: subscription)
  }

  /// Keeps the source's subscription (the first handed over) and joins it
  /// to ``subscription``; the subscriber is not told again.
  open override func didSubscribe(with disposable: RACCompoundDisposable) {
    if upstream == nil { upstream = disposable }
    subscription.add(disposable)
  }

  /// Disposes the source's subscription (as a block subscriber does on its
  /// terminal event).
  public final func disposeSource() { upstream?.dispose() }

  /// Whether the subscriber disposed ``subscription``.
  open override var isDisposed: Bool { subscription.isDisposed }
}

/// The base of a sink that can end the stream itself (`take`, `element(at:)`,
/// `dematerialize`, `try`, `tryMap`): once the stream has ended, by the
/// source or by the sink, later events are ignored, and a sink that ends it
/// disposes the upstream subscription as `-bind:` with `stop` does.
///
/// Subclasses override `sendNext(_:)`, return at once when ``isDone``, and
/// end the stream with ``sendLast(_:)``, ``end(with:)`` or ``endCompleted()``.
///
/// Not API: public for the library's higher layers.
open class _RACEndingSink<Input, Output>: _RACUpstreamSink<Input, Output>, @unchecked Sendable {
  // Safety: `isDone` and `madeSubscription` are touched only by serialized
  // events.

  /// Whether the stream has ended.
  @exclusivity(unchecked) public private(set) final var isDone = false

  /// Whether the sink made the subscription it handed its subscriber (see
  /// ``handOverSubscription()``). An operator upstream may dispose the
  /// subscription it handed over just before its own terminal event (as
  /// RAC's operators dispose their sources before sending an error), so
  /// only a subscription the sink made says that the subscriber disposed.
  @exclusivity(unchecked) private final var madeSubscription = false

  /// Creates a sink forwarding to `downstream`.
  public override init(_ downstream: any RACSubscriber<Output>) {
    super.init(downstream)
  }

  /// Forwards the source's error, unless the stream has ended — or was
  /// disposed, when the sink made the subscription itself (its source, which
  /// handed over none, checks nothing).
  open override func sendError(_ error: any Error) {
    if isDone || (madeSubscription && isDisposed) { return }
    isDone = true
    downstream.sendError(error)
  }

  /// Forwards the source's completion; see ``sendError(_:)``.
  open override func sendCompleted() {
    if isDone || (madeSubscription && isDisposed) { return }
    isDone = true
    downstream.sendCompleted()
  }

  /// Sends `value` as the last value, then ends the stream with completion
  /// (see ``endCompleted()``).
  public final func sendLast(_ value: Output) {
    isDone = true
    handOverSubscription()
    downstream.sendNext(value)
    finish(nil)
  }

  /// Makes sure the subscriber holds a disposable for this subscription
  /// before the sink sends a value that it may follow with an event of its
  /// own: a source that hands over none (`return`, `empty`, which send at
  /// once from `subscribe`) gets one made here, so that a subscriber that
  /// disposes from that value's callback stops the completion, as RAC's
  /// `-bind:`-based operators' passthrough subscriber does. Allocates only
  /// for such sources.
  public final func handOverSubscription() {
    if upstream != nil { return }
    let subscription = RACCompoundDisposable()
    upstream = subscription
    madeSubscription = true
    downstream.didSubscribe(with: subscription)
  }

  /// Ends the stream with `error`: the upstream subscription goes first.
  public final func end(with error: any Error) {
    isDone = true
    finish(error)
  }

  /// Ends the stream with completion: the upstream subscription goes first.
  public final func endCompleted() {
    isDone = true
    finish(nil)
  }

  /// Disposes the upstream subscription, as `-bind:` with `stop` does, then
  /// sends the terminal event (an error, or completion when `nil`) — unless
  /// the subscriber disposed the subscription before, from a callback: in
  /// RAC the event then meets a disposed passthrough subscriber and is
  /// dropped.
  private func finish(_ error: (any Error)?) {
    let disposedMeanwhile = isDisposed
    upstream?.dispose()
    if disposedMeanwhile { return }
    if let error {
      downstream.sendError(error)
    } else {
      downstream.sendCompleted()
    }
  }
}
