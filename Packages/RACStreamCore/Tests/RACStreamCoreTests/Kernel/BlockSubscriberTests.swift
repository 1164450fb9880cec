import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// The subscriber of the `subscribe…` family, in both of its shapes: a
/// value block alone (`subscribeNext(_:)`) gets a subscriber with room for
/// that block only, every other form the one with all three
/// (Docs/PerformanceHistory.md, "Round 4: what a live chain holds"). Both
/// must behave as RAC's `RACSubscriber`: nothing after a terminal event, and
/// on a terminal event every subscription it was handed is disposed before
/// the block runs. Each test runs on every form, subscribed straight to a
/// source that keeps sending after it ends, so the subscriber's own checks
/// are what is tested.
@Suite struct BlockSubscriberTests {
  /// A way to subscribe with blocks.
  enum Form: CaseIterable, CustomStringConvertible {
    case next, nextCompleted, nextError, nextErrorCompleted, error, completed

    var description: String {
      switch self {
      case .next: "subscribeNext(_:)"
      case .nextCompleted: "subscribeNext(_:completed:)"
      case .nextError: "subscribeNext(_:error:)"
      case .nextErrorCompleted: "subscribeNext(_:error:completed:)"
      case .error: "subscribeError(_:)"
      case .completed: "subscribeCompleted(_:)"
      }
    }

    var hearsValues: Bool { [.next, .nextCompleted, .nextError, .nextErrorCompleted].contains(self) }
    var hearsError: Bool { [.nextError, .nextErrorCompleted, .error].contains(self) }
    var hearsCompletion: Bool { [.nextCompleted, .nextErrorCompleted, .completed].contains(self) }
  }

  /// What the blocks heard, with the source's disposal count when each
  /// terminal block ran.
  final class Log: @unchecked Sendable {
    // Safety: the tests drive everything from one thread.
    var events: [String] = []
  }

  /// Subscribes `form`'s blocks to `source`, logging into `log`.
  @discardableResult
  func subscribe(_ form: Form, to source: StubbornSource, log: Log) -> RACDisposable {
    let next: (Int) -> Void = { log.events.append("\($0)") }
    let error: (any Error) -> Void = { _ in log.events.append("error after \(source.disposals) disposal") }
    let completed: () -> Void = { log.events.append("completed after \(source.disposals) disposal") }
    switch form {
    case .next: return source.subscribeNext(next)
    case .nextCompleted: return source.subscribeNext(next, completed: completed)
    case .nextError: return source.subscribeNext(next, error: error)
    case .nextErrorCompleted: return source.subscribeNext(next, error: error, completed: completed)
    case .error: return source.subscribeError(error)
    case .completed: return source.subscribeCompleted(completed)
    }
  }

  struct Failure: Error {}

  @Test(arguments: Form.allCases)
  func completionEndsItAfterDisposingTheSubscription(_ form: Form) {
    let source = StubbornSource(prefix: [1])
    let log = Log()
    subscribe(form, to: source, log: log)
    source.sendNext(2)
    source.sendCompleted()
    #expect(source.disposals == 1)
    source.sendNext(3)
    source.sendError(Failure())
    source.sendCompleted()
    let values = form.hearsValues ? ["1", "2"] : []
    let end = form.hearsCompletion ? ["completed after 1 disposal"] : []
    #expect(log.events == values + end, "\(form)")
    #expect(source.disposals == 1)
  }

  @Test(arguments: Form.allCases)
  func anErrorEndsItAfterDisposingTheSubscription(_ form: Form) {
    let source = StubbornSource(prefix: [1])
    let log = Log()
    subscribe(form, to: source, log: log)
    source.sendError(Failure())
    #expect(source.disposals == 1)
    source.sendNext(2)
    source.sendCompleted()
    source.sendError(Failure())
    let values = form.hearsValues ? ["1"] : []
    let end = form.hearsError ? ["error after 1 disposal"] : []
    #expect(log.events == values + end, "\(form)")
    #expect(source.disposals == 1)
  }

  @Test(arguments: Form.allCases)
  func everySubscriptionItWasHandedIsDisposedAtTheEnd(_ form: Form) {
    // The first is held inline, the others in a compound made on the
    // second: all of them end with the subscriber.
    let source = StubbornSource(prefix: [])
    let log = Log()
    subscribe(form, to: source, log: log)
    let subscriber = source.subscribers[0]
    let more = (0..<3).map { _ in RACCompoundDisposable() }
    more.forEach { subscriber.didSubscribe(with: $0) }
    #expect(more.allSatisfy { !$0.isDisposed })
    source.sendCompleted()
    #expect(source.disposals == 1)
    #expect(more.allSatisfy { $0.isDisposed }, "\(form)")
  }

  @Test(arguments: Form.allCases)
  func itLetsGoOfItsSubscriptionAtTheEnd(_ form: Form) {
    // A source may hold on to its subscriber after the end (this one keeps
    // every subscriber): the subscriber no longer holds the subscription
    // it was handed, so nothing keeps that alive but its owner.
    let source = StubbornSource(prefix: [])
    let log = Log()
    weak var handed: RACDisposable?
    do { handed = subscribe(form, to: source, log: log) }
    #expect(handed != nil, "the subscriber holds its subscription while it runs")
    source.sendCompleted()
    #expect(source.subscribers.count == 1)
    #expect(handed == nil, "\(form)")
  }

  @Test(arguments: Form.allCases)
  func aSubscriptionHandedAfterTheEndIsDisposedAtOnce(_ form: Form) {
    let source = StubbornSource(prefix: [])
    let log = Log()
    subscribe(form, to: source, log: log)
    source.sendError(Failure())
    let late = RACCompoundDisposable()
    source.subscribers[0].didSubscribe(with: late)
    #expect(late.isDisposed, "\(form)")
  }

  @Test(arguments: Form.allCases)
  func aSubscriptionDisposedBeforeItIsHandedIsNotKept(_ form: Form) {
    // Handed an already disposed subscription, the subscriber keeps nothing:
    // ending it later disposes only the live ones.
    let source = StubbornSource(prefix: [])
    let log = Log()
    subscribe(form, to: source, log: log)
    let disposed = RACCompoundDisposable()
    disposed.dispose()
    source.subscribers[0].didSubscribe(with: disposed)
    let live = RACCompoundDisposable()
    source.subscribers[0].didSubscribe(with: live)
    source.sendCompleted()
    #expect(live.isDisposed, "\(form)")
    #expect(source.disposals == 1)
  }

  @Test func subscribeNextAloneHoldsOnlyItsBlock() {
    // What `subscribeNext(_:)` keeps alive: its block, and nothing of the
    // blocks it was not given; the block is released with the subscriber
    // when the subscription ends.
    final class Token: @unchecked Sendable {}
    weak var released: Token?
    let source = StubbornSource(prefix: [])
    do {
      let token = Token()
      released = token
      source.subscribeNext { _ in withExtendedLifetime(token) {} }
    }
    #expect(released != nil)
    source.sendCompleted()
    source.subscribers.removeAll()
    #expect(released == nil)
  }
}
