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
