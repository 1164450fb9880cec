import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// A hot test signal: one marble timeline, counted from the origin (or from
/// its `^`), played on a test scheduler to whoever is subscribed at the
/// time; the signal logs when each subscription began and was disposed.
///
/// ```text
/// marbles:          -a-b-|
/// subscribed at 0:  -a-b-|
/// subscribed at 2:  ---b-|
/// ```
///
/// The timeline is scheduled when the signal is made: ticks count from the
/// origin, and events whose time has already passed are dropped. A `^`
/// marks tick 0 instead, so that events written before it (in the past) are
/// never sent: `"a-^-b-|"` sends `b` at tick 2. Events at one tick run in
/// the order the scheduler's actions were scheduled, so a subscription
/// scheduled for a tick at which the signal sends something comes after
/// it and misses that event. After the terminal event new subscribers
/// receive nothing (as with RAC 2.5's `RACSubject` and RxTest's hot
/// observables). `!` is not allowed: a signal does not
/// dispose itself.
///
/// ```swift
/// let test = RACMarbleTester()
/// let source = try test.hot("-a-b-|", values: ["a": 1, "b": 2])
/// let early = test.record(source)
/// let late = test.record(source, subscribeAt: 2)
/// test.run()
/// early.values   // [1, 2]
/// late.values    // [2]
/// source.subscriptions.map { $0.marbles() }   // ["^----!", "--^--!"]
/// ```
///
/// - Note: RxTest: `TestScheduler.createHotObservable`; RxJS: `hot(…)`.
public final class RACHotTestSignal<Value>: RACSignal<Value>, RACMarbleTestSignal, @unchecked Sendable {
  // Safety: every stored property is immutable; the subscribers and the
  // subscription log have their own mutexes.

  /// What the signal was made from, and its subscription log (the
  /// ``RACMarbleTestSignal`` properties).
  public let _marbleState: _RACMarbleTestSignalState<Value>
  private let schedule: RACCompoundDisposable

  /// Creates a hot test signal from a timeline already read and schedules
  /// it.
  ///
  /// - Parameters:
  ///   - timeline: The timeline, counted from the origin, or from its `^`.
  ///   - scheduler: The test scheduler to play on.
  ///   - tickLength: Seconds per tick; must be positive.
  ///   - origin: The date of tick 0; the scheduler's `now` by default.
  /// - Throws: ``RACMarbleError`` when the timeline holds `!`.
  public init(
    timeline: RACMarbleTimeline<Value>,
    scheduler: RACTestScheduler,
    tickLength: TimeInterval = 1,
    origin: Date? = nil
  ) throws(RACMarbleError) {
    let state = try _RACMarbleTestSignalState(
      timeline: timeline, scheduler: scheduler, tickLength: tickLength, origin: origin,
      operation: "RACHotTestSignal.init")
    let log = state.log
    let origin = state.origin
    let hub = _RACHotHub<Value>()
    _marbleState = state
    schedule = RACCompoundDisposable()
    super.init(_name: .lazy { "+hotTestSignal: \(timeline.marbles)" }) { subscriber in
      let index = log.subscribed(at: scheduler.now.timeIntervalSince(origin))
      let id = hub.add(subscriber)
      return RACDisposable {
        hub.remove(id)
        log.disposed(index, at: scheduler.now.timeIntervalSince(origin))
      }
    }
    let zero = timeline.subscriptionTick ?? 0
    let now = scheduler.now
    for (tick, events) in timeline.eventsByTick where tick >= zero {
      let date = origin.addingTimeInterval(Double(tick - zero) * tickLength)
      if date < now { continue }
      if let action = scheduler.after(date, schedule: { hub.send(events) }) { schedule.add(action) }
    }
  }

  /// Cancels what the signal has not sent yet. Subscribers stay subscribed
  /// but receive nothing more.
  public func cancelTimeline() {
    schedule.dispose()
  }
}

/// The subscribers of a hot test signal.
///
/// Not API.
final class _RACHotHub<Value>: @unchecked Sendable {
  // Safety: the subscriber list lives in a mutex; subscribers are called
  // outside it.
  private struct State {
    var nextID = 0
    var subscribers: [(id: Int, subscriber: any RACSubscriber<Value>)] = []
    var terminated = false
  }

  private let state = _RACLock(State())

  /// Adds a subscriber, unless the signal has terminated; returns its id.
  func add(_ subscriber: any RACSubscriber<Value>) -> Int {
    state.withLock { state in
      state.nextID += 1
      if !state.terminated { state.subscribers.append((state.nextID, subscriber)) }
      return state.nextID
    }
  }

  func remove(_ id: Int) {
    let removed = state.withLock { state in
      state.subscribers.firstIndex { $0.id == id }.map { state.subscribers.remove(at: $0) }
    }
    withExtendedLifetime(removed) {}
  }

  /// Sends `events` in order to the subscribers of the moment.
  func send(_ events: [RACEvent<Value>]) {
    for event in events {
      let targets = state.withLock { state -> [any RACSubscriber<Value>] in
        if state.terminated { return [] }
        let targets = state.subscribers.map(\.subscriber)
        if event.isFinished {
          state.terminated = true
          state.subscribers = []
        }
        return targets
      }
      for target in targets { target.send(event) }
    }
  }
}
