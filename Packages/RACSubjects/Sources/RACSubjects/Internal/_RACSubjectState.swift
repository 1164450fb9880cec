import RACDisposables
import RACStreamCore

/// What the subject's non-generic state knows of a subscription: where it
/// sits in the live list, and whether it is still being replayed.
///
/// The list holds these non-generic references so that locking and copying
/// it needs no generic metadata (a runtime lookup per send in unspecialized
/// code); the subject downcasts each entry to its
/// `_RACSubjectSubscription<Value>` without a check.
class _RACSubjectSlot: @unchecked Sendable {
  // Safety: `token` is immutable; `isReplaying` is the token's.

  /// The subscription's disposable, which knows where the subscription
  /// sits and takes it out of the list when disposed. It references the
  /// subject's state (its lock and list), not the subject, so there is no
  /// cycle through a subscriber that keeps the disposable it is handed,
  /// and no weak reference (a side table per subject, and one more cache
  /// line to touch on every disposal; Docs/Internals.md, "Children in
  /// constant time").
  final let token: _RACSubjectToken

  /// Whether the subscription is in the list but still being replayed the
  /// history: events sent meanwhile are queued for it, not delivered. Kept
  /// in the token, beside its slot, where it takes no room of its own.
  /// Read and written only under the owning subject's lock.
  final var isReplaying: Bool {
    get { token.isReplaying }
    set { token.isReplaying = newValue }
  }

  init(token: _RACSubjectToken) {
    self.token = token
  }
}

/// The disposable a subject hands its subscriber: the subscription's
/// compound disposable, the position of the subscription in its subject's
/// live list, and what takes it out of the list, in one object where a
/// compound disposable and a token were two (Docs/Internals.md, "Children in
/// constant time"; a subscription record that was its own disposable would
/// close a cycle through every subscriber that keeps its disposable).
///
/// Disposing it disposes what the subscription holds, then removes the
/// subscription from the list (if it is still there). It keeps the
/// subject's gate, where the list lives, never the subject: the gate holds
/// no reference to the subject, so a subject nobody else holds goes away
/// with live subscribers, as ReactiveCocoa's does.
final class _RACSubjectToken: RACCompoundDisposable, @unchecked Sendable {
  // Safety: `slot` and `isReplaying` are read and written only under
  // `gate`'s lock; `gate` is immutable (its lock is thread-safe); the rest
  // is RACCompoundDisposable's.

  /// The index in the live list, or -1.
  final var slot: Int32 = -1

  /// See ``_RACSubjectSlot/isReplaying``.
  final var isReplaying = false

  /// The subject's gate, which keeps its subscriber list.
  let gate: _RACSubjectGate

  init(_ gate: _RACSubjectGate) {
    self.gate = gate
    super.init()
  }

  override func dispose() {
    if isDisposed { return }
    super.dispose()
    leave()
  }

  /// Takes the subscription out of the live list, if it is there: a second
  /// call, or one made before the subscription joined the list, removes
  /// nothing (the slot is checked under the lock).
  ///
  /// A send delivers to a subject's only subscriber without retaining it
  /// (`_RACSubjectState.forSend`), so the list's reference must outlive
  /// any send that read the list before the removal: when the gate is
  /// owned at the removal (seen under the lock, which such a send took
  /// after owning the gate), the reference is released by the gate's
  /// owner once it is done, else here.
  func leave() {
    var sendInProgress = false
    let removed = gate.withState { state -> _RACSubjectSlot? in
      let removed = state.remove(self)
      if removed != nil { sendInProgress = gate.isOwned }
      return removed
    }
    guard let removed else { return }
    if sendInProgress {
      gate.sendAfterCurrent { _ = removed }
    }
    // Otherwise released here, outside the lock.
  }
}

/// One subscriber of a subject, with the disposable of its subscription.
///
/// A subject delivers to a subscription from one place at a time: the
/// subject's serial gate once the subscription has joined the live list, its
/// replay loop before. So events to one subscriber never overlap.
final class _RACSubjectSubscription<Value>: _RACSubjectSlot, @unchecked Sendable {
  // Safety: immutable references; deliveries are serialized by the subject
  // (see above); the disposable is thread-safe.
  let downstream: any RACSubscriber<Value>

  /// While the subscription is being replayed the history
  /// (``_RACSubjectSlot/isReplaying``): the events sent meanwhile, delivered
  /// by the replay loop before the subscription goes live. Guarded by the
  /// subject's lock.
  var pending: [RACEvent<Value>] = []

