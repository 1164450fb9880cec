import Foundation
import RACSequence
import Testing

/// The RACStream operators on a sequence give the values the same operators
/// give on the sequence's signal: one algebra, pull or push.
@Suite struct StreamLawsTests {
  static let inputs: [[Int]] = [[], [1], [1, 2, 3, 4, 5], [3, 3, 1, 2, 2, 7, 0, 0, 9], Array(0..<40)]

  /// The values of a synchronous signal.
  func collect<T>(_ signal: RACSignal<T>) -> [T] {
    var values: [T] = []
    signal.subscribeNext { values.append($0) }
    return values
  }

  /// Checks `op` on the sequence against `signalOp` on its signal, for lazy
  /// and eager sequences.
  func law<T: Equatable>(
    _ input: [Int],
    _ op: (RACSequence<Int>) -> RACSequence<T>,
    _ signalOp: (RACSignal<Int>) -> RACSignal<T>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lazy = input.racSequence
    let expected = collect(signalOp(lazy.signal(with: .immediate)))
    #expect(op(lazy).array == expected, sourceLocation: sourceLocation)
    #expect(op(lazy.map { $0 }).array == expected, sourceLocation: sourceLocation)
    #expect(op(lazy.eagerSequence).array == expected, sourceLocation: sourceLocation)
    #expect(collect(op(lazy).signal(with: .immediate)) == expected, sourceLocation: sourceLocation)
  }

  @Test(arguments: inputs) func transformingLaws(_ input: [Int]) {
    law(input, { $0.map { $0 * 3 } }, { $0.map { $0 * 3 } })
    law(input, { $0.mapReplace(7) }, { $0.mapReplace(7) })
    law(input, { $0.scan(withStart: 1, reduce: +) }, { $0.scan(withStart: 1, reduce: +) })
    law(
      input, { $0.scan(withStart: 0) { $0 + $1 * $2 } },
      { $0.scan(withStart: 0) { $0 + $1 * $2 } })
    law(
      input, { $0.flattenMap { [$0, -$0].racSequence } },
      {
        $0.flattenMap { value in
          RACSignal<Int> { s in
            s.sendNext(value)
            s.sendNext(-value)
            s.sendCompleted()
            return nil
          }
        }
      })
    law(
      input, { $0.map { ($0, $0 + 1) }.reduceEach { $0 * $1 } },
      { $0.map { ($0, $0 + 1) }.reduceEach { $0 * $1 } })
  }

  @Test(arguments: inputs) func filteringLaws(_ input: [Int]) {
    law(input, { $0.filter { $0 % 2 == 1 } }, { $0.filter { $0 % 2 == 1 } })
    for count in [0, 1, 3, 100] {
      law(input, { $0.take(count) }, { $0.take(count) })
      law(input, { $0.skip(count) }, { $0.skip(count) })
    }
    law(input, { $0.take(untilBlock: { $0 > 2 }) }, { $0.take(untilBlock: { $0 > 2 }) })
    law(input, { $0.take(whileBlock: { $0 < 4 }) }, { $0.take(whileBlock: { $0 < 4 }) })
    law(input, { $0.skip(untilBlock: { $0 > 2 }) }, { $0.skip(untilBlock: { $0 > 2 }) })
    law(input, { $0.skip(whileBlock: { $0 < 4 }) }, { $0.skip(whileBlock: { $0 < 4 }) })
    law(input, { $0.distinctUntilChanged() }, { $0.distinctUntilChanged() })
    law(input, { $0.distinctUntilChanged { $0 / 2 == $1 / 2 } }, { $0.distinctUntilChanged { $0 / 2 == $1 / 2 } })
    law(input, { $0.ignore(3) }, { $0.ignore(3) })
  }

  @Test(arguments: inputs) func combiningLaws(_ input: [Int]) {
    law(input, { $0.start(with: 42) }, { $0.start(with: 42) })
    law(input, { $0.concat([9, 8].racSequence) }, { $0.concat([9, 8].racSequence.signal(with: .immediate)) })
    law(input, { $0.combinePrevious(withStart: 0, reduce: -) }, { $0.combinePrevious(withStart: 0, reduce: -) })
    let other = [10, 20, 30]
    law(
      input, { $0.zip(with: other.racSequence).reduceEach(+) },
      { $0.zip(with: other.racSequence.signal(with: .immediate)).reduceEach(+) })
    law(
      input, { RACSequence.zip([$0, other.racSequence]) { $0.reduce(0, +) } },
      { RACSignal.zip([$0, other.racSequence.signal(with: .immediate)]) { $0.reduce(0, +) } })
    let otherSequence = other.racSequence
    let otherSignal = otherSequence.signal(with: .immediate)
    let sumSequence: (RACSequence<Int>) -> RACSequence<Int> = { sequence in
      let zipped: RACSequence<(Int, Int, Int)> = RACSequence.zip(sequence, otherSequence, sequence)
      return zipped.reduceEach { (a: Int, b: Int, c: Int) in a + b + c }
    }
    let sumSignal: (RACSignal<Int>) -> RACSignal<Int> = { signal in
      let zipped: RACSignal<(Int, Int, Int)> = RACSignal.zip(signal, otherSignal, signal)
      return zipped.reduceEach { (a: Int, b: Int, c: Int) in a + b + c }
    }
    law(input, sumSequence, sumSignal)
    law(
      input, { RACSequence.concat([$0, $0]) },
      { RACSignal.concat([$0, $0]) })
  }

  @Test(.timeLimit(.minutes(10))) func backgroundSignalCarriesTheSameValues() {
    let done = DispatchSemaphore(value: 0)
    let values = Locked<[Int]>([])
    let sequence = Array(0..<100).racSequence.filter { $0 % 3 == 0 }
    sequence.signal().map { $0 * 2 }.subscribeNext(
      { value in values.mutate { $0.append(value) } }, completed: { done.signal() })
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(values.value == sequence.map { $0 * 2 }.array)
  }
}
