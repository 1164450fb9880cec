import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// A subscriber that records every event a signal sends, with the virtual
/// time of the test scheduler it arrived at.
///
/// Times are seconds from the recorder's *origin*: by default the
/// scheduler's clock when the recorder is made, usually the scheduler's
/// start. Like every subscriber it takes nothing after a terminal event,
/// and on a terminal event it disposes its subscription.
///
/// ```swift
/// let scheduler = RACTestScheduler()
/// let recorder = RACTestRecorder<Int>(scheduler: scheduler)
/// recorder.subscribe(to: RACSignal { subscriber in
///   scheduler.afterDelay(1) { subscriber.sendNext(1) }
///   scheduler.afterDelay(3) { subscriber.sendCompleted() }
///   return nil
/// })
/// scheduler.stepAll()
/// recorder.values         // [1]
/// recorder.marbles        // "-1-|"
/// recorder.events[0].time // 1.0
/// ```
///
/// ``RACMarbleTester/record(_:subscribeAt:disposeAt:)`` makes one and
/// subscribes it inside a scheduled action, with the test scheduler as
/// `RACScheduler.current`. Compare what it recorded with
/// ``compare(with:values:error:)``.
///
/// Thread-safe; events that arrive off the scheduler's thread are recorded
/// at the scheduler's clock when they arrive.
public final class RACTestRecorder<Value>: RACSubscriber, @unchecked Sendable, CustomStringConvertible {
  // Safety: mutable state lives in `state` (a mutex); the rest is immutable.

  /// The scheduler whose clock times the events.
  public let scheduler: RACTestScheduler
  /// The date that time 0 stands for.
  public let origin: Date
  /// Seconds per tick, for ``marbles`` and comparisons.
  public let tickLength: TimeInterval
  /// The recorder's subscriptions: disposing it ends them and records the
  /// disposal.
  public let disposable = RACCompoundDisposable()

  struct State {
    var events: [RACTimedEvent<Value>] = []
    var terminated = false
    var subscribedAt: TimeInterval?
    var disposedAt: TimeInterval?
  }

  let state = _RACLock(State())

  /// Creates a recorder on `scheduler`'s clock.
  ///
  /// - Parameters:
  ///   - scheduler: The test scheduler whose virtual time stamps events.
  ///   - tickLength: Seconds per tick; must be positive.
  ///   - origin: The date of time 0; the scheduler's `now` by default.
  public init(scheduler: RACTestScheduler, tickLength: TimeInterval = 1, origin: Date? = nil) {
    _RACTickMath.checkTickLength(tickLength, "RACTestRecorder.init(scheduler:tickLength:origin:)")
    self.scheduler = scheduler
    self.tickLength = tickLength
    self.origin = origin ?? scheduler.now
    disposable.add(RACDisposable { [weak self] in self?.recordDisposal() })
  }

  /// Virtual seconds from the origin, now.
  var time: TimeInterval { scheduler.now.timeIntervalSince(origin) }

  // MARK: Subscribing

  /// Subscribes the recorder to `signal`, recording the time.
  ///
  /// Subscribe from inside a scheduled action (or use
  /// ``RACMarbleTester/record(_:subscribeAt:disposeAt:)``) when the signal
  /// reads `RACScheduler.current`.
  ///
  /// - Parameter signal: The signal to record.
  /// - Returns: The recorder's ``disposable``: disposing it ends the
  ///   subscription, and the recorder records when.
  @discardableResult
  public func subscribe(to signal: RACSignal<Value>) -> RACDisposable {
    let now = time
    state.withLock { if $0.subscribedAt == nil { $0.subscribedAt = now } }
    disposable.add(signal.subscribe(self))
    return disposable
  }

  /// Ends the subscription and records the time.
  public func dispose() {
    disposable.dispose()
  }

  private func recordDisposal() {
    let now = time
    state.withLock { if $0.disposedAt == nil { $0.disposedAt = now } }
  }

  // MARK: RACSubscriber

  /// Records a value.
  public func sendNext(_ value: Value) {
    record(.next(value))
  }