  init(_ downstream: any RACSubscriber<Value>, gate: _RACSubjectGate) {
    self.downstream = downstream
    super.init(token: _RACSubjectToken(gate))
  }

  /// Delivers a value unless the subscription was disposed: one atomic load.
  @inline(__always)
  func sendNext(_ value: Value) {
    if token.isDisposed { return }
    downstream.sendNext(value)
  }

  /// Ends the subscription, then delivers the terminal event: after it the
  /// subscriber receives nothing more and is removed from the subject.
  func sendTerminal(_ event: RACEvent<Value>) {
    if token.isDisposed { return }
    token.dispose()
    downstream.send(event)
  }
}

/// The history of a replaying subject (replay and behavior subjects) and its
/// recorded terminal event, guarded by the subject's lock.
final class _RACSubjectHistory<Value>: @unchecked Sendable {
  // Safety: only ever accessed inside the owning subject gate's `withState(_:)`.

  /// The replayed values.
  let ring: _RACRingBuffer<Value>

  /// Whether the first terminal event is recorded, replayed and final
  /// (replay subjects).
  let latchesTerminal: Bool

  /// The recorded terminal event (replay subjects).
  private(set) var terminal: RACEvent<Value>?

  /// Whether ``terminal`` is recorded: what the send path checks, without
  /// building an `Optional<RACEvent<Value>>` (a generic metadata lookup per
  /// send in unspecialized code).
  private(set) var hasTerminal = false

  /// Records the terminal event.
  func record(_ event: RACEvent<Value>) {
    terminal = event
    hasTerminal = true
  }

  init(capacity: Int, latchesTerminal: Bool) {
    ring = _RACRingBuffer(capacity: capacity)
    self.latchesTerminal = latchesTerminal
  }
}

/// The subscribers of a subject at one moment, in subscription order: none,
/// one — without an array, so that a subject's only subscriber, the common
/// case (an inner signal of `merge`, a command's execution), costs no
/// allocation — or an array with holes (`nil`) where subscribers left.
///
/// A send takes the subject's list with one retain under the lock and
/// enumerates it after: the array is copied only when subscribers change
/// while a send holds it. A slot number is the subscriber's index: 0 for
/// the one subscriber, which stays at 0 when a second one makes the array.
enum _RACSubscriberList {
  case none
  case one(_RACSubjectSlot)
  case many(ContiguousArray<_RACSubjectSlot?>)

  /// Calls `body` with each subscriber, in order.
  @inline(__always)
  func forEach(_ body: (_RACSubjectSlot) -> Void) {
    switch self {
    case .none: break
    case .one(let subscription): body(subscription)
    case .many(let subscriptions):
      for case let subscription? in subscriptions { body(subscription) }
    }
  }
}

/// The subscribers a send delivers to: the only one unretained, else the
/// list (one retain, of its array).
enum _RACSubscribersForSend {
  case one(Unmanaged<_RACSubjectSlot>)
  case list(_RACSubscriberList)
}

/// The subscriber list of a subject, guarded by its gate's lock
/// (`withState(_:)`). Not generic, so that locking it in unspecialized code
/// costs no metadata lookup.
struct _RACSubjectState: @unchecked Sendable {
  // Safety: only ever accessed inside the owning subject gate's `withState(_:)`.

  /// The live subscribers; an array's holes are compacted once they
  /// outnumber subscribers, so that adding and removing are O(1) amortized.
  private(set) var subscribers = _RACSubscriberList.none

  /// How many entries of the array are not holes.
  private var liveCount: Int32 = 0

  /// How many subscribers in the list are still being replayed the history
  /// (their events are queued, not delivered).
  var replayingCount: Int32 = 0

  /// The subject's subscriptions to other signals (`didSubscribe(with:)`),
  /// made on the first; disposed on the subject's first terminal event.
  var subscriptions: RACCompoundDisposable?

  /// Whether ``subscriptions`` were disposed: later ones are disposed at once.
  var subscriptionsDisposed = false

  /// The subscribers as a send inside the gate takes them: an only
  /// subscriber without a retain — the list's reference outlives the send,
  /// as ``_RACSubjectToken/leave()`` hands it to the gate's owner when it
  /// removes the subscriber during a send, and a terminal event nested in
  /// the send does the same (``_RACSubjectGate/unretainedDeliveries``) —
  /// else the list.
  var forSend: _RACSubscribersForSend {
    if case .one(let subscription) = subscribers {
      return .one(Unmanaged.passUnretained(subscription))
    }
    return .list(subscribers)
  }

