import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Synchronization
import Testing

/// An error with a code, for tests.
struct TestError: Error, Equatable {
  let code: Int
}

/// A subscriber that records every event it receives, thread-safely, and
/// counts deliveries that overlapped (there must be none).
final class Recorder<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `events` and `disposables` are only touched under `lock`; the
  // overlap counters are atomic.
  private let lock = NSLock()
  private var recorded: [RACEvent<Value>] = []
  private var received: [RACCompoundDisposable] = []
  private let active = Atomic<Int>(0)
  private let overlapCount = Atomic<Int>(0)
  private let onNext: ((Value) -> Void)?

  init(onNext: ((Value) -> Void)? = nil) {
    self.onNext = onNext
  }

  private func record(_ event: RACEvent<Value>) {
    if active.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
      overlapCount.add(1, ordering: .sequentiallyConsistent)
    }
    lock.withLock { recorded.append(event) }
    if case .next(let value) = event { onNext?(value) }
    active.subtract(1, ordering: .sequentiallyConsistent)
  }

  func sendNext(_ value: Value) { record(.next(value)) }
  func sendError(_ error: any Error) { record(.error(error)) }
  func sendCompleted() { record(.completed) }
  func didSubscribe(with disposable: RACCompoundDisposable) {
    lock.withLock { received.append(disposable) }
  }

  /// Every event, in order.
  var events: [RACEvent<Value>] { lock.withLock { recorded } }

  /// The values received, in order.
  var values: [Value] { events.compactMap(\.value) }

  /// Whether completion was received.
  var isCompleted: Bool { events.contains { if case .completed = $0 { true } else { false } } }

  /// The error received, if any.
  var error: (any Error)? { events.lazy.compactMap(\.error).first }

  /// How many terminal events were received.
  var terminalCount: Int { events.filter(\.isFinished).count }

  /// How many deliveries overlapped another one.
  var overlaps: Int { overlapCount.load(ordering: .sequentiallyConsistent) }

  /// The subscription disposables handed over by `didSubscribe(with:)`.
  var subscriptionDisposables: [RACCompoundDisposable] { lock.withLock { received } }
}

/// A thread-safe counter (of side effects, subscriptions, …).
final class Counter: Sendable {
  private let storage = Atomic<Int>(0)

  init() {}

  @discardableResult
  func increment() -> Int { storage.add(1, ordering: .sequentiallyConsistent).newValue }

  var value: Int { storage.load(ordering: .sequentiallyConsistent) }
}

/// A thread-safe list.
final class Log<Element: Sendable>: Sendable {
  private let storage = _RACLock<[Element]>([])

  init() {}

  func append(_ element: Element) { storage.withLock { $0.append(element) } }

  var values: [Element] { storage.withLock { $0 } }
}

/// A weak reference, to check that something was released.
struct Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) { self.object = object }
}

/// Watches an object's lifetime: `isReleased` turns true when it is gone.
final class LifetimeToken: Sendable {
  private let onDeinit: @Sendable () -> Void

  init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }

  deinit { onDeinit() }
}

/// A cold signal of `values` then (when `completes`) completion, counting
/// its subscriptions.
func coldSignal<Value>(_ values: [Value], subscriptions: Counter, completes: Bool = true) -> RACSignal<Value> {
  RACSignal { subscriber in
    subscriptions.increment()
    for value in values { subscriber.sendNext(value) }
    if completes { subscriber.sendCompleted() }
    return nil
  }
}

/// The generous bound on every wait for other threads.
let waitTimeout: TimeInterval = 30

/// Runs `body(index)` on `count` new threads at once and waits (bounded) for
/// all of them; `true` when they all finished in time.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
  let group = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      _ = start.wait(timeout: .now() + waitTimeout)
      body(index)
      group.leave()
    }
    thread.start()
  }
  for _ in 0..<count { start.signal() }
  return group.wait(timeout: .now() + waitTimeout) == .success
}

/// The virtual date `seconds` after the test scheduler's default start.
func at(_ seconds: TimeInterval) -> Date {
  RACTestScheduler.defaultStartDate.addingTimeInterval(seconds)
}

