import RACSequence
import Testing

/// `RACSequence.zip(a, b, …, reduce:)`: one typed argument per sequence,
/// the same n-th values as the tuple and array forms.
@Suite struct ZipReduceTests {
  @Test func zipReducesTwoTypes() {
    // The diagram of the typed zip(_:reduce:).
    let result = RACSequence.zip([1, 2, 3].racSequence, ["x", "y"].racSequence) { (n: Int, s: String) in "\(n)\(s)" }
    #expect(result.array == ["1x", "2y"])
  }

  @Test func zipReducesThreeTypes() {
    let result = RACSequence.zip([1, 2].racSequence, ["x", "y", "z"].racSequence, [true, false].racSequence) {
      (n: Int, s: String, flag: Bool) in "\(n)\(s)\(flag)"
    }
    #expect(result.array == ["1xtrue", "2yfalse"])
  }

  @Test func zipReducesSixTypes() {
    let result = RACSequence.zip(
      [1, 2, 3].racSequence, ["x", "y", "z"].racSequence, [1.5, 2.5].racSequence,
      [true, false, true].racSequence, [[7], [8], [9]].racSequence, [Character("q"), "r", "s"].racSequence
    ) { (n: Int, s: String, d: Double, flag: Bool, array: [Int], c: Character) in
      "\(n) \(s) \(d) \(flag) \(array) \(c)"
    }
    #expect(result.array == ["1 x 1.5 true [7] q", "2 y 2.5 false [8] r"])
  }

  @Test func zipReduceMatchesTheArrayForm() {
    let a = [1, 2, 3, 4].racSequence
    let b = [10, 20, 30].racSequence
    let c = [100, 200, 300, 400, 500].racSequence
    let typed = RACSequence.zip(a, b, c) { $0 + $1 + $2 }
    let array = RACSequence.zip([a, b, c]) { $0.reduce(0, +) }
    #expect(typed.array == array.array)
    #expect(typed.array == [111, 222, 333])
  }

  @Test func zipReduceOfInfiniteSequencesIsLazy() {
    let result = RACSequence.zip(naturals(), naturals(from: 5)) { (x: Int, y: Int) in x * y }
    #expect(result.take(3).array == [0, 6, 14])
  }

  @Test func zipReduceEndsWithTheShortestAndOfNothingIsEmpty() {
    let empty = RACSequence.zip([1, 2].racSequence, RACSequence<String>.empty()) { "\($0)\($1)" }
    #expect(empty.array == [])
    #expect(RACSequence<Int>.zip(reduce: { 1 }).array == [])
  }
}
