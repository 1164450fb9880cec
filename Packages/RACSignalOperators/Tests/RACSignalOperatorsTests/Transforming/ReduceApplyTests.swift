import RACSignalOperators
import RACTesting
import Testing

@Suite struct ReduceApplyTests {
  typealias One = ((Int) -> Int, Int)
  typealias Two = ((Int, Int) -> Int, Int, Int)
  typealias Three = ((Int, Int, Int) -> Int, Int, Int, Int)
  typealias Four = ((Int, Int, Int, Int) -> Int, Int, Int, Int, Int)
  typealias Five = ((Int, Int, Int, Int, Int) -> Int, Int, Int, Int, Int, Int)
  typealias Six = ((Int, Int, Int, Int, Int, Int) -> Int, Int, Int, Int, Int, Int, Int)

  @Test func reduceApplyCallsEachTuplesBlock() throws {
    let test = RACMarbleTester()
    let source = try test.cold(
      "-a-b-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + $1 }, 1, 2), "b": ({ $0 * $1 }, 2, 3)] as [Character: Two]))
    let recorder = test.record(source.reduceApply())
    test.run()
    #expect(try recorder.compare(with: "-3-6-|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func reduceApplyWithOneArgument() throws {
    let test = RACMarbleTester()
    let source = try test.cold(
      "-a-b-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + 1 }, 2), "b": ({ $0 * 2 }, 3)] as [Character: One]))
    let recorder = test.record(source.reduceApply())
    test.run()
    #expect(try recorder.compare(with: "-3-6-|").isMatch)
  }

  @Test func reduceApplyWithThreeToSixArguments() throws {
    let test = RACMarbleTester()
    let three = try test.cold(
      "-a-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + $1 + $2 }, 1, 1, 1)] as [Character: Three]))
    let four = try test.cold(
      "-a-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + $1 + $2 + $3 }, 1, 1, 1, 1)] as [Character: Four]))
    let five = try test.cold(
      "-a-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + $1 + $2 + $3 + $4 }, 1, 1, 1, 1, 1)] as [Character: Five]))
    let six = try test.cold(
      "-a-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + $1 + $2 + $3 + $4 + $5 }, 1, 1, 1, 1, 1, 1)] as [Character: Six]))
    let recorders = [
      test.record(three.reduceApply()), test.record(four.reduceApply()),
      test.record(five.reduceApply()), test.record(six.reduceApply()),
    ]
    test.run()
    for (arity, recorder) in zip(3..., recorders) {
      #expect(try recorder.compare(with: "-\(arity)-|").isMatch)
    }
  }

  @Test func reduceApplyPassesErrorsAndDisposalOn() throws {
    let test = RACMarbleTester()
    let failing = try test.cold(
      "-a-#",
      values: RACMarbleLegend(
        ["a": ({ $0 + 1 }, 2)] as [Character: One]))
    let failed = test.record(failing.reduceApply())
    let hot = try test.hot(
      "-a-a-|",
      values: RACMarbleLegend(
        ["a": ({ $0 + 1 }, 2)] as [Character: One]))
    let disposed = test.record(hot.reduceApply(), disposeAt: 2)
    test.run()
    #expect(try failed.compare(with: "-3-#").isMatch)
    #expect(try disposed.compare(with: "-3!").isMatch)
    #expect(try hot.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func reduceApplyDoesNotLeak() throws {
    try expectNoLeak { source in source.map { value in ({ (x: String) in x + x }, value) }.reduceApply() }
  }

  @Test func reduceApplyIsNamedAsInReactiveCocoa() {
    let source = RACSignal<((Int) -> Int, Int)>.never().setName("s")
    #expect(source.reduceApply().name == "[s] -reduceApply")
  }
}
