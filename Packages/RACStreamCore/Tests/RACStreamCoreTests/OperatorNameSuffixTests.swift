import RACDisposables
import Testing

@testable import RACStreamCore

/// The suffixes of operator names (`"[s] -scanWithStart: 0 reduce:"`):
/// the listed ones are kept as a number in the signal, any other is kept
/// apart; both name the signal the same way.
@Suite struct OperatorNameSuffixTests {
  @Test func everyListedSuffixHasItsNumber() {
    #expect(_RACNameSuffix.number(of: "") == 0)
    #expect(_RACNameSuffix.number(of: " reduce:") == 1)
    #expect(_RACNameSuffix.number(of: " reduceWithIndex:") == 2)
    #expect(_RACNameSuffix.number(of: " valuesPassingTest:") == 3)
  }

  /// Same length, other bytes (first, middle, last): not a listed suffix.
  @Test func aSuffixDifferingInOneByteHasNoNumber() {
    #expect(_RACNameSuffix.number(of: " reduce;") == nil)
    #expect(_RACNameSuffix.number(of: "_reduce:") == nil)
    #expect(_RACNameSuffix.number(of: " redUce:") == nil)
    #expect(_RACNameSuffix.number(of: " reduce: ") == nil)
    #expect(_RACNameSuffix.number(of: " other:") == nil)
  }

  @Test func listedAndUnlistedSuffixesNameTheSignalAlike() {
    let source = RACSignal<Int>.return(1).setName("s")
    #expect(source.scan(withStart: 0, reduce: +).name == "[s] -scanWithStart: 0 reduce:")
    #expect(source.scan(withStart: 0) { sum, value, _ in sum + value }.name == "[s] -scanWithStart: 0 reduceWithIndex:")
    let unlisted = _RACSinkSignal(
      source, selector: "-custom: ", argument: 7, suffix: " other:", arguments: ()
    ) { downstream, _ in _RACMapSink<Int, Int>(downstream, _RACTransform { $0 }) }
    #expect(unlisted.name == "[s] -custom: 7 other:")
    var values: [Int] = []
    unlisted.subscribeNext { values.append($0) }
    #expect(values == [1])
  }
}
