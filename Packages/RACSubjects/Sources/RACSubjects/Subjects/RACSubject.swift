import RACDisposables
import RACSchedulers
import RACStreamCore

/// A signal you send events into by hand: a subscriber and a signal at once,
/// and the simplest *hot* signal.
///
/// Each event sent to the subject goes to the subscribers present at the time
/// of sending; a subscriber added later does not see what was sent before it
/// (use ``RACReplaySubject`` or ``RACBehaviorSubject`` for that).
///
/// ```text
/// sent:          -a-b-c-|
/// subscriber 1:  ^a-b-c-|
/// subscriber 2:  ----^c-|
/// ```
///
/// ![sent: a, b, c, then completed. subscriber 1: subscribed, a, b, c, then completed. subscriber 2: subscribed, c, then completed.](RACSubject.svg)
///
/// ```swift
/// let subject = RACSubject<Int>()
/// subject.subscribeNext { print("first", $0) }
/// subject.sendNext(1)                            // first 1
/// subject.subscribeNext { print("second", $0) }
/// subject.sendNext(2)                            // first 2, second 2
/// ```
///
/// Terminal events, as in ReactiveCocoa 2.5:
/// - An error or completion goes to every current subscriber, whose
///   subscription then ends: it is removed and receives nothing more. The
///   subject also disposes its own subscriptions to other signals (those it
///   was subscribed to as a subscriber), and disposes at once any later one.
/// - The subject itself does not stop: a subscriber added after a terminal
///   event receives nothing at subscription (not the terminal event), and
///   events sent after a terminal event go to such later subscribers.
///
/// Disposing one subscription removes only that subscriber. Subscribing and
/// disposing from inside a subscriber's callback is safe; a subscriber added
/// during a send does not receive the value being sent.
///
/// Threads: events may be sent from any thread. Sends never overlap: a send
/// that arrives while another thread is delivering is handed to that thread,
/// which delivers it next (the sending thread does not wait); a send from
/// inside a subscriber's callback is delivered at once, nested. So each
/// subscriber receives events one at a time, and all subscribers receive
/// them in the same order. No lock is held while a subscriber runs. Sending a
/// value to N subscribers allocates nothing.
///
/// - Note: ReactiveCocoa 2.x: `RACSubject`, `+subject`. ReactiveCocoa did not
///   serialize concurrent sends; this subject does.
open class RACSubject<Value>: RACSignal<Value>, RACSubscriber, @unchecked Sendable {
  // Safety: the subscriber list lives in `gate`, guarded by its lock
  // (`withState`), as are the history and terminal event; deliveries are
  // serialized by `gate`; `disposable` is
  // thread-safe; `history` is immutable. No lock is held while calling out.

  /// The replayed history and recorded terminal event of replaying subjects
  /// (`nil` for a plain subject); guarded by the gate's lock (`withState(_:)`).
  let history: _RACSubjectHistory<Value>?

  /// Serializes the subject's events without a lock held while delivering:
  /// the kernel's gate, whose handler delivers to this subject's
  /// subscribers.
  let gate = _RACSubjectGate()

  /// The class of this subject's subscriptions, looked up once, when the
  /// subject is made: a subscription made through it (`subscriptionType.init`)
  /// skips the metadata lookup that `_RACSubjectSubscription<Value>(…)`
  /// costs at every subscription in this unspecialized code
  /// (Docs/Internals.md, "Metadata lookups and exclusivity").
  private let subscriptionType = _RACSubjectSubscription<Value>.self

  /// Creates a subject with no subscribers.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACSubject subject]`.
  public override init() {
    history = nil
    super.init()
  }

  /// Creates a subject for this module's subclasses and operators: with a
  /// replayed history of `historyCapacity` values (none when `nil`), a final
  /// recorded terminal event when `latchesTerminal`, and a lazily built name.
  init(
    historyCapacity: Int?,
    latchesTerminal: Bool,
    name: _RACName
  ) {
    precondition(
      historyCapacity != nil || !latchesTerminal,
      "RACSubject: a subject that records its terminal event needs a history")
    // `if let`, not `Optional.map`, whose generic result type is looked up
    // at each call.
    if let historyCapacity {
      history = _RACSubjectHistory(capacity: historyCapacity, latchesTerminal: latchesTerminal)
    } else {
      history = nil
    }
    super.init(_name: name)
  }

