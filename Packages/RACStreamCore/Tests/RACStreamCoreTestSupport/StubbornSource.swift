// The project's own test helpers that need RACStreamCore: the tests of
// RACStreamCore and of the layers above it import this module. It is not
// library API: the distribution manifest has no product for it, and users'
// tests want RACTesting instead (Docs/Internals.md, "Test support").
//
// A stubborn source and a raw subscriber: an operator subscribed straight
// to the one with the other sees the events a source sends after its
// subscription was disposed, which the library's passthrough subscriber (or
// an operator chained after the one under test) would drop first
// (Docs/Internals.md, "Nothing after disposal"). A polite source stops
// sending once its subscription is disposed: with a raw subscriber that
// disposes from a callback, it shows whether the disposal reached it. A
// returning source returns a disposable other than the one it hands over
// (or hands none), and a two-handed one hands over two, as a user's
// subclass may; `Weak` holds what a test checks is released.
import RACStreamCore

/// A source that overrides `subscribe(_:)`, sends `prefix` during it and
/// whatever the test sends later, whether disposed or not.
public final class StubbornSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  /// The values sent during `subscribe(_:)`.
  public let prefix: [Int]
  /// Every subscriber so far, in order.
  public var subscribers: [any RACSubscriber<Int>] = []
  /// How many of the subscriptions' disposables were disposed.
  public var disposals = 0

  /// A source that sends `prefix` to each subscriber as it subscribes.
  public init(prefix: [Int]) {
    self.prefix = prefix
    super.init()
  }

  /// Hands the subscriber its disposable, then sends `prefix`.
  public override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    disposable.add(RACDisposable { [weak self] in self?.disposals += 1 })
    subscriber.didSubscribe(with: disposable)
    subscribers.append(subscriber)
    for value in prefix { subscriber.sendNext(value) }
    return disposable
  }

  /// Sends `value` to every subscriber, disposed or not.
  public func sendNext(_ value: Int) { subscribers.forEach { $0.sendNext(value) } }
  /// Sends `error` to every subscriber, disposed or not.
  public func sendError(_ error: any Error) { subscribers.forEach { $0.sendError(error) } }
  /// Completes every subscriber, disposed or not.
  public func sendCompleted() { subscribers.forEach { $0.sendCompleted() } }
}

/// A source that sends `values` during `subscribe(_:)`, one at a time,
/// until the subscription it handed over is disposed: what a disposal from
/// a subscriber's callback must reach while the source is still sending.
public final class PoliteSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  /// The values to send.
  public let values: [Int]
  /// How many values it sent, over every subscription.
  public var sent = 0

  /// A source that sends `values` to each subscriber as it subscribes.
  public init(_ values: [Int]) {
    self.values = values
    super.init()
  }

  /// Hands the subscriber its disposable, then sends the values while it
  /// is not disposed.
  public override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    for value in values where !disposable.isDisposed {
      sent += 1
      subscriber.sendNext(value)
    }
    return disposable
  }
}

/// Records every event it gets, with no disposal check of its own; keeps
/// what `didSubscribe(with:)` hands over and disposes it on `disposeOn`.
public final class RawSubscriber: RACSubscriber, @unchecked Sendable {
  // Safety: the tests drive everything from one thread.
  /// The events, as text: the value, `error` or `completed`.
  public var events: [String] = []
  /// The disposables `didSubscribe(with:)` handed over.
  public var handed: [RACCompoundDisposable] = []
  /// The value on which the subscriber disposes what it was handed.
  public let disposeOn: Int?

  /// A subscriber that disposes its subscriptions when it gets `disposeOn`.
  public init(disposeOn: Int? = nil) { self.disposeOn = disposeOn }

  /// Records `value`; disposes what it was handed on `disposeOn`.
  public func sendNext(_ value: Int) {
    events.append("\(value)")
    if value == disposeOn { handed.forEach { $0.dispose() } }
  }
  /// Records `error`.
  public func sendError(_ error: any Error) { events.append("error") }
  /// Records `completed`.
  public func sendCompleted() { events.append("completed") }
  /// Keeps `disposable`.
  public func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
}

