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
public final class RACColdTestSignal<Value>: RACSignal<Value>, RACMarbleTestSignal, @unchecked Sendable {
  // Safety: every stored property is immutable; the subscription log and
  // the sent-event log have their own mutexes.

  /// What the signal was made from, and its subscription log (the
  /// ``RACMarbleTestSignal`` properties).
  public let _marbleState: _RACMarbleTestSignalState<Value>
  private let sentLog: _RACLock<[Int]>

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
    let state = try _RACMarbleTestSignalState(
      timeline: timeline, scheduler: scheduler, tickLength: tickLength, origin: origin,
      operation: "RACColdTestSignal.init",
      forbidding: (.subscribed, "a cold signal counts ticks from each subscription"))
    let log = state.log
    let origin = state.origin
    let sentLog = _RACLock<[Int]>([])
    let ticks = timeline.eventsByTick
    _marbleState = state
    self.sentLog = sentLog
    super.init(_name: .lazy { "+coldTestSignal: \(timeline.marbles)" }) { subscriber in
      let start = scheduler.now
      let index = log.subscribed(at: start.timeIntervalSince(origin))
      sentLog.withLock { $0.append(0) }
      let target = _RACTargetBox(subscriber)
      let send: @Sendable ([RACEvent<Value>]) -> Void = { events in
        let count = target.send(events)
        sentLog.withLock { $0[index] += count }
      }
      let actions = RACCompoundDisposable()
      actions.add(
        RACDisposable {
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

  /// How many of the timeline's events each subscription sent before it
  /// was disposed (or so far), in the order the subscriptions began: the
  /// first that many of ``RACMarbleTimeline/events``. An event scheduled at
  /// the tick of a disposal counts only when it was sent before it.
  public var sentEventCounts: [Int] { sentLog.withLock { $0 } }
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