  deinit {
    disposeSubscriptions()
    // The subscriptions keep the gate, and its list keeps the subscriptions:
    // empty it, and let go of their subscribers, so that they go with the
    // subject. Under the lock (`leave()`), as a subscription disposed
    // meanwhile on another thread may be letting go of its own.
    let subscribers = gate.withState { $0.removeAll() }
    subscribers.forEach { $0.leave() }
  }

  // MARK: RACSignal

  /// Adds `subscriber` to the subject's subscribers (after replaying the
  /// history, for subjects that have one).
  ///
  /// - Parameter subscriber: Receives the events sent from now on.
  /// - Returns: A disposable that removes this subscriber only.
  /// - Note: ReactiveCocoa 2.x: `-[RACSubject subscribe:]`.
  @discardableResult
  open override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let subscription = subscriptionType.init(subscriber, gate: gate)
    subscriber.didSubscribe(with: subscription)
    // Disposed at once: disposing let go of the subscriber already.
    if subscription.isDisposed { return subscription }

    guard let history else {
      gate.withState { $0.append(subscription) }
      didJoin(subscription)
      return subscription
    }
    let scheduling = RACScheduler.subscription.schedule { [self] in
      replay(to: subscription, subscriber, from: history)
    }
    if let scheduling { subscription.add(scheduling) }
    return subscription
  }

  /// Replays the history to `subscription`, then its terminal event or, when
  /// there is none, makes it a live subscriber.
  ///
  /// The subscription joins the live list at once, in a replaying state:
  /// events sent meanwhile (from other threads, or from its own callbacks)
  /// are queued for it under the lock, and delivered in order after the
  /// history, before it goes live. So it misses and repeats nothing, however
  /// fast other threads send.
  ///
  /// The loop runs outside the gate, so it delivers through `subscriber`,
  /// which it keeps itself: a disposal meanwhile lets go of the
  /// subscription's reference at once (``_RACSubjectSlot/leave()``).
  private func replay(
    to subscription: _RACSubjectSubscription<Value>,
    _ subscriber: any RACSubscriber<Value>,
    from history: _RACSubjectHistory<Value>
  ) {
    // No generic container and no `RACEvent<Value>` on this path: each
    // would cost a metadata lookup per replay in unspecialized code
    // (Docs/Internals.md, "Metadata lookups and exclusivity").
    var values = UnsafeMutableBufferPointer<Value>(start: nil, count: 0)
    let terminal = gate.withState { state -> _RACTerminalEvent? in
      values = history.copyElements()
      if let terminal = history.terminal { return terminal }
      subscription.isReplaying = true
      state.append(subscription)
      state.replayingCount += 1
      return nil
    }
    if terminal == nil { didJoin(subscription) }
    send(values, to: subscription, subscriber)
    if let terminal {
      replayTerminal(terminal, to: subscription, subscriber)
      return
    }
    while true {
      // The batch comes out through a local, not as the closure's result:
      // a generic result type is looked up at each call.
      var taken: _RACPendingEvents<Value>?
      gate.withState { state in
        taken = subscription.pending
        subscription.pending = nil
        // Not replaying any more: removed (disposed) meanwhile.
        guard subscription.isReplaying else {
          taken = nil
          return
        }
        if taken == nil || subscription.isDisposed {
          taken = nil
          subscription.isReplaying = false
          if subscription.slot >= 0 { state.replayingCount -= 1 }
        }
      }
      guard let batch = taken else { return }
      // By index: a `for … in` over the array would look up its iterator's
      // metadata.
      let values = batch.values
      var index = 0
      while index < values.count {
        if !subscription.isDisposed { subscriber.sendNext(values[index]) }
        index += 1
      }
      if let terminal = batch.terminal {
        replayTerminal(terminal, to: subscription, subscriber)
        return
      }
    }
  }

  /// The replay loop's copy of the history: sends its values until the
  /// subscription is disposed, then releases the copy.
  private func send(
    _ values: UnsafeMutableBufferPointer<Value>,
    to subscription: _RACSubjectSubscription<Value>,
    _ subscriber: any RACSubscriber<Value>
  ) {
    guard let base = values.baseAddress else { return }
    defer {
      base.deinitialize(count: values.count)
      values.deallocate()
    }
    for index in 0..<values.count {
      if subscription.isDisposed { return }
      subscriber.sendNext(base[index])
    }
  }

  /// The replay loop's terminal event: ends the subscription, delivers the
  /// event, and lets go of the subscriber (the subscription is out of the
  /// list, or was never in it).
  private func replayTerminal(
    _ event: _RACTerminalEvent,
    to subscription: _RACSubjectSubscription<Value>,
    _ subscriber: any RACSubscriber<Value>
  ) {
    if !subscription.end() { return }
    event.send(to: subscriber)
    subscription.leave()
  }

  /// Called once `subscription` joined the live list: one disposed
  /// meanwhile (from another thread) found no slot to leave, so it leaves
  /// now; one disposed later leaves by itself (it is its own disposable).
  private func didJoin(_ subscription: _RACSubjectSubscription<Value>) {
    if subscription.isDisposed { subscription.leave() }
  }

  // MARK: RACSubscriber

  /// Sends `value` to every current subscriber.
  ///
  /// - Parameter value: The value to send.
  /// - Note: ReactiveCocoa 2.x: `-[RACSubject sendNext:]`.
  open func sendNext(_ value: Value) {
    // The fast path builds no event (which would cost a generic metadata
    // lookup per value in unspecialized code): deliver the value directly.
    gate.run({ _deliverNext(value) }, orQueue: { _queuedNext(value) })
  }

  /// Disposes the subject's subscriptions to other signals, then sends
  /// `error` to every current subscriber, whose subscriptions end.
  ///
  /// - Parameter error: The error to send.
  /// - Note: ReactiveCocoa 2.x: `-[RACSubject sendError:]`.
  open func sendError(_ error: any Error) {
    disposeSubscriptions()
    send(.error(error))
  }

  /// Disposes the subject's subscriptions to other signals, then sends
  /// completion to every current subscriber, whose subscriptions end.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSubject sendCompleted]`.
  open func sendCompleted() {
    disposeSubscriptions()
    send(.completed)
  }

  /// Keeps `disposable` (a subscription of the subject to another signal)
  /// so that the subject's terminal event disposes it; disposes it at once
  /// when the subject has already sent one.
  ///
  /// - Parameter disposable: The subscription's disposable.
  /// - Note: ReactiveCocoa 2.x: `-[RACSubject didSubscribeWithDisposable:]`.
  open func didSubscribe(with disposable: RACCompoundDisposable) {
    if disposable.isDisposed { return }
    // The compound disposable is made on the first such subscription: most
    // subjects are only sent to by hand and never need one (an allocation,
    // and a cache miss at every terminal event, fewer per subject).
    let own = gate.withState { state -> RACCompoundDisposable? in
      if state.subscriptionsDisposed { return nil }
      if let own = state.subscriptions { return own }
      let own = RACCompoundDisposable()
      state.subscriptions = own
      return own
    }
    guard let own else {
      disposable.dispose()
      return
    }
    // When that subscription ends by itself, forget it, in constant time
    // (Docs/Internals.md, "Children in constant time").
    disposable.add(_RACSubscriptionRemoval(own, own.add(disposable)))
  }

  /// Disposes the subject's subscriptions to other signals (on its first
  /// terminal event, or when it goes away); later ones are disposed at once.
  private func disposeSubscriptions() {
    let own = gate.withState { state -> RACCompoundDisposable? in
      state.subscriptionsDisposed = true
      defer { state.subscriptions = nil }
      return state.subscriptions
    }
    own?.dispose()
  }

  /// Sends an error or completion through the gate.
  private func send(_ event: _RACTerminalEvent) {
    gate.run({ _deliverTerminal(event) }, orQueue: { { [self] in _deliverTerminal(event) } })
  }

  /// A value's delivery, queued while another thread holds the gate: out of
  /// line, so that the fast path builds no closure.
  @inline(never)
  private func _queuedNext(_ value: Value) -> () -> Void {
    { [self] in _deliverNext(value) }
  }

  // MARK: Delivery

  /// Delivers one value; runs only inside the gate, so never concurrently.
  private func _deliverNext(_ value: Value) {
    if history != nil {
      _deliverNextRecording(value)
      return
    }
    switch gate.withState({ $0.forSend }) {
    case .one(let subscription):
      // Not retained: see `_RACSubjectState.forSend`.
      gate.delivering {
        subscription._withUnsafeGuaranteedRef {
          unsafeDowncast($0, to: _RACSubjectSubscription<Value>.self).sendNext(value)
        }
      }
    case .list(let subscribers):
      deliverNext(value, to: subscribers)
    }
  }

  /// Delivers `value` to each of `subscribers`, in order, as a delivery in
  /// progress (`_RACSubjectGate.delivering(_:)`).
  @inline(__always)
  private func deliverNext(_ value: Value, to subscribers: _RACSubscriberList) {
    gate.delivering {
      subscribers.forEach { unsafeDowncast($0, to: _RACSubjectSubscription<Value>.self).sendNext(value) }
    }
  }

  /// Records `value` in the history, then delivers it. After a recorded
  /// terminal event nothing is recorded or sent.
  ///
  /// Builds no generic value but `Value` itself (no tuple, no optional): in
  /// unspecialized code each would cost a metadata lookup per send. A value
  /// the history drops is moved into a stack slot and released after the
  /// lock.
  @inline(never)
  private func _deliverNextRecording(_ value: Value) {
    guard let history else { return }
    withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { slot in
      let evicted = slot.baseAddress!
      var didEvict = false
      let subscribers = gate.withState { state -> _RACSubscriberList? in
        if history.hasTerminal { return nil }
        didEvict = history.push(value, evictingInto: evicted)
        if state.replayingCount > 0 {
          return queueNextForReplaying(state.subscribers, value)
        }
        return state.subscribers
      }
      if didEvict { evicted.deinitialize(count: 1) }  // outside the lock
      guard let subscribers else { return }
      deliverNext(value, to: subscribers)
    }
  }

  /// Under the lock: ``queueForReplaying(_:_:)`` for a value (out of line,
  /// so that the common path builds no closure).
  @inline(never)
  private func queueNextForReplaying(
    _ subscribers: _RACSubscriberList,
    _ value: Value
  ) -> _RACSubscriberList {
    queueForReplaying(subscribers) { $0.queue().values.append(value) }
  }

  /// Under the lock: queues an event (`queue` records it in the
  /// subscription) for the subscribers still being replayed, and returns
  /// the others, to deliver to at once.
  private func queueForReplaying(
    _ subscribers: _RACSubscriberList,
    _ queue: (_RACSubjectSubscription<Value>) -> Void
  ) -> _RACSubscriberList {
    var live = ContiguousArray<_RACSubjectSlot?>()
    subscribers.forEach { slot in
      if slot.isReplaying {
        queue(unsafeDowncast(slot, to: _RACSubjectSubscription<Value>.self))
      } else {
        live.append(slot)
      }
    }
    return .many(live)
  }

  /// Delivers an error or completion; runs only inside the gate, so never
  /// concurrently. Every subscriber leaves the list; a replay subject
  /// records the event and sends nothing after it.
  private func _deliverTerminal(_ event: _RACTerminalEvent) {
    let subscribers = gate.withState { state -> _RACSubscriberList in
      if let history, history.latchesTerminal {
        if history.hasTerminal { return .none }
        history.record(event)
      }
      let replaying = state.replayingCount > 0
      let all = state.removeAll()
      return replaying ? queueForReplaying(all) { $0.queue().terminal = event } : all
    }
    subscribers.forEach { unsafeDowncast($0, to: _RACSubjectSubscription<Value>.self).sendTerminal(event) }
    if gate.deliveriesInProgress > 0 {
      // Nested in a value's delivery to one of these, which uses its
      // subscription unretained and its subscriber borrowed: they go when
      // that delivery is done (`_RACSubjectState.forSend`).
      gate.sendAfterCurrent { subscribers.forEach { $0.releaseSubscriber() } }
    } else {
      subscribers.forEach { $0.releaseSubscriber() }
    }
  }
}

/// Forgets one of a subject's subscriptions to other signals once it ends by
/// itself: a child of that subscription, disposed with it, which takes it
/// out of the subject's compound disposable by its token, in constant time
/// (Docs/Internals.md, "Children in constant time").
///
/// It holds the compound strongly. The cycle that makes (compound →
/// subscription → removal → compound) lasts until the subscription ends, or
/// until the compound is disposed, which the subject does at its first
/// terminal event and when it goes away; either releases the removal. A
/// weak reference in a block disposable, as ReactiveCocoa writes it, costs
/// two allocations more per subscription: the block's context and the
/// compound's weak-reference side table.
private final class _RACSubscriptionRemoval: RACDisposable, @unchecked Sendable {
  // Safety: immutable; the one caller that claims the disposal
  // (`_markDisposed()`) removes the subscription, and the compound is
  // thread-safe.
  let compound: RACCompoundDisposable
  let token: RACCompoundDisposable.Token

  init(_ compound: RACCompoundDisposable, _ token: RACCompoundDisposable.Token) {
    self.compound = compound
    self.token = token
    super.init()
  }

  override func dispose() {
    if _markDisposed() { compound.remove(token) }
  }
}
