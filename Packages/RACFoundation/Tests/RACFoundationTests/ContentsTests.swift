import Foundation
import RACFoundation
import Testing

/// `Data.rac_readContents(of:options:scheduler:)` and
/// `String.rac_readContents(of:scheduler:)` on real temporary files.
@Suite struct ContentsTests {
  @Test func dataReadsTheFileOnTheScheduler() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("data.bin")
      let bytes = Data((0..<1000).map { UInt8($0 % 251) })
      try bytes.write(to: file)
      let scheduler = RACTestScheduler()
      var values: [Data] = []
      var onScheduler: [Bool] = []
      var completed = false
      Data.rac_readContents(of: file, scheduler: scheduler).subscribeNext(
        {
          values.append($0)
          onScheduler.append(RACScheduler.current === scheduler)
        },
        completed: { completed = true })
      #expect(values.isEmpty)
      scheduler.stepAll()
      #expect(values == [bytes])
      #expect(onScheduler == [true])
      #expect(completed)
    }
  }

  @Test func dataStartsAtOnceAndReplaysToLateSubscribers() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("early.txt")
      try Data("early".utf8).write(to: file)
      let scheduler = RACTestScheduler()
      let signal = Data.rac_readContents(of: file, options: [.uncached], scheduler: scheduler)
      scheduler.stepAll()  // the read ran before anything subscribed
      try FileManager.default.removeItem(at: file)
      var first: [Data] = []
      var second: [Data] = []
      signal.subscribeNext { first.append($0) }
      signal.subscribeNext { second.append($0) }
      #expect(first == [Data("early".utf8)])
      #expect(second == first)
      #expect(scheduler.pendingActionCount == 0)
    }
  }

  @Test func dataSendsTheFoundationErrorForAMissingFile() throws {
    try withTemporaryDirectory { directory in
      let scheduler = RACTestScheduler()
      var error: (any Error)?
      Data.rac_readContents(of: directory.appendingPathComponent("missing"), scheduler: scheduler)
        .subscribeError { error = $0 }
      scheduler.stepAll()
      #expect((error as? CocoaError)?.code == .fileReadNoSuchFile)
    }
  }

  @Test func stringReadsTheTextAndItsEncoding() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("text.txt")
      try "héllo, wörld".write(to: file, atomically: true, encoding: .utf8)
      let scheduler = RACTestScheduler()
      var values: [(String, String.Encoding)] = []
      var completed = false
      String.rac_readContents(of: file, scheduler: scheduler)
        .subscribeNext({ values.append($0) }, completed: { completed = true })
      #expect(values.isEmpty)
      scheduler.stepAll()
      #expect(values.map(\.0) == ["héllo, wörld"])
      #expect(values.map(\.1) == [.utf8])
      #expect(completed)
    }
  }

  @Test func stringStartsAtOnceAndReplaysToLateSubscribers() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("early.txt")
      try "early".write(to: file, atomically: true, encoding: .utf8)
      let scheduler = RACTestScheduler()
      let signal = String.rac_readContents(of: file, scheduler: scheduler)
      scheduler.stepAll()
      try FileManager.default.removeItem(at: file)
      var texts: [String] = []
      signal.subscribeNext { texts.append($0.0) }
      signal.subscribeNext { texts.append($0.0) }
      #expect(texts == ["early", "early"])
    }
  }

  @Test func stringSendsTheFoundationErrorForAMissingFile() throws {
    try withTemporaryDirectory { directory in
      let scheduler = RACTestScheduler()
      var error: (any Error)?
      String.rac_readContents(of: directory.appendingPathComponent("missing"), scheduler: scheduler)
        .subscribeError { error = $0 }
      scheduler.stepAll()
      #expect((error as? CocoaError)?.code == .fileReadNoSuchFile)
    }
  }
}
