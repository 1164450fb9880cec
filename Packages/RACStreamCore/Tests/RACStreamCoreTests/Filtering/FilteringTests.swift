import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

// Generic contexts: only RACStream's algorithms are visible here.

func gFilter<S: RACStream>(_ s: S, _ f: @escaping (S.Value) -> Bool) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.filter(f) }

func gIgnore<S: RACStream>(_ s: S, _ value: S.Value) -> RACSignal<S.Value>
where S.Family == RACSignalFamily, S.Value: Equatable { s.ignore(value) }

func gTake<S: RACStream>(_ s: S, _ count: Int) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.take(count) }

func gSkip<S: RACStream>(_ s: S, _ count: Int) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.skip(count) }

func gTakeUntilBlock<S: RACStream>(_ s: S, _ f: @escaping (S.Value) -> Bool) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.take(untilBlock: f) }

func gTakeWhileBlock<S: RACStream>(_ s: S, _ f: @escaping (S.Value) -> Bool) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.take(whileBlock: f) }

func gSkipUntilBlock<S: RACStream>(_ s: S, _ f: @escaping (S.Value) -> Bool) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.skip(untilBlock: f) }

func gSkipWhileBlock<S: RACStream>(_ s: S, _ f: @escaping (S.Value) -> Bool) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.skip(whileBlock: f) }

func gDistinctUntilChanged<S: RACStream>(_ s: S) -> RACSignal<S.Value>
where S.Family == RACSignalFamily, S.Value: Equatable { s.distinctUntilChanged() }

func gDistinctUntilChanged<S: RACStream>(_ s: S, by f: @escaping (S.Value, S.Value) -> Bool) -> RACSignal<S.Value>
where S.Family == RACSignalFamily { s.distinctUntilChanged(by: f) }

/// RACSignal's filtering entry points or the generic algorithms.
extension Entry {
  func filter<V>(_ s: RACSignal<V>, _ f: @escaping (V) -> Bool) -> RACSignal<V> {
    self == .generic ? gFilter(s, f) : s.filter(f)
  }

  func ignore<V: Equatable>(_ s: RACSignal<V>, _ value: V) -> RACSignal<V> {
    self == .generic ? gIgnore(s, value) : s.ignore(value)
  }

  func take<V>(_ s: RACSignal<V>, _ count: Int) -> RACSignal<V> {
    self == .generic ? gTake(s, count) : s.take(count)
  }

  func skip<V>(_ s: RACSignal<V>, _ count: Int) -> RACSignal<V> {
    self == .generic ? gSkip(s, count) : s.skip(count)
  }

  func take<V>(_ s: RACSignal<V>, untilBlock f: @escaping (V) -> Bool) -> RACSignal<V> {
    self == .generic ? gTakeUntilBlock(s, f) : s.take(untilBlock: f)
  }

  func take<V>(_ s: RACSignal<V>, whileBlock f: @escaping (V) -> Bool) -> RACSignal<V> {
    self == .generic ? gTakeWhileBlock(s, f) : s.take(whileBlock: f)
  }

  func skip<V>(_ s: RACSignal<V>, untilBlock f: @escaping (V) -> Bool) -> RACSignal<V> {
    self == .generic ? gSkipUntilBlock(s, f) : s.skip(untilBlock: f)
  }

  func skip<V>(_ s: RACSignal<V>, whileBlock f: @escaping (V) -> Bool) -> RACSignal<V> {
    self == .generic ? gSkipWhileBlock(s, f) : s.skip(whileBlock: f)
  }

  func distinctUntilChanged<V: Equatable>(_ s: RACSignal<V>) -> RACSignal<V> {
    self == .generic ? gDistinctUntilChanged(s) : s.distinctUntilChanged()
  }

  func distinctUntilChanged<V>(_ s: RACSignal<V>, by f: @escaping (V, V) -> Bool) -> RACSignal<V> {
    self == .generic ? gDistinctUntilChanged(s, by: f) : s.distinctUntilChanged(by: f)
  }
}

