import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

// Generic contexts: only RACStream's algorithms are visible here.

func gStartWith<S: RACStream>(_ s: S, _ value: S.Value) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.start(with: value) }

func gConcat<S: RACStream>(_ streams: [S]) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { S.concat(streams) }

func gZip<S: RACStream>(_ streams: [S]) -> RACSignal<[S.Value]>
where S.Family == RACSignalFamily { S.zip(streams) }

func gZip<S: RACStream, U>(_ streams: [S], reduce: @escaping ([S.Value]) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily { S.zip(streams, reduce: reduce) }

func gCombinePrevious<S: RACStream, U>(_ s: S, _ start: S.Value, _ f: @escaping (S.Value, S.Value) -> U) -> RACSignal<U>
where S.Family == RACSignalFamily { s.combinePrevious(withStart: start, reduce: f) }

func gZip<A: RACStream, B: RACStream>(_ a: A, _ b: B) -> RACSignal<(A.Value, B.Value)>
where A.Family == RACSignalFamily, B.Family == RACSignalFamily { RACSignal.zip(a, b) }

func gZip<A: RACStream, B: RACStream, C: RACStream>(_ a: A, _ b: B, _ c: C)
  -> RACSignal<(A.Value, B.Value, C.Value)>
where A.Family == RACSignalFamily, B.Family == RACSignalFamily, C.Family == RACSignalFamily {
  RACSignal.zip(a, b, c)
}

func gZip<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream, F: RACStream>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
) -> RACSignal<(A.Value, B.Value, C.Value, D.Value, E.Value, F.Value)>
where
  A.Family == RACSignalFamily, B.Family == RACSignalFamily, C.Family == RACSignalFamily,
  D.Family == RACSignalFamily, E.Family == RACSignalFamily, F.Family == RACSignalFamily
{
  RACSignal.zip(a, b, c, d, e, f)
}

/// RACSignal's combining entry points or the generic algorithms.
extension Entry {
  func start<V>(_ s: RACSignal<V>, with value: V) -> RACSignal<V> {
    self == .generic ? gStartWith(s, value) : s.start(with: value)
  }

  func concat<V>(_ signals: [RACSignal<V>]) -> RACSignal<V> {
    self == .generic ? gConcat(signals) : RACSignal.concat(signals)
  }

  func zip<V>(_ signals: [RACSignal<V>]) -> RACSignal<[V]> {
    self == .generic ? gZip(signals) : RACSignal.zip(signals)
  }

  func zip<V, U>(_ signals: [RACSignal<V>], reduce: @escaping ([V]) -> U) -> RACSignal<U> {
    self == .generic ? gZip(signals, reduce: reduce) : RACSignal.zip(signals, reduce: reduce)
  }

  func zip<A, B, C>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>) -> RACSignal<(A, B, C)> {
    self == .generic ? gZip(a, b, c) : RACSignal.zip(a, b, c)
  }

  func combinePrevious<V, U>(_ s: RACSignal<V>, _ start: V, _ f: @escaping (V, V) -> U) -> RACSignal<U> {
    self == .generic ? gCombinePrevious(s, start, f) : s.combinePrevious(withStart: start, reduce: f)
  }
}

let combiningCases: [OperatorCase] =
  Entry.allCases.flatMap { entry in
    [
      OperatorCase("startWith(\(entry))") { entry.start($0, with: 0) },
      OperatorCase("concat(\(entry))") { entry.concat([$0, just([7])]) },
      OperatorCase("zipArray(\(entry))") { entry.zip([$0, $0]).map { $0[0] + $0[1] } },
      OperatorCase("zipReduce(\(entry))") { entry.zip([$0, $0]) { $0[0] * $0[1] } },
      OperatorCase("zipVariadic(\(entry))") { entry.zip($0, $0, $0).map { $0 + $1 + $2 } },
      OperatorCase("combinePrevious(\(entry))") { entry.combinePrevious($0, 0, +) },
    ]
  } + [
    OperatorCase("zipPair(generic)") { gZip($0, $0).map { $0 - $1 } }
  ]

/// A signal that sends the virtual seconds elapsed since `start` every
/// `interval` seconds of `scheduler`.
func ticks(
  every interval: TimeInterval, on scheduler: RACTestScheduler, from start: Date, fired: @escaping () -> Void
) -> RACSignal<Int> {
  RACSignal { subscriber in
    scheduler.after(scheduler.now.addingTimeInterval(interval), repeatingEvery: interval, withLeeway: 0) {
      fired()
      subscriber.sendNext(Int(scheduler.now.timeIntervalSince(start)))
    }
  }
}

@Suite struct CombiningTests {
  // MARK: start(with:)

