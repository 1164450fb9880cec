import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// A delayed stream ends once: after the source's terminal event, `delay`
/// ignores whatever else arrives, and `take(whileBlock:)`/`take(untilBlock:)`
/// forward nothing after they stopped, even when they stopped while their
/// source was still sending synchronously.
@Suite struct DelayTerminalTests {
  /// `R(16, 13, 11, #)`: a source that sends everything inside `subscribe`.
  private func source() -> RACSignal<Int> {
    RACSignal { subscriber in
      subscriber.sendNext(16)
      subscriber.sendNext(13)
      subscriber.sendNext(11)
      subscriber.sendError(RACTestError())
      return nil
    }
  }

  @Test func takeWhileStoppedDuringSubscribeDropsTheLaterError() throws {
    let test = RACMarbleTester()
    let recorder = test.record(source().take(whileBlock: { $0 < 1 }).map { "\($0)" })
    test.run()
    #expect(try recorder.compare(with: "|").isMatch, "\(recorder.events)")
  }

  @Test func takeUntilBlockStoppedDuringSubscribeDropsTheLaterError() throws {
    let test = RACMarbleTester()
    let recorder = test.record(source().take(untilBlock: { $0 > 12 }).map { "\($0)" })
    test.run()
    #expect(try recorder.compare(with: "|").isMatch, "\(recorder.events)")
  }

  @Test func delayAfterTakeWhileCompletesInsteadOfFailing() throws {
    let test = RACMarbleTester()
    let recorder = test.record(source().take(whileBlock: { $0 < 1 }).delay(1).map { "\($0)" })
    test.run()
    #expect(try recorder.compare(with: "-|").isMatch, "\(recorder.events)")
  }

  @Test func delayAfterTakeUntilBlockSendsItsValuesThenCompletes() throws {
    let test = RACMarbleTester()
    let recorder = test.record(source().take(untilBlock: { $0 == 11 }).delay(1).map { "\($0)" })
    test.run()
    let expected: RACMarbleLegend<String> = ["a": "16", "b": "13"]
    #expect(try recorder.compare(with: "-[ab|]", values: expected).isMatch, "\(recorder.events)")
  }

  /// A signal that breaks the grammar on purpose: completes, then fails.
  final class Ungrammatical: RACSignal<Int>, @unchecked Sendable {
    override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
      let disposable = RACCompoundDisposable()
      subscriber.didSubscribe(with: disposable)
      subscriber.sendNext(1)
      subscriber.sendCompleted()
      subscriber.sendError(RACTestError())
      subscriber.sendNext(2)
      return disposable
    }
  }

  @Test func delayIgnoresEventsAfterItsSourcesTerminalEvent() throws {
    let test = RACMarbleTester()
    let recorder = test.record(Ungrammatical().delay(1, on: test.scheduler).map { "\($0)" })
    test.run()
    #expect(try recorder.compare(with: "-[a|]", values: ["a": "1"]).isMatch, "\(recorder.events)")
  }
}

/// Timers of equal delay may fire out of order on a real scheduler (dispatch
/// timers coalesce); the delayed stream keeps its order all the same: each
/// firing sends the oldest waiting event.
@Suite struct DelayOrderTests {
  /// A scheduler whose delayed blocks run, when told, in the reverse of the
  /// order they were set.
  final class ReversingScheduler: RACScheduler, @unchecked Sendable {
    // Safety: the test drives it from one thread.
    var blocks: [() -> Void] = []
    override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
      blocks.append(block)
      return RACDisposable()
    }
    override func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
      blocks.append(block)
      return RACDisposable()
    }
    override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
      blocks.append(block)
      return RACDisposable()
    }
    func runReversed() {
      while !blocks.isEmpty {
        let batch = blocks
        blocks = []
        for block in batch.reversed() { performAsCurrentScheduler(block) }
      }
    }
  }

  @Test func valuesAndCompletionKeepTheirOrderWhenTimersFireOutOfOrder() {
    let scheduler = ReversingScheduler()
    var events: [String] = []
    RACSignal<Int> { subscriber in
      for value in 1...4 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }
    .delay(1, on: scheduler)
    .subscribeNext({ events.append("\($0)") }, completed: { events.append("|") })
    #expect(events.isEmpty)
    scheduler.runReversed()
    #expect(events == ["1", "2", "3", "4", "|"])
  }
}