let filteringCases: [OperatorCase] = Entry.allCases.flatMap { entry in
  [
    OperatorCase("filter(\(entry))") { entry.filter($0) { $0 % 2 == 0 } },
    OperatorCase("ignore(\(entry))") { entry.ignore($0, 3) },
    OperatorCase("take(\(entry))") { entry.take($0, 10) },
    OperatorCase("skip(\(entry))") { entry.skip($0, 1) },
    OperatorCase("takeUntilBlock(\(entry))") { entry.take($0, untilBlock: { $0 > 100 }) },
    OperatorCase("takeWhileBlock(\(entry))") { entry.take($0, whileBlock: { $0 < 100 }) },
    OperatorCase("skipUntilBlock(\(entry))") { entry.skip($0, untilBlock: { $0 >= 2 }) },
    OperatorCase("skipWhileBlock(\(entry))") { entry.skip($0, whileBlock: { $0 < 2 }) },
    OperatorCase("distinctUntilChanged(\(entry))") { entry.distinctUntilChanged($0) },
    OperatorCase("distinctUntilChangedBy(\(entry))") { entry.distinctUntilChanged($0, by: { $0 / 2 == $1 / 2 }) },
  ]
}

@Suite struct FilteringTests {
  // MARK: filter, ignore

  @Test(arguments: Entry.allCases)
  func filterKeepsPassingValues(_ entry: Entry) {
    let recorder = Recorder(entry.filter(just([1, 2, 3, 4])) { $0 % 2 == 0 })
    #expect(recorder.values == [2, 4])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func ignoreDropsEqualValues(_ entry: Entry) {
    let recorder = Recorder(entry.ignore(just(["a", "b", "a", "c"]), "a"))
    #expect(recorder.values == ["b", "c"])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func ignoreNilDropsNils(_ entry: Entry) {
    let recorder = Recorder(entry.ignore(just([1, nil, 2, nil] as [Int?]), nil))
    #expect(recorder.values == [1, 2])
  }

  @Test func ignoreNamesLikeRAC() {
    #expect(just([1]).setName("s").ignore(1).name == "[s] -ignore: 1")
  }

  @Test func ignoreNamesItsValueAsItIsPrinted() {
    let source = just([1, nil] as [Int?]).setName("s")
    #expect(source.ignore(nil).name == "[s] -ignore: nil")
    #expect(source.ignore(3).name == "[s] -ignore: Optional(3)")
    #expect(just(["a"]).setName("t").ignore("a").name == "[t] -ignore: a")
  }

  // MARK: take, skip

  @Test(arguments: Entry.allCases)
  func takeStopsAfterCountAndDisposesUpstream(_ entry: Entry) {
    let source = ManualSource<String>()
    let recorder = Recorder(entry.take(source.signal, 2))
    source.sendNext("a")
    #expect(source.disposals == 0)
    source.sendNext("b")
    #expect(recorder.values == ["a", "b"])
    #expect(recorder.completed)
    #expect(source.disposals == 1)
    source.sendNext("c")
    #expect(recorder.values == ["a", "b"])
  }

  @Test(arguments: Entry.allCases)
  func takeZeroIsEmptyWithoutSubscribing(_ entry: Entry) {
    let source = ManualSource<Int>()
    let recorder = Recorder(entry.take(source.signal, 0))
    #expect(recorder.completed)
    #expect(source.subscriptions == 0)
  }

  @Test(arguments: Entry.allCases)
  func takeMoreThanAvailableCompletesWithSource(_ entry: Entry) {
    let recorder = Recorder(entry.take(just([1, 2]), 5))
    #expect(recorder.values == [1, 2])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func skipDropsFirstValues(_ entry: Entry) {
    let recorder = Recorder(entry.skip(just(["a", "b", "c", "d"]), 2))
    #expect(recorder.values == ["c", "d"])
    #expect(recorder.completed)
    #expect(Recorder(entry.skip(just([1, 2]), 0)).values == [1, 2])
    #expect(Recorder(entry.skip(just([1, 2]), 5)).events.count == 1)
  }

  // MARK: take(untilBlock:), take(whileBlock:)

