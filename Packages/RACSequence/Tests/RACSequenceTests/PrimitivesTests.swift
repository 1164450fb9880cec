import RACSequence
import Testing

@Suite struct PrimitivesTests {
  @Test func emptyHasNoValue() {
    let sequence = RACSequence<Int>.empty()
    #expect(sequence.head == nil)
    #expect(sequence.tail == nil)
    #expect(sequence.array == [])
  }

  @Test func returnHasOneValue() {
    let sequence = RACSequence.return(4)
    #expect(sequence.head == 4)
    #expect(sequence.tail?.head == nil)
    #expect(sequence.array == [4])
  }

  @Test func bindPassesBoundValuesThrough() {
    // The diagram of bind(_:).
    let result = [1, 2, 3].racSequence.bind { { v, _ in [v, v * 10].racSequence } }
    #expect(result.array == [1, 10, 2, 20, 3, 30])
  }

  @Test func bindNilEndsTheResult() {
    let result = [1, 2, 3].racSequence.bind { { v, _ in v == 2 ? nil : RACSequence.return(v) } }
    #expect(result.array == [1])
  }

  @Test func bindStopEndsAfterTheBoundValues() {
    let result = [1, 2, 3].racSequence.bind {
      { v, stop in
        if v == 2 { stop = true }
        return [v, v].racSequence
      }
    }
    #expect(result.array == [1, 1, 2, 2])
    #expect(result.eagerSequence.array == [1, 1, 2, 2])
    let eager = [1, 2, 3].racSequence.eagerSequence.bind {
      { v, stop in
        if v == 2 { stop = true }
        return [v, v].racSequence
      }
    }
    #expect(eager.array == [1, 1, 2, 2])
  }

  @Test func bindIsLazyOnLazySequences() {
    let calls = Counter()
    let result = naturals().bind { () -> (Int, inout Bool) -> RACSequence<Int>? in
      calls.increment()
      return { value, _ in
        calls.increment()
        return .return(value)
      }
    }
    #expect(calls.value == 1)  // the block makes the binding function
    #expect(result.head == 0)
    #expect(calls.value == 2)
    #expect(result.tail?.tail?.head == 2)
    #expect(calls.value == 4)
  }

  @Test func bindSkipsEmptyBoundSequencesIteratively() {
    let result = (0..<200_000).racSequence.bind { { v, _ in v == 199_999 ? .return(v) : .empty() } }
    #expect(result.array == [199_999])
  }

  @Test func bindIsEagerOnEagerSequences() {
    let calls = Counter()
    let result = [1, 2, 3].racSequence.eagerSequence.bind {
      { v, _ in
        calls.increment()
        return .return(v)
      }
    }
    #expect(calls.value == 3)
    #expect(result.array == [1, 2, 3])
  }

  @Test func concatAppends() {
    // The diagram of concat(_:).
    #expect([1, 2].racSequence.concat([3].racSequence).array == [1, 2, 3])
    #expect([1, 2].racSequence.eagerSequence.concat([3].racSequence).array == [1, 2, 3])
  }

  @Test func concatReadsTheSecondSequenceLazily() {
    let heads = Counter()
    let second = RACSequence<Int>(
      head: {
        heads.increment()
        return 3
      },
      tail: { nil })
    let result = [1, 2].racSequence.concat(second)
    #expect(result.tail?.head == 2)
    #expect(heads.value == 0)
    #expect(result.array == [1, 2, 3])
    #expect(heads.value == 1)
  }

  @Test func concatOfInfiniteSequences() {
    #expect(naturals().concat(naturals()).take(3).array == [0, 1, 2])
  }

  @Test func zipWithPairsUpToTheShorter() {
    // The diagram of zip(with:).
    let pairs = [1, 2, 3].racSequence.zip(with: ["a", "b"].racSequence)
    #expect(pairs.array.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
    let eager = [1, 2, 3].racSequence.eagerSequence.zip(with: naturals())
    #expect(eager.array.map { "\($0.0)\($0.1)" } == ["10", "21", "32"])
    let infinite = naturals().zip(with: naturals(from: 10))
    #expect(infinite.take(2).array.map { $0.0 + $0.1 } == [10, 12])
  }
}
