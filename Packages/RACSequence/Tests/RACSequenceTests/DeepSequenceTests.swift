import Foundation
import RACSequence
import RACTestSupport
import Testing

/// 1,000,000 values on a thread with a 512 KiB stack: nothing recurses along
/// a sequence's length. Serialized, so that the suite holds at most one of
/// the runner's threads at a time; the other suites' tests still run beside
/// it (Internals.md, "Test support", on what a time limit counts).
@Suite(.serialized, .timeLimit(.minutes(10))) struct DeepSequenceTests {
  /// A million values; 100,000 under a sanitizer, which finds nothing in
  /// these single-threaded runs that a shorter one would not, and slows
  /// them twentyfold (the thread sanitizer's run of the nine took six
  /// minutes on two cores, holding a test thread throughout). Both are far
  /// past the 512 KiB stack: a recursion of one frame per value, a frame
  /// being at least 16 bytes, would fill it within 32,768 values.
  static let count = runsUnderASanitizer ? 100_000 : 1_000_000

  @Test func iteratingALazySequence() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        var total = 0
        for value in naturals().take(n) { total += value }
        precondition(total == n * (n - 1) / 2)
      })
  }

  @Test func arrayOfAMappedArray() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        precondition(Array(0..<n).racSequence.map { $0 + 1 }.array.count == n)
      })
  }

  @Test func foldLeftOfMapFilter() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        let sum = Array(0..<n).racSequence.map { $0 * 2 }.filter { $0 % 4 == 0 }.foldLeft(withStart: 0, reduce: +)
        precondition(sum == (0..<n).map { $0 * 2 }.filter { $0 % 4 == 0 }.reduce(0, +))
      })
  }

  @Test func anyAllAndLongFilteredRuns() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        let source = Array(0..<n).racSequence.map { $0 }
        precondition(source.any { $0 == n - 1 })
        precondition(source.all { $0 < n })
        precondition(naturals().filter { $0 == n - 1 }.head == n - 1)
      })
  }

  @Test func concatChain() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        let half = Array(0..<(n / 2)).racSequence
        let concatenated = half.map { $0 }.concat(half.map { $0 })
        precondition(concatenated.foldLeft(withStart: 0) { count, _ in count + 1 } == n)
        let pieces = RACSequence.concat((0..<1000).map { _ in Array(0..<(n / 1000)).racSequence })
        precondition(pieces.foldLeft(withStart: 0) { count, _ in count + 1 } == n)
      })
  }

  @Test func bindChain() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        let bound = Array(0..<(n / 2)).racSequence.flattenMap { [$0, $0].racSequence }
        precondition(bound.foldLeft(withStart: 0) { count, _ in count + 1 } == n)
      })
  }

  @Test func releasingLongEvaluatedChains() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        // A chain of memoized init(head:tail:) nodes, held from its head.
        var held: RACSequence<Int>? = naturals()
        var cursor = held
        for _ in 0..<n { cursor = cursor?.tail }
        precondition(cursor?.head == n)
        cursor = nil
        held = nil
        // A chain of memoized operator nodes (map and take over a node-based
        // sequence).
        var mapped: RACSequence<Int>? = naturals().map { $0 }.take(n)
        precondition(mapped?.array.count == n)
        mapped = nil
        _ = held
        _ = mapped
      })
  }

  @Test func sequenceToSignal() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        var received = 0
        var completed = false
        naturals().take(n).signal(with: .immediate).subscribeNext(
          { _ in received += 1 }, completed: { completed = true })
        precondition(received == n && completed)
      })
  }

  @Test func signalToSequence() {
    #expect(
      onSmallStack {
        let n = DeepSequenceTests.count
        let signal = RACSignal<Int> { subscriber in
          for value in 0..<n { subscriber.sendNext(value) }
          subscriber.sendCompleted()
          return nil
        }
        var sequence: RACSequence<Int>? = signal.sequence
        precondition(sequence?.foldLeft(withStart: 0) { count, _ in count + 1 } == n)
        sequence = nil
        _ = sequence
      })
  }
}
