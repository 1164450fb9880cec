import RACDisposables
import RACStreamCore

/// One subscriber of a subject, with the disposable of its subscription.
///
/// A subject delivers to a subscription from one place at a time: the
/// subject's serial gate once the subscription has joined the live list, its
/// replay loop before. So events to one subscriber never overlap.
final class _RACSubjectSubscription<Value>: @unchecked Sendable {
  // Safety: immutable references; deliveries are serialized by the subject
  // (see above); the disposable is thread-safe.
  let downstream: any RACSubscriber<Value>
  let disposable: RACCompoundDisposable

  /// Where the subscription sits in the subject's live list, or -1; read
  /// and written only under the subject's lock.
  var slot = -1

  init(_ downstream: any RACSubscriber<Value>, disposable: RACCompoundDisposable) {
    self.downstream = downstream
    self.disposable = disposable
  }

  /// Delivers a value unless the subscription was disposed: one atomic load.
  @inline(__always)
  func sendNext(_ value: Value) {
    if disposable.isDisposed { return }
    downstream.sendNext(value)
  }

  /// Ends the subscription, then delivers the terminal event: after it the
  /// subscriber receives nothing more and is removed from the subject.
  func sendTerminal(_ event: RACEvent<Value>) {
    if disposable.isDisposed { return }
    disposable.dispose()
    downstream.send(event)
  }
}

/// What a replay loop does next; computed under the subject's lock, acted
/// upon after it is released.
enum _RACReplayStep<Value>: @unchecked Sendable {
  // Safety: carries a value from the lock-guarded history to the thread
  // that replays it; only that thread uses it.
  case value(Value)
  case terminal(RACEvent<Value>)
  case joined
}

/// What a send does, computed under the subject's lock: whom to deliver to,
/// and the value the history dropped (released only after the lock).
struct _RACDelivery<Value>: @unchecked Sendable {
  // Safety: handed from the lock to the sending thread, used only there.
  var subscribers: ContiguousArray<_RACSubjectSubscription<Value>?>
  var evicted: Value?
}

/// The mutable state of a subject, guarded by the subject's `Mutex`.
struct _RACSubjectState<Value>: @unchecked Sendable {
  // Safety: only ever accessed inside the owning subject's `Mutex`.

  /// The live subscribers, in subscription order, with holes (`nil`) where
  /// subscribers left; compacted once holes outnumber subscribers, so that
  /// adding and removing are O(1) amortized. Copy-on-write: a send takes
  /// this array with one retain under the lock and enumerates it after; the
  /// array is copied only when subscribers change while a send holds it.
  private(set) var subscribers: ContiguousArray<_RACSubjectSubscription<Value>?> = []

  /// How many entries of `subscribers` are not holes.
  private var liveCount = 0

  /// The replayed history (replay and behavior subjects), or `nil`.
  var history: _RACRingBuffer<Value>?

  /// Whether the first terminal event is recorded, replayed and final
  /// (replay subjects).
  let latchesTerminal: Bool

  /// The recorded terminal event (replay subjects).
  var terminal: RACEvent<Value>?

  init(history: _RACRingBuffer<Value>?, latchesTerminal: Bool) {
    self.history = history
    self.latchesTerminal = latchesTerminal
  }

  /// Records `value` and returns whom to send it to. After a recorded
  /// terminal event nothing is recorded or sent.
  mutating func next(_ value: Value) -> _RACDelivery<Value> {
    if terminal != nil { return _RACDelivery(subscribers: [], evicted: nil) }
    let evicted = history?.push(value)
    return _RACDelivery(subscribers: subscribers, evicted: evicted ?? nil)
  }

  /// Records `event` (when this state latches, and it is the first) and
  /// returns whom to send it to. Every current subscriber receives it and
  /// leaves, so the list is emptied here.
  mutating func finish(_ event: RACEvent<Value>) -> _RACDelivery<Value> {
    if latchesTerminal {
      if terminal != nil { return _RACDelivery(subscribers: [], evicted: nil) }
      terminal = event
    }
    let current = subscribers
    subscribers = []
    liveCount = 0
    return _RACDelivery(subscribers: current, evicted: nil)
  }

  /// Adds `subscription` at the end of the live list.
  mutating func append(_ subscription: _RACSubjectSubscription<Value>) {
    subscription.slot = subscribers.count
    subscribers.append(subscription)
    liveCount += 1
  }

  /// Removes `subscription`, returning it so that it is released after the
  /// lock.
  mutating func remove(_ subscription: _RACSubjectSubscription<Value>) -> _RACSubjectSubscription<Value>? {
    let slot = subscription.slot
    guard slot >= 0, slot < subscribers.count, subscribers[slot] === subscription else { return nil }
    subscribers[slot] = nil
    subscription.slot = -1
    liveCount -= 1
    if subscribers.count >= 16 && liveCount * 2 < subscribers.count { compact() }
    return subscription
  }

  /// Removes the holes, renumbering the slots.
  private mutating func compact() {
    var live = ContiguousArray<_RACSubjectSubscription<Value>?>()
    live.reserveCapacity(liveCount * 2)
    for case let subscription? in subscribers {
      subscription.slot = live.count
      live.append(subscription)
    }
    subscribers = live
  }

  /// One step of a replay to `subscription`: the next value after `cursor`
  /// (values the history dropped meanwhile are skipped), else the recorded
  /// terminal event, else joining the live list. Joining happens under the
  /// same lock as recording, so the subscriber misses and repeats nothing.
  mutating func replayStep(
    cursor: inout Int?,
    _ subscription: _RACSubjectSubscription<Value>
  ) -> _RACReplayStep<Value> {
    if let history {
      var next = cursor ?? history.firstSequence
      if next < history.firstSequence { next = history.firstSequence }
      if next < history.total {
        cursor = next + 1
        return .value(history[sequence: next])
      }
      cursor = next
    }
    if let terminal { return .terminal(terminal) }
    append(subscription)
    return .joined
  }
}
