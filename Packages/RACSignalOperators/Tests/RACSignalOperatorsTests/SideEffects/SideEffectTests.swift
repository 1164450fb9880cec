import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

@Suite struct SideEffectTests {
  /// Records side effects with the tick they ran at.
  final class Log: @unchecked Sendable {
    // Safety: tests drive it from one thread.
    var lines: [String] = []
  }

  @Test func doNextRunsBeforeEachValueIsPassedOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let log = Log()
    let recorder = test.record(source.doNext { log.lines.append("\($0)@\(test.tick)") })
    test.run()
    #expect(try recorder.compare(with: "-a-b-|").isMatch)
    #expect(log.lines == ["a@1", "b@3"])
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func doNextBlockRunsBeforeTheSubscriberSeesTheValue() {
    var order: [String] = []
    _ = RACSignal<Int>.return(1).doNext { order.append("block \($0)") }.subscribeNext { order.append("next \($0)") }
    #expect(order == ["block 1", "next 1"])
  }

  @Test func doErrorRunsBeforeTheError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let log = Log()
    let recorder = test.record(source.doError { _ in log.lines.append("error@\(test.tick)") })
    test.run()
    #expect(try recorder.compare(with: "-a-#").isMatch)
    #expect(log.lines == ["error@3"])
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func doErrorAndDoCompletedRunBeforeForwarding() {
    var order: [String] = []
    _ = RACSignal<Int>.error(RACTestError()).doError { _ in order.append("block") }
      .subscribeError { _ in order.append("error") }
    _ = RACSignal<Int>.empty().doCompleted { order.append("block") }
      .subscribeCompleted { order.append("completed") }
    #expect(order == ["block", "error", "block", "completed"])
  }

  @Test func doCompletedRunsOnlyOnCompletion() throws {
    let test = RACMarbleTester()
    let completing = try test.cold("-a-|")
    let failing = try test.cold("-a-#")
    let log = Log()
    let completed = test.record(completing.doCompleted { log.lines.append("completed@\(test.tick)") })
    let failed = test.record(failing.doCompleted { log.lines.append("failed?") })
    test.run()
    #expect(try completed.compare(with: "-a-|").isMatch)
    #expect(try failed.compare(with: "-a-#").isMatch)
    #expect(log.lines == ["completed@3"])
  }

  @Test func terminalEffectsDoNotRunOnDisposal() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let log = Log()
    let signal =
      source
      .doError { _ in log.lines.append("doError") }
      .doCompleted { log.lines.append("doCompleted") }
      .finally { log.lines.append("finally") }
    let recorder = test.record(signal, disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "-a!").isMatch)
    #expect(log.lines.isEmpty)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func initiallyRunsForEachSubscriptionBeforeSubscribing() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    var runs: [Int] = []
    let signal = source.initially {
      runs.append(test.tick)
      #expect(source.subscriptions.count == runs.count - 1)
    }
    #expect(runs.isEmpty)
    let first = test.record(signal)
    let second = test.record(signal, subscribeAt: 2)
    test.run()
    #expect(try first.compare(with: "^a-|").isMatch)
    #expect(try second.compare(with: "--^a-|").isMatch)
    #expect(runs == [0, 2])
  }

  @Test func initiallyRunsEvenIfDisposedAtOnce() {
    var runs = 0
    RACSignal<Int>.never().initially { runs += 1 }.subscribeNext { _ in }.dispose()
    #expect(runs == 1)
  }

  @Test func finallyRunsOnCompletionAndOnError() throws {
    let test = RACMarbleTester()
    let completing = try test.cold("-a-|")
    let failing = try test.cold("-a-#")
    let log = Log()
    let completed = test.record(completing.finally { log.lines.append("completed@\(test.tick)") })
    let failed = test.record(failing.finally { log.lines.append("failed@\(test.tick)") })
    test.run()
    #expect(try completed.compare(with: "-a-|").isMatch)
    #expect(try failed.compare(with: "-a-#").isMatch)
    #expect(log.lines == ["completed@3", "failed@3"])
  }

  @Test func finallyRunsBeforeTheTerminalEventIsForwarded() {
    var order: [String] = []
    _ = RACSignal<Int>.empty().finally { order.append("finally") }.subscribeCompleted { order.append("completed") }
    #expect(order == ["finally", "completed"])
  }

  @Test func doNextSeesReentrantValues() {
    let feeder = Feeder<Int>()
    var blockValues: [Int] = []
    var values: [Int] = []
    _ = feeder.signal.doNext { blockValues.append($0) }.subscribeNext { value in
      values.append(value)
      if value == 1 { feeder.sendNext(2) }
    }
    feeder.sendNext(1)
    #expect(blockValues == [1, 2])
    #expect(values == [1, 2])
  }

  @Test func sideEffectsDoNotLeak() throws {
    try expectNoLeak { $0.doNext { _ in } }
    try expectNoLeak { $0.doError { _ in } }
    try expectNoLeak { $0.doCompleted {} }
    try expectNoLeak { $0.initially {} }
    try expectNoLeak { $0.finally {} }
    try expectNoLeak(source: "-a|", disposeAt: nil) { $0.finally {} }
  }

  @Test func sideEffectsAreNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.doNext { _ in }.name == "[s] -doNext:")
    #expect(source.doError { _ in }.name == "[s] -doError:")
    #expect(source.doCompleted {}.name == "[s] -doCompleted:")
    #expect(source.initially {}.name == "[s] -initially:")
    #expect(source.finally {}.name == "[s] -finally:")
  }
}

/// `doError`, `doCompleted` and `finally` dispose the subscription that
/// ended before their block runs, as RAC's block subscriber does, even when
/// neither the source nor the subscriber disposes anything at a terminal
/// event.
@Suite struct TerminalEffectDisposalTests {
  @Test(arguments: ["doError", "doCompleted", "finally"], [false, true])
  func theSourceIsDisposedBeforeTheBlockRuns(_ operation: String, failing: Bool) {
    let source = StubbornSource(prefix: [])
    var disposalsSeen: [Int] = []
    let block = { disposalsSeen.append(source.disposals) }
    let signal: RACSignal<Int> =
      switch operation {
      case "doError": source.doError { _ in block() }
      case "doCompleted": source.doCompleted(block)
      default: source.finally(block)
      }
    let subscriber = RawSubscriber()
    _ = signal.subscribe(subscriber)
    if failing { source.sendError(RACTestError()) } else { source.sendCompleted() }
    let runs = operation == "finally" || (operation == "doError") == failing
    #expect(disposalsSeen == (runs ? [1] : []))
    #expect(subscriber.events == [failing ? "error" : "completed"])
  }
}