  /// Adds `subscription` at the end of the live list.
  mutating func append(_ subscription: _RACSubjectSlot) {
    switch subscribers {
    case .none:
      subscription.token.slot = 0
      subscribers = .one(subscription)
    case .one(let first):
      subscription.token.slot = 1
      subscribers = .many([first, subscription])
      liveCount = 2
    case .many(var subscriptions):
      precondition(subscriptions.count < Int32.max, "RACSubject: too many subscribers")
      subscribers = .none  // the array's one reference, so that appending copies nothing
      subscription.token.slot = Int32(truncatingIfNeeded: subscriptions.count)
      subscriptions.append(subscription)
      subscribers = .many(subscriptions)
      liveCount += 1
    }
  }

  /// Removes the subscription of `token`, returning it so that it is
  /// released after the lock. One removed while being replayed no longer
  /// counts as replaying.
  mutating func remove(_ token: _RACSubjectToken) -> _RACSubjectSlot? {
    let slot = Int(token.slot)
    let removed: _RACSubjectSlot
    switch subscribers {
    case .none:
      return nil
    case .one(let subscription):
      guard slot == 0, subscription.token === token else { return nil }
      subscribers = .none
      removed = subscription
    case .many(var subscriptions):
      guard slot >= 0, slot < subscriptions.count, let subscription = subscriptions[slot],
        subscription.token === token
      else { return nil }
      subscribers = .none  // the array's one reference, unless a send holds it
      subscriptions[slot] = nil
      liveCount -= 1
      if subscriptions.count >= 16 && Int(liveCount) * 2 < subscriptions.count {
        subscriptions = compacted(subscriptions)
      }
      subscribers = .many(subscriptions)
      removed = subscription
    }
    token.slot = -1
    if removed.isReplaying {
      removed.isReplaying = false
      replayingCount -= 1
    }
    return removed
  }

  /// Empties the list (every subscriber receives a terminal event and
  /// leaves), returning who was in it.
  mutating func removeAll() -> _RACSubscriberList {
    let current = subscribers
    current.forEach { $0.token.slot = -1 }
    subscribers = .none
    liveCount = 0
    replayingCount = 0
    return current
  }

  /// `subscriptions` without holes, renumbering the slots.
  private func compacted(_ subscriptions: ContiguousArray<_RACSubjectSlot?>) -> ContiguousArray<_RACSubjectSlot?> {
    var live = ContiguousArray<_RACSubjectSlot?>()
    live.reserveCapacity(Int(liveCount) * 2)
    for case let subscription? in subscriptions {
      subscription.token.slot = Int32(truncatingIfNeeded: live.count)
      live.append(subscription)
    }
    return live
  }
}

/// A subject's gate and subscriber list: the gate serializes the subject's
/// deliveries (a queued input is the delivery itself, so the gate is not
/// generic), and the list lives in it, guarded by the library's striped
/// lock. Subscription tokens keep this object, not the subject, to leave the
/// list; one object per subject where a gate and a lock's storage were two,
/// and a lock that is always in cache where a cold subject's own mutex was
/// a cache miss at every terminal event and disposal (Docs/Performance.md,
/// "Scaling").
final class _RACSubjectGate: _RACSerialGate<() -> Void>, @unchecked Sendable {
  // Safety: `state` is read and written only inside ``withState(_:)``,
  // under `stripe`, one of `_RACStripedLock`'s mutexes; the rest is the
  // gate's.
  @exclusivity(unchecked) private var state = _RACSubjectState()

  /// The lock of `state`, chosen once: a send takes it once per value.
  private let stripe = _RACStripe()

  /// How many deliveries to an unretained only subscriber (`forSend`) are
  /// in progress on the owner's stack: while there are, a terminal event
  /// delivered nested in one hands the list it removed to
  /// ``sendAfterCurrent(_:)`` instead of releasing it. Read and written
  /// only by the gate's owner.
  @exclusivity(unchecked) var unretainedDeliveries = 0

  /// Runs a queued delivery.
  override func process(_ delivery: @escaping () -> Void) {
    delivery()
  }

  /// Runs `body` on the subscriber list under the lock.
  @inline(__always)
  func withState<Result>(_ body: (inout _RACSubjectState) -> Result) -> Result {
    stripe.withLock { body(&state) }
  }
}
