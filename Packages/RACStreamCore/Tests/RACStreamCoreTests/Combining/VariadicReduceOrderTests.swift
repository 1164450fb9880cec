import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// The typed `zip(_:…reduce:)` forms pass each source's value to its own
/// parameter, in the order the sources are given: the two-signal form and
/// the parameter-pack form read their arguments from separate slots, each
/// checked here with values of one type (so that a swap type-checks) and
/// with several types.
@Suite struct VariadicReduceOrderTests {
  @Test func twoSignalsOfOneType() {
    let recorder = Recorder(RACSignal.zip(just([1, 2]), just([3, 4])) { a, b in "\(a)\(b)" })
    #expect(recorder.values == ["13", "24"])
    #expect(recorder.completed)
  }

  @Test func threeSignalsOfOneType() {
    let recorder = Recorder(
      RACSignal.zip(just(["a", "d"]), just(["b", "e"]), just(["c", "f"])) { (a: String, b: String, c: String) in
        a + b + c
      })
    #expect(recorder.values == ["abc", "def"])
    #expect(recorder.completed)
  }

  @Test func fiveSignalsOfOneType() {
    let recorder = Recorder(
      RACSignal.zip(just([1]), just([2]), just([3]), just([4]), just([5])) {
        (a: Int, b: Int, c: Int, d: Int, e: Int) in [a, b, c, d, e]
      })
    #expect(recorder.values == [[1, 2, 3, 4, 5]])
  }

  @Test func signalsOfSeveralTypes() {
    let recorder = Recorder(
      RACSignal.zip(just([1]), just(["x"]), just([2]), just([true])) {
        (a: Int, b: String, c: Int, d: Bool) in "\(a)\(b)\(c)\(d)"
      })
    #expect(recorder.values == ["1x2true"])
  }

  @Test func twoSignalsOfTwoTypes() {
    let recorder = Recorder(RACSignal.zip(just([7]), just(["y"])) { (a: Int, b: String) in "\(a)\(b)" })
    #expect(recorder.values == ["7y"])
  }
}
