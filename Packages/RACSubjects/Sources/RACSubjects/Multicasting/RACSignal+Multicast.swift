import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Shares one subscription to the receiver among many subscribers, through
  /// `subject`. Nothing is subscribed until the connection is connected.
  ///
  /// ```text
  /// self:              ^a-b-|  (subscribed to at connect, once)
  /// connection.signal: ^a-b-|
  /// ```
  ///
  /// ![(subscribed to at connect, once). self: subscribed, a, b, then completed. connection.signal: subscribed, a, b, then completed.](multicast.svg)
  ///
  /// Which subject decides what late subscribers get: a ``RACSubject`` sends
  /// them only later events, a ``RACReplaySubject`` replays what they missed.
  ///
  /// - Parameter subject: The subject that relays the receiver's events.
  /// - Returns: A connection; subscribe to its `signal`, then `connect()`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal multicast:]`. ReactiveCocoa also
  ///   renamed the subject; it keeps its name here.
  public func multicast(_ subject: RACSubject<Value>) -> RACMulticastConnection<Value> {
    RACMulticastConnection(source: self, subject: subject)
  }

  /// Multicasts the receiver through a new ``RACSubject``: subscribers
  /// receive the events sent after they subscribed.
  ///
  /// ```text
  /// self:          ^a-b-c-|  (connect at ^)
  /// signal, early: ^a-b-c-|
  /// signal, late:  ----^c-|
  /// ```
  ///
  /// ![(connect at ^). self: subscribed, a, b, c, then completed. signal, early: subscribed, a, b, c, then completed. signal, late: subscribed, c, then completed.](publish.svg)
  ///
  /// - Returns: A connection; subscribe to its `signal`, then `connect()`.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal publish]`.
  public func publish() -> RACMulticastConnection<Value> {
    multicast(RACSubject(historyCapacity: nil, latchesTerminal: false, name: .lazy { "[\(self.name)] -publish" }))
  }

  /// Subscribes to the receiver at once, through a ``RACReplaySubject``, and
  /// returns a signal that replays everything the receiver sent (and its
  /// terminal event) to each subscriber, then the live events. The
  /// receiver's side effects run once, now.
  ///
  /// ```text
  /// self:      ^a-b-    c-|         (subscribed to at once)
  /// result, 1: ----[^ab]c-|
  /// result, 2: -----    ---[^abc|]
  /// ```
  ///
  /// ![(subscribed to at once). self: subscribed, a, b, c, then completed. result, 1: subscribed and a and b in one tick, c, then completed. result, 2: subscribed and a and b and c and completed in one tick.](replay.svg)
  ///
  /// - Returns: The hot, replaying signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal replay]`.
  public func replay() -> RACSignal<Value> {
    let subject = RACReplaySubject<Value>(capacity: .max, name: .lazy { "[\(self.name)] -replay" })
    let connection = multicast(subject)
    connection.connect()
    return connection.signal
  }

  /// Subscribes to the receiver at once, through a ``RACReplaySubject`` of
  /// capacity 1, and returns a signal that sends each subscriber the latest
  /// value (and the terminal event, if any), then the live events.
  ///
  /// ```text
  /// self:      ^a-b-   c-|       (subscribed to at once)
  /// result, 1: ----[^b]c-|
  /// result, 2: -----   ---[^c|]
  /// ```
  ///
  /// ![(subscribed to at once). self: subscribed, a, b, c, then completed. result, 1: subscribed and b in one tick, c, then completed. result, 2: subscribed and c and completed in one tick.](replayLast.svg)
  ///
  /// - Returns: The hot signal replaying its latest value.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal replayLast]`.
  public func replayLast() -> RACSignal<Value> {
    let subject = RACReplaySubject<Value>(capacity: 1, name: .lazy { "[\(self.name)] -replayLast" })
    let connection = multicast(subject)
    connection.connect()
    return connection.signal
  }

  /// Like ``replay()``, but subscribes to the receiver only when the returned
  /// signal is first subscribed to. Its side effects run once, then; every
  /// subscriber receives everything the receiver sent, then the live events.
  ///
  /// ```text
  /// self:      ---^a-b-    c-|   (subscribed to at the first subscription)
  /// result, 1: ---^a-b-    c-|
  /// result, 2: -------[^ab]c-|
  /// ```
  ///
  /// ![(subscribed to at the first subscription). self: subscribed, a, b, c, then completed. result, 1: subscribed, a, b, c, then completed. result, 2: subscribed and a and b in one tick, c, then completed.](replayLazily.svg)
  ///
  /// The subscription to the receiver is never disposed: it lasts until the
  /// receiver ends.
  ///
  /// - Returns: The lazily connected, replaying signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal replayLazily]`.
  public func replayLazily() -> RACSignal<Value> {
    let connection = multicast(RACReplaySubject<Value>())
    // As ReactiveCocoa builds it: `defer` subscribes each subscriber to the
    // subject directly, so a delivery passes the subject's gate only.
    return RACSignal.defer {
      connection.connect()
      return connection.signal
    }._setName(.derived(from: self, "-replayLazily"))
  }
}