/// A signal subclass whose `subscribe(_:)` returns a disposable of its own,
/// which the test holds weakly, and hands its subscriber another one (or,
/// with `hands: false`, none): a user's `RACSignal` subclass may do either.
/// It lets go of its subscriber when it completes, as a source does at its
/// end.
public final class ReturningSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  /// Whether it hands its subscriber a subscription before returning.
  public let hands: Bool
  /// The subscriber, until `complete()`.
  public var subscriber: (any RACSubscriber<Int>)?
  /// What `subscribe(_:)` returned, while something holds it.
  public weak var returned: RACDisposable?
  /// What it handed over, if it does.
  public var handed: RACCompoundDisposable?

  /// A source that hands a subscription over when `hands`.
  public init(hands: Bool = false) {
    self.hands = hands
    super.init()
  }

  /// Hands a subscription over (when `hands`), then returns another.
  public override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    self.subscriber = subscriber
    if hands {
      let handed = RACCompoundDisposable()
      self.handed = handed
      subscriber.didSubscribe(with: handed)
    }
    let disposable = RACDisposable()
    returned = disposable
    return disposable
  }

  /// Completes the subscriber and lets go of it.
  public func complete() {
    let subscriber = self.subscriber
    self.subscriber = nil
    subscriber?.sendCompleted()
  }
}

/// A signal subclass that subscribes its subscriber to two signals of its
/// own, as a user's subclass may (`a.subscribe(subscriber)`, then
/// `b.subscribe(subscriber)`): the subscriber is handed two subscriptions,
/// and `subscribe(_:)` returns a disposable that holds neither. What the
/// subscriber does with the second shows whether it keeps every
/// subscription it is handed, as RAC's subscriber does.
public final class TwoHandedSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  /// The two subscriptions handed over, for each subscription in order.
  public private(set) var handed: [RACCompoundDisposable] = []
  /// The latest subscriber, until `complete()`.
  public var subscriber: (any RACSubscriber<Int>)?

  /// A source with no subscription yet.
  public override init() { super.init() }

  /// Hands the subscriber two subscriptions, then returns a third
  /// disposable, unrelated to them.
  public override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    self.subscriber = subscriber
    for _ in 0..<2 {
      let subscription = RACCompoundDisposable()
      handed.append(subscription)
      subscriber.didSubscribe(with: subscription)
    }
    return RACDisposable()
  }

  /// Whether each subscription handed over so far was disposed.
  public var disposed: [Bool] { handed.map(\.isDisposed) }

  /// Completes the subscriber and lets go of it.
  public func complete() {
    let subscriber = self.subscriber
    self.subscriber = nil
    subscriber?.sendCompleted()
  }

  /// Fails the subscriber with `error` and lets go of it.
  public func fail(_ error: any Error) {
    let subscriber = self.subscriber
    self.subscriber = nil
    subscriber?.sendError(error)
  }

  /// Subscribes a new source through `subscribe`, then disposes what it
  /// returned: whether each subscription handed over was disposed, before
  /// and after.
  public static func disposedWhenDisposing(
    _ subscribe: (TwoHandedSource) -> RACDisposable
  ) -> (before: [Bool], after: [Bool]) {
    let source = TwoHandedSource()
    let subscription = subscribe(source)
    let before = source.disposed
    subscription.dispose()
    return (before, source.disposed)
  }

  /// Subscribes a new source through `subscribe`, then completes it:
  /// whether each subscription handed over was disposed, the result still
  /// subscribed.
  public static func disposedWhenCompleting(_ subscribe: (TwoHandedSource) -> RACDisposable) -> [Bool] {
    let source = TwoHandedSource()
    let subscription = subscribe(source)
    source.complete()
    return withExtendedLifetime(subscription) { source.disposed }
  }
}

/// A weak reference to keep in a collection.
public struct Weak<Object: AnyObject> {
  /// The object, while something else holds it.
  public weak var value: Object?

  /// A weak reference to `value`.
  public init(_ value: Object) { self.value = value }
}