  @Test(arguments: Entry.allCases)
  func startWithSendsTheValueBeforeSubscribing(_ entry: Entry) {
    var log: [String] = []
    let source = RACSignal<String> { subscriber in
      log.append("subscribed")
      subscriber.sendNext("a")
      subscriber.sendCompleted()
      return nil
    }
    let signal = entry.start(source, with: "x")
    #expect(log.isEmpty)
    signal.subscribeNext { log.append($0) }
    #expect(log == ["x", "subscribed", "a"])
  }

  @Test func startWithGenericSubscribesEvenWhenDisposedDuringTheValue() {
    // RAC's `[[class return:value] concat:self]` subscribes to the receiver
    // when `return` completes, even though the subscriber disposed inside
    // the value; the subscription is disposed at once. RACSignal's direct
    // `start(with:)` does not subscribe (Docs/Decisions.md).
    for entry in Entry.allCases {
      let source = ManualSource<Int>()
      let subscriber = SelfDisposingSubscriber<Int>()
      entry.start(source.signal, with: 0).subscribe(subscriber)
      source.sendNext(1)
      #expect(subscriber.values == [0])
      #expect(source.subscriptions == (entry == .generic ? 1 : 0))
      #expect(source.disposals == source.subscriptions)
    }
  }

  // MARK: concat

