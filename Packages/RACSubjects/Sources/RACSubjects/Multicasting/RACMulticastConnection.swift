import RACDisposables
import RACStreamCore
import Synchronization

/// Shares one subscription to a source signal among many subscribers: the
/// source's events go to a subject, and subscribers subscribe to that
/// subject, ``signal``.
///
/// Nothing happens until ``connect()``, which subscribes the subject to the
/// source, once. ``autoconnect()`` connects on the first subscription
/// instead.
///
/// ```text
/// source:      ^-a-b-c-|        (subscribed to once, at connect)
/// signal, 1:   ^-a-b-c-|
/// signal, 2:   ---^b-c-|
/// ```
///
/// ![(subscribed to once, at connect). source: subscribed, a, b, c, then completed. signal, 1: subscribed, a, b, c, then completed. signal, 2: subscribed, b, c, then completed.](RACMulticastConnection.svg)
///
/// ```swift
/// let connection = request.publish()
/// connection.signal.subscribeNext { print("A", $0) }
/// connection.signal.subscribeNext { print("B", $0) }
/// connection.connect()     // one request; A and B both see the response
/// ```
///
/// Make one with ``RACSignal/multicast(_:)`` or
/// ``RACSignal/publish()``.
///
/// - Note: ReactiveCocoa 2.x: `RACMulticastConnection`.
public final class RACMulticastConnection<Value>: @unchecked Sendable {
  // Safety: immutable references; `hasConnected` is atomic; the serial
  // disposable is thread-safe.

  private let sourceSignal: RACSignal<Value>
  private let subject: RACSubject<Value>
  private let serialDisposable = RACSerialDisposable()
  private let hasConnected = Atomic<Bool>(false)

  /// Creates a connection that multicasts `source` through `subject`.
  init(source: RACSignal<Value>, subject: RACSubject<Value>) {
    self.sourceSignal = source
    self.subject = subject
  }

  /// The multicast signal: subscribe to it to receive the source's events
  /// once connected. It is hot: a subscriber receives what the subject sends
  /// from its subscription on (all of it, for a replay subject).
  ///
  /// - Note: ReactiveCocoa 2.x: `RACMulticastConnection.signal`.
  public var signal: RACSignal<Value> { subject }

  /// Subscribes the subject to the source signal, the first time it is
  /// called; later calls, from any thread and even while the first one is
  /// still subscribing, do nothing.
  ///
  /// Disposing the returned disposable ends the subscription to the source.
  /// A connection is made once: after disposal, `connect()` does not
  /// subscribe again.
  ///
  /// - Returns: The same disposable for every call.
  /// - Note: ReactiveCocoa 2.x: `-[RACMulticastConnection connect]`.
  @discardableResult
  public func connect() -> RACDisposable {
    let (shouldConnect, _) = hasConnected.compareExchange(
      expected: false, desired: true, ordering: .acquiringAndReleasing)
    if shouldConnect {
      serialDisposable.disposable = sourceSignal.subscribe(subject)
    }
    return serialDisposable
  }

  /// A signal that connects the connection when it is first subscribed to,
  /// and disposes the connection when the number of its subscribers drops
  /// back to zero.
  ///
  /// ```text
  /// source:     ^-a-b-!     (connected with the first subscriber, disposed with the last)
  /// result, 1:  ^-a-b!
  /// result, 2:  ---^b-!
  /// ```
  ///
  /// ![(connected with the first subscriber, disposed with the last). source: subscribed, a, b, then disposed. result, 1: subscribed, a, b, then disposed. result, 2: subscribed, b, then disposed.](autoconnect.svg)
  ///
  /// As in ReactiveCocoa 2.5 it does not reconnect: once the subscriber count
  /// has dropped to zero the connection stays disposed, and a later
  /// subscriber only receives what the subject sends from then on (for a
  /// replay subject, its history).
  ///
  /// - Returns: The auto-connecting signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACMulticastConnection autoconnect]`.
  public func autoconnect() -> RACSignal<Value> {
    _RACAutoconnectSignal(signal, arguments: (self, _RACAtomicCount()), selector: "-autoconnect")
  }
}

extension RACMulticastConnection: CustomStringConvertible {
  /// The connection's public type and the name of its ``signal``, as
  /// `<RACMulticastConnection<Int>: signal = [source] -publish>`, in the
  /// style of a signal's description.
  public var description: String {
    "<\(_racPublicTypeName(of: type(of: self))): signal = \(subject.name)>"
  }
}

/// `autoconnect()`'s signal: each subscriber is subscribed to the subject
/// through a sink that hands it a disposable of its own, holding the
/// subject's subscription and the count's decrement (which disposes the
/// connection when the last subscriber leaves), as RAC's disposable block
/// does — with no passthrough subscriber in between.
final class _RACAutoconnectSignal<Value>:
  _RACOperatorSignal<Value, Value, (connection: RACMulticastConnection<Value>, subscribers: _RACAtomicCount)>,
  @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let (connection, subscriberCount) = arguments
    let forwarder = _RACOwningForwarder(subscriber)
    subscriberCount.increment()
    let subscriptionDisposable = connection.signal.subscribe(forwarder)
    forwarder.keep(subscriptionDisposable)
    let connectionDisposable = connection.connect()
    forwarder.subscription.add(
      RACDisposable {
        subscriptionDisposable.dispose()
        if subscriberCount.decrement() == 0 {
          connectionDisposable.dispose()
        }
      })
    return forwarder.subscription
  }
}

/// A thread-safe counter shared by the subscriptions of one signal.
final class _RACAtomicCount: Sendable {
  private let count = Atomic<Int>(0)

  init() {}

  /// Adds one; returns the new count.
  @discardableResult
  func increment() -> Int {
    count.add(1, ordering: .acquiringAndReleasing).newValue
  }

  /// Subtracts one; returns the new count.
  @discardableResult
  func decrement() -> Int {
    count.subtract(1, ordering: .acquiringAndReleasing).newValue
  }
}
