import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// `delay` ends once, whatever its source sends after its terminal event,
/// at once or later in virtual time (Docs/Internals.md, "Nothing after
/// disposal"). The source overrides `subscribe(_:)`, so no passthrough
/// subscriber drops the ungrammatical events before `delay` sees them; the
/// recorder is a raw subscriber that keeps every event it gets.
@Suite struct DelayAfterTerminalTests {
  /// Records every event with its virtual time, with no disposal check of
  /// its own.
  final class RawRecorder: RACSubscriber, @unchecked Sendable {
    // Safety: the tests drive everything from one thread.
    let scheduler: RACTestScheduler
    let origin: Date
    var events: [String] = []
    init(_ scheduler: RACTestScheduler) {
      self.scheduler = scheduler
      origin = scheduler.now
    }
    private var time: Int { Int(scheduler.now.timeIntervalSince(origin)) }
    func sendNext(_ value: Int) { events.append("\(value)@\(time)") }
    func sendError(_ error: any Error) { events.append("error@\(time)") }
    func sendCompleted() { events.append("completed@\(time)") }
    func didSubscribe(with disposable: RACCompoundDisposable) {}
  }

  private func setUp() -> (RACTestScheduler, HandSource<Int>, RawRecorder) {
    let scheduler = RACTestScheduler()
    let source = HandSource<Int>()
    let recorder = RawRecorder(scheduler)
    _ = source.delay(2, on: scheduler).subscribe(recorder)
    return (scheduler, source, recorder)
  }

  @Test func valuesSentLaterThanTheCompletionAreDropped() throws {
    let (scheduler, source, recorder) = setUp()
    let subscriber = try #require(source.subscribers.first)
    subscriber.sendNext(1)
    scheduler.advance(by: 1)
    subscriber.sendCompleted()
    scheduler.advance(by: 1)
    // Still before the completion is delivered (at 3).
    subscriber.sendNext(2)
    subscriber.sendError(RACTestError())
    scheduler.advance(by: 1)
    subscriber.sendNext(3)
    scheduler.advance(by: 10)
    #expect(recorder.events == ["1@2", "completed@3"])
  }

  @Test func eventsAfterTheErrorAreDropped() throws {
    let (scheduler, source, recorder) = setUp()
    let subscriber = try #require(source.subscribers.first)
    subscriber.sendNext(1)
    scheduler.advance(by: 1)
    subscriber.sendError(RACTestError())
    subscriber.sendNext(2)
    subscriber.sendCompleted()
    #expect(scheduler.pendingActionCount == 0, "no timer for an event after the error")
    scheduler.advance(by: 1)
    subscriber.sendNext(3)
    subscriber.sendError(RACTestError())
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance(by: 10)
    #expect(recorder.events == ["error@1"])
  }

  @Test func aSecondCompletionIsDropped() throws {
    let (scheduler, source, recorder) = setUp()
    let subscriber = try #require(source.subscribers.first)
    subscriber.sendCompleted()
    scheduler.advance(by: 1)
    subscriber.sendCompleted()
    scheduler.advance(by: 10)
    #expect(recorder.events == ["completed@2"])
  }

  /// The values waiting at an error are dropped with their timers: the
  /// subscription, which its source still holds here, keeps none of them.
  @Test func valuesWaitingAtTheErrorAreReleased() throws {
    let scheduler = RACTestScheduler()
    let fate = try fateOfAToken(endingWith: true, then: { scheduler.advance(by: 10) }) {
      $0.delay(2, on: scheduler)
    }
    #expect(fate.heldBeforeTheEnd, "it waits for its timer")
    #expect(fate.ended)
    #expect(!fate.heldAfterTheEnd)
    #expect(fate.values == 0)
  }
}
