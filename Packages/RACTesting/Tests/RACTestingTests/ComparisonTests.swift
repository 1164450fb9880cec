import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

@Suite struct ComparisonTests {
  /// A recorder of `-a--b|` (a = 1, b = 2), run to the end.
  func recorded() throws -> RACTestRecorder<Int> {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a--b|", values: ["a": 1, "b": 2]))
    test.run()
    return recorder
  }

  @Test func compareMatch() throws {
    let result = try recorded().compare(with: "-a--b|", values: ["a": 1, "b": 2])
    #expect(result.isMatch, "\(result)")
    #expect(result.failure == nil)
    #expect(result.report == "Recorded events match the marbles: -a--b|")
    #expect(result.expected == "-a--b|")
    #expect(result.actual == "-a--b|")
  }

  @Test func compareIgnoresSpacesAndTrailingTime() throws {
    let recorder = try recorded()
    #expect(try recorder.compare(with: " - a - - b |  ", values: ["a": 1, "b": 2]).isMatch)
    #expect(try recorder.compare(with: "-1--2|---").isMatch)
  }

  @Test func compareMismatchReportsTheFirstDifference() throws {
    let result = try recorded().compare(with: "-a-b-|", values: ["a": 1, "b": 2])
    #expect(!result.isMatch)
    #expect(result.failure == result.report)
    #expect(
      result.report == """
        Recorded events do not match the marbles; first difference at tick 3.
          expected: -a-b-|
          actual:   -a--b|
                       ^
        expected:
          1: next(1)
          3: next(2)        <- first difference
          5: completed
        actual:
          1: next(1)
          4: next(2)        <- first difference
          5: completed
        """)
  }

  @Test func compareMismatchAlignsGroups() throws {
    let result = try recorded().compare(with: "-a-[bc]|", values: ["a": 1, "b": 2, "c": 3])
    #expect(result.expected == "-a-[bc]|")
    #expect(result.actual == "-a--   b|")
    #expect(result.report.contains("first difference at tick 3"))
  }

  @Test func compareMismatchOfValues() throws {
    let result = try recorded().compare(with: "-a--b|", values: ["a": 1, "b": 3])
    #expect(result.actual == "-a--2|")
    #expect(result.report.contains("first difference at tick 4"))
    #expect(result.report.contains("  4: next(3)        <- first difference"))
    #expect(result.report.contains("  4: next(2)        <- first difference"))
  }

  @Test func compareNamesUnknownValuesWithFreshLetters() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a|", values: ["a": 42]))
    test.run()
    let result = try recorder.compare(with: "-a|", values: ["a": 41])
    #expect(result.actual == "-b|")
    #expect(result.report.contains("where b = 42"))
  }

  @Test func compareErrors() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-#", error: RACTestError("boom")))
    test.run()
    #expect(try recorder.compare(with: "-#", error: RACTestError("boom")).isMatch)
    #expect(try !recorder.compare(with: "-#").isMatch)
    #expect(try !recorder.compare(with: "-|").isMatch)
    struct Other: Error {}
    #expect(try !recorder.compare(with: "-#", error: Other()).isMatch)
  }

  @Test func compareMissingAndExtraEvents() throws {
    let recorder = try recorded()
    let missing = try recorder.compare(with: "-a--b-c|", values: ["a": 1, "b": 2, "c": 3])
    #expect(missing.report.contains("first difference at tick 5"))
    let extra = try recorder.compare(with: "-a--", values: ["a": 1])
    #expect(extra.report.contains("first difference at tick 4"))
    #expect(extra.report.contains("  4: next(2)        <- first difference"))
  }

  @Test func compareSameTickGroups() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-[ab]-[c|]", values: ["a": 1, "b": 2, "c": 3]))
    test.run()
    #expect(recorder.marbles == "-[12]-[3|]")
    #expect(try recorder.compare(with: "-[ab]-[c|]", values: ["a": 1, "b": 2, "c": 3]).isMatch)
    #expect(try !recorder.compare(with: "-[ba]-[c|]", values: ["a": 1, "b": 2, "c": 3]).isMatch)
    #expect(try !recorder.compare(with: "-a-b-[c|]", values: ["a": 1, "b": 2, "c": 3]).isMatch)
  }

  @Test func compareBetweenTicksNeverMatches() throws {
    let scheduler = RACTestScheduler()
    let recorder = RACTestRecorder<Int>(scheduler: scheduler)
    scheduler.afterDelay(1.5) { recorder.sendNext(1) }
    scheduler.stepAll()
    let result = try recorder.compare(with: "-1")
    #expect(!result.isMatch)
    #expect(result.report.contains("  1.5: next(1)"))
    #expect(result.report.contains("approximate"))
    #expect(try recorder.compare(with: "---1", values: RACMarbleLegend { Int(String($0)) }).isMatch == false)
  }

  @Test func compareRejectsEventsBeforeSubscription() throws {
    let recorder = try recorded()
    #expect(throws: RACMarbleError(.eventBeforeSubscription, in: "a^", at: 0)) {
      try recorder.compare(with: "a^", values: ["a": 1])
    }
  }

  @Test func compareChecksSubscriptionAndDisposalOnlyWhenWritten() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a-b-|"), subscribeAt: 1, disposeAt: 3)
    test.run()
    #expect(recorder.marbles == "--a!")
    #expect(try recorder.compare(with: "--a").isMatch)
    #expect(try recorder.compare(with: "-^a!").isMatch)
    #expect(try !recorder.compare(with: "^-a!").isMatch)
    #expect(try !recorder.compare(with: "-^a-!").isMatch)
    let report = try recorder.compare(with: "-^a-!").report
    #expect(report.contains("  3: disposed       <- first difference"))
  }

  @Test func compareSubscriptionsReport() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    _ = test.record(source)
    test.run()
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
    let result = try source.compareSubscriptions(with: ["^---!", "-^"])
    #expect(!result.isMatch)
    #expect(
      result.report == """
        Subscriptions do not match the marbles; first difference at subscription 1 (2 expected, 1 actual).
        expected:
          ^---!  subscribed at tick 0, disposed at tick 4  <- first difference
          -^     subscribed at tick 1, not disposed
        actual:
          ^--!   subscribed at tick 0, disposed at tick 3  <- first difference
        """)
    #expect(try !source.compareSubscriptions(with: []).isMatch)
    #expect(throws: RACMarbleError.self) { try source.compareSubscriptions(with: ["--"]) }
  }

  /// A subscription still live does not match an expected disposal, and a
  /// disposed one does not match a subscription expected to stay live.
  @Test func compareSubscriptionsTellsADisposedSubscriptionFromALiveOne() throws {
    let test = RACMarbleTester()
    let live = try test.hot("-a-b")
    let disposed = try test.hot("-a-b")
    _ = test.record(live)
    _ = test.record(disposed, disposeAt: 2)
    test.run()
    #expect(try live.compareSubscriptions(with: ["^"]).isMatch)
    #expect(try !live.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(try disposed.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(try !disposed.compareSubscriptions(with: ["^"]).isMatch)
  }

  /// With several subscriptions wrong, the report names the first.
  @Test func compareSubscriptionsReportsTheFirstOfSeveralDifferences() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    _ = test.record(source)
    _ = test.record(source, subscribeAt: 1)
    test.run()
    #expect(try source.compareSubscriptions(with: ["^--!", "-^--!"]).isMatch)
    let result = try source.compareSubscriptions(with: ["^-!", "-^-!"])
    #expect(!result.isMatch)
    #expect(result.report.hasPrefix("Subscriptions do not match the marbles; first difference at subscription 1 "))
  }
}
