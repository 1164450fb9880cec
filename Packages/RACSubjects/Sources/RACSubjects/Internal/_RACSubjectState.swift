import RACDisposables
import RACStreamCore

/// One subscription to a subject, as the subject's non-generic state knows
/// it — where it sits in the live list, whether it is still being replayed
/// — and the disposable the subject hands its subscriber: one object per
/// subscription (Docs/Internals.md, "A subject's subscription").
///
/// The list holds these non-generic references so that locking and copying
/// it needs no generic metadata (a runtime lookup per send in unspecialized
/// code); the subject downcasts each entry to its
/// `_RACSubjectSubscription<Value>` without a check.
///
/// Disposing it disposes what the subscription holds, then removes it from
/// the list (if it is still there) and lets go of the subscriber once no
/// delivery can be using it. It keeps the subject's gate, where the list
/// lives, never the subject: the gate holds no reference to the subject, so
/// a subject nobody else holds goes away with live subscribers, as
/// ReactiveCocoa's does.
class _RACSubjectSlot: RACCompoundDisposable, @unchecked Sendable {
  // Safety: `slot` and `isReplaying` are read and written only under
  // `gate`'s lock; `gate` is immutable (its lock is thread-safe); the
  // subscriber (the subclass's) is released as `releaseSubscriber()` says;
  // the rest is RACCompoundDisposable's.

  /// The index in the live list, or -1.
  final var slot: Int32 = -1

  /// Whether the subscription is in the list but still being replayed the
  /// history: events sent meanwhile are queued for it, not delivered.
  final var isReplaying = false

  /// The subject's gate, which keeps its subscriber list.
  final let gate: _RACSubjectGate

  init(_ gate: _RACSubjectGate) {
    self.gate = gate
    super.init()
  }

  override func dispose() {
    if isDisposed { return }
    super.dispose()
    leave()
  }

  /// Marks the subscription ended and disposes what it holds, without
  /// leaving the list (a terminal event has emptied it already). Returns
  /// `false` when it had ended already.
  final func end() -> Bool {
    if isDisposed { return false }
    super.dispose()
    return true
  }

  /// Takes the subscription out of the live list, if it is there (a second
  /// call, or one made before the subscription joined the list, removes
  /// nothing: the slot is checked under the lock), and lets go of the
  /// subscriber.
  ///
  /// A send delivers to a subject's subscribers without retaining them (an
  /// only subscriber's subscription unretained, `_RACSubjectState.forSend`;
  /// every subscriber through its subscription's borrowed reference), so
  /// both must outlive any send that read the list before the removal:
  /// when the gate is owned at the removal (seen under the lock, which such
  /// a send took after owning the gate), the gate's owner lets go once it
  /// is done (``_RACSerialGate/sendAfterCurrent(_:)``), else this thread,
  /// now.
  final func leave() {
    var sendInProgress = false
    let released = gate.withState { state -> (removed: _RACSubjectSlot?, subscriber: AnyObject?) in
      let removed = state.remove(self)
      if gate.isOwned {
        sendInProgress = true
        return (removed, nil)
      }
      return (removed, takeSubscriber())
    }
    if sendInProgress {
      gate.sendAfterCurrent { [self] in releaseSubscriber() }
    }
    _ = released  // the list's reference and the subscriber, outside the lock
  }

  /// Lets go of the subscriber: called by the gate's owner for a
  /// subscription it took out of the list, once no delivery on its stack
  /// uses it (see ``leave()``).
  final func releaseSubscriber() {
    _ = takeSubscriber()
  }

  /// Takes the subscriber out of the subscription (`nil` when it is gone),
  /// for the caller to release. Overridden by the subscription, which
  /// knows the subscriber's type.
  func takeSubscriber() -> AnyObject? { nil }
}

// Reflection (`Mirror`, `dump`, a failed test expectation printing an
// object that keeps its subscriptions) copies every stored property, and a
// noncopyable one (`_RACSubjectSubscription.held`) cannot be copied: the
// runtime traps. A subscription shows what a reader of it needs instead.
extension _RACSubjectSlot: CustomReflectable {
  var customMirror: Mirror {
    Mirror(self, children: ["isDisposed": isDisposed], displayStyle: .class)
  }
}

/// A subject subscription's subscriber, held strongly until the
/// subscription lets go of it. Noncopyable, so that a delivery reads it
/// borrowed, without retaining it (Docs/Internals.md, "A subject's
/// subscription").
struct _RACHeldSubscriber<Value>: ~Copyable {
  let subscriber: any RACSubscriber<Value>
}

