import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTesting
import Testing

/// Marble tests of the RACStreamCore primitives, as a library user would
/// write them.
@Suite struct OperatorMarbleTests {
  @Test func mapOfColdSignal() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|", values: ["a": 1, "b": 2])
    let recorder = test.record(source.map { $0 * 10 })
    test.run()
    let result = try recorder.compare(with: "-x-y-|", values: ["x": 10, "y": 20])
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func mapPassesTheErrorOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#", values: ["a": 1])
    let recorder = test.record(source.map { $0 + 1 })
    test.run()
    let result = try recorder.compare(with: "-2-#")
    #expect(result.isMatch, "\(result)")
  }

  @Test func mapDisposalDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.map { $0.uppercased() }, disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "-A!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func concatSubscribesToTheSecondWhenTheFirstCompletes() throws {
    let test = RACMarbleTester()
    let first = try test.cold("-a|")
    let second = try test.cold("-b|")
    let recorder = test.record(first.concat(second))
    test.run()
    let result = try recorder.compare(with: "-a-b|")
    #expect(result.isMatch, "\(result)")
    #expect(try first.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(try second.compareSubscriptions(with: ["--^-!"]).isMatch)
  }

  @Test func concatDisposedBeforeTheSecond() throws {
    let test = RACMarbleTester()
    let first = try test.cold("-a--|")
    let second = try test.cold("-b|")
    let recorder = test.record(first.concat(second), disposeAt: 2)
    test.run()
    #expect(recorder.values == ["a"])
    #expect(try first.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(second.subscriptions.isEmpty)
  }

  @Test func zipPairsInOrder() throws {
    let test = RACMarbleTester()
    let left = try test.cold("-a---b|")
    let right = try test.cold("--x-y-|")
    let recorder = test.record(left.zip(with: right).map { $0 + $1 })
    test.run()
    let result = try recorder.compare(with: "--p--q|", values: ["p": "ax", "q": "by"])
    #expect(result.isMatch, "\(result)")
  }

  @Test func bindSubscribesEachInnerSignalWhenItsValueArrives() throws {
    let test = RACMarbleTester()
    let outer = try test.cold("-a-b-|")
    let inner = try test.cold("-x|")
    let recorder = test.record(outer.bind { { (_: String, _: inout Bool) in inner } })
    test.run()
    let result = try recorder.compare(with: "--x-x|")
    #expect(result.isMatch, "\(result)")
    let subscriptions = try inner.compareSubscriptions(with: ["-^-!", "---^-!"])
    #expect(subscriptions.isMatch, "\(subscriptions)")
  }

  @Test func hotThroughMapForTwoSubscribers() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-1-2-3-|", values: RACMarbleLegend { Int(String($0)) })
    let doubled = source.map { $0 * 2 }
    let early = test.record(doubled)
    let late = test.record(doubled, subscribeAt: 4)
    test.run()
    #expect(early.values == [2, 4, 6])
    #expect(late.values == [6])
    #expect(try late.compare(with: "-----6-|").isMatch)
  }

  @Test func customTickLengthScalesTime() throws {
    let test = RACMarbleTester(tickLength: 0.1)
    let source = try test.cold("-a--b|")
    let recorder = test.record(source.map { $0 + $0 })
    test.run()
    #expect(try recorder.compare(with: "-x--y|", values: ["x": "aa", "y": "bb"]).isMatch)
    #expect(recorder.events.map { $0.tick(tickLength: 0.1) } == [1, 4, 5])
  }
}
