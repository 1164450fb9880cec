import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

/// A signal that hands its subscriber to the test, so that the test can
/// send into it from inside a callback (re-entrancy).
final class Feeder<Value>: @unchecked Sendable {
  // Safety: tests drive it from one thread.
  private(set) var subscribers: [any RACSubscriber<Value>] = []
  private(set) var disposals = 0

  lazy var signal = RACSignal<Value> { [unowned self] subscriber in
    subscribers.append(subscriber)
    return RACDisposable { [unowned self] in disposals += 1 }
  }

  func sendNext(_ value: Value) { subscribers.last?.sendNext(value) }
  func sendError(_ error: any Error = RACTestError()) { subscribers.last?.sendError(error) }
  func sendCompleted() { subscribers.last?.sendCompleted() }
}

/// Checks that nothing keeps the recorder of a subscription to
/// `build(source)` — and so the operator's sinks and state — alive once the
/// subscription ended (disposed at `disposeAt`, or terminated) and the
/// scheduler ran out.
func expectNoLeak<T>(
  source marbles: String = "-a-b-c-",
  disposeAt: Int? = 4,
  _ build: (RACSignal<String>) -> RACSignal<T>,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let tracker = RACLeakTracker()
  try {
    let test = RACMarbleTester()
    let source = try test.cold(marbles)
    let signal = build(source)
    let recorder = test.record(signal, disposeAt: disposeAt)
    tracker.track(recorder, "recorder")
    tracker.track(signal, "signal")
    test.advance(by: 20)
    recorder.dispose()
    test.advance(by: 1)
  }()
  #expect(tracker.allReleased, "\(tracker.report ?? "")", sourceLocation: sourceLocation)
}

/// Legend for Bool marbles: `t` true, `f` false.
var bools: RACMarbleLegend<Bool> { ["t": true, "f": false] }

/// A mutable count shared with closures.
final class Counter: @unchecked Sendable {
  // Safety: tests drive it from one thread at a time.
  var count = 0
}

/// Carries a non-Sendable value (a subscriber) to another thread in a
/// test that sends from there.
final class Unchecked<T>: @unchecked Sendable {
  // Safety: the tests send events to one subscriber from one thread at a
  // time, as the event grammar requires.
  let value: T
  init(_ value: T) { self.value = value }
}

/// A subscriber that disposes its subscription from inside its callback
/// once it has received `limit` values, and records everything it gets.
final class DisposingSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: tests drive it from one thread.
  let limit: Int
  private(set) var values: [Value] = []
  private(set) var terminals = 0
  private var disposables: [RACCompoundDisposable] = []

  init(disposingAfter limit: Int) { self.limit = limit }

  func sendNext(_ value: Value) {
    values.append(value)
    if values.count == limit { disposables.forEach { $0.dispose() } }
  }

  func sendError(_ error: any Error) { terminals += 1 }
  func sendCompleted() { terminals += 1 }
  func didSubscribe(with disposable: RACCompoundDisposable) { disposables.append(disposable) }
}

/// A synchronous source: sends 0..<count and completes inside `subscribe`.
func synchronousValues(_ count: Int) -> RACSignal<Int> {
  just(Array(0..<count))
}

/// A source the test sends to by hand, with no passthrough subscriber: it
/// keeps every subscriber, so that the operator's subscription stays alive
/// and sees whatever the test sends, ungrammatical events included.
final class HandSource<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  var subscribers: [any RACSubscriber<Value>] = []
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    subscribers.append(subscriber)
    return disposable
  }
}

/// An object sent through an operator and held weakly by the test.
final class HeldToken: Sendable {}

/// What became of one `HeldToken` sent through `operation`.
struct TokenFate {
  /// Whether something held the token before the source ended.
  var heldBeforeTheEnd: Bool
  /// Whether something held it once the source had ended (and `then` ran).
  var heldAfterTheEnd: Bool
  /// Whether the end reached the subscriber.
  var ended: Bool
  /// The values the subscriber received.
  var values: Int
}

/// Sends one `HeldToken` through `operation` from a `HandSource`, which
/// keeps the operator's subscription alive, then ends the source (with an
/// error when `failing`) and runs `then`: whatever still holds the token
/// afterwards is the subscription's.
func fateOfAToken<Output>(
  endingWith failing: Bool,
  then: () -> Void = {},
  through operation: (RACSignal<HeldToken>) -> RACSignal<Output>
) throws -> TokenFate {
  let source = HandSource<HeldToken>()
  var values = 0
  var ended = false
  _ = operation(source).subscribeNext({ _ in values += 1 }, error: { _ in ended = true }, completed: { ended = true })
  let subscriber = try #require(source.subscribers.first)
  weak var held: HeldToken?
  do {
    let token = HeldToken()
    held = token
    subscriber.sendNext(token)
  }
  let heldBefore = held != nil
  if failing { subscriber.sendError(RACTestError()) } else { subscriber.sendCompleted() }
  then()
  return TokenFate(heldBeforeTheEnd: heldBefore, heldAfterTheEnd: held != nil, ended: ended, values: values)
}