/// A subscriber that disposes its own subscription (the disposable handed to
/// it by `didSubscribe(with:)`) once it has received `limit` values: a
/// `take(limit)` that works even during a synchronous replay.
final class TakingSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: used from one thread at a time (events to one subscriber are
  // serialized); the tests read it after delivery.
  private let limit: Int
  private let onNext: (Value) -> Void
  private var subscription: RACCompoundDisposable?
  private(set) var values: [Value] = []
  private(set) var terminalEvents = 0

  init(limit: Int, onNext: @escaping (Value) -> Void = { _ in }) {
    self.limit = limit
    self.onNext = onNext
  }

  func sendNext(_ value: Value) {
    values.append(value)
    onNext(value)
    if values.count >= limit { subscription?.dispose() }
  }

  func sendError(_ error: any Error) { terminalEvents += 1 }
  func sendCompleted() { terminalEvents += 1 }
  func didSubscribe(with disposable: RACCompoundDisposable) { subscription = disposable }
}

/// A subscriber that records, on a test scheduler's virtual clock, when it
/// subscribed and each event, as marble-like entries: `"3^"` subscribed at
/// tick 3, `"4a"` value `a` at tick 4, `"7|"` completed, `"7#"` failed (one
/// tick is one virtual second). Compare with a doc comment's diagram.
final class TimedRecorder<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: used on the thread that drives the test scheduler only.
  private let scheduler: RACTestScheduler
  private(set) var timeline: [String] = []

  init(_ scheduler: RACTestScheduler) {
    self.scheduler = scheduler
  }

  private var tick: Int {
    Int(scheduler.now.timeIntervalSince(RACTestScheduler.defaultStartDate).rounded())
  }

  func sendNext(_ value: Value) { timeline.append("\(tick)\(value)") }
  func sendError(_ error: any Error) { timeline.append("\(tick)#") }
  func sendCompleted() { timeline.append("\(tick)|") }
  func didSubscribe(with disposable: RACCompoundDisposable) { timeline.append("\(tick)^") }
}

/// Runs `block` at virtual second `tick` on `scheduler`.
func on(_ scheduler: RACTestScheduler, at tick: Int, _ block: @escaping () -> Void) {
  scheduler.after(at(TimeInterval(tick)), schedule: block)
}

/// Plays a subject's documentation diagram on a test scheduler: a first
/// subscriber at tick 0, `values` sent at their ticks, a second subscriber
/// at `secondSubscribesAt`, completion at `completesAt`.
func subjectDiagram(
  _ subject: RACSubject<String>, values: [Int: String], secondSubscribesAt: Int, completesAt: Int
) -> (first: TimedRecorder<String>, second: TimedRecorder<String>) {
  let scheduler = RACTestScheduler()
  let first = TimedRecorder<String>(scheduler)
  let second = TimedRecorder<String>(scheduler)
  on(scheduler, at: 0) { subject.subscribe(first) }
  for (tick, value) in values { on(scheduler, at: tick) { subject.sendNext(value) } }
  on(scheduler, at: secondSubscribesAt) { subject.subscribe(second) }
  on(scheduler, at: completesAt) { subject.sendCompleted() }
  scheduler.stepAll()
  return (first, second)
}

/// A cold signal on virtual time: each subscription sends `events` (value
/// or, for `nil`, completion) at the given number of ticks after it began.
/// `subscribed` and `disposed` log the ticks of its subscriptions and their
/// disposals.
final class TimedSource<Value>: @unchecked Sendable {
  // Safety: used on the thread that drives the test scheduler only.
  private(set) var subscribed: [Int] = []
  private(set) var disposed: [Int] = []
  let signal: RACSignal<Value>

  init(_ scheduler: RACTestScheduler, _ events: [(Int, Value?)]) {
    let ticks = { Int(scheduler.now.timeIntervalSince(RACTestScheduler.defaultStartDate).rounded()) }
    weak var weakSelf: TimedSource<Value>?
    signal = RACSignal { subscriber in
      weakSelf?.subscribed.append(ticks())
      let disposable = RACCompoundDisposable()
      for (offset, value) in events {
        let scheduled = scheduler.afterDelay(TimeInterval(offset)) {
          if let value { subscriber.sendNext(value) } else { subscriber.sendCompleted() }
        }
        if let scheduled { disposable.add(scheduled) }
      }
      disposable.add(RACDisposable { weakSelf?.disposed.append(ticks()) })
      return disposable
    }
    weakSelf = self
  }
}
