import Foundation
import RACSignalOperators
import RACTesting
import Synchronization
import Testing

/// Checks a recorder against a marble expectation; `values` gives what
/// value characters stand for (by default, themselves).
func expectMarbles<V: Equatable & LosslessStringConvertible>(
  _ recorder: RACTestRecorder<V>,
  _ expected: String,
  values: [Character: V] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let legend = RACMarbleLegend<V> { values[$0] ?? V(String($0)) }
  expectMatch(expected, sourceLocation) { () throws(RACMarbleError) in
    try recorder.compare(with: expected, values: legend)
  }
}

/// Records `transform` applied to a cold signal of `source` on a new
/// tester (whose scheduler `transform` may use), runs it, and checks the
/// recording against `expected` and, when given, the source's
/// subscriptions against `subscriptions`.
func expectOperatorMarbles(
  _ source: String,
  _ expected: String,
  subscriptions: [String]? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ transform: (RACSignal<String>, RACMarbleTester) -> RACSignal<String>
) throws {
  let test = RACMarbleTester()
  let signal = try test.cold(source)
  let recorder = test.record(transform(signal, test))
  test.run()
  expectMarbles(recorder, expected, sourceLocation: sourceLocation)
  if let subscriptions {
    expectSubscriptions(signal, subscriptions, sourceLocation: sourceLocation)
  }
}

/// Checks the subscription log of a test signal, cold or hot.
func expectSubscriptions(
  _ signal: some RACMarbleTestSignal,
  _ expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectMatch(expected, sourceLocation) { () throws(RACMarbleError) in
    try signal.compareSubscriptions(with: expected)
  }
}

/// Expects `compare` to match; records malformed `expected` marbles as an
/// issue.
private func expectMatch(
  _ expected: Any,
  _ sourceLocation: SourceLocation,
  _ compare: () throws(RACMarbleError) -> RACMarbleComparison
) {
  do {
    let result = try compare()
    #expect(result.isMatch, "\(result)", sourceLocation: sourceLocation)
  } catch {
    Issue.record("malformed marbles \(expected): \(error)", sourceLocation: sourceLocation)
  }
}

/// An error with a code.
struct TestFailure: Error, Equatable {
  let code: Int
}

/// A log of what happens, in order, for the synchronous tests.
final class EventLog: @unchecked Sendable {
  // Safety: guarded by `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  func callAsFunction(_ line: String) { lock.withLock { storage.append(line) } }
  var lines: [String] { lock.withLock { storage } }

  /// A synchronous source: logs its subscription and disposal and sends
  /// `values`, then `end` (completion, an error or nothing), as soon as it
  /// is subscribed to.
  func source<V>(_ name: String, _ values: [V], end: RACEvent<V>? = .completed) -> RACSignal<V> {
    RACSignal { [self] subscriber in
      self("\(name) subscribed")
      for value in values { subscriber.sendNext(value) }
      if let end { subscriber.send(end) }
      return RACDisposable { [self] in self("\(name) disposed") }
    }
  }

  /// Subscribes to `signal`, logging its events.
  @discardableResult
  func subscribe<V>(_ signal: RACSignal<V>) -> RACDisposable {
    signal.subscribeNext(
      { [self] in self("next \($0)") },
      error: { [self] in self("error \($0)") },
      completed: { [self] in self("completed") }
    )
  }
}

/// A source whose subscribers any thread can send to: sends are serialized
/// per subscriber by the signal's passthrough.
final class ManualSource<Value>: @unchecked Sendable {
  // Safety: guarded by `lock`.
  private let lock = NSLock()
  private var subscribers: [any RACSubscriber<Value>] = []

  var signal: RACSignal<Value> {
    RACSignal { [self] subscriber in
      lock.withLock { subscribers.append(subscriber) }
      return nil
    }
  }

  func send(_ value: Value) { lock.withLock { subscribers }.forEach { $0.sendNext(value) } }
  func sendCompleted() { lock.withLock { subscribers }.forEach { $0.sendCompleted() } }
  func sendError(_ error: any Error) { lock.withLock { subscribers }.forEach { $0.sendError(error) } }
}

/// A subscriber that checks the event grammar under concurrency: events
/// never overlap, nothing after a terminal event, at most one terminal.
final class GrammarChecker<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `inside` is atomic; the rest is guarded by `lock`.
  private let inside = Atomic<Bool>(false)
  private let lock = NSLock()
  private var storedValues: [Value] = []
  private var terminals = 0
  private var violations: [String] = []
  private let done = DispatchSemaphore(value: 0)

  private func enter(_ what: String) {
    if inside.exchange(true, ordering: .acquiringAndReleasing) {
      lock.withLock { violations.append("overlapping \(what)") }
    }
  }

  private func leave() { inside.store(false, ordering: .releasing) }

  func sendNext(_ value: Value) {
    enter("next")
    lock.withLock {
      if terminals > 0 { violations.append("next after a terminal event") }
      storedValues.append(value)
    }
    leave()
  }

  func sendError(_ error: any Error) { terminal("error \(error)") }
  func sendCompleted() { terminal("completed") }

  private func terminal(_ what: String) {
    enter(what)
    let first = lock.withLock { () -> Bool in
      terminals += 1
      if terminals > 1 { violations.append("second terminal event: \(what)") }
      return terminals == 1
    }
    leave()
    if first { done.signal() }
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {}

  var values: [Value] { lock.withLock { storedValues } }
  var problems: [String] { lock.withLock { violations } }
  var terminalCount: Int { lock.withLock { terminals } }

  /// Waits (bounded) for the terminal event.
  func waitForTerminal() -> Bool { done.wait(timeout: .now() + 30) == .success }
}

/// Runs `body` on `count` threads at once.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  DispatchQueue.concurrentPerform(iterations: count, execute: body)
}
