import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// After a terminal event a subscriber receives nothing more
/// (Docs/Contracts.md, "Signals"), even a raw subscriber that disposes
/// nothing on its terminal event, so that every check is the library's own:
/// events a `RACSignal { }` block's subscriber queued behind its terminal
/// event, and a stubborn source that keeps sending after it ended, go
/// nowhere.
@Suite struct NothingAfterTheEndTests {
  struct Failure: Error {}

  /// Records every event; on `reenterOn` calls `onValue`, from inside the
  /// delivery.
  final class ReentrantRecorder: RACSubscriber, @unchecked Sendable {
    // Safety: used on one thread.
    var events: [String] = []
    var onValue: (Int) -> Void = { _ in }
    func sendNext(_ value: Int) {
      events.append("\(value)")
      onValue(value)
    }
    func sendError(_ error: any Error) { events.append("error") }
    func sendCompleted() { events.append("completed") }
    func didSubscribe(with disposable: RACCompoundDisposable) {}
  }

  @Test(arguments: [true, false])
  func eventsQueuedBehindATerminalEventAreDropped(completes: Bool) {
    // Sent from the subscriber's own callback, the terminal event and what
    // follows it wait in the block subscriber's gate; the terminal event
    // goes out, the rest is dropped, and so is what the block sends later.
    var blockSubscriber: (any RACSubscriber<Int>)?
    let signal = RACSignal<Int> { subscriber in
      blockSubscriber = subscriber
      subscriber.sendNext(1)
      subscriber.sendNext(4)
      subscriber.sendCompleted()
      return nil
    }
    let recorder = ReentrantRecorder()
    recorder.onValue = { value in
      guard value == 1 else { return }
      if completes {
        blockSubscriber?.sendCompleted()
      } else {
        blockSubscriber?.sendError(Failure())
      }
      blockSubscriber?.sendNext(2)
      blockSubscriber?.sendError(Failure())
      blockSubscriber?.sendCompleted()
    }
    signal.subscribe(recorder)
    #expect(recorder.events == ["1", completes ? "completed" : "error"])
  }

  /// An ending operator (`_RACEndingSink`) whose source completed or
  /// failed: whatever the stubborn source sends after that goes nowhere.
  @Test(arguments: [false, true])
  func anEndingOperatorPassesNothingAfterItsSourceEnded(sourceFails: Bool) {
    let operators: [(String, (RACSignal<Int>) -> RACSignal<Int>)] = [
      ("take(5)", { $0.take(5) }),
      ("take(whileBlock:)", { $0.take(whileBlock: { $0 < 10 }) }),
    ]
    for (name, apply) in operators {
      let source = StubbornSource(prefix: [1])
      let subscriber = RawSubscriber()
      _ = apply(source).subscribe(subscriber)
      if sourceFails { source.sendError(Failure()) } else { source.sendCompleted() }
      source.sendNext(2)
      source.sendError(Failure())
      source.sendCompleted()
      #expect(subscriber.events == ["1", sourceFails ? "error" : "completed"], "\(name)")
    }
  }

  @Test func anEndingOperatorPassesNothingAfterItEndedItself() {
    let source = StubbornSource(prefix: [1, 2])
    let subscriber = RawSubscriber()
    _ = source.take(untilBlock: { $0 == 2 }).subscribe(subscriber)
    source.sendNext(3)
    source.sendError(Failure())
    source.sendCompleted()
    #expect(subscriber.events == ["1", "completed"])
  }

  @Test func flattenMapPassesNothingAfterItsSourceFailed() {
    let source = StubbornSource(prefix: [1])
    let inner = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    _ = source.flattenMap { _ in inner }.subscribe(subscriber)
    inner.sendNext(10)
    source.sendError(Failure())
    inner.sendNext(20)
    inner.sendCompleted()
    source.sendCompleted()
    #expect(subscriber.events == ["10", "error"])
  }

  @Test func concatPassesNothingAfterItCompleted() {
    let first = StubbornSource(prefix: [1])
    let second = StubbornSource(prefix: [2])
    let subscriber = RawSubscriber()
    _ = first.concat(second).subscribe(subscriber)
    first.sendCompleted()
    second.sendCompleted()
    first.sendNext(3)
    second.sendNext(4)
    second.sendError(Failure())
    #expect(subscriber.events == ["1", "2", "completed"])
  }
}
