import RACSequence
import RACTesting
import Testing

@Suite struct LeakTests {
  @Test func evaluatedLazyChainsAreReleased() {
    let tracker = RACLeakTracker()
    do {
      let source = naturals().take(100)
      let mapped = source.map { $0 * 2 }.filter { $0 % 3 == 0 }
      #expect(mapped.array.count == 34)
      var node: RACSequence<Int>? = mapped
      while let current = node {
        tracker.track(current)
        node = current.tail
      }
      tracker.track(source)
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func signalSequenceBufferIsReleased() {
    let tracker = RACLeakTracker()
    do {
      let sequence = [1, 2, 3].racSequence.signal(with: .immediate).sequence
      #expect(sequence.array == [1, 2, 3])
      tracker.track(sequence)
      if let tail = sequence.tail { tracker.track(tail) }
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func sequenceSignalReleasesTheSequenceAfterCompletion() {
    let tracker = RACLeakTracker()
    do {
      let sequence = naturals().take(3).map { $0 }
      tracker.track(sequence)
      var values: [Int] = []
      sequence.signal(with: .immediate).subscribeNext { values.append($0) }
      #expect(values == [0, 1, 2])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func disposedSequenceSignalReleasesTheSequence() {
    let tracker = RACLeakTracker()
    let scheduler = RACTestScheduler()
    do {
      let sequence = naturals()
      tracker.track(sequence)
      let disposable = sequence.signal(with: scheduler).subscribeNext { _ in }
      scheduler.step(2)
      disposable.dispose()
      scheduler.stepAll()
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func arrayBackedMapAndFilterReleaseTheirValues() {
    final class Payload {
      let value: Int
      init(_ value: Int) { self.value = value }
    }
    let tracker = RACLeakTracker()
    do {
      let mapped = Array(0..<10).racSequence.map { value -> Payload in
        let payload = Payload(value)
        tracker.track(payload)
        return payload
      }
      let kept = mapped.filter { $0.value % 2 == 0 }
      // Partly evaluated: a value in the middle only.
      #expect(mapped.skip(3).head?.value == 3)
      #expect(kept.array.map(\.value) == [0, 2, 4, 6, 8])
      #expect(tracker.alive.count == 10)
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }
  @Test func readLazyResultsLetGoOfTheirSource() {
    // A node of a lazy result (`map`, `filter`, `take`, a bound sequence),
    // once read, holds its value and its successor, not the source it was
    // made from (as RAC's dynamic sequence lets go of its blocks once
    // evaluated): a result kept after it was read through keeps none of its
    // source alive, nor the sequences a bound block returned. Both ends of a
    // bound sequence: the source running out, and the block returning nil.
    // (`skip` is left out: its result shares the source's own nodes.)
    let tracker = RACLeakTracker()
    var kept: [RACSequence<Int>] = []
    do {
      let source = naturals().take(4)
      let flattened = source.flattenMap { value -> RACSequence<Int> in
        let inner = RACSequence.return(value * 10)
        tracker.track(inner)
        return inner
      }
      let cut: RACSequence<Int> = source.bind {
        { value, _ in value < 2 ? RACSequence.return(value) : nil }
      }
      let mapped = source.map { $0 + 1 }
      let filtered = source.filter { $0 % 2 == 1 }
      let taken = source.take(2)
      #expect(flattened.array == [0, 10, 20, 30])
      #expect(cut.array == [0, 1])
      #expect(mapped.array == [1, 2, 3, 4])
      #expect(filtered.array == [1, 3])
      #expect(taken.array == [0, 1])
      var node: RACSequence<Int>? = source
      while let current = node {
        tracker.track(current)
        node = current.tail
      }
      kept = [flattened, cut, mapped, filtered, taken]
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
    #expect(kept.map(\.array) == [[0, 10, 20, 30], [0, 1], [1, 2, 3, 4], [1, 3], [0, 1]])
  }
  @Test func aReadSequenceLetsGoOfItsBlocksAndIterator() {
    // As RAC's dynamic sequence: once its head and tail are read, a
    // sequence made of blocks holds their results, not the blocks (nor
    // what they captured); a sequence read from a Swift sequence's
    // iterator lets go of the iterator once read to its end.
    final class Token {}
    struct Counted: Sequence {
      let token: Token
      struct Iterator: IteratorProtocol {
        let token: Token
        var position = 0
        mutating func next() -> Int? {
          defer { position += 1 }
          return position < 3 ? position : nil
        }
      }
      func makeIterator() -> Iterator { Iterator(token: token) }
    }
    let tracker = RACLeakTracker()
    var kept: [RACSequence<Int>] = []
    do {
      let captured = Token()
      tracker.track(captured)
      let made = RACSequence(
        head: { withExtendedLifetime(captured) { 1 } },
        tail: { withExtendedLifetime(captured) { nil } })
      #expect(made.head == 1)
      #expect(made.tail == nil)
      let iterated = Counted(token: captured).racSequence
      #expect(iterated.array == [0, 1, 2])
      kept = [made, iterated]
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
    #expect(kept.map(\.array) == [[1], [0, 1, 2]])
  }
}
