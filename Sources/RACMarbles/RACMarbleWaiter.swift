import Foundation
import RACStreamCore

/// Something an example's run waits for besides the test scheduler: a
/// blocking (or awaiting) operator running on a thread of its own, or a
/// signal that sends from another thread.
///
/// The run starts every waiter, waits until each has subscribed to its
/// input, plays the scheduler, then waits until each is done: a blocking
/// `first()` must not block the thread that drives the virtual clock, and
/// the clock must not run before the operator has subscribed. The waits
/// are bounded (``timeout``, ``sharedThreadsTimeout``), so that an
/// operator that never returns fails the run instead of hanging it.
final class RACMarbleWaiter: @unchecked Sendable {
  // Safety: `outcome` is guarded by `lock` (written before `done` is
  // signalled, read after waiting for it); `start` and `received` are used
  // by the run's thread only.

  /// How long the run waits for a subscription or an answer, in seconds of
  /// wall time (an operator answers at once once its events are played).
  static let timeout: TimeInterval = 60

  /// How long the run waits for the end of a signal that sends from the
  /// concurrency runtime's shared threads (a task iterating an
  /// `AsyncSequence`). Such a task may not start before a shared thread
  /// is free, and under a test run those threads run the other tests,
  /// synchronous ones included, which may keep every one of them busy for
  /// minutes (a sanitized run of the deep-chain tests takes 150 s on two
  /// cores): the bound is the length of a whole test run, not of one
  /// example.
  static let sharedThreadsTimeout: TimeInterval = 900

  /// What the run waits for, in its report.
  let name: String
  /// How long the run waits for the answer or the end.
  let timeout: TimeInterval
  /// Starts the operator (on its own thread or task); `nil` for a waiter
  /// that only waits for an end.
  var start: (() -> Void)?
  private let subscribed = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var outcome: String?
  /// Whether the run has seen `done` (the run's thread only).
  private var received = false

  init(_ name: String, timeout: TimeInterval = RACMarbleWaiter.timeout) {
    self.name = name
    self.timeout = timeout
  }

  /// `signal`, letting the run know when it has been subscribed to.
  func watchingSubscription<Value>(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal { subscriber in
      let disposable = signal.subscribe(subscriber)
      self.subscribed.signal()
      return disposable
    }
  }

  /// `signal`, letting the run know when it has ended (after the
  /// subscriber has seen the end).
  func watchingEnd<Value>(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    RACSignal { subscriber in
      signal.subscribe(_RACMarbleEndWatcher(subscriber) { self.finish("ended") })
    }
  }

  /// Records what the operator returned and lets the run go on.
  func finish(_ text: String) {
    lock.withLock { outcome = text }
    done.signal()
  }

  /// Waits until the operator has subscribed.
  func awaitSubscription() throws {
    guard start != nil else { return }
    if subscribed.wait(timeout: .now() + Self.timeout) == .timedOut {
      throw RACMarbleRunError("\(name): did not subscribe to its input within \(Int(Self.timeout)) s")
    }
  }

  /// Waits until the operator has returned (or the signal has ended), and
  /// gives what it returned.
  @discardableResult
  func awaitOutcome() throws -> String {
    if !received {
      if done.wait(timeout: .now() + timeout) == .timedOut {
        throw RACMarbleRunError("\(name): did not return (or end) within \(Int(timeout)) s once its input had run")
      }
      received = true
    }
    return lock.withLock { outcome } ?? ""
  }
}

/// Passes every event on, then calls `ended` after a terminal one.
private final class _RACMarbleEndWatcher<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: immutable; the downstream subscriber serializes its events.
  let downstream: any RACSubscriber<Value>
  let ended: () -> Void

  init(_ downstream: any RACSubscriber<Value>, ended: @escaping () -> Void) {
    self.downstream = downstream
    self.ended = ended
  }

  func sendNext(_ value: Value) { downstream.sendNext(value) }
  func sendError(_ error: any Error) {
    downstream.sendError(error)
    ended()
  }
  func sendCompleted() {
    downstream.sendCompleted()
    ended()
  }
  func didSubscribe(with disposable: RACCompoundDisposable) { downstream.didSubscribe(with: disposable) }
}

/// Runs the examples' awaiting operators on one thread of its own, so that
/// an awaiting task never needs the concurrency runtime's shared threads
/// (which the tests' threads may all be blocking).
final class RACMarbleTaskExecutor: TaskExecutor, @unchecked Sendable {
  // Safety: `jobs` is guarded by `condition`.
  static let shared = RACMarbleTaskExecutor()

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private init() {
    let thread = Thread { [unowned self] in self.serve() }
    thread.name = "rac-marbles tasks"
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func serve() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
