import RACSequence
import Testing

@Suite struct TransformingTests {
  @Test func mapValues() {
    // The diagram of map(_:).
    let mapped = [1, 2, 3].racSequence.map { $0 * 2 }
    #expect(mapped.array == [2, 4, 6])
  }

  @Test func mapIsARACSequenceNotAnArray() {
    // Swift.Sequence's map would never return on an infinite sequence.
    let mapped = naturals().map { $0 * 2 }
    #expect(mapped.take(5).array == [0, 2, 4, 6, 8])
  }

  @Test func standaloneOperatorsInferSequences() {
    // Without context, the sequence's own operators win over Swift.Sequence's.
    let mapped = [1, 2].racSequence.map { $0 * 2 }
    let filtered = [1, 2].racSequence.filter { $0 > 1 }
    #expect((mapped as Any) is RACSequence<Int>)
    #expect((filtered as Any) is RACSequence<Int>)
    // With an array context, Swift.Sequence's apply.
    let array: [Int] = [1, 2].racSequence.map { $0 * 2 }
    #expect(array == [2, 4])
  }

  @Test func mapIsLazyAndMemoized() {
    let calls = Counter()
    let mapped = [1, 2, 3].racSequence.map { value -> Int in
      calls.increment()
      return value * 2
    }
    #expect(calls.value == 0)
    #expect(mapped.head == 2)
    #expect(calls.value == 1)
    _ = mapped.array
    _ = mapped.array
    #expect(calls.value == 3)
  }

  @Test func mapOnInfiniteReadsOnlyWhatIsTaken() {
    let heads = Counter()
    let calls = Counter()
    let result = naturals(counter: heads).map { value -> Int in
      calls.increment()
      return value * 2
    }.take(5).array
    #expect(result == [0, 2, 4, 6, 8])
    #expect(calls.value == 5)
    #expect(heads.value == 5)
  }

  @Test func mapIsEagerOnEagerSequences() {
    let calls = Counter()
    let mapped = [1, 2, 3].racSequence.eagerSequence.map { value -> Int in
      calls.increment()
      return value
    }
    #expect(calls.value == 3)
    #expect(mapped.array == [1, 2, 3])
    // Derived from an eager sequence: eager too.
    _ = mapped.map { value -> Int in
      calls.increment()
      return value
    }
    #expect(calls.value == 6)
  }

  @Test func flattenMapConcatenates() {
    // The diagram of flattenMap(_:).
    #expect([1, 2].racSequence.flattenMap { [$0, $0].racSequence }.array == [1, 1, 2, 2])
  }

  @Test func flattenMapIsLazy() {
    let calls = Counter()
    let result = naturals().flattenMap { value -> RACSequence<Int> in
      calls.increment()
      return [value, value].racSequence
    }
    #expect(calls.value == 0)
    #expect(result.take(3).array == [0, 0, 1])
    #expect(calls.value == 2)
  }

  @Test func flattenConcatenatesInnerSequences() {
    // The diagram of flatten().
    let nested: RACSequence<RACSequence<Int>> = [[1, 2].racSequence, .empty(), [3].racSequence].racSequence
    #expect(nested.flatten().array == [1, 2, 3])
    #expect(nested.eagerSequence.flatten().array == [1, 2, 3])
  }

  @Test func mapReplaceValues() {
    // The diagram of mapReplace(_:).
    #expect([1, 2, 3].racSequence.mapReplace("x").array == ["x", "x", "x"])
    #expect(naturals().mapReplace(1).take(2).array == [1, 1])
  }

  @Test func reduceEachUnpacksTuples() {
    // The diagram of reduceEach(_:).
    let pairs: RACSequence<(Int, Int)> = [(1, 2), (3, 4)].racSequence
    #expect(pairs.reduceEach { x, y in x + y }.array == [3, 7])
    let triples: RACSequence<(Int, Int, Int)> = [(1, 2, 3)].racSequence
    #expect(triples.reduceEach { $0 * $1 * $2 }.array == [6])
  }

  @Test func scanRunningResults() {
    // The diagram of scan(withStart:reduce:).
    #expect([1, 2, 3, 4].racSequence.scan(withStart: 0, reduce: +).array == [1, 3, 6, 10])
    #expect(naturals().scan(withStart: 0, reduce: +).take(4).array == [0, 1, 3, 6])
    #expect([1, 2, 3, 4].racSequence.eagerSequence.scan(withStart: 0, reduce: +).array == [1, 3, 6, 10])
  }

  @Test func scanWithIndexRunningResults() {
    // The diagram of scan(withStart:reduceWithIndex:).
    let result = [1, 1, 4].racSequence.scan(withStart: 2) { running, next, index in running * next + index }
    #expect(result.array == [2, 3, 14])
  }

  @Test func scanRestartsForEachReadOfTheSource() {
    // Each scan of the same sequence starts again from its start value.
    let source = [1, 2].racSequence
    #expect(source.scan(withStart: 10, reduce: +).array == [11, 13])
    #expect(source.scan(withStart: 10, reduce: +).array == [11, 13])
  }
}
