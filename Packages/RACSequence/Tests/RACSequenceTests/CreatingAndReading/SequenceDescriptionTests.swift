import Foundation
import RACSequence
import RACTesting
import Testing

/// A sequence describes itself as `<RACSequence<Value>: [values computed so
/// far, …]>`, whatever internal class an operator made, computing nothing.
@Suite struct SequenceDescriptionTests {
  struct Described: CustomStringConvertible {
    let label: String
    let publicType: String
    let text: String
    var description: String { "\(label): \(text)" }
  }

  static func described<V>(_ label: String, _ sequence: RACSequence<V>) -> Described {
    Described(label: label, publicType: "RACSequence<\(V.self)>", text: sequence.description)
  }

  /// Sequences made by every kind of operator and bridge, read or not.
  static func everySequence() -> [Described] {
    let array = [1, 2, 3].racSequence
    let lazy = naturals()
    let read = naturals().map { $0 * 2 }
    _ = read.take(2).array
    let signal = RACSignal<Int>.return(1).sequence
    _ = signal.array
    return [
      described("return", .return(1)),
      described("empty", RACSequence<Int>.empty()),
      described("init(head:tail:)", lazy),
      described("array", array),
      described("eager", array.eagerSequence),
      described("lazy of eager", array.eagerSequence.lazySequence),
      described("map over array", array.map { $0 + 1 }),
      described("filter over array", array.filter { $0 > 1 }),
      described("map", lazy.map { $0 + 1 }),
      described("map, read", read),
      described("filter", lazy.filter { $0 > 1 }),
      described("take", lazy.take(2)),
      described("skip", lazy.skip(2)),
      described("flattenMap", lazy.flattenMap { [$0, $0].racSequence }),
      described("bind", array.bind { { value, _ in .return(value) } }),
      described("concat", array.concat(lazy)),
      described("zip(with:)", array.zip(with: lazy)),
      described("+zip", RACSequence.zip([array, lazy])),
      described("scan", array.scan(withStart: 0, reduce: +)),
      described("start(with:)", array.start(with: 0)),
      described("distinctUntilChanged", array.distinctUntilChanged()),
      described("iterator", sequence(first: 1) { $0 + 1 }.racSequence),
      described(
        "iterator, read",
        {
          let s = sequence(first: 1) { $0 + 1 }.racSequence
          _ = s.tail?.head
          return s
        }()),
      described("Foundation", NSArray(array: [1]).racSequence.map { "\($0)" }),
      described("signal", signal),
      described("signal, unread", RACSignal<Int>.never().sequence),
    ]
  }

  @Test(arguments: everySequence())
  func describesItselfWithItsPublicType(_ sequence: Described) {
    #expect(!sequence.text.contains("_RAC"), "an internal type reached the description")
    #expect(sequence.text.hasPrefix("<\(sequence.publicType): ["))
    #expect(sequence.text.hasSuffix("]>"))
  }

  @Test func showsTheValuesOfAnArrayOrAnEagerSequence() {
    #expect([1, 2, 3].racSequence.description == "<RACSequence<Int>: [1, 2, 3]>")
    #expect(["a"].racSequence.eagerSequence.description == #"<RACSequence<String>: ["a"]>"#)
    #expect(RACSequence.return(7).description == "<RACSequence<Int>: [7]>")
    #expect(RACSequence<Int>.empty().description == "<RACSequence<Int>: []>")
    #expect([1, 2, 3].racSequence.tail!.description == "<RACSequence<Int>: [2, 3]>")
    #expect(Array(0..<30).racSequence.description.hasSuffix(", 18, 19, …]>"))
  }

  @Test func showsOnlyWhatALazySequenceHasComputed() {
    let heads = Counter()
    let sequence = naturals(counter: heads)
    #expect(sequence.description == "<RACSequence<Int>: […]>")
    #expect(sequence.head == 0)
    #expect(sequence.tail?.head == 1)
    #expect(sequence.tail?.tail?.head == 2)
    #expect(heads.value == 3)
    #expect(sequence.description == "<RACSequence<Int>: [0, 1, 2, …]>")
    #expect(heads.value == 3, "describing computed nothing")
  }

  @Test func aFinishedLazySequenceShowsItsEnd() {
    let sequence = naturals().take(2)
    _ = sequence.array
    #expect(sequence.description == "<RACSequence<Int>: [0, 1]>")
    let mapped = [1, 2].racSequence.concat(.return(3)).map { $0 * 10 }
    _ = mapped.array
    #expect(mapped.description == "<RACSequence<Int>: [10, 20, 30]>")
  }

  /// At most 20 values: a sequence of exactly 20 shows them all and its
  /// end, one of 21 shows 20 and `…` — whether an array or computed nodes
  /// hold them.
  @Test(arguments: [20, 21])
  func showsTwentyValuesAtMost(count: Int) {
    let expected = (0..<20).map(String.init).joined(separator: ", ") + (count > 20 ? ", …" : "")
    #expect(Array(0..<count).racSequence.description == "<RACSequence<Int>: [\(expected)]>")
    let computed = nodes(from: 0, to: count)
    #expect(computed.array.count == count)
    #expect(computed.description == "<RACSequence<Int>: [\(expected)]>")
  }

  /// `start..<end` as a sequence of nodes made one by one (head and tail
  /// blocks), as a user writes one.
  private func nodes(from start: Int, to end: Int) -> RACSequence<Int> {
    RACSequence(
      head: { start < end ? start : nil },
      tail: { start + 1 < end ? nodes(from: start + 1, to: end) : nil })
  }

  /// A lazy sequence computed to its end with no value shows that it is
  /// empty.
  @Test func aLazySequenceComputedEmptyShowsNoValues() {
    let filtered = naturals().take(3).filter { $0 > 5 }
    #expect(filtered.array.isEmpty)
    #expect(filtered.description == "<RACSequence<Int>: []>")
    let empty = nodes(from: 0, to: 0)
    #expect(empty.array.isEmpty)
    #expect(empty.description == "<RACSequence<Int>: []>")
  }

  @Test func aMapOverAnArrayShowsNoValuesEvenOnceRead() {
    let mapped = [1, 2].racSequence.map { $0 * 10 }
    #expect(mapped.array == [10, 20])
    #expect(mapped.description == "<RACSequence<Int>: […]>")
  }

  @Test(.timeLimit(.minutes(10))) func describingASequenceOfASignalDoesNotWait() {
    let sequence = RACSignal<Int>.never().sequence
    #expect(sequence.description == "<RACSequence<Int>: […]>")
  }
}