/// One subscriber of a subject, with the disposable of its subscription.
///
/// A subject delivers to a subscription from one place at a time: the
/// subject's serial gate once the subscription has joined the live list, its
/// replay loop before (through the subscriber it keeps itself). So events to
/// one subscriber never overlap.
final class _RACSubjectSubscription<Value>: _RACSubjectSlot, @unchecked Sendable {
  // Safety: `held` is borrowed by deliveries, which run inside the gate,
  // and taken out only when none can be running (``_RACSubjectSlot/leave()``):
  // under the gate's lock while the gate is free, or by the gate's owner for
  // a subscription it took out of the list. `pending` is guarded by the
  // subject's lock.
  @exclusivity(unchecked) private var held: _RACHeldSubscriber<Value>?

  /// While the subscription is being replayed the history
  /// (``_RACSubjectSlot/isReplaying``): the events sent meanwhile, delivered
  /// by the replay loop before the subscription goes live; made by the first
  /// of them. Guarded by the subject's lock.
  var pending: _RACPendingEvents<Value>?

  /// ``pending``, made if there is none yet. Under the subject's lock.
  func queue() -> _RACPendingEvents<Value> {
    if let pending { return pending }
    let made = _RACPendingEvents<Value>()
    pending = made
    return made
  }

  init(_ subscriber: any RACSubscriber<Value>, gate: _RACSubjectGate) {
    held = _RACHeldSubscriber(subscriber: subscriber)
    super.init(gate)
  }

  /// Delivers a value unless the subscription was disposed: one atomic
  /// load, and no retain of the subscriber.
  @inline(__always)
  func sendNext(_ value: Value) {
    if isDisposed { return }
    withSubscriber { $0.sendNext(value) }
  }

  /// Ends the subscription, then delivers the terminal event: after it the
  /// subscriber receives nothing more. Called by the gate's owner once the
  /// terminal event emptied the list; the owner then lets go of the
  /// subscriber (``_RACSubjectSlot/releaseSubscriber()``).
  func sendTerminal(_ event: _RACTerminalEvent) {
    if !end() { return }
    withSubscriber { event.send(to: $0) }
  }

  /// Calls `body` with the subscriber, borrowed (no retain), unless the
  /// subscription let go of it.
  @inline(__always)
  private func withSubscriber(_ body: (any RACSubscriber<Value>) -> Void) {
    switch held {
    case .some(let held): body(held.subscriber)
    case .none: break
    }
  }

  override func takeSubscriber() -> AnyObject? {
    // Read, then cleared, rather than `held.take()`: that generic call
    // looks up the metadata of `_RACHeldSubscriber<Value>` and of its
    // `Optional` at every unsubscription in unspecialized code; the
    // subscriber's type is a class-bound existential, whose layout the
    // compiler knows without them.
    let subscriber: AnyObject?
    switch held {
    case .some(let held): subscriber = held.subscriber
    case .none: subscriber = nil
    }
    held = nil
    return subscriber
  }
}

/// A subject's terminal event, which carries no value: what a replay
/// subject records, a subscription being replayed queues and a terminal
/// delivery passes on. Not generic, so that none of them costs a metadata
/// lookup in unspecialized code, where a `RACEvent<Value>` costs one each
/// time it is built or copied (Docs/Internals.md, "Metadata lookups and
/// exclusivity").
enum _RACTerminalEvent {
  case error(any Error)
  case completed

  /// Sends the event to `subscriber`.
  @inline(__always)
  func send<Value>(to subscriber: any RACSubscriber<Value>) {
    switch self {
    case .error(let error): subscriber.sendError(error)
    case .completed: subscriber.sendCompleted()
    }
  }
}

/// The events sent to a subscription while it was being replayed the
/// history: values, then the terminal event if one was sent. Values and
/// the terminal event apart, in an object made only when the first
/// arrives, rather than an array of `RACEvent<Value>` in every
/// subscription: even empty, that cost a metadata lookup per subscription
/// in unspecialized code (Docs/Internals.md, "Metadata lookups and
/// exclusivity"), and its 8 bytes are now the reference.
final class _RACPendingEvents<Value> {
  /// The values, in order.
  var values: ContiguousArray<Value> = []

  /// The terminal event, after the values.
  var terminal: _RACTerminalEvent?
}

