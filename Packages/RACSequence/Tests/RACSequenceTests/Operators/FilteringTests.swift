import RACSequence
import Testing

@Suite struct FilteringTests {
  @Test func filterValues() {
    // The diagram of filter(_:).
    #expect([1, 2, 3, 4].racSequence.filter { $0 % 2 == 0 }.array == [2, 4])
    #expect([1, 2, 3, 4].racSequence.eagerSequence.filter { $0 % 2 == 0 }.array == [2, 4])
  }

  @Test func filterIsLazyAndReadsUntilAValuePasses() {
    let calls = Counter()
    let evens = naturals().filter { value in
      calls.increment()
      return value % 2 == 0
    }
    #expect(calls.value == 0)
    #expect(evens.tail?.head == 2)
    #expect(calls.value == 3)
    #expect(evens.take(3).array == [0, 2, 4])
    #expect(calls.value == 5)
  }

  @Test func filterIsEagerOnEagerSequences() {
    let calls = Counter()
    _ = [1, 2, 3].racSequence.eagerSequence.filter { _ in
      calls.increment()
      return true
    }
    #expect(calls.value == 3)
  }

  @Test func takeValues() {
    // The diagram of take(_:).
    #expect(["a", "b", "c", "d"].racSequence.take(2).array == ["a", "b"])
    #expect([1, 2].racSequence.take(5).array == [1, 2])
    #expect([1, 2].racSequence.take(0).array == [])
    #expect([1, 2, 3].racSequence.eagerSequence.take(2).array == [1, 2])
  }

  @Test func takeReadsNoValueBeyondTheCount() {
    let heads = Counter()
    #expect(naturals(counter: heads).take(3).array == [0, 1, 2])
    #expect(heads.value == 3)
  }

  @Test func takeNegativeCountTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = [1].racSequence.take(-1)
    }
    #expect(stderrText(result).contains("RACSequence.take(_:): count must not be negative"))
  }

  @Test func skipValues() {
    // The diagram of skip(_:).
    #expect(["a", "b", "c", "d"].racSequence.skip(2).array == ["c", "d"])
    #expect(naturals().skip(10).head == 10)
    #expect([1, 2].racSequence.eagerSequence.skip(1).array == [2])
  }

  @Test func skipNegativeCountTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = [1].racSequence.skip(-1)
    }
    #expect(stderrText(result).contains("RACSequence.skip(_:): count must not be negative"))
  }

  @Test func takeUntilBlockValues() {
    // The diagram of take(untilBlock:).
    #expect([1, 2, 3, 4].racSequence.take(untilBlock: { $0 == 3 }).array == [1, 2])
    let calls = Counter()
    let result = naturals().take(untilBlock: { value in
      calls.increment()
      return value == 3
    })
    #expect(result.array == [0, 1, 2])
    #expect(calls.value == 4)
  }

  @Test func takeWhileBlockValues() {
    // The diagram of take(whileBlock:).
    #expect([1, 2, 3, 1].racSequence.take(whileBlock: { $0 < 3 }).array == [1, 2])
    #expect(naturals().take(whileBlock: { $0 < 4 }).array == [0, 1, 2, 3])
  }

  @Test func skipUntilBlockValues() {
    // The diagram of skip(untilBlock:).
    #expect([1, 2, 3, 1].racSequence.skip(untilBlock: { $0 == 3 }).array == [3, 1])
    #expect(naturals().skip(untilBlock: { $0 == 7 }).head == 7)
  }

  @Test func skipWhileBlockValues() {
    // The diagram of skip(whileBlock:).
    #expect([1, 2, 3, 1].racSequence.skip(whileBlock: { $0 < 3 }).array == [3, 1])
  }

  @Test func distinctUntilChangedByValues() {
    // The diagram of distinctUntilChanged(by:).
    let result = ["a", "A", "b", "B", "a"].racSequence.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
    #expect(result.array == ["a", "b", "a"])
  }

  @Test func distinctUntilChangedValues() {
    // The diagram of distinctUntilChanged().
    #expect(["a", "a", "b", "b", "a"].racSequence.distinctUntilChanged().array == ["a", "b", "a"])
    #expect(naturals().map { $0 / 3 }.distinctUntilChanged().take(3).array == [0, 1, 2])
  }

  @Test func ignoreValues() {
    // The diagram of ignore(_:).
    #expect(["a", "b", "a", "c"].racSequence.ignore("a").array == ["b", "c"])
    let optionals: RACSequence<Int?> = [1, nil, 2].racSequence
    #expect(optionals.ignore(nil).array == [1, 2])
  }
}