  @Test(arguments: Entry.allCases)
  func takeUntilBlockCompletesWithoutThePassingValue(_ entry: Entry) {
    let source = ManualSource<Int>()
    var tested: [Int] = []
    let recorder = Recorder(
      entry.take(
        source.signal,
        untilBlock: { value in
          tested.append(value)
          return value == 3
        }))
    for value in 1...4 { source.sendNext(value) }
    #expect(recorder.values == [1, 2])
    #expect(recorder.completed)
    #expect(tested == [1, 2, 3])
    #expect(source.disposals == 1)
  }

  @Test(arguments: Entry.allCases)
  func takeWhileBlockCompletesAtTheFirstFailingValue(_ entry: Entry) {
    let recorder = Recorder(entry.take(just([1, 2, 3, 1]), whileBlock: { $0 < 3 }))
    #expect(recorder.values == [1, 2])
    #expect(recorder.completed)
    #expect(Recorder(entry.take(just([5, 1]), whileBlock: { $0 < 3 })).events.count == 1)
  }

  @Test(arguments: [false, true])
  func takeBlocksEndOnceAndHearNothingAfter(whileBlock: Bool) {
    // Straight on a source that keeps sending after its subscription was
    // disposed: the ending value disposes it before completion goes out,
    // and nothing after — values, an error, a second completion — reaches
    // the subscriber or the predicate.
    let source = StubbornSource(prefix: [1, 2, 3, 4])
    var tested: [Int] = []
    let ends: (Int) -> Bool = { value in
      tested.append(value)
      return value == 3
    }
    let signal =
      whileBlock ? source.take(whileBlock: { !ends($0) }) : source.take(untilBlock: ends)
    let subscriber = RawSubscriber()
    signal.subscribe(subscriber)
    #expect(subscriber.events == ["1", "2", "completed"])
    #expect(source.disposals == 1)
    #expect(tested == [1, 2, 3])
    source.sendNext(5)
    source.sendError(TestError(code: 1))
    source.sendCompleted()
    #expect(subscriber.events == ["1", "2", "completed"])
    #expect(tested == [1, 2, 3])
  }

  @Test(arguments: [false, true])
  func takeBlocksSendNoCompletionAfterTheSubscriberDisposed(whileBlock: Bool) {
    // The subscriber disposes from the callback of 2; the ending value comes
    // after from a source that does not stop: no completion follows.
    let source = StubbornSource(prefix: [1, 2, 3])
    let ends: (Int) -> Bool = { $0 == 3 }
    let signal =
      whileBlock ? source.take(whileBlock: { !ends($0) }) : source.take(untilBlock: ends)
    let subscriber = RawSubscriber(disposeOn: 2)
    signal.subscribe(subscriber)
    #expect(subscriber.events == ["1", "2"])
  }

  @Test(arguments: [false, true])
  func skipBlocksStopAskingOnceAValuePasses(whileBlock: Bool) {
    let source = StubbornSource(prefix: [1, 2, 3, 1, 2])
    var tested: [Int] = []
    let passes: (Int) -> Bool = { value in
      tested.append(value)
      return value == 3
    }
    let signal =
      whileBlock ? source.skip(whileBlock: { !passes($0) }) : source.skip(untilBlock: passes)
    let subscriber = RawSubscriber()
    signal.subscribe(subscriber)
    source.sendCompleted()
    #expect(subscriber.events == ["3", "1", "2", "completed"])
    #expect(tested == [1, 2, 3])
  }

  @Test func takeBlocksNameLikeRAC() {
    let source = just([1]).setName("s")
    #expect(source.take(untilBlock: { _ in false }).name == "[s] -takeUntilBlock:")
    #expect(source.take(whileBlock: { _ in true }).name == "[s] -takeWhileBlock:")
  }

  // MARK: skip(untilBlock:), skip(whileBlock:)

  @Test(arguments: Entry.allCases)
  func skipUntilBlockPassesFromThePassingValueOn(_ entry: Entry) {
    var tested: [Int] = []
    let recorder = Recorder(
      entry.skip(
        just([1, 2, 3, 1]),
        untilBlock: { value in
          tested.append(value)
          return value == 3
        }))
    #expect(recorder.values == [3, 1])
    #expect(recorder.completed)
    #expect(tested == [1, 2, 3])
  }

