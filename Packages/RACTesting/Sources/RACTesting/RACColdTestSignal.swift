import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// A cold test signal: each subscription plays the marble timeline from its
/// own subscription time, on a test scheduler, and the signal logs when each
/// subscription began and was disposed.
///
/// ```text
/// marbles:        -a-b-|
/// subscribed at 0: -a-b-|
/// subscribed at 2: ---a-b-|
/// ```
///
/// Events at tick 0 are sent at once, during the subscription; the others
/// are scheduled on the scheduler at the subscription's time plus their
/// tick. Disposing a subscription cancels what it has not sent yet. A
/// marble string for a cold signal cannot hold `^` (its ticks count from
/// each subscription) or `!` (a signal does not dispose itself).
///
/// ```swift
/// let test = RACMarbleTester()
/// let source = try test.cold("-a-b-|", values: ["a": 1, "b": 2])
/// let recorder = test.record(source, subscribeAt: 2)
/// test.run()
/// recorder.marbles                                // "---1-2-|"
/// source.subscriptions.map { $0.marbles() }       // ["--^----!"]
/// ```
///
/// - Note: RxTest: `TestScheduler.createColdObservable`; RxJS: `cold(…)`.
public final class RACColdTestSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: every stored property is immutable; the subscription log has
  // its own mutex.

  /// The timeline each subscription plays.
  public let timeline: RACMarbleTimeline<Value>
  /// The scheduler the events are scheduled on.
  public let scheduler: RACTestScheduler
  /// Seconds per tick.
  public let tickLength: TimeInterval
  /// The date subscription logs count from.
  public let origin: Date
  private let log: _RACSubscriptionLog
  private let sentLog: _RACLock<[Int]>

  /// Creates a cold test signal from a marble string.
  ///
  /// - Parameters:
  ///   - marbles: The timeline, counted from each subscription.
  ///   - values: What each value character stands for.
  ///   - error: What `#` stands for.
  ///   - scheduler: The test scheduler to play on.
  ///   - tickLength: Seconds per tick; must be positive.
  ///   - origin: The date subscription logs count from; the scheduler's
  ///     `now` by default.
  /// - Throws: ``RACMarbleError`` when the string is malformed or holds
  ///   `^` or `!`.
  public convenience init(
    _ marbles: String,
    values: RACMarbleLegend<Value>,
    error: any Error = RACTestError(),
    scheduler: RACTestScheduler,
    tickLength: TimeInterval = 1,
    origin: Date? = nil
  ) throws(RACMarbleError) {
    try self.init(
      timeline: RACMarbleTimeline(marbles, values: values, error: error),
      scheduler: scheduler, tickLength: tickLength, origin: origin)
  }

  /// Creates a cold test signal from a timeline already read.
  ///
  /// - Parameters:
  ///   - timeline: The timeline, counted from each subscription.
  ///   - scheduler: The test scheduler to play on.
  ///   - tickLength: Seconds per tick; must be positive.
  ///   - origin: The date subscription logs count from; the scheduler's
  ///     `now` by default.
  /// - Throws: ``RACMarbleError`` when the timeline holds `^` or `!`.
  public init(
    timeline: RACMarbleTimeline<Value>,
    scheduler: RACTestScheduler,
    tickLength: TimeInterval = 1,
    origin: Date? = nil
  ) throws(RACMarbleError) {
    _RACTickMath.checkTickLength(tickLength, "RACColdTestSignal.init")
    try _RACMarbleParser.forbid(
      .subscribed, in: timeline.tokens, of: timeline.marbles,
      because: "a cold signal counts ticks from each subscription")
    try _RACMarbleParser.forbid(
      .disposed, in: timeline.tokens, of: timeline.marbles,
      because: "a test signal does not dispose itself; dispose the subscriber")
    let origin = origin ?? scheduler.now
    let log = _RACSubscriptionLog()
    let sentLog = _RACLock<[Int]>([])
    let ticks = timeline.eventsByTick
    self.timeline = timeline
    self.scheduler = scheduler
    self.tickLength = tickLength
    self.origin = origin
    self.log = log
    self.sentLog = sentLog
    super.init(_name: { "+coldTestSignal: \(timeline.marbles)" }) { subscriber in
      let start = scheduler.now
      let index = log.subscribed(at: start.timeIntervalSince(origin))
      sentLog.withLock { $0.append(0) }
      let target = _RACTargetBox(subscriber)
      let send: @Sendable ([RACEvent<Value>]) -> Void = { events in
        let count = target.send(events)
        sentLog.withLock { $0[index] += count }
      }
      let actions = RACCompoundDisposable()
      actions.add(RACDisposable {
        target.clear()
        log.disposed(index, at: scheduler.now.timeIntervalSince(origin))
      })
      subscriber.didSubscribe(with: actions)
      for (tick, events) in ticks {
        if actions.isDisposed { break }
        if tick == 0 {
          send(events)
        } else if let action = scheduler.after(
          start.addingTimeInterval(Double(tick) * tickLength), schedule: { send(events) })
        {
          actions.add(action)
        }
      }
      return nil
    }
  }

  /// Every subscription so far, in the order they began, with the times
  /// they began and were disposed.
  public var subscriptions: [RACTestSubscription] { log.subscriptions }

  /// How many of the timeline's events each subscription sent before it
  /// was disposed (or so far), in the order the subscriptions began: the
  /// first that many of ``RACMarbleTimeline/events``. An event scheduled at
  /// the tick of a disposal counts only when it was sent before it.
  public var sentEventCounts: [Int] { sentLog.withLock { $0 } }

  /// Compares the subscription log with subscription marbles such as
  /// `"^---!"`, one per subscription in the order they began, ticks counted
  /// from the origin.
  ///
  /// ```swift
  /// let result = try source.compareSubscriptions(with: ["^----!", "--^----!"])
  /// #expect(result.isMatch, "\(result)")
  /// ```
  ///
  /// - Parameter expected: One subscription marble per subscription.
  /// - Returns: The outcome, with a readable report on a mismatch.
  /// - Throws: ``RACMarbleError`` when an expected marble is malformed.
  public func compareSubscriptions(with expected: [String]) throws(RACMarbleError) -> RACMarbleComparison {
    try _RACSubscriptionComparison.compare(subscriptions, with: expected, tickLength: tickLength)
  }
}

/// The subscriber of one test-signal subscription, until it is disposed:
/// scheduled actions hold the box, not the subscriber, so that a disposed
/// subscriber is released at once rather than when the scheduler drops the
/// cancelled actions.
///
/// Not API.
final class _RACTargetBox<Value>: @unchecked Sendable {
  // Safety: the subscriber reference lives in a mutex; it is called
  // outside the lock.
  private let subscriber: _RACLock<(any RACSubscriber<Value>)?>

  init(_ subscriber: any RACSubscriber<Value>) {
    self.subscriber = _RACLock(subscriber)
  }

  func clear() {
    let old = subscriber.withLock { box in
      let old = box
      box = nil
      return old
    }
    withExtendedLifetime(old) {}
  }

  /// Sends `events` in order, stopping when the subscription is disposed.
  ///
  /// - Returns: How many were sent.
  @discardableResult
  func send(_ events: [RACEvent<Value>]) -> Int {
    var sent = 0
    for event in events {
      guard let target = subscriber.withLock({ $0 }) else { return sent }
      target.send(event)
      sent += 1
    }
    return sent
  }
}
