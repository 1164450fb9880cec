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
  /// ![The startEagerly marble diagram](startEagerly.svg)
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
  /// ![The startLazily marble diagram](startLazily.svg)
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
    let connection = RACSignal { subscriber in
      block(subscriber)
      return nil
    }.multicast(RACReplaySubject<Value>())
    let lazy = RACSignal { subscriber in
      let subscription = connection.signal.subscribe(subscriber)
      connection.connect()
      return subscription
    }
    return lazy._subscribe(on: scheduler, name: name)
  }

  /// Makes each subscription to the receiver on `scheduler` (what
  /// `subscribe(on:)` of the operators layer does), with the given name.
  func _subscribe(on scheduler: RACScheduler, name: @escaping () -> String) -> RACSignal<Value> {
    RACSignal(_name: name) { subscriber in
      let disposable = RACCompoundDisposable()
      let scheduling = scheduler.schedule {
        disposable.add(self.subscribe(subscriber))
      }
      if let scheduling { disposable.add(scheduling) }
      return disposable
    }
  }
}
