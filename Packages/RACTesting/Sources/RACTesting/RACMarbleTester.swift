import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// A marble test's clock: a test scheduler, a tick length and an origin
/// (tick 0), with factories for hot and cold test signals and recorders
/// that all count ticks the same way.
///
/// ```swift
/// @Test func mapDoublesValues() throws {
///   let test = RACMarbleTester()
///   let source = try test.cold("-a-b-|", values: ["a": 1, "b": 2])
///   let recorder = test.record(source.map { $0 * 2 })
///   test.run()
///   let result = try recorder.compare(with: "-a-b-|", values: ["a": 2, "b": 4])
///   #expect(result.isMatch, "\(result)")
///   #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
/// }
/// ```
///
/// Nothing happens until the test drives the clock: ``run()`` runs
/// everything, ``advance(by:)`` and ``advance(toTick:)`` run up to a tick.
/// Actions due at one tick run in the order they were scheduled.
public final class RACMarbleTester: Sendable {
  /// The scheduler everything runs on.
  public let scheduler: RACTestScheduler
  /// Seconds per tick.
  public let tickLength: TimeInterval
  /// The date of tick 0: the scheduler's clock when the tester was made.
  public let origin: Date

  /// Creates a tester.
  ///
  /// - Parameters:
  ///   - tickLength: Seconds per tick; must be positive. Operators whose
  ///     durations are in seconds (`delay(_:)`, `throttle(_:)`) then read
  ///     naturally in ticks: with `tickLength: 0.5`, `delay(1)` is two ticks.
  ///   - scheduler: The test scheduler; a new one by default.
  public init(tickLength: TimeInterval = 1, scheduler: RACTestScheduler = RACTestScheduler()) {
    _RACTickMath.checkTickLength(tickLength, "RACMarbleTester.init(tickLength:scheduler:)")
    self.scheduler = scheduler
    self.tickLength = tickLength
    self.origin = scheduler.now
  }

  /// Virtual seconds since the origin.
  public var time: TimeInterval { scheduler.now.timeIntervalSince(origin) }

  /// The current tick (rounded down when the clock is between ticks).
  public var tick: Int { _RACTickMath.column(of: time, tickLength: tickLength) }

  /// The date of `tick`.
  ///
  /// - Parameter tick: A tick.
  /// - Returns: The origin plus `tick` tick lengths.
  public func date(ofTick tick: Int) -> Date {
    origin.addingTimeInterval(Double(tick) * tickLength)
  }

  // MARK: Test signals

  /// A cold test signal: each subscription plays `marbles` from its own
  /// subscription time. See ``RACColdTestSignal``.
  ///
  /// ```swift
  /// let source = try test.cold("-a-[bc]-#", values: ["a": 1, "b": 2, "c": 3])
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The timeline, counted from each subscription.
  ///   - values: What each value character stands for.
  ///   - error: What `#` stands for.
  /// - Returns: The signal.
  /// - Throws: ``RACMarbleError`` when the string is malformed or holds
  ///   `^` or `!`.
  public func cold<Value>(
    _ marbles: String,
    values: RACMarbleLegend<Value>,
    error: any Error = RACTestError()
  ) throws(RACMarbleError) -> RACColdTestSignal<Value> {
    try RACColdTestSignal(
      marbles, values: values, error: error, scheduler: scheduler, tickLength: tickLength, origin: origin)
  }

  /// A cold test signal whose value characters convert with
  /// `Value.init(_: String)`: `let digits: RACColdTestSignal<Int> = try
  /// test.cold("-1-2-|")`.
  ///
  /// - Parameters:
  ///   - marbles: The timeline, counted from each subscription.
  ///   - error: What `#` stands for.
  /// - Returns: The signal.
  /// - Throws: ``RACMarbleError`` when the string is malformed.
  public func cold<Value: LosslessStringConvertible>(
    _ marbles: String,
    error: any Error = RACTestError()
  ) throws(RACMarbleError) -> RACColdTestSignal<Value> {
    try cold(marbles, values: .characters, error: error)
  }

  /// A cold test signal of strings, each value character as itself:
  /// `try test.cold("-a-b-|")` sends `"a"` and `"b"`.
  ///
  /// - Parameters:
  ///   - marbles: The timeline, counted from each subscription.
  ///   - error: What `#` stands for.
  /// - Returns: The signal.
  /// - Throws: ``RACMarbleError`` when the string is malformed.
  public func cold(_ marbles: String, error: any Error = RACTestError()) throws(RACMarbleError) -> RACColdTestSignal<
    String
  > {
    try cold(marbles, values: .characters, error: error)
  }

  /// A hot test signal: `marbles` is played once, counted from the origin
  /// (or from its `^`), to whoever is subscribed. See ``RACHotTestSignal``.
  ///
  /// ```swift
  /// let source = try test.hot("a-^-b-|", values: ["a": 1, "b": 2])   // b at tick 2
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The timeline.
  ///   - values: What each value character stands for.
  ///   - error: What `#` stands for.
  /// - Returns: The signal, its timeline already scheduled.
  /// - Throws: ``RACMarbleError`` when the string is malformed or holds `!`.
  public func hot<Value>(
    _ marbles: String,
    values: RACMarbleLegend<Value>,
    error: any Error = RACTestError()
  ) throws(RACMarbleError) -> RACHotTestSignal<Value> {
    try RACHotTestSignal(
      marbles, values: values, error: error, scheduler: scheduler, tickLength: tickLength, origin: origin)
  }