  @Test(arguments: Entry.allCases)
  func concatSubscribesEachSignalInTurn(_ entry: Entry) {
    // The doc diagram: a = -1-2|, b = -3-|.
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(entry.concat([a.signal, b.signal]))
    a.sendNext(1)
    a.sendNext(2)
    #expect(b.subscriptions == 0)
    a.sendCompleted()
    #expect(b.subscriptions == 1)
    #expect(a.disposals == 1)
    b.sendNext(3)
    #expect(!recorder.completed)
    b.sendCompleted()
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completed)
  }

  /// A signal that ends during its own subscription, then one that does
  /// not: the loop that subscribed the first moves to the second once, and
  /// waits for it (RAC's form subscribes each signal once, in turn).
  @Test(arguments: Entry.allCases)
  func concatWaitsForASignalAfterOneThatEndedAtOnce(_ entry: Entry) {
    let later = ManualSource<Int>()
    // A second subscription to `waiting` fails the result, so that a loop
    // subscribing it again and again stops instead of hanging.
    var subscriptions = 0
    var waitingSubscriber: (any RACSubscriber<Int>)?
    let waiting = RACSignal<Int> { subscriber in
      subscriptions += 1
      if subscriptions > 1 { subscriber.sendError(TestError(code: subscriptions)) }
      waitingSubscriber = subscriber
      return nil
    }
    let recorder = Recorder(entry.concat([just([1]), waiting, later.signal]))
    #expect(recorder.values == [1])
    #expect(subscriptions == 1)
    #expect(later.subscriptions == 0)
    #expect(recorder.error == nil)
    waitingSubscriber?.sendNext(2)
    waitingSubscriber?.sendCompleted()
    #expect(later.subscriptions == 1)
    later.sendNext(3)
    later.sendCompleted()
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func concatErrorSkipsLaterSignals(_ entry: Entry) {
    let later = ManualSource<Int>()
    let recorder = Recorder(entry.concat([just([1]), .error(TestError(code: 2)), later.signal]))
    #expect(recorder.values == [1])
    #expect((recorder.error as? TestError) == TestError(code: 2))
    #expect(later.subscriptions == 0)
  }

  @Test(arguments: Entry.allCases)
  func concatDisposalDisposesTheCurrentSignal(_ entry: Entry) {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = ManualSource<Int>()
    let recorder = Recorder(entry.concat([a.signal, b.signal, c.signal]))
    a.sendCompleted()
    b.sendNext(1)
    recorder.disposable.dispose()
    #expect(b.disposals == 1)
    b.sendCompleted()
    #expect(c.subscriptions == 0)
    #expect(recorder.values == [1])
  }

  @Test(arguments: Entry.allCases)
  func concatOfNoSignalsIsEmpty(_ entry: Entry) {
    let recorder = Recorder(entry.concat([RACSignal<Int>]()))
    #expect(recorder.events.count == 1)
    #expect(recorder.completed)
  }

  @Test func concatNamesLikeRAC() {
    let signal = RACSignal.concat([just([1]).setName("a"), just([2]).setName("b")])
    #expect(signal.name == "+concat: [\"a\", \"b\"]")
  }

  /// RAC renames the empty signal its fold or `+join:block:` returns.
  @Test func concatAndZipOfNoSignalsAreNamedAsTheOperator() {
    #expect(RACSignal.concat([RACSignal<Int>]()).name == "+concat: []")
    #expect(RACSignal.zip([RACSignal<Int>]()).name == "+zip: []")
  }

  // MARK: zip over arrays

  @Test(arguments: Entry.allCases)
  func zipKeepsTheOrderOfTheSignals(_ entry: Entry) {
    // 001_*.txt, +join:block:: the join nests ((1), 2), 3 and unpacks it
    // into 1, 2, 3, whichever signal sends first.
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = ManualSource<Int>()
    let recorder = Recorder(entry.zip([a.signal, b.signal, c.signal]))
    c.sendNext(3)
    b.sendNext(2)
    #expect(recorder.values.isEmpty)
    a.sendNext(1)
    #expect(recorder.values == [[1, 2, 3]])
  }

  @Test(arguments: Entry.allCases)
  func zipPairsTheNthValues(_ entry: Entry) {
    // The doc diagram: a = -1---2-3-|, b = -4-5---6| (as numbers).
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(entry.zip([a.signal, b.signal]))
    a.sendNext(1)
    b.sendNext(4)
    b.sendNext(5)
    a.sendNext(2)
    a.sendNext(3)
    a.sendCompleted()
    #expect(!recorder.completed)
    b.sendNext(6)
    #expect(recorder.values == [[1, 4], [2, 5], [3, 6]])
    #expect(recorder.completed)
    #expect(b.disposals == 1)
  }

  @Test(arguments: Entry.allCases)
  func zipCompletesWhenACompletedSignalHasNothingWaiting(_ entry: Entry) {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(entry.zip([a.signal, b.signal]))
    b.sendNext(1)
    a.sendCompleted()
    #expect(recorder.completed)
    #expect(recorder.values.isEmpty)
    #expect(b.disposals == 1)
  }

  @Test(arguments: Entry.allCases)
  func zipErrorFromAnySignalEndsAtOnce(_ entry: Entry) {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(entry.zip([a.signal, b.signal]))
    a.sendNext(1)
    b.sendError(TestError(code: 4))
    #expect((recorder.error as? TestError) == TestError(code: 4))
    #expect(a.disposals == 1)
    a.sendNext(2)
    #expect(recorder.events.count == 1)
  }

  @Test(arguments: Entry.allCases)
  func zipOfNoSignalsIsEmptyAndOfOneWrapsValues(_ entry: Entry) {
    let none = Recorder(entry.zip([RACSignal<Int>]()))
    #expect(none.events.count == 1)
    #expect(none.completed)
    #expect(Recorder(entry.zip([just([1, 2])])).values == [[1], [2]])
  }

  @Test(arguments: Entry.allCases)
  func zipMatchesTheSeedIntervalExample(_ entry: Entry) {
    // 001_*.txt, +zip: over intervals of 3, 1 and 4 seconds: the slowest
    // signal paces the result; each array holds the n-th tick of each.
    let scheduler = RACTestScheduler()
    let start = scheduler.now
    var received: [(at: Int, values: [Int])] = []
    var fired = 0
    var disposable: RACDisposable?
    scheduler.schedule {
      let signals = [3, 1, 4].map { ticks(every: TimeInterval($0), on: scheduler, from: start) { fired += 1 } }
      disposable = entry.zip(signals).subscribeNext { values in
        received.append((Int(scheduler.now.timeIntervalSince(start)), values))
      }
    }
    scheduler.advance(by: 12)
    #expect(received.map(\.at) == [4, 8, 12])
    #expect(received.map(\.values) == [[3, 1, 4], [6, 2, 8], [9, 3, 12]])
    // Disposing the result cancels every timer.
    #expect(fired == 4 + 12 + 3)
    disposable?.dispose()
    scheduler.advance(by: 12)
    #expect(fired == 4 + 12 + 3)
    #expect(received.count == 3)
  }

  // MARK: zip(_:reduce:)

  @Test(arguments: Entry.allCases)
  func zipReduceCombinesTheNthValues(_ entry: Entry) {
    // The doc diagram: sums 1 + 4, 2 + 5, 3 + 6.
    let recorder = Recorder(entry.zip([just([1, 2, 3]), just([4, 5, 6, 7])]) { $0.reduce(0, +) })
    #expect(recorder.values == [5, 7, 9])
    #expect(recorder.completed)
    let strings = Recorder(entry.zip([just(["a"]), just(["b"]), just(["c"])]) { $0.joined() })
    #expect(strings.values == ["abc"])
  }

  @Test(arguments: Entry.allCases)
  func zipReduceOfNoSignalsIsEmpty(_ entry: Entry) {
    var called = false
    let recorder = Recorder(entry.zip([RACSignal<Int>]()) { _ in called = true })
    #expect(recorder.completed)
    #expect(!called)
  }

  @Test func zipReduceNamesLikeRAC() {
    let signal = RACSignal.zip([just([1]).setName("a")]) { $0.count }
    #expect(signal.name == "+zip: [\"a\"] reduce:")
  }

  // MARK: Variadic zip

  @Test(arguments: Entry.allCases)
  func zipVariadicGivesTuplesInArgumentOrder(_ entry: Entry) {
    let a = ManualSource<Int>()
    let b = ManualSource<String>()
    let c = ManualSource<Bool>()
    let recorder = Recorder(entry.zip(a.signal, b.signal, c.signal))
    c.sendNext(true)
    b.sendNext("x")
    a.sendNext(1)
    a.sendNext(2)
    b.sendNext("y")
    b.sendCompleted()
    c.sendNext(false)
    #expect(recorder.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1xtrue", "2yfalse"])
    #expect(recorder.completed)
    #expect(a.disposals == 1)
    #expect(c.disposals == 1)
  }

  @Test func zipVariadicGenericCoversEveryArity() {
    let pairs = Recorder(gZip(just([1, 2]), just(["a", "b"])))
    #expect(pairs.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
    let six = Recorder(gZip(just([1]), just(["b"]), just([true]), just([4.5]), just([Int?.none]), just([[6]])))
    #expect(six.values.map { "\($0.0)\($0.1)\($0.2)\($0.3)\(String(describing: $0.4))\($0.5)" } == ["1btrue4.5nil[6]"])
    #expect(six.completed)
    let four: RACSignal<(Int, Int, Int, Int)> = RACSignal.zip(
      gFilter(just([1]), { _ in true }), just([2]), just([3]), just([4]))
    #expect(Recorder(four).values.map { $0.0 + $0.1 + $0.2 + $0.3 } == [10])
    let five: RACSignal<(Int, Int, Int, Int, Int)> = gZip5(just([1]), just([2]), just([3]), just([4]), just([5]))
    #expect(Recorder(five).values.map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 } == [15])
  }

  // MARK: combinePrevious

  @Test(arguments: Entry.allCases)
  func combinePreviousDiffersFromScan(_ entry: Entry) {
    // 001_*.txt: over 1, 2, 3, 4 from 0 with +, combinePrevious sends
    // 1, 3, 5, 7 (pairwise sums) where scan sends 1, 3, 6, 10.
    let numbers = just([1, 2, 3, 4])
    let combined = Recorder(entry.combinePrevious(numbers, 0, +))
    let scanned = Recorder(entry.scan(numbers, 0, +))
    #expect(combined.values == [1, 3, 5, 7])
    #expect(scanned.values == [1, 3, 6, 10])
    #expect(combined.completed)
  }

  @Test(arguments: Entry.allCases)
  func combinePreviousPassesThePreviousValueNotTheResult(_ entry: Entry) {
    let recorder = Recorder(entry.combinePrevious(just(["a", "b", "c"]), "_") { "\($0)\($1)".count })
    let pairs = Recorder(entry.combinePrevious(just(["a", "b", "c"]), "_") { "\($0)>\($1)" })
    #expect(recorder.values == [2, 2, 2])
    #expect(pairs.values == ["_>a", "a>b", "b>c"])
  }

  @Test(arguments: Entry.allCases)
  func combinePreviousRestartsForEachSubscription(_ entry: Entry) {
    let combined = entry.combinePrevious(just([1, 2]), 10, -)
    #expect(Recorder(combined).values == [9, -1])
    #expect(Recorder(combined).values == [9, -1])
  }

  @Test(arguments: Entry.allCases)
  func combinePreviousPassesOnANilTheBlockReturns(_ entry: Entry) {
    // An optional result type: a `nil` from the block is a value like any
    // other, sent as it is.
    let recorder = Recorder(
      entry.combinePrevious(just([1, 2, 2, 3]), 0) { previous, next -> Int? in previous == next ? nil : next - previous
      })
    #expect(recorder.values == [1, 1, nil, 1])
    #expect(recorder.completed)
  }

  @Test func combinePreviousNamesLikeRAC() {
    let signal = just([1]).setName("s").combinePrevious(withStart: 0, reduce: +)
    #expect(signal.name == "[s] -combinePreviousWithStart: 0 reduce:")
  }
}

func gZip5<A: RACStream, B: RACStream, C: RACStream, D: RACStream, E: RACStream>(
  _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
) -> RACSignal<(A.Value, B.Value, C.Value, D.Value, E.Value)>
where
  A.Family == RACSignalFamily, B.Family == RACSignalFamily, C.Family == RACSignalFamily,
  D.Family == RACSignalFamily, E.Family == RACSignalFamily
{
  RACSignal.zip(a, b, c, d, e)
}
