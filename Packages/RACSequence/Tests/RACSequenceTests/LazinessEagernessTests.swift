import Foundation
import RACSequence
import RACStreamCore
import RACTesting
import Testing

/// Which positions of a counting sequence had their head block and their
/// tail block run (each runs at most once).
final class EvaluationLog: @unchecked Sendable {
  // Safety: the sets are only touched under `lock`.
  private let lock = NSLock()
  private var heads = Set<Int>()
  private var tails = Set<Int>()

  func head(_ position: Int) { lock.withLock { _ = heads.insert(position) } }
  func tail(_ position: Int) { lock.withLock { _ = tails.insert(position) } }

  /// How many heads and tails ran so far.
  var counts: Evaluated { lock.withLock { Evaluated(heads.count, tails.count) } }
}

/// A number of head and tail evaluations.
struct Evaluated: Equatable, Sendable, CustomStringConvertible {
  let heads: Int
  let tails: Int

  init(_ heads: Int, _ tails: Int) {
    self.heads = heads
    self.tails = tails
  }

  var description: String { "\(heads) heads, \(tails) tails" }
}

/// `values` (or, for `nil`, the naturals 0, 1, 2, …) as a lazy sequence
/// built with `init(head:tail:)`, logging each head and tail evaluation.
func countingSequence(_ values: [Int]?, _ log: EvaluationLog, from position: Int = 0) -> RACSequence<Int> {
  RACSequence(
    head: {
      log.head(position)
      guard let values else { return position }
      return position < values.count ? values[position] : nil
    },
    tail: {
      log.tail(position)
      if let values, position + 1 >= values.count { return nil }
      return countingSequence(values, log, from: position + 1)
    })
}

/// Reads of a derived sequence, whatever its value type.
struct Reads {
  let head: () -> Void
  let secondHead: () -> Void
  let array: () -> Void
}

func reads<T>(_ sequence: RACSequence<T>) -> Reads {
  Reads(
    head: { _ = sequence.head },
    secondHead: { _ = sequence.tail?.head },
    array: { _ = sequence.array })
}

/// A lazy operator and how much of an infinite counting source reading its
/// result may force.
struct LazyCase: Sendable, CustomStringConvertible {
  let name: String
  let build: @Sendable (RACSequence<Int>) -> Reads
  /// After reading the result's `head`.
  let head: Evaluated
  /// After reading the head of the result's `tail` too.
  let secondHead: Evaluated
  /// After reading the whole result (finite results only).
  var array: Evaluated? = nil

  var description: String { name }
}

/// An operator applied to a five-value source, with how many times its
/// block runs and how many values its result has.
struct EagerCase: Sendable, CustomStringConvertible {
  let name: String
  /// Applies the operator, counting its block's runs in the counter.
  let apply: @Sendable (RACSequence<Int>, Counter) -> Marking
  /// Block runs the operator needs on an eager [0, 1, 2, 3, 4].
  let blockRuns: Int
  /// Values of the result.
  let count: Int
  /// Whether the result is eager on an eager receiver (every operator on
  /// a sequence; not the static concat, as in RAC 2.5).
  var eager = true

  var description: String { name }
}

/// Maps a derived sequence with a counting block: on an eager sequence the
/// block runs for every value at once, on a lazy one not before a read.
struct Marking {
  let mark: (Counter) -> Void
}

/// A predicate that counts its runs in `counter` and answers with `test`.
func counting(_ counter: Counter, _ test: @escaping (Int) -> Bool) -> (Int) -> Bool {
  { value in
    counter.increment()
    return test(value)
  }
}

func marking<T>(_ sequence: RACSequence<T>) -> Marking {
  Marking { counter in _ = sequence.map { _ in counter.increment() } }
}