  /// A hot test signal whose value characters convert with
  /// `Value.init(_: String)`.
  ///
  /// - Parameters:
  ///   - marbles: The timeline.
  ///   - error: What `#` stands for.
  /// - Returns: The signal, its timeline already scheduled.
  /// - Throws: ``RACMarbleError`` when the string is malformed.
  public func hot<Value: LosslessStringConvertible>(
    _ marbles: String,
    error: any Error = RACTestError()
  ) throws(RACMarbleError) -> RACHotTestSignal<Value> {
    try hot(marbles, values: .characters, error: error)
  }

  /// A hot test signal of strings, each value character as itself.
  ///
  /// - Parameters:
  ///   - marbles: The timeline.
  ///   - error: What `#` stands for.
  /// - Returns: The signal, its timeline already scheduled.
  /// - Throws: ``RACMarbleError`` when the string is malformed.
  public func hot(_ marbles: String, error: any Error = RACTestError()) throws(RACMarbleError) -> RACHotTestSignal<
    String
  > {
    try hot(marbles, values: .characters, error: error)
  }

  // MARK: Recording

  /// Subscribes a new recorder to `signal`, with the test scheduler as
  /// `RACScheduler.current` during the subscription.
  ///
  /// Without `subscribeAt`, it subscribes at once (inside
  /// `RACScheduler.performAsCurrentScheduler(_:)`), before anything
  /// already scheduled for the current tick runs. With it, the
  /// subscription is an action at that tick (a tick already past means the
  /// current time, after what is already due). A disposal at `disposeAt` is
  /// scheduled right after the subscription, so the events that test
  /// signals send at that tick still arrive before it.
  ///
  /// ```swift
  /// let recorder = test.record(source, subscribeAt: 2, disposeAt: 6)
  /// ```
  ///
  /// - Parameters:
  ///   - signal: The signal to record.
  ///   - subscribeAt: The tick to subscribe at; now by default.
  ///   - disposeAt: The tick to dispose the subscription at, if any; not
  ///     before `subscribeAt`.
  /// - Returns: The recorder, timing events from the tester's origin.
  public func record<Value>(
    _ signal: RACSignal<Value>,
    subscribeAt: Int? = nil,
    disposeAt: Int? = nil
  ) -> RACTestRecorder<Value> {
    if let subscribeAt, let disposeAt {
      precondition(disposeAt >= subscribeAt, "RACMarbleTester.record: disposeAt must not come before subscribeAt")
    }
    let recorder = RACTestRecorder<Value>(scheduler: scheduler, tickLength: tickLength, origin: origin)
    let subscribe = { [scheduler] in
      recorder.subscribe(to: signal)
      if let disposeAt, let action = scheduler.after(self.date(ofTick: disposeAt), schedule: { recorder.dispose() }) {
        recorder.disposable.add(action)
      }
    }
    if let subscribeAt {
      scheduler.after(date(ofTick: subscribeAt), schedule: subscribe)
    } else {
      scheduler.performAsCurrentScheduler(subscribe)
    }
    return recorder
  }

  /// Runs `block` at `tick`, with the test scheduler as
  /// `RACScheduler.current`: for sending into subjects or subscribing by
  /// hand at a given time.
  ///
  /// - Parameters:
  ///   - tick: When to run it.
  ///   - block: The work.
  /// - Returns: A disposable that cancels the block if it has not run.
  @discardableResult
  public func schedule(atTick tick: Int, _ block: @escaping () -> Void) -> RACDisposable? {
    scheduler.after(date(ofTick: tick), schedule: block)
  }

  // MARK: Driving the clock

  /// Runs every scheduled action, including those they schedule
  /// (`RACTestScheduler.stepAll()`).
  public func run() {
    scheduler.stepAll()
  }

  /// Runs every action due in the next `ticks` ticks and moves the clock
  /// there.
  ///
  /// - Parameter ticks: How many ticks; must not be negative.
  public func advance(by ticks: Int) {
    precondition(ticks >= 0, "RACMarbleTester.advance(by:): ticks must not be negative")
    scheduler.advance(to: scheduler.now.addingTimeInterval(Double(ticks) * tickLength))
  }

  /// Runs every action due up to `tick` and moves the clock there.
  ///
  /// - Parameter tick: The tick to move to.
  public func advance(toTick tick: Int) {
    scheduler.advance(to: date(ofTick: tick))
  }
}

extension RACMarbleTester: CustomStringConvertible {
  /// The tester's type, its current tick and its tick length, as
  /// `<RACMarbleTester: tick = 3, tickLength = 1.0>`, in the style of a
  /// signal's description.
  public var description: String { "<RACMarbleTester: tick = \(tick), tickLength = \(tickLength)>" }
}
