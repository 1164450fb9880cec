import RACDisposables
import RACStreamCore

/// A subject that records what it is sent and replays it to each new
/// subscriber: the last `capacity` values, then the terminal event if there
/// was one; after that, a subscriber receives live events as from a
/// ``RACSubject``.
///
/// ```text
/// sent:       -a-b-c-    ----d-|
/// capacity 2: ------[^bc]----d-|
/// capacity 3: -------    -------[^bcd|]
/// ```
///
/// ![sent: a, b, c, d, then completed. capacity 2: subscribed and b and c in one tick, d, then completed. capacity 3: subscribed and b and c and d and completed in one tick.](RACReplaySubject.svg)
///
/// (A subscriber at tick 6 is replayed `b` and `c`; one subscribing after
/// completion, to a subject of capacity 3, is replayed `b`, `c`, `d` and
/// completion.)
///
/// ```swift
/// let subject = RACReplaySubject<Int>(capacity: 2)
/// subject.sendNext(1); subject.sendNext(2); subject.sendNext(3)
/// subject.subscribeNext { print($0) }  // 2, 3
/// ```
///
/// - Replay happens on the subscribing thread, at subscription, before any
///   live event; values sent meanwhile (from other threads, or from the
///   subscriber's own callbacks) are replayed too, in order, so a subscriber
///   misses nothing and receives nothing twice.
/// - A capacity of 0 replays no value, only the terminal event.
/// - A subscription disposed during replay receives nothing more.
/// - The first terminal event is final: it is replayed to every later
///   subscriber, which then ends; events sent after it are ignored.
/// - History lives in a ring buffer: once full, each send overwrites the
///   oldest slot and allocates nothing.
///
/// - Note: ReactiveCocoa 2.x: `RACReplaySubject`, `+replaySubjectWithCapacity:`,
///   `RACReplaySubjectUnlimitedCapacity` (`Int.max` here). Two deliberate
///   differences: the history is trimmed to `capacity` *before* the value is
///   sent (as in ReactiveObjC; 2.5 trimmed after, so a subscriber added from
///   inside that send was replayed one value too many), and events after the
///   first terminal event are ignored (2.5 still recorded values and replayed
///   them before the terminal event).
public final class RACReplaySubject<Value>: RACSubject<Value>, @unchecked Sendable {
  // Safety: no state of its own; see RACSubject.

  /// How many values are replayed to new subscribers at most.
  public let capacity: Int

  /// Creates a replay subject that replays at most `capacity` values.
  ///
  /// - Parameter capacity: How many of the latest values to replay; `Int.max`
  ///   (the default) replays all of them. Must not be negative.
  /// - Note: ReactiveCocoa 2.x: `+[RACReplaySubject replaySubjectWithCapacity:]`,
  ///   `+[RACReplaySubject subject]`.
  public init(capacity: Int = .max) {
    precondition(capacity >= 0, "RACReplaySubject(capacity:): capacity must not be negative")
    self.capacity = capacity
    super.init(historyCapacity: capacity, latchesTerminal: true, name: .anonymous)
  }

  /// Creates a replay subject with a lazily built name, for the library's
  /// operators.
  init(capacity: Int, name: _RACName) {
    self.capacity = capacity
    super.init(historyCapacity: capacity, latchesTerminal: true, name: name)
  }
}