/// The history of a replaying subject (replay and behavior subjects): its
/// values, in the ring buffer it is, and its recorded terminal event;
/// guarded by the subject's lock.
final class _RACSubjectHistory<Value>: _RACRingBuffer<Value>, @unchecked Sendable {
  // Safety: only ever accessed inside the owning subject gate's `withState(_:)`.

  /// Whether the first terminal event is recorded, replayed and final
  /// (replay subjects).
  let latchesTerminal: Bool

  /// The recorded terminal event (replay subjects).
  private(set) var terminal: _RACTerminalEvent?

  /// Whether ``terminal`` is recorded.
  var hasTerminal: Bool { terminal != nil }

  /// Records the terminal event.
  func record(_ event: _RACTerminalEvent) {
    terminal = event
  }

  init(capacity: Int, latchesTerminal: Bool) {
    self.latchesTerminal = latchesTerminal
    super.init(capacity: capacity)
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

  /// The live subscribers; an array's holes are compacted once they are
  /// three quarters of it, so that adding and removing are O(1) amortized.
  /// Compacting renumbers every live subscription, a cache miss each when
  /// there are many: at three quarters, not half, a run of disposals
  /// renumbers a third as many (Docs/PerformanceHistory.md, "A subject's
  /// subscription, one object").
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
  /// as ``_RACSubjectSlot/leave()`` hands it to the gate's owner when it
  /// removes the subscriber during a send, and a terminal event nested in
  /// the send does the same (``_RACSubjectGate/deliveriesInProgress``) —
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
      subscription.slot = 0
      subscribers = .one(subscription)
    case .one(let first):
      subscription.slot = 1
      // Room for four at once: a third subscriber would otherwise move the
      // list to a second allocation.
      var subscriptions: ContiguousArray<_RACSubjectSlot?> = []
      subscriptions.reserveCapacity(4)
      subscriptions.append(first)
      subscriptions.append(subscription)
      subscribers = .many(subscriptions)
      liveCount = 2
    case .many(var subscriptions):
      precondition(subscriptions.count < Int32.max, "RACSubject: too many subscribers")
      subscribers = .none  // the array's one reference, so that appending copies nothing
      subscription.slot = Int32(truncatingIfNeeded: subscriptions.count)
      subscriptions.append(subscription)
      subscribers = .many(subscriptions)
      liveCount += 1
    }
  }

  /// Removes `leaving` if it is in the list, returning the list's reference
  /// so that it is released after the lock. One removed while being
  /// replayed no longer counts as replaying.
  mutating func remove(_ leaving: _RACSubjectSlot) -> _RACSubjectSlot? {
    let slot = Int(leaving.slot)
    let removed: _RACSubjectSlot
    switch subscribers {
    case .none:
      return nil
    case .one(let subscription):
      guard slot == 0, subscription === leaving else { return nil }
      subscribers = .none
      removed = subscription
    case .many(var subscriptions):
      guard slot >= 0, slot < subscriptions.count, let subscription = subscriptions[slot],
        subscription === leaving
      else { return nil }
      subscribers = .none  // the array's one reference, unless a send holds it
      subscriptions[slot] = nil
      liveCount -= 1
      if subscriptions.count >= 16 && Int(liveCount) * 4 < subscriptions.count {
        subscriptions = compacted(subscriptions)
      }
      subscribers = .many(subscriptions)
      removed = subscription
    }
    leaving.slot = -1
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
    current.forEach { $0.slot = -1 }
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
      subscription.slot = Int32(truncatingIfNeeded: live.count)
      live.append(subscription)
    }
    return live
  }
}

/// A subject's gate and subscriber list: the gate serializes the subject's
/// deliveries (a queued input is the delivery itself, so the gate is not
/// generic), and the list lives in it, guarded by the library's striped
/// lock. Subscriptions keep this object, not the subject, to leave the
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

  /// How many sends of a value are delivering on the owner's stack (to
  /// subscribers it does not retain: an only subscription unretained,
  /// every subscriber borrowed): while there are, a terminal event
  /// delivered nested in one hands the subscriptions it removed to
  /// ``sendAfterCurrent(_:)``, which lets go of them and their subscribers
  /// once the outer delivery is done. Read and written only by the gate's
  /// owner.
  @exclusivity(unchecked) var deliveriesInProgress = 0

  /// Runs `body`, a send's delivery of a value, counted in
  /// ``deliveriesInProgress``. By the gate's owner only.
  @inline(__always)
  func delivering(_ body: () -> Void) {
    deliveriesInProgress &+= 1
    body()
    deliveriesInProgress &-= 1
  }

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
