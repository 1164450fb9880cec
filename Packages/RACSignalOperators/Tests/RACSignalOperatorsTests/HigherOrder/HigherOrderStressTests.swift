import Foundation
import RACSignalOperators
import Testing

/// Four threads sending at once: no value lost or duplicated, and the event
/// grammar holds.
@Suite(.timeLimit(.minutes(10))) struct HigherOrderStressTests {
  static let threads = 4
  static let innerPerThread = 200
  static let valuesPerInner = 20

  /// A cold signal sending `valuesPerInner` values from `base` on, then
  /// completing.
  static func inner(_ base: Int) -> RACSignal<Int> {
    RACSignal { subscriber in
      for i in 0..<valuesPerInner { subscriber.sendNext(base + i) }
      subscriber.sendCompleted()
      return nil
    }
  }

  static var expected: [Int] { Array(0..<(threads * innerPerThread * valuesPerInner)) }

  /// Sends the inner signals to `apply`'s outer signal from four threads
  /// at once, and checks that every value arrives once, in grammar.
  static func expectEveryValueFromFourThreads(_ apply: (RACSignal<RACSignal<Int>>) -> RACSignal<Int>) {
    let outer = ManualSource<RACSignal<Int>>()
    let checker = GrammarChecker<Int>()
    let disposable = apply(outer.signal).subscribe(checker)
    onThreads(threads) { thread in
      for k in 0..<innerPerThread {
        outer.send(inner((thread * innerPerThread + k) * valuesPerInner))
      }
    }
    outer.sendCompleted()
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    #expect(checker.values.sorted() == expected)
    disposable.dispose()
  }

  @Test(arguments: [0, 1, 2])
  func flattenFromFourThreads(maxConcurrent: Int) {
    Self.expectEveryValueFromFourThreads { $0.flatten(maxConcurrent) }
  }

  @Test func flattenOfInnerSignalsSendingFromFourThreads() {
    let inners = (0..<Self.threads).map { _ in ManualSource<Int>() }
    let outer = RACSignal<RACSignal<Int>> { subscriber in
      for inner in inners { subscriber.sendNext(inner.signal) }
      subscriber.sendCompleted()
      return nil
    }
    let checker = GrammarChecker<Int>()
    let disposable = outer.flatten(Self.threads).subscribe(checker)
    onThreads(Self.threads) { thread in
      for i in 0..<1_000 { inners[thread].send(thread * 1_000 + i) }
      inners[thread].sendCompleted()
    }
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    #expect(checker.values.sorted() == Array(0..<(Self.threads * 1_000)))
    disposable.dispose()
  }

  @Test func switchToLatestFromFourThreads() {
    // Each inner signal sends all its values while it is subscribed to, so
    // none is replaced midway: every value arrives.
    Self.expectEveryValueFromFourThreads { $0.switchToLatest() }
  }
}