  /// Records the error and disposes the subscription.
  public func sendError(_ error: any Error) {
    record(.error(error))
  }

  /// Records completion and disposes the subscription.
  public func sendCompleted() {
    record(.completed)
  }

  /// Keeps the subscription's disposable, so that disposing the recorder
  /// ends it.
  public func didSubscribe(with disposable: RACCompoundDisposable) {
    let now = time
    state.withLock { if $0.subscribedAt == nil { $0.subscribedAt = now } }
    self.disposable.add(disposable)
  }

  private func record(_ event: RACEvent<Value>) {
    if disposable.isDisposed { return }
    let timed = RACTimedEvent(time: time, event: event)
    let recorded = state.withLock { state -> Bool in
      if state.terminated { return false }
      state.events.append(timed)
      if event.isFinished { state.terminated = true }
      return true
    }
    if recorded, event.isFinished { disposable.dispose() }
  }

  // MARK: What was recorded

  /// Every event, with its time, in the order received.
  public var events: [RACTimedEvent<Value>] { state.withLock { $0.events } }

  /// The values received, in order.
  public var values: [Value] { events.compactMap(\.event.value) }

  /// The error or completion that ended the signal, if one came.
  public var terminalEvent: RACEvent<Value>? {
    state.withLock { $0.events.last.flatMap { $0.event.isFinished ? $0.event : nil } }
  }

  /// Whether the signal completed.
  public var isCompleted: Bool {
    if case .completed = terminalEvent { return true }
    return false
  }

  /// The error the signal failed with, if it did.
  public var error: (any Error)? { terminalEvent?.error }

  /// When the recorder subscribed, in seconds from the origin.
  public var subscribedAt: TimeInterval? { state.withLock { $0.subscribedAt } }

  /// When its subscription was disposed (by a terminal event, or through
  /// ``dispose()``), in seconds from the origin.
  public var disposedAt: TimeInterval? { state.withLock { $0.disposedAt } }

  /// What was recorded, as a marble string in ticks of ``tickLength`` from
  /// the origin: a value is drawn as its description when that is a single
  /// letter or digit, else as a letter of its own; `!` marks a disposal
  /// before any terminal event. An event between ticks is drawn at the tick
  /// before it.
  ///
  /// ```swift
  /// recorder.marbles   // "-a-b-|"
  /// ```
  public var marbles: String {
    var symbols = _RACSymbolTable<Value>()
    return _RACMarbleDrawing.draw(marks(symbols: &symbols, subscription: false, disposal: true)).marbles
  }

  /// The marks to draw: `^` (when asked), the events, `!` when asked and
  /// the subscription was disposed before a terminal event.
  func marks(
    symbols: inout _RACSymbolTable<Value>,
    subscription: Bool,
    disposal: Bool
  ) -> [_RACMarbleDrawing.Mark] {
    let snapshot = state.withLock { $0 }
    var marks: [_RACMarbleDrawing.Mark] = []
    func mark(_ time: TimeInterval, _ symbol: Character) {
      let tick = _RACTickMath.tick(of: time, tickLength: tickLength)
      let drawnTick = _RACTickMath.column(of: time, tickLength: tickLength)
      marks.append(.init(tick: drawnTick, symbol: symbol, exact: tick != nil))
    }
    if subscription, let subscribedAt = snapshot.subscribedAt { mark(subscribedAt, "^") }
    for timed in snapshot.events {
      switch timed.event {
      case .next(let value): mark(timed.time, symbols.symbol(for: value))
      case .error: mark(timed.time, "#")
      case .completed: mark(timed.time, "|")
      }
    }
    if disposal, !snapshot.terminated, let disposedAt = snapshot.disposedAt { mark(disposedAt, "!") }
    return marks
  }

  /// The marble string, then one line per event.
  public var description: String {
    let lines = events.map { "  \(_RACTickMath.label(of: $0.time, tickLength: tickLength)): \($0.event)" }
    return ([marbles] + lines).joined(separator: "\n")
  }
}
