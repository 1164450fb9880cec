import Foundation
import RACDisposables
import RACSchedulers
import RACSequence
import RACStreamCore

/// RACSequence's operators. A sequence is pulled, not driven: each entry
/// applies the operator to a small sequence made from every value of a
/// source, and sends the result through the signal bridge,
/// `signal(with:)` on the run's test scheduler, inside a `flattenMap`; the
/// operators that return a value instead of a sequence map each value.
let sequenceEntries: [GrammarEntry] = [
  sequenceEntry("signal(with:)") { sequence, _ in sequence },
  sequenceEntry("return(_:)") { _, value in RACSequence.return(value) },
  sequenceEntry("empty()") { sequence, _ in RACSequence.empty().concat(sequence) },
  sequenceEntry("bind(_:)") { sequence, _ in
    sequence.bind {
      { (value: Int, stop: inout Bool) -> RACSequence<Int>? in
        if value == 2 { stop = true }
        return RACSequence.return(value &* 2)
      }
    }
  },
  sequenceEntry("concat(_:)") { sequence, value in
    // The method and the static array form.
    RACSequence.concat([sequence.concat(sampleSequence(value &+ 1)), sequence])
  },
  sequenceEntry("zip(with:)") { sequence, value in
    sequence.zip(with: sampleSequence(value &+ 2)).map { $0 &+ $1 }
  },
  sequenceEntry("zip(_:)") { sequence, value in
    // The array form and the variadic form share the name.
    let array = RACSequence.zip([sequence, sampleSequence(value &+ 1)]).map { $0.reduce(0, &+) }
    return RACSequence.zip(array, sequence).map { $0 &+ $1 }
  },
  sequenceEntry("zip(_:reduce:)") { sequence, value in
    RACSequence.zip([sequence, sampleSequence(value &+ 3)]) { $0.reduce(0, &+) }
  },
  sequenceEntry("start(with:)") { sequence, value in sequence.start(with: value) },
  sequenceEntry("combinePrevious(withStart:reduce:)") { sequence, _ in
    sequence.combinePrevious(withStart: 0) { $0 &+ $1 }
  },
  sequenceEntry("filter(_:)") { sequence, _ in sequence.filter { $0.isMultiple(of: 2) } },
  sequenceEntry("take(_:)") { sequence, _ in sequence.take(2) },
  sequenceEntry("skip(_:)") { sequence, _ in sequence.skip(1) },
  sequenceEntry("take(untilBlock:)") { sequence, _ in sequence.take(untilBlock: { $0 == 2 }) },
  sequenceEntry("take(whileBlock:)") { sequence, _ in sequence.take(whileBlock: { $0 != 2 }) },
  sequenceEntry("skip(untilBlock:)") { sequence, _ in sequence.skip(untilBlock: { $0 == 1 }) },
  sequenceEntry("skip(whileBlock:)") { sequence, _ in sequence.skip(whileBlock: { $0 != 1 }) },
  sequenceEntry("distinctUntilChanged()") { sequence, _ in sequence.map { $0 / 2 }.distinctUntilChanged() },
  sequenceEntry("distinctUntilChanged(by:)") { sequence, _ in
    sequence.distinctUntilChanged { $0 / 2 == $1 / 2 }
  },
  sequenceEntry("ignore(_:)") { sequence, _ in sequence.ignore(1) },
  sequenceEntry("map(_:)") { sequence, _ in sequence.map { $0 &* 3 } },
  sequenceEntry("mapReplace(_:)") { sequence, _ in sequence.mapReplace(4) },
  sequenceEntry("flattenMap(_:)") { sequence, _ in sequence.flattenMap { sampleSequence($0) } },
  sequenceEntry("flatten()") { sequence, _ in sequence.map { sampleSequence($0) }.flatten() },
  sequenceEntry("reduceEach(_:)") { sequence, _ in sequence.map { ($0, $0 &+ 1) }.reduceEach { $0 &+ $1 } },
  sequenceEntry("scan(withStart:reduce:)") { sequence, _ in sequence.scan(withStart: 0) { $0 &+ $1 } },
  sequenceEntry("scan(withStart:reduceWithIndex:)") { sequence, _ in
    sequence.scan(withStart: 0) { running, value, index in running &+ value &+ index }
  },
  sequenceFold("foldLeft(withStart:reduce:)") { $0.foldLeft(withStart: 0) { $0 &+ $1 } },
  sequenceFold("foldRight(withStart:reduce:)") { sequence in
    sequence.foldRight(withStart: 0) { value, rest in value &+ (rest.head ?? 0) }
  },
  sequenceFold("any(_:)") { $0.any { $0 == 2 } ? 1 : 0 },
  sequenceFold("all(_:)") { $0.all { $0 != 2 } ? 1 : 0 },
  sequenceFold("objectPassingTest(_:)") { $0.objectPassingTest { $0 > 1 } ?? -1 },
]

/// The sequence made from a source's value: `0...value % 4`, array-backed
/// for even values, lazily pulled for odd ones.
func sampleSequence(_ value: Int) -> RACSequence<Int> {
  let values = 0...(abs(value) % 4)
  return value.isMultiple(of: 2) ? Array(values).racSequence : values.lazy.map { $0 }.racSequence
}

/// An entry for a sequence operator that returns a sequence: its values are
/// sent with `signal(with:)` on the run's test scheduler.
func sequenceEntry(
  _ name: String,
  _ transform: @escaping (RACSequence<Int>, Int) -> RACSequence<Int>
) -> GrammarEntry {
  GrammarEntry(name: "RACSequence.\(name)") { context in
    let scheduler = context.scheduler
    return context.source(0).flattenMap { value in
      transform(sampleSequence(value), value).signal(with: scheduler)
    }
  }
}

/// An entry for a sequence operator that returns a value: each value of the
/// source is replaced by the operator's result.
func sequenceFold(_ name: String, _ fold: @escaping (RACSequence<Int>) -> Int) -> GrammarEntry {
  GrammarEntry(name: "RACSequence.\(name)") { context in
    context.source(0).map { fold(sampleSequence($0)) }
  }
}
