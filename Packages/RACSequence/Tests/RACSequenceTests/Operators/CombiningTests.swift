import RACSequence
import Testing

@Suite struct CombiningTests {
  @Test func startWithValues() {
    // The diagram of start(with:).
    #expect(["a", "b"].racSequence.start(with: "x").array == ["x", "a", "b"])
    #expect(naturals(from: 1).start(with: 0).take(3).array == [0, 1, 2])
  }

  @Test func startWithReadsTheReceiverLazily() {
    let heads = Counter()
    let result = naturals(counter: heads).start(with: -1)
    #expect(result.head == -1)
    #expect(heads.value == 0)
  }

  @Test func startWithKeepsEagerness() {
    let calls = Counter()
    let eager = [1, 2].racSequence.eagerSequence.start(with: 0)
    _ = eager.map { value -> Int in
      calls.increment()
      return value
    }
    #expect(calls.value == 3)
  }

  @Test func staticConcatValues() {
    // The diagram of concat(_:) on the type.
    #expect(RACSequence.concat([[1, 2].racSequence, [3].racSequence]).array == [1, 2, 3])
    #expect(RACSequence<Int>.concat([]).array == [])
    #expect(RACSequence.concat([naturals(), naturals()]).take(2).array == [0, 1])
  }

  @Test func staticZipArrays() {
    // The diagram of zip(_:) on an array.
    let result = RACSequence.zip([[1, 2, 3].racSequence, [7, 8].racSequence])
    #expect(result.array == [[1, 7], [2, 8]])
    #expect(RACSequence<Int>.zip([]).array == [])
    #expect(RACSequence.zip([naturals(), naturals(from: 5)]).take(2).array == [[0, 5], [1, 6]])
  }

  @Test func staticZipReduce() {
    // The diagram of zip(_:reduce:).
    let result = RACSequence.zip([[1, 2, 3].racSequence, [4, 5].racSequence]) { $0.reduce(0, +) }
    #expect(result.array == [5, 7])
  }

  @Test func variadicZipTuples() {
    // The diagram of the variadic zip.
    let a = [1, 2, 3].racSequence
    let b = ["x", "y"].racSequence
    let c = ["p", "q", "r"].racSequence
    let result = RACSequence.zip(a, b, c)
    #expect(result.array.map { "\($0.0)\($0.1)\($0.2)" } == ["1xp", "2yq"])
    let pairs = RACSequence.zip(naturals(), [true, false].racSequence)
    #expect(pairs.array.map { "\($0.0)\($0.1)" } == ["0true", "1false"])
  }

  @Test func combinePreviousValues() {
    // The diagram of combinePrevious(withStart:reduce:).
    #expect([1, 2, 3, 4].racSequence.combinePrevious(withStart: 0, reduce: +).array == [1, 3, 5, 7])
    #expect(naturals(from: 1).combinePrevious(withStart: 0, reduce: +).take(3).array == [1, 3, 5])
  }
}