  @Test(arguments: Entry.allCases)
  func skipWhileBlockPassesFromTheFirstFailingValueOn(_ entry: Entry) {
    let recorder = Recorder(entry.skip(just([1, 2, 3, 1]), whileBlock: { $0 < 3 }))
    #expect(recorder.values == [3, 1])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func skipBlocksPassErrorsWhileSkipping(_ entry: Entry) {
    let source = ManualSource<Int>()
    let recorder = Recorder(entry.skip(source.signal, whileBlock: { _ in true }))
    source.sendNext(1)
    source.sendError(TestError(code: 5))
    #expect(recorder.values.isEmpty)
    #expect((recorder.error as? TestError) == TestError(code: 5))
  }

  @Test func skipBlocksNameLikeRAC() {
    let source = just([1]).setName("s")
    #expect(source.skip(untilBlock: { _ in false }).name == "[s] -skipUntilBlock:")
    #expect(source.skip(whileBlock: { _ in true }).name == "[s] -skipWhileBlock:")
  }

  // MARK: distinctUntilChanged

  @Test(arguments: Entry.allCases)
  func distinctUntilChangedDropsRepeats(_ entry: Entry) {
    // The doc diagram: -a-a-b-b-a-| becomes -a---b---a-|.
    let recorder = Recorder(entry.distinctUntilChanged(just(["a", "a", "b", "b", "a"])))
    #expect(recorder.values == ["a", "b", "a"])
    #expect(recorder.completed)
  }

  @Test(arguments: Entry.allCases)
  func distinctUntilChangedTreatsNilAsAValue(_ entry: Entry) {
    let recorder = Recorder(entry.distinctUntilChanged(just([nil, nil, 1, nil] as [Int?])))
    #expect(recorder.values == [nil, 1, nil])
  }

  @Test(arguments: Entry.allCases)
  func distinctUntilChangedRestartsForEachSubscription(_ entry: Entry) {
    let distinct = entry.distinctUntilChanged(just([1, 1]))
    #expect(Recorder(distinct).values == [1])
    #expect(Recorder(distinct).values == [1])
  }

  @Test(arguments: Entry.allCases)
  func distinctUntilChangedByUsesTheComparator(_ entry: Entry) {
    // The doc diagram: -a-A-b-B-a-| becomes -a---b---a-|.
    var compared: [String] = []
    let recorder = Recorder(
      entry.distinctUntilChanged(
        just(["a", "A", "b", "B", "a"]),
        by: { earlier, later in
          compared.append(earlier + later)
          return earlier.lowercased() == later.lowercased()
        }))
    #expect(recorder.values == ["a", "b", "a"])
    // The earlier value comes first, and it is the last value passed on (a
    // dropped value is never compared with), as RAC's `lastValue`.
    #expect(compared == ["aA", "ab", "bB", "ba"])
  }

  /// RAC's `-take:` is `-bind:`, whose subscriber holds the subscription
  /// before the first value: a subscriber that disposes from the callback of
  /// a value before the last, on a source that hands over no subscription,
  /// gets no completion.
  @Test func takeHandsOverASubscriptionBeforeAValueThatIsNotTheLast() {
    let source = ReturningSource(hands: false)
    let subscriber = RawSubscriber(disposeOn: 1)
    source.take(3).subscribe(subscriber)
    for value in 1...4 { source.subscriber?.sendNext(value) }
    source.complete()
    #expect(subscriber.handed.count == 1)
    #expect(subscriber.events.first == "1")
    #expect(!subscriber.events.contains("completed"))
  }

  /// RAC's `-takeUntilBlock:` and `-takeWhileBlock:` are `-bind:`: when the
  /// block ends the receiver re-entrantly (the source completes while the
  /// block runs), the subscription has ended and the value the block let
  /// through is dropped; nothing follows the completion.
  @Test(arguments: [false, true])
  func takeBlocksDropTheValueWhenTheBlockEndsTheReceiver(whileBlock: Bool) {
    let source = StubbornSource(prefix: [])
    let ends: (Int) -> Bool = { _ in
      source.sendCompleted()
      return false
    }
    let signal =
      whileBlock ? source.take(whileBlock: { !ends($0) }) : source.take(untilBlock: ends)
    let subscriber = RawSubscriber()
    signal.subscribe(subscriber)
    source.sendNext(1)
    #expect(subscriber.events == ["completed"])
  }
}