/// Laziness and eagerness at the edges, for every RACSequence operator.
///
/// Lazy: building an operator on a lazy sequence evaluates nothing, and
/// reading its result forces no more of the source than the result needs.
/// The figures follow RAC 2.5 where its algorithm reads ahead:
/// `-bind:` (under `map`, `filter`, `take(untilBlock:)`, `scan`, …) reads
/// the source's `tail` right after it binds a value (`valuesSeq =
/// valuesSeq.tail`), before the result's tail is asked for, so reading a
/// result's head also runs one source tail block (never the head behind
/// it); and an operator that must look at values to drop them (`skip`'s
/// family, `ignore`) reads those values' heads.
///
/// Eager: on an eager sequence (`eagerSequence`), an operator's blocks run
/// at once, and its result is eager (a `map` of it runs at once too).
@Suite struct LazinessEagernessTests {
  static let lazyCases: [LazyCase] = [
    LazyCase(name: "map", build: { reads($0.map { $0 * 2 }) }, head: .init(1, 1), secondHead: .init(2, 2)),
    LazyCase(name: "filter", build: { reads($0.filter { $0 % 2 == 0 }) }, head: .init(1, 1), secondHead: .init(3, 3)),
    // take(n) reads n heads and no tail beyond them (RAC's bind also reads
    // the tail behind the n-th value: Docs/Decisions.md, "map, filter,
    // take, skip, flattenMap").
    LazyCase(
      name: "take", build: { reads($0.take(2)) }, head: .init(1, 1), secondHead: .init(2, 1),
      array: .init(2, 1)),
    LazyCase(
      name: "take(0)", build: { reads($0.take(0)) }, head: .init(0, 0), secondHead: .init(0, 0), array: .init(0, 0)),
    LazyCase(name: "skip", build: { reads($0.skip(2)) }, head: .init(3, 3), secondHead: .init(4, 3)),
    // Reading every value stops at the head that ends the take, as RAC's
    // bind does (its block returns nil before the tail is read).
    LazyCase(
      name: "take(untilBlock:)", build: { reads($0.take(untilBlock: { $0 >= 2 })) }, head: .init(1, 1),
      secondHead: .init(2, 2), array: .init(3, 2)),
    LazyCase(
      name: "take(whileBlock:)", build: { reads($0.take(whileBlock: { $0 < 2 })) }, head: .init(1, 1),
      secondHead: .init(2, 2), array: .init(3, 2)),
    LazyCase(
      name: "skip(untilBlock:)", build: { reads($0.skip(untilBlock: { $0 >= 2 })) }, head: .init(3, 3),
      secondHead: .init(4, 4)),
    LazyCase(
      name: "skip(whileBlock:)", build: { reads($0.skip(whileBlock: { $0 < 2 })) }, head: .init(3, 3),
      secondHead: .init(4, 4)),
    LazyCase(
      name: "distinctUntilChanged", build: { reads($0.distinctUntilChanged()) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(
      name: "distinctUntilChanged(by:)", build: { reads($0.distinctUntilChanged(by: ==)) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(name: "ignore", build: { reads($0.ignore(0)) }, head: .init(2, 2), secondHead: .init(3, 3)),
    LazyCase(
      name: "flattenMap", build: { reads($0.flattenMap { RACSequence<Int>.return($0) }) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(
      name: "flatten", build: { reads($0.map { RACSequence<Int>.return($0) }.flatten()) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(name: "mapReplace", build: { reads($0.mapReplace("x")) }, head: .init(1, 1), secondHead: .init(2, 2)),
    LazyCase(
      name: "reduceEach", build: { reads($0.map { ($0, $0) }.reduceEach { a, b in a + b }) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(
      name: "scan(withStart:reduce:)", build: { reads($0.scan(withStart: 0, reduce: +)) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(
      name: "scan(withStart:reduceWithIndex:)", build: { reads($0.scan(withStart: 0) { a, v, i in a + v + i }) },
      head: .init(1, 1), secondHead: .init(2, 2)),
    LazyCase(
      name: "combinePrevious", build: { reads($0.combinePrevious(withStart: -1) { $0 + $1 }) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    // The started value needs nothing of the source.
    LazyCase(name: "start(with:)", build: { reads($0.start(with: -1)) }, head: .init(0, 0), secondHead: .init(1, 0)),
    LazyCase(
      name: "concat (receiver)", build: { reads($0.concat(.return(-1))) }, head: .init(1, 0), secondHead: .init(2, 1)),
    LazyCase(
      name: "concat (argument)", build: { reads(RACSequence<Int>.return(-1).concat($0)) }, head: .init(0, 0),
      secondHead: .init(1, 0)),
    LazyCase(
      name: "static concat", build: { reads(RACSequence<Int>.concat([$0, .return(-1)])) }, head: .init(1, 0),
      secondHead: .init(2, 1)),
    // The argument is `return(-1)`, whose tail is nil (RAC's
    // RACUnarySequence): the zip ends there, and reading past its one value
    // forces nothing more of the source. RAC's `-zipWith:` would read the
    // source's tail and, comparing it with the empty sequence, its second
    // head (2 heads, 1 tail): lazier here, which the rule allows.
    LazyCase(
      name: "zip(with:)", build: { reads($0.zip(with: RACSequence<Int>.return(-1))) }, head: .init(1, 0),
      secondHead: .init(1, 1)),
    // The static zips map their first sequence first (RAC's `+join:block:`),
    // a bind that reads its tail; past the argument's one value nothing
    // more is read.
    LazyCase(
      name: "static zip", build: { reads(RACSequence<Int>.zip([$0, .return(-1)])) }, head: .init(1, 1),
      secondHead: .init(1, 1)),
    LazyCase(
      name: "static zip(reduce:)", build: { reads(RACSequence<Int>.zip([$0, .return(-1)]) { $0.count }) },
      head: .init(1, 1), secondHead: .init(1, 1)),
    LazyCase(
      name: "variadic zip", build: { reads(RACSequence<(Int, Int)>.zip($0, RACSequence<Int>.return(-1))) },
      head: .init(1, 1), secondHead: .init(2, 2)),
    LazyCase(
      name: "bind", build: { reads($0.bind { { value, _ in RACSequence<Int>.return(value) } }) }, head: .init(1, 1),
      secondHead: .init(2, 2)),
    LazyCase(name: "lazySequence", build: { reads($0.lazySequence) }, head: .init(1, 0), secondHead: .init(2, 1)),
  ]

  @Test(arguments: lazyCases)
  func aLazyOperatorForcesOnlyWhatItsResultNeeds(_ testCase: LazyCase) {
    let log = EvaluationLog()
    let result = testCase.build(countingSequence(nil, log))
    #expect(log.counts == Evaluated(0, 0), "building \(testCase.name) evaluated its source")
    result.head()
    #expect(log.counts == testCase.head, "\(testCase.name): reading the head")
    result.secondHead()
    #expect(log.counts == testCase.secondHead, "\(testCase.name): reading the second head")
    if let array = testCase.array {
      result.array()
      #expect(log.counts == array, "\(testCase.name): reading every value")
    }
  }

  static let eagerCases: [EagerCase] = [
    EagerCase(
      name: "map",
      apply: { s, c in
        marking(
          s.map {
            c.increment()
            return $0
          })
      }, blockRuns: 5, count: 5),
    EagerCase(
      name: "filter",
      apply: { s, c in
        marking(
          s.filter {
            c.increment()
            return $0 % 2 == 0
          })
      }, blockRuns: 5, count: 3),
    EagerCase(name: "take", apply: { s, _ in marking(s.take(2)) }, blockRuns: 0, count: 2),
    EagerCase(name: "take(0)", apply: { s, _ in marking(s.take(0)) }, blockRuns: 0, count: 0),
    EagerCase(name: "skip", apply: { s, _ in marking(s.skip(2)) }, blockRuns: 0, count: 3),
    // The block runs for the values up to the first that stops the take
    // (RAC's bind stops there).
    EagerCase(
      name: "take(untilBlock:)",
      apply: { s, c in marking(s.take(untilBlock: counting(c) { $0 >= 3 })) },
      blockRuns: 4, count: 3),
    EagerCase(
      name: "take(whileBlock:)",
      apply: { s, c in marking(s.take(whileBlock: counting(c) { $0 < 3 })) },
      blockRuns: 4, count: 3),
    // The block runs until it first lets a value through.
    EagerCase(
      name: "skip(untilBlock:)",
      apply: { s, c in marking(s.skip(untilBlock: counting(c) { $0 >= 2 })) },
      blockRuns: 3, count: 3),
    EagerCase(
      name: "skip(whileBlock:)",
      apply: { s, c in marking(s.skip(whileBlock: counting(c) { $0 < 2 })) },
      blockRuns: 3, count: 3),
    EagerCase(
      name: "distinctUntilChanged", apply: { s, _ in marking(s.distinctUntilChanged()) }, blockRuns: 0, count: 5),
    // The first value has nothing to be compared with.
    EagerCase(
      name: "distinctUntilChanged(by:)",
      apply: { s, c in
        marking(
          s.distinctUntilChanged(by: {
            c.increment()
            return $0 == $1
          }))
      }, blockRuns: 4, count: 5),
    EagerCase(name: "ignore", apply: { s, _ in marking(s.ignore(2)) }, blockRuns: 0, count: 4),
    EagerCase(
      name: "flattenMap",
      apply: { s, c in
        marking(
          s.flattenMap {
            c.increment()
            return [$0, $0].racSequence
          })
      },
      blockRuns: 5, count: 10),
    EagerCase(
      name: "flatten",
      apply: { s, c in
        marking(
          s.map {
            c.increment()
            return RACSequence<Int>.return($0)
          }.flatten())
      },
      blockRuns: 5, count: 5),
    EagerCase(name: "mapReplace", apply: { s, _ in marking(s.mapReplace("x")) }, blockRuns: 0, count: 5),
    EagerCase(
      name: "reduceEach",
      apply: { s, c in
        marking(
          s.map { ($0, $0) }.reduceEach { a, b in
            c.increment()
            return a + b
          })
      },
      blockRuns: 5, count: 5),
    EagerCase(
      name: "scan(withStart:reduce:)",
      apply: { s, c in
        marking(
          s.scan(withStart: 0) {
            c.increment()
            return $0 + $1
          })
      }, blockRuns: 5, count: 5),
    EagerCase(
      name: "scan(withStart:reduceWithIndex:)",
      apply: { s, c in
        marking(
          s.scan(withStart: 0) { a, v, i in
            c.increment()
            return a + v + i
          })
      }, blockRuns: 5,
      count: 5),
    EagerCase(
      name: "combinePrevious",
      apply: { s, c in
        marking(
          s.combinePrevious(withStart: -1) {
            c.increment()
            return $0 + $1
          })
      }, blockRuns: 5,
      count: 5),
    EagerCase(name: "start(with:)", apply: { s, _ in marking(s.start(with: -1)) }, blockRuns: 0, count: 6),
    EagerCase(name: "concat", apply: { s, _ in marking(s.concat(.return(-1))) }, blockRuns: 0, count: 6),
    EagerCase(
      name: "bind",
      apply: { s, c in
        marking(
          s.bind {
            { value, _ in
              c.increment()
              return RACSequence<Int>.return(value)
            }
          })
      },
      blockRuns: 5, count: 5),
    // Eager here, lazy in RAC 2.5 (whose `-zipWith:` RACEagerSequence does
    // not override): Docs/Decisions.md, "Eagerness of derived sequences".
    EagerCase(name: "zip(with:)", apply: { s, _ in marking(s.zip(with: s)) }, blockRuns: 0, count: 5),
    EagerCase(
      name: "static zip(reduce:)",
      apply: { s, c in
        marking(
          RACSequence<Int>.zip([s, s]) {
            c.increment()
            return $0.count
          })
      }, blockRuns: 5,
      count: 5),
    EagerCase(
      name: "variadic zip", apply: { s, _ in marking(RACSequence<(Int, Int)>.zip(s, s)) }, blockRuns: 0, count: 5),
    // The static concat is not an operator on an eager sequence: as RAC's
    // `+concat:` (which starts from `RACSequence.empty`, whose `-concat:`
    // flattens a lazy array sequence), its result is lazy even when every
    // member is eager.
    EagerCase(
      name: "static concat", apply: { s, _ in marking(RACSequence<Int>.concat([s, s])) }, blockRuns: 0, count: 10,
      eager: false),
  ]

  @Test(arguments: eagerCases)
  func anOperatorOnAnEagerSequenceRunsAtOnceAndStaysEager(_ testCase: EagerCase) {
    let log = EvaluationLog()
    let eager = countingSequence([0, 1, 2, 3, 4], log).eagerSequence
    #expect(log.counts == Evaluated(5, 5), "eagerSequence evaluates every value at once")
    let blockRuns = Counter()
    let result = testCase.apply(eager, blockRuns)
    #expect(blockRuns.value == testCase.blockRuns, "\(testCase.name): its block did not run at once")
    let marks = Counter()
    result.mark(marks)
    #expect(marks.value == (testCase.eager ? testCase.count : 0), "\(testCase.name): the result's eagerness")
    #expect(log.counts == Evaluated(5, 5))
  }

  @Test(arguments: eagerCases)
  func theSameOperatorOnALazySequenceRunsNothing(_ testCase: EagerCase) {
    let log = EvaluationLog()
    let blockRuns = Counter()
    let result = testCase.apply(countingSequence([0, 1, 2, 3, 4], log), blockRuns)
    let marks = Counter()
    result.mark(marks)
    #expect(blockRuns.value == 0, "\(testCase.name): its block ran before a read")
    #expect(marks.value == 0, "\(testCase.name): the result is not lazy")
    #expect(log.counts == Evaluated(0, 0), "\(testCase.name): evaluated its source before a read")
  }
}

/// The conversions and the reading operations: what each forces.
@Suite struct LazinessEagernessReadingTests {
  @Test func eagerSequenceEvaluatesEverythingAtOnceAndLazySequenceNothingMore() {
    let log = EvaluationLog()
    let source = countingSequence([0, 1, 2], log)
    let eager = source.eagerSequence
    #expect(log.counts == Evaluated(3, 3))
    let marks = Counter()
    _ = eager.lazySequence.map { _ in marks.increment() }
    #expect(marks.value == 0, "lazySequence of an eager sequence is lazy")
    #expect(eager.lazySequence.array == [0, 1, 2])
    #expect(log.counts == Evaluated(3, 3), "nothing is evaluated twice")
  }

  /// `foldRight` on a lazy sequence evaluates the first value only; the
  /// rest is computed when the reduce block reads it.
  @Test func foldRightReadsTheRestOnlyWhenAsked() {
    let log = EvaluationLog()
    let first = countingSequence(nil, log).foldRight(withStart: 0) { value, _ in value }
    #expect(first == 0)
    #expect(log.counts == Evaluated(1, 0))
    let log2 = EvaluationLog()
    let sum = countingSequence([1, 2, 3], log2).foldRight(withStart: 0) { value, rest in value + rest.head! }
    #expect(sum == 6)
    #expect(log2.counts == Evaluated(3, 3))
  }

  /// On an eager sequence the rest handed to the reduce block is eager: the
  /// whole fold runs at once.
  @Test func foldRightOnAnEagerSequenceComputesTheRestAtOnce() {
    let runs = Counter()
    let eager = [1, 2, 3].racSequence.eagerSequence
    _ = eager.foldRight(withStart: 0) { value, _ in
      runs.increment()
      return value
    }
    #expect(runs.value == 3)
  }

  /// `any`, `all` and `objectPassingTest` stop at the first value that
  /// decides, on an infinite sequence too; `foldLeft` and `array` read
  /// every value once.
  @Test func shortCircuitingReadsStopAtTheDecidingValue() {
    let anyLog = EvaluationLog()
    #expect(countingSequence(nil, anyLog).any { $0 == 3 })
    #expect(anyLog.counts.heads == 4)
    #expect(anyLog.counts.tails <= 4)
    let allLog = EvaluationLog()
    #expect(!countingSequence(nil, allLog).all { $0 < 2 })
    #expect(allLog.counts.heads == 3)
    #expect(allLog.counts.tails <= 3)
    let findLog = EvaluationLog()
    #expect(countingSequence(nil, findLog).objectPassingTest { $0 > 4 } == 5)
    #expect(findLog.counts.heads == 6)
    #expect(findLog.counts.tails <= 6)
    let foldLog = EvaluationLog()
    #expect(countingSequence([1, 2, 3], foldLog).foldLeft(withStart: 0, reduce: +) == 6)
    #expect(foldLog.counts == Evaluated(3, 3))
    let arrayLog = EvaluationLog()
    #expect(countingSequence([1, 2, 3], arrayLog).array == [1, 2, 3])
    #expect(arrayLog.counts == Evaluated(3, 3))
  }

  /// `signal()` and `signal(with:)` evaluate nothing until subscribed;
  /// a subscription on the immediate scheduler reads every value once.
  /// (`signal()` delivers on a background scheduler: its reads are checked
  /// through `signal(with:)` on a test scheduler below.)
  @Test func signalIsLazyUntilSubscribed() {
    let log = EvaluationLog()
    let sequence = countingSequence([1, 2, 3], log)
    _ = sequence.signal()
    let signal = sequence.signal(with: .immediate)
    #expect(log.counts == Evaluated(0, 0))
    let values = Locked<[Int]>([])
    signal.subscribeNext { value in values.mutate { $0.append(value) } }.dispose()
    #expect(values.value == [1, 2, 3])
    #expect(log.counts == Evaluated(3, 3))
  }

  /// Iterating (`for … in`) reads one value per step: stopping after the
  /// first value has read one head and at most the tail behind it.
  @Test func iterationReadsOneValuePerStep() {
    let log = EvaluationLog()
    var seen: [Int] = []
    for value in countingSequence(nil, log) {
      seen.append(value)
      if seen.count == 3 { break }
    }
    #expect(seen == [0, 1, 2])
    #expect(log.counts.heads == 3)
    #expect(log.counts.tails <= 3)
  }

  /// `signal(with:)` reads one value per scheduler step, never ahead.
  @Test func signalWithSchedulerReadsOneValuePerStep() {
    let log = EvaluationLog()
    let scheduler = RACTestScheduler()
    let signal = countingSequence(nil, log).signal(with: scheduler)
    var values: [Int] = []
    var disposable: RACDisposable?
    scheduler.schedule { disposable = signal.subscribeNext { values.append($0) } }
    #expect(scheduler.step())  // subscribes; schedules the first read
    #expect(log.counts == Evaluated(0, 0))
    for count in 1...3 {
      #expect(scheduler.step())
      #expect(values == Array(0..<count))
      #expect(log.counts.heads == count)
      #expect(log.counts.tails <= count)
    }
    disposable?.dispose()
    scheduler.stepAll()
    #expect(log.counts.heads == 3)
  }
}
