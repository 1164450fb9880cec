import Foundation
import RACSignalOperators
import Testing

/// Four threads sending at once: no value lost or duplicated, and the event
/// grammar holds (no overlapping events, one terminal event, nothing after
/// it).
@Suite(.timeLimit(.minutes(10))) struct CombineStressTests {
  static let threads = 4
  static let sends = 5_000

  @Test func mergeFromFourThreads() {
    let sources = (0..<Self.threads).map { _ in ManualSource<Int>() }
    let checker = GrammarChecker<Int>()
    let disposable = RACSignal.merge(sources.map(\.signal)).subscribe(checker)
    onThreads(Self.threads) { thread in
      for i in 0..<Self.sends { sources[thread].send(thread * Self.sends + i) }
      sources[thread].sendCompleted()
    }
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    #expect(checker.terminalCount == 1)
    #expect(checker.values.sorted() == Array(0..<(Self.threads * Self.sends)))
    disposable.dispose()
  }

  @Test func combineLatestFromFourThreads() throws {
    let sources = (0..<Self.threads).map { _ in ManualSource<Int>() }
    let checker = GrammarChecker<[Int]>()
    let disposable = RACSignal.combineLatest(sources.map(\.signal)).subscribe(checker)
    onThreads(Self.threads) { thread in
      for i in 1...Self.sends { sources[thread].send(i) }
      sources[thread].sendCompleted()
    }
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    let values = checker.values
    let first = try #require(values.first)
    // Every send after all sources had a value makes exactly one array; the
    // sends before make none, except the one that completed the set.
    let dropped = first.reduce(0, +) - 1
    #expect(values.count == Self.threads * Self.sends - dropped)
    #expect(values.last == Array(repeating: Self.sends, count: Self.threads))
    // Each source's values appear in the order it sent them.
    for index in 0..<Self.threads {
      let column = values.map { $0[index] }
      #expect(column == column.sorted())
    }
    disposable.dispose()
  }

  @Test func variadicCombineLatestFromFourThreads() {
    let left = ManualSource<Int>()
    let right = ManualSource<String>()
    let checker = GrammarChecker<String>()
    let disposable = RACSignal.combineLatest(left.signal, right.signal) { "\($0) \($1)" }.subscribe(checker)
    onThreads(Self.threads) { thread in
      for i in 1...Self.sends {
        if thread % 2 == 0 { left.send(i) } else { right.send("\(i)") }
      }
    }
    left.sendCompleted()
    right.sendCompleted()
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    #expect(checker.values.count <= Self.threads * Self.sends)
    #expect(checker.values.last == "\(Self.sends) \(Self.sends)")
    disposable.dispose()
  }

  /// Three typed sources (the variadic form stores each latest value in a
  /// typed slot; a value that arrives while another thread delivers waits
  /// in the gate and is stored from there): after the first tuple, each
  /// tuple differs from the one before in exactly one place, by the next
  /// value of that source.
  @Test func variadicCombineLatestOfThreeFromThreeThreads() throws {
    // Ten rounds, one after another: how often a value waits in the gate
    // depends on how the threads meet.
    for _ in 0..<10 {
      let sources = (0..<3).map { _ in ManualSource<Int>() }
      let checker = GrammarChecker<[Int]>()
      let disposable = RACSignal.combineLatest(sources[0].signal, sources[1].signal, sources[2].signal)
        .map { [$0.0, $0.1, $0.2] }.subscribe(checker)
      onThreads(3) { thread in
        for i in 1...Self.sends { sources[thread].send(i) }
        sources[thread].sendCompleted()
      }
      #expect(checker.waitForTerminal())
      #expect(checker.problems == [])
      let values = checker.values
      #expect(values.last == [Self.sends, Self.sends, Self.sends])
      let steps = zip(values, values.dropFirst()).filter { previous, next in
        let changed = (0..<3).filter { previous[$0] != next[$0] }
        return changed.count == 1 && next[changed[0]] == previous[changed[0]] + 1
      }
      #expect(steps.count == values.count - 1, "a tuple that is not one step from the one before")
      disposable.dispose()
    }
  }

  @Test func variadicZipFromThreeThreads() {
    let sources = (0..<3).map { _ in ManualSource<Int>() }
    let checker = GrammarChecker<Int>()
    let disposable = RACSignal.zip(sources[0].signal, sources[1].signal, sources[2].signal) { $0 + $1 + $2 }
      .subscribe(checker)
    onThreads(3) { thread in
      for i in 0..<Self.sends { sources[thread].send(i) }
      sources[thread].sendCompleted()
    }
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    #expect(checker.terminalCount == 1)
    // The n-th values zip together whatever the interleaving.
    #expect(checker.values == (0..<Self.sends).map { 3 * $0 })
    disposable.dispose()
  }

  @Test func combineLatestWithFromFourThreads() {
    let left = ManualSource<Int>()
    let right = ManualSource<Int>()
    let checker = GrammarChecker<(Int, Int)>()
    let disposable = left.signal.combineLatest(with: right.signal).subscribe(checker)
    onThreads(Self.threads) { thread in
      let source = thread % 2 == 0 ? left : right
      for i in 1...Self.sends { source.send(i) }
    }
    left.sendCompleted()
    right.sendCompleted()
    #expect(checker.waitForTerminal())
    #expect(checker.problems == [])
    #expect(checker.values.count <= Self.threads * Self.sends)
    #expect(checker.values.last.map { [$0.0, $0.1] } == [Self.sends, Self.sends])
    disposable.dispose()
  }
}
