import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Testing

/// The logging operators share the global ``RACLog/sink``: these tests run
/// one at a time, hold the lock of the tests that replace the sink
/// (`withLogSinkLock`: another target of the root package's test process
/// replaces it too) and put the default sink back.
@Suite(.serialized) struct DebuggingTests {
  final class Lines: @unchecked Sendable {
    // Safety: guarded by the lock.
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ line: String) { lock.withLock { storage.append(line) } }
    var all: [String] { lock.withLock { storage } }
  }

  /// Runs `body` with the sink collecting lines that mention `name`.
  func collecting(_ name: String, _ body: () throws -> Void) rethrows -> [String] {
    try withLogSinkLock {
      let lines = Lines()
      RACLog.sink = { line in if line.contains("name = \(name)") { lines.append(line) } }
      defer { RACLog.sink = RACLog.standardError }
      try body()
      return lines.all
    }
  }

  @Test func logAllLogsEveryEventAndPassesItOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    source.setName("logAll")
    var recorder: RACTestRecorder<String>?
    let lines = collecting("logAll") {
      recorder = test.record(source.logAll())
      test.run()
    }
    #expect(try recorder?.compare(with: "-a-|").isMatch == true)
    #expect(lines == ["\(source) next: a", "\(source) completed"])
  }

  @Test func logNextLogsOnlyValues() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    source.setName("logNext")
    var recorder: RACTestRecorder<String>?
    let lines = collecting("logNext") {
      recorder = test.record(source.logNext())
      test.run()
    }
    #expect(try recorder?.compare(with: "-a-b-|").isMatch == true)
    #expect(lines == ["\(source) next: a", "\(source) next: b"])
  }

  @Test func logErrorLogsOnlyTheError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    source.setName("logError")
    var recorder: RACTestRecorder<String>?
    let lines = collecting("logError") {
      recorder = test.record(source.logError())
      test.run()
    }
    #expect(try recorder?.compare(with: "-a-#").isMatch == true)
    #expect(lines == ["\(source) error: RACTestError(error)"])
  }

  @Test func logCompletedLogsOnlyCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    source.setName("logCompleted")
    var recorder: RACTestRecorder<String>?
    let lines = collecting("logCompleted") {
      recorder = test.record(source.logCompleted())
      test.run()
    }
    #expect(try recorder?.compare(with: "-a-|").isMatch == true)
    #expect(lines == ["\(source) completed"])
  }

  @Test func loggingDisposalDisposesUpstreamAndLogsNothingMore() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    source.setName("disposal")
    var recorder: RACTestRecorder<String>?
    let lines = collecting("disposal") {
      recorder = test.record(source.logAll(), disposeAt: 2)
      test.run()
    }
    #expect(try recorder?.compare(with: "-a!").isMatch == true)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(lines == ["\(source) next: a"])
  }

  /// `logError()` and `logCompleted()` are `doError`/`doCompleted` in RAC:
  /// the subscription that ended is disposed before the line is written,
  /// whatever the source and the subscriber do.
  @Test(arguments: ["logError", "logCompleted", "logAll"], [false, true])
  func loggingATerminalEventDisposesTheSourceFirst(_ operation: String, failing: Bool) {
    let source = StubbornSource(prefix: [])
    source.setName("stubborn-\(operation)-\(failing)")
    let seen = Lines()
    let subscriber = RawSubscriber()
    withLogSinkLock {
      RACLog.sink = { line in
        if line.contains("name = stubborn-\(operation)-\(failing)") { seen.append("\(source.disposals)") }
      }
      defer { RACLog.sink = RACLog.standardError }
      let logged: RACSignal<Int> =
        switch operation {
        case "logError": source.logError()
        case "logCompleted": source.logCompleted()
        default: source.logAll()
        }
      _ = logged.subscribe(subscriber)
      if failing { source.sendError(RACTestError()) } else { source.sendCompleted() }
    }
    let logs = operation == "logAll" || (operation == "logError") == failing
    #expect(seen.all == (logs ? ["1"] : []))
    #expect(subscriber.events == [failing ? "error" : "completed"])
  }

  @Test func loggingKeepsTheReceiversName() {
    let source = RACSignal<Int>.never().setName("named")
    #expect(source.logAll().name == "named")
    #expect(source.logNext().name == "named")
    #expect(source.logError().name == "named")
    #expect(source.logCompleted().name == "named")
  }

  @Test(.timeLimit(.minutes(10)))
  func loggingFromManyThreadsWhileTheSinkIsReplaced() {
    let signal = RACSignal<Int> { subscriber in
      for value in 0..<100 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }.setName("threads").logNext()
    withLogSinkLock {
      let lines = Lines()
      RACLog.sink = { _ in }
      defer { RACLog.sink = RACLog.standardError }
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        if index == 0 {
          for _ in 0..<100 { RACLog.sink = { line in if line.contains("name = threads") { lines.append(line) } } }
        } else {
          signal.subscribeNext { _ in }
        }
      }
      // Lines logged before the collecting sink was installed were dropped;
      // none of those collected is torn, and once installed the sink
      // gets every line.
      let before = lines.all.count
      #expect(before <= 700)
      #expect(lines.all.allSatisfy { $0.hasPrefix("<") && $0.contains("name = threads> next: ") })
      signal.subscribeNext { _ in }
      #expect(lines.all.count == before + 100)
    }
  }

  @Test func theDefaultSinkWritesToStandardError() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      _ = RACSignal<Int>.return(7).setName("stderr").logNext().subscribeNext { _ in }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("name = stderr> next: 7\n"))
  }

  @Test func loggingDoesNotLeak() throws {
    try withLogSinkLock {
      RACLog.sink = { _ in }
      defer { RACLog.sink = RACLog.standardError }
      try expectNoLeak { $0.logAll() }
      try expectNoLeak(source: "-a|", disposeAt: nil) { $0.logNext().logCompleted() }
    }
  }
}
