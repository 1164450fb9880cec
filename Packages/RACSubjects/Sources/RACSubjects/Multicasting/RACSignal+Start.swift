import RACDisposables
import RACSchedulers
import RACStreamCore

extension RACSignal {
  /// Runs `block` on `scheduler` at once and returns a signal that replays
  /// to every subscriber what `block` sends to its subscriber, then the live
  /// events.
  ///
  /// ```text
  /// block:     [^a]-b-|         (scheduled now, runs once)
  /// result 1:  [^a]-b-|
  /// result 2:  -   -----[^ab|]
  /// ```
  ///
  /// ![(scheduled now, runs once). block: subscribed and a in one tick, b, then completed. result 1: subscribed and a in one tick, b, then completed. result 2: subscribed and a and b and completed in one tick.](startEagerly.svg)
  ///
  /// Disposing a subscription to the result does not stop `block`'s work:
  /// it runs until it sends a terminal event, so it should not be infinite.
  /// Values are delivered on the thread `block` sends them from; replayed
  /// values on the subscribing thread.
  ///
  /// - Parameters:
  ///   - scheduler: Where `block` runs.
  ///   - block: The work; sends its results to the subscriber it is given.
  /// - Returns: A hot signal replaying `block`'s events.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal startEagerlyWithScheduler:block:]`.
  public static func startEagerly(
    with scheduler: RACScheduler,
    block: @escaping (any RACSubscriber<Value>) -> Void
  ) -> RACSignal<Value> {
    let signal = _startLazily(with: scheduler, block: block) {
      "+startEagerlyWithScheduler: \(scheduler) block:"
    }
    // Subscribe once, so that the block is scheduled now.
    signal.publish().connect()
    return signal
  }

  /// Returns a signal that, when first subscribed to, runs `block` on
  /// `scheduler`, and replays to every subscriber what `block` sends to its
  /// subscriber, then the live events.
  ///
  /// ```text
  /// block:     ---[^a]-   b-|   (runs once, at the first subscription)
  /// result 1:  ---[^a]-   b-|
  /// result 2:  ----   [^a]b-|
  /// ```
  ///
  /// ![(runs once, at the first subscription). block: subscribed and a in one tick, b, then completed. result 1: subscribed and a in one tick, b, then completed. result 2: subscribed and a in one tick, b, then completed.](startLazily.svg)
  ///
  /// Each subscription is made on `scheduler`. Disposing a subscription does
  /// not stop `block`'s work: it runs until it sends a terminal event, so it
  /// should not be infinite. On `RACScheduler.immediate` the block runs
  /// synchronously, at the first subscription.
  ///
  /// - Parameters:
  ///   - scheduler: Where `block` runs and where subscriptions are made.
  ///   - block: The work; sends its results to the subscriber it is given.
  /// - Returns: A lazily started, replaying signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal startLazilyWithScheduler:block:]`.
  public static func startLazily(
    with scheduler: RACScheduler,
    block: @escaping (any RACSubscriber<Value>) -> Void
  ) -> RACSignal<Value> {
    _startLazily(with: scheduler, block: block) {
      "+startLazilyWithScheduler: \(scheduler) block:"
    }
  }

  private static func _startLazily(
    with scheduler: RACScheduler,
    block: @escaping (any RACSubscriber<Value>) -> Void,
    name: @escaping () -> String
  ) -> RACSignal<Value> {
    let connection = _RACStartBlockSignal(block).multicast(RACReplaySubject<Value>())
    return _RACStartLazilySignal(connection.signal, arguments: (connection, scheduler), name: .lazy(name))
  }
}

/// The signal `startLazily`'s connection multicasts: each subscription runs
/// the block with the subscriber — the connection's replay subject, which
/// serializes what the block sends from any thread and records nothing after
/// a terminal event — directly, as RAC's `createSignal:` block does, with no
/// passthrough subscriber in between.
final class _RACStartBlockSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let block: (any RACSubscriber<Value>) -> Void

  init(_ block: @escaping (any RACSubscriber<Value>) -> Void) {
    self.block = block
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    block(subscriber)
    return disposable
  }
}

/// `startLazily`'s signal: RAC's `[[RACSignal createSignal:…] subscribeOn:]`
/// in one object. Each subscription, made on the scheduler, subscribes to
/// the connection's subject, then connects it; the subscriber holds its
/// disposable from the start, through a forwarding sink, so that a delivery
/// passes the subject's gate only.
final class _RACStartLazilySignal<Value>:
  _RACOperatorSignal<Value, Value, (connection: RACMulticastConnection<Value>, scheduler: RACScheduler)>,
  @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let forwarder = _RACOwningForwarder(subscriber)
    let (connection, scheduler) = arguments
    let scheduling = scheduler.schedule {
      forwarder.keep(connection.signal.subscribe(forwarder))
      connection.connect()
    }
    if let scheduling { forwarder.subscription.add(scheduling) }
    return forwarder.subscription
  }
}
