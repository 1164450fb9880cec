import Foundation
import RACSchedulers

/// A test signal that plays a marble timeline on a test scheduler and logs
/// when each subscription began and was disposed: what
/// ``RACColdTestSignal`` and ``RACHotTestSignal`` share.
///
/// The two differ in when the timeline plays — from each subscription's
/// time (cold) or once, from the origin or the timeline's `^` (hot) — and
/// share how they are made from a marble string, the timeline, the clock
/// they count ticks on, and the subscription log with its comparison.
///
/// ```swift
/// let source = try RACColdTestSignal("-a-|", values: ["a": 1], scheduler: scheduler)
/// let result = try source.compareSubscriptions(with: ["^--!"])
/// ```
///
/// - Note: RxTest: `TestableObservable`.
public protocol RACMarbleTestSignal<Value>: AnyObject {
  /// The type of the values the signal sends.
  associatedtype Value

  /// What the test signal was made from, and its subscription log.
  ///
  /// Not API: the storage behind the protocol's properties.
  var _marbleState: _RACMarbleTestSignalState<Value> { get }

  /// Creates the test signal from a timeline already read.
  ///
  /// - Parameters:
  ///   - timeline: The timeline to play.
  ///   - scheduler: The test scheduler to play on.
  ///   - tickLength: Seconds per tick; must be positive.
  ///   - origin: The date subscription logs count from; the scheduler's
  ///     `now` when `nil`.
  /// - Throws: ``RACMarbleError`` when the timeline holds a mark the signal
  ///   does not allow.
  init(
    timeline: RACMarbleTimeline<Value>,
    scheduler: RACTestScheduler,
    tickLength: TimeInterval,
    origin: Date?
  ) throws(RACMarbleError)
}

extension RACMarbleTestSignal {
  /// Creates the test signal from a marble string: the string read as a
  /// ``RACMarbleTimeline``, then ``init(timeline:scheduler:tickLength:origin:)``.
  ///
  /// - Parameters:
  ///   - marbles: The timeline: counted from each subscription for a cold
  ///     signal, from the origin (or from its `^`) for a hot one.
  ///   - values: What each value character stands for.
  ///   - error: What `#` stands for.
  ///   - scheduler: The test scheduler to play on.
  ///   - tickLength: Seconds per tick; must be positive.
  ///   - origin: The date subscription logs count from (for a hot signal,
  ///     the date of tick 0); the scheduler's `now` by default.
  /// - Throws: ``RACMarbleError`` when the string is malformed or holds a
  ///   mark the signal does not allow (`!` for either, `^` for a cold one).
  public init(
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

  /// The timeline the signal plays.
  public var timeline: RACMarbleTimeline<Value> { _marbleState.timeline }
  /// The scheduler the events are scheduled on.
  public var scheduler: RACTestScheduler { _marbleState.scheduler }
  /// Seconds per tick.
  public var tickLength: TimeInterval { _marbleState.tickLength }
  /// The date subscription logs count from (for a hot signal, the date
  /// tick 0 stands for).
  public var origin: Date { _marbleState.origin }

  /// Every subscription so far, in the order they began, with the times
  /// they began and were disposed.
  public var subscriptions: [RACTestSubscription] { _marbleState.log.subscriptions }

  /// Compares the subscription log with subscription marbles such as
  /// `"--^--!"`, one per subscription in the order they began, ticks
  /// counted from the origin.
  ///
  /// ```swift
  /// let result = try source.compareSubscriptions(with: ["^----!", "--^--!"])
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

/// What a ``RACMarbleTestSignal`` was made from — its timeline, scheduler,
/// tick length and origin, each checked once here for both kinds — and its
/// subscription log.
///
/// Not API: public because ``RACMarbleTestSignal`` requires it.
public struct _RACMarbleTestSignalState<Value> {
  let timeline: RACMarbleTimeline<Value>
  let scheduler: RACTestScheduler
  let tickLength: TimeInterval
  let origin: Date
  let log = _RACSubscriptionLog()

  /// Checks the tick length and that the timeline holds neither `!` (a
  /// signal does not dispose itself) nor, when named, `forbidden`.
  ///
  /// - Parameters:
  ///   - operation: The initializer, named in the tick-length precondition.
  ///   - forbidden: One more mark the signal does not allow, and why.
  init(
    timeline: RACMarbleTimeline<Value>,
    scheduler: RACTestScheduler,
    tickLength: TimeInterval,
    origin: Date?,
    operation: String,
    forbidding forbidden: (mark: _RACMarbleToken.Kind, reason: String)? = nil
  ) throws(RACMarbleError) {
    _RACTickMath.checkTickLength(tickLength, operation)
    if let forbidden {
      try _RACMarbleParser.forbid(
        forbidden.mark, in: timeline.tokens, of: timeline.marbles, because: forbidden.reason)
    }
    try _RACMarbleParser.forbid(
      .disposed, in: timeline.tokens, of: timeline.marbles,
      because: "a test signal does not dispose itself; dispose the subscriber")
    self.timeline = timeline
    self.scheduler = scheduler
    self.tickLength = tickLength
    self.origin = origin ?? scheduler.now
  }
}
