import RACSequence
import Testing

@Suite struct FoldsTests {
  @Test func foldLeftFromTheFirstValue() {
    // The diagram of foldLeft(withStart:reduce:).
    #expect([1, 2, 3].racSequence.foldLeft(withStart: 0, reduce: +) == 6)
    #expect(["a", "b", "c"].racSequence.foldLeft(withStart: "") { $0 + $1 } == "abc")
    #expect(RACSequence<Int>.empty().foldLeft(withStart: 9, reduce: +) == 9)
    #expect([1, 2, 3].racSequence.map { $0 }.foldLeft(withStart: 0, reduce: +) == 6)
    #expect([1, 2, 3].racSequence.skip(1).foldLeft(withStart: 0, reduce: +) == 5)
  }

  @Test func foldRightFromTheLastValue() {
    // The diagram of foldRight(withStart:reduce:).
    #expect([1, 2, 3].racSequence.foldRight(withStart: 0) { $0 + $1.head! } == 6)
    #expect(["a", "b", "c"].racSequence.foldRight(withStart: "") { $0 + $1.head! } == "abc")
    #expect(RACSequence<Int>.empty().foldRight(withStart: 9) { $0 + $1.head! } == 9)
  }

  @Test func foldRightIsLazy() {
    // The reducer stops reading `rest` at 3: the fold ends on an infinite
    // sequence, and reads no value after 3.
    let heads = Counter()
    let result = naturals(counter: heads).foldRight(withStart: 0) { first, rest in
      first == 3 ? first : first + rest.head!
    }
    #expect(result == 6)
    #expect(heads.value == 4)
  }

  @Test func foldRightRestIsEagerOnEagerSequences() {
    let restHeads = Counter()
    let result = [1, 2, 3].racSequence.eagerSequence.foldRight(withStart: 0) { first, rest in
      restHeads.increment()
      return first
    }
    // An eager rest folds everything at once.
    #expect(result == 1)
    #expect(restHeads.value == 3)
  }

  @Test func anyValue() {
    // The diagram of any(_:).
    #expect([1, 2, 3].racSequence.any { $0 == 2 })
    #expect(![1, 2, 3].racSequence.any { $0 == 5 })
    #expect(!RACSequence<Int>.empty().any { _ in true })
    #expect(naturals().any { $0 == 100 })
  }

  @Test func allValues() {
    // The diagram of all(_:).
    #expect(![1, 2, 3].racSequence.all { $0 < 3 })
    #expect([1, 2, 3].racSequence.all { $0 < 4 })
    #expect(RACSequence<Int>.empty().all { _ in false })
    #expect(!naturals().all { $0 < 100 })
  }

  @Test func objectPassingTestValue() {
    // The diagram of objectPassingTest(_:).
    #expect([1, 2, 3, 4].racSequence.objectPassingTest { $0 > 2 } == 3)
    #expect([1, 2].racSequence.objectPassingTest { $0 > 2 } == nil)
    let heads = Counter()
    #expect(naturals(counter: heads).objectPassingTest { $0 == 4 } == 4)
    #expect(heads.value == 5)
  }

  @Test func swiftSequenceIteration() {
    var values: [Int] = []
    for value in [1, 2, 3].racSequence.map({ $0 * 2 }) { values.append(value) }
    #expect(values == [2, 4, 6])
    #expect(Array(naturals().take(3)) == [0, 1, 2])
    #expect(naturals().take(4).reduce(0, +) == 6)
    #expect(naturals().contains(10))
  }

  @Test func racSequenceOfSwiftSequences() {
    #expect((1...3).racSequence.array == [1, 2, 3])
    #expect(Set([5]).racSequence.array == [5])
    #expect("ab".racSequence.array == ["a", "b"])
    #expect((0...).racSequence.map { $0 * 2 }.take(3).array == [0, 2, 4])
    #expect(sequence(first: 1) { $0 * 2 }.racSequence.take(4).array == [1, 2, 4, 8])
    let racSequence = naturals()
    #expect(racSequence.racSequence === racSequence)
  }

  @Test func racSequenceOfAnIteratorPullsEachValueOnce() {
    let pulls = Counter()
    let source = AnySequence { () -> AnyIterator<Int> in
      var next = 0
      return AnyIterator {
        pulls.increment()
        defer { next += 1 }
        return next
      }
    }
    let values = source.racSequence
    #expect(pulls.value == 0)
    #expect(values.take(3).array == [0, 1, 2])
    #expect(values.take(3).array == [0, 1, 2])
    #expect(pulls.value == 3)
  }

  @Test func eagerAndLazyViews() {
    let calls = Counter()
    let lazy = naturals().take(3).map { value -> Int in
      calls.increment()
      return value
    }
    #expect(calls.value == 0)
    let eager = lazy.eagerSequence
    #expect(calls.value == 3)
    #expect(eager.eagerSequence === eager)
    #expect(lazy.lazySequence === lazy)
    let lazyAgain = eager.lazySequence
    _ = lazyAgain.map { value -> Int in
      calls.increment()
      return value
    }
    #expect(calls.value == 3)
    #expect(lazyAgain.array == [0, 1, 2])
  }
}
