import RACSignalOperators
import RACTesting
import Testing

/// The variadic forms of `combineLatest` and `zip`: the typed reduce
/// (`RACSignal.combineLatest(a, b, c, reduce:)`) and the tuples
/// (`RACSignal.combineLatest(a, b, c)`). They must behave exactly as the
/// pair (`combineLatest(with:)`, `zip(with:)`) and array forms do.
@Suite struct VariadicCombineTests {
  // MARK: combineLatest

  @Test func combineLatestReducesTwoTypes() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2----|")
    let b = try test.cold("--x----y-|")
    let recorder = test.record(RACSignal.combineLatest(a, b) { (n: Int, s: String) in "\(n)\(s)" })
    test.run()
    expectMarbles(recorder, "--p--q-r--|", values: ["p": "1x", "q": "2x", "r": "2y"])
    expectSubscriptions(a, ["^---------!"])
    expectSubscriptions(b, ["^--------!"])
  }

  @Test func combineLatestReducesThreeTypes() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2---|")
    let b = try test.cold("--x------|")
    let c: RACColdTestSignal<Bool> = try test.cold("---t---f-|", values: ["t": true, "f": false])
    let recorder = test.record(
      RACSignal.combineLatest(a, b, c) { (n: Int, s: String, flag: Bool) in
        "\(n * 10)\(s)\(flag ? "T" : "F")"
      })
    test.run()
    expectMarbles(recorder, "---A-B-C-|", values: ["A": "10xT", "B": "20xT", "C": "20xF"])
  }

  @Test func combineLatestReducesSixTypes() {
    expectSixSynchronousSources(then: ["next 2 x 1.5 true [7, 8] q", "next 2 x 1.5 true [7, 8] r", "completed"]) {
      log in
      RACSignal.combineLatest(
        log.source("a", [1, 2]),
        log.source("b", ["x"]),
        log.source("c", [1.5]),
        log.source("d", [true]),
        log.source("e", [[7, 8]]),
        log.source("f", [Character("q"), Character("r")])
      ) { (n: Int, s: String, d: Double, flag: Bool, array: [Int], c: Character) in
        "\(n) \(s) \(d) \(flag) \(array) \(c)"
      }
    }
  }

  @Test func combineLatestTuplesAreTyped() throws {
    try expectTypedTuples(
      "-1---2---|", "--x------|", "---5---6-|", "---A-B-C-|", values: ["A": "2x10", "B": "3x10", "C": "3x12"]
    ) { a, b, c in RACSignal.combineLatest(a, b, c) }
  }

  /// Completion, errors and subscriptions: the same marbles as the pair
  /// form, for a set of timelines covering each rule.
  @Test(arguments: [
    ("-a|", "---|"), ("---|", "-1|"), ("-a-|", "-1-|"), ("-a|", "-----"), ("-a-#", "--b----|"),
    ("--b----|", "-a-#"), ("#", "-1|"), ("-a-b-c|", "--1---2--|"), ("", "-1-2-3|"),
  ])
  func combineLatestMatchesThePairForm(left: String, right: String) throws {
    let pair = RACMarbleTester()
    let pairRecorder = pair.record(
      try pair.cold(left).combineLatest(with: try pair.cold(right)).map { "\($0)\($1)" }, disposeAt: 12)
    pair.run()
    let reduced = RACMarbleTester()
    let reducedLeft = try reduced.cold(left)
    let reducedRight = try reduced.cold(right)
    let reducedRecorder = reduced.record(
      RACSignal.combineLatest(reducedLeft, reducedRight) { (l: String, r: String) in "\(l)\(r)" }, disposeAt: 12)
    reduced.run()
    let tuples = RACMarbleTester()
    let tuplesRecorder = tuples.record(
      RACSignal.combineLatest(try tuples.cold(left), try tuples.cold(right)).map { "\($0)\($1)" }, disposeAt: 12)
    tuples.run()
    #expect(reducedRecorder.events.map(\.description) == pairRecorder.events.map(\.description))
    #expect(tuplesRecorder.events.map(\.description) == pairRecorder.events.map(\.description))
  }

  @Test func combineLatestCompletesOnlyWhenEveryoneHas() throws {
    let test = RACMarbleTester()
    let recorder = test.record(
      RACSignal.combineLatest(
        try test.cold("-a|"), try test.cold("--b-|"), try test.cold("------|")
      ) { (a: String, b: String, c: String) in a + b + c })
    test.run()
    expectMarbles(recorder, "------|")
  }

  @Test func combineLatestErrorDisposesTheOthers() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1------|")
    let b = try test.cold("--x-#")
    let c: RACColdTestSignal<Int> = try test.cold("---2-----|")
    let recorder = test.record(RACSignal.combineLatest(a, b, c) { (n: Int, s: String, m: Int) in "\(n)\(s)\(m)" })
    test.run()
    expectMarbles(recorder, "---p#", values: ["p": "1x2"])
    expectSubscriptions(a, ["^---!"])
    expectSubscriptions(b, ["^---!"])
    expectSubscriptions(c, ["^---!"])
  }

  @Test func combineLatestDisposalDisposesEverySource() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-a------|")
    let b = try test.cold("--b-----|")
    let c = try test.cold("---c----|")
    let recorder = test.record(RACSignal.combineLatest(a, b, c) { $0 + $1 + $2 }, disposeAt: 5)
    test.run()
    expectMarbles(recorder, "---p-", values: ["p": "abc"])
    for source in [a, b, c] { expectSubscriptions(source, ["^----!"]) }
  }

  @Test func combineLatestSubscribesInOrderAsTheArrayFormDoes() {
    let arrayLog = EventLog()
    arrayLog.subscribe(
      RACSignal.combineLatest([arrayLog.source("a", [1]), arrayLog.source("b", [2]), arrayLog.source("c", [3])]))
    let log = EventLog()
    log.subscribe(
      RACSignal.combineLatest(log.source("a", [1]), log.source("b", [2]), log.source("c", [3])) { [$0, $1, $2] })
    #expect(log.lines == arrayLog.lines)
    let failing = EventLog()
    failing.subscribe(
      RACSignal.combineLatest(
        failing.source("a", [Int](), end: .error(TestFailure(code: 1))), failing.source("b", ["x"], end: nil)
      ) { (n: Int, s: String) in "\(n)\(s)" })
    #expect(
      failing.lines == ["a subscribed", "error TestFailure(code: 1)", "a disposed", "b subscribed", "b disposed"])
  }

  @Test func combineLatestOfNoSignalsCompletesAtOnce() {
    let log = EventLog()
    log.subscribe(RACSignal<Int>.combineLatest(reduce: { 1 }))
    #expect(log.lines == ["completed"])
  }

  @Test func combineLatestDeliversAReentrantSendAtOnce() {
    let a = ManualSource<Int>()
    let b = ManualSource<String>()
    var values: [String] = []
    let disposable = RACSignal.combineLatest(a.signal, b.signal) { "\($0)\($1)" }.subscribeNext { value in
      values.append(value)
      if value == "1x" { a.send(2) }
      values.append("end \(value)")
    }
    b.send("x")
    a.send(1)
    disposable.dispose()
    #expect(values == ["1x", "2x", "end 2x", "end 1x"])
  }

  @Test func combineLatestIsNamedAsInReactiveCocoa() {
    let a = RACSignal<Int>.never().setName("a")
    let b = RACSignal<String>.never().setName("b")
    #expect(RACSignal.combineLatest(a, b).name == "+combineLatest: [\"a\", \"b\"]")
    #expect(RACSignal.combineLatest(a, b) { "\($0)\($1)" }.name == "+combineLatest: [\"a\", \"b\"] reduce:")
    #expect(RACSignal.zip(a, b, a).name == "+zip: [\"a\", \"b\", \"a\"]")
    #expect(RACSignal.zip(a, b) { "\($0)\($1)" }.name == "+zip: [\"a\", \"b\"] reduce:")
  }

  @Test func variadicFormsReleaseTheirSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<String>(scheduler: RACTestScheduler())
        recorder.subscribe(
          to: RACSignal.combineLatest(RACSignal<Int>.never(), RACSignal<String>.never()) { "\($0)\($1)" })
        recorder.dispose()
        return recorder
      })
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<(Int, String, Bool)>(scheduler: RACTestScheduler())
        recorder.subscribe(
          to: RACSignal.combineLatest(RACSignal.return(1), RACSignal.return("x"), RACSignal.return(true)))
        return recorder
      })
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<String>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal.zip(RACSignal<Int>.never(), RACSignal.return("x")) { "\($0)\($1)" })
        recorder.dispose()
        return recorder
      })
  }

  /// The latest values live in the subscription's storage: each is released
  /// when replaced, and the last ones when the subscription ends.
  @Test(arguments: ["reduce", "tuple", "three"])
  func combineLatestReleasesItsValues(_ form: String) {
    let tracker = RACLeakTracker()
    do {
      let a = ManualSource<TrackedValue>()
      let b = ManualSource<Int>()
      let combined: RACSignal<Int> =
        switch form {
        case "reduce": RACSignal.combineLatest(a.signal, b.signal) { box, n in box.id + n }
        case "tuple": RACSignal.combineLatest(a.signal, b.signal).map { $0.0.id + $0.1 }
        default: RACSignal.combineLatest(a.signal, b.signal, RACSignal.return(0)).map { $0.0.id + $0.1 }
        }
      let disposable = combined.subscribeNext { _ in }
      let first = TrackedValue(1)
      let last = TrackedValue(2)
      tracker.track(first, "first")
      tracker.track(last, "last")
      a.send(first)
      a.send(last)
      b.send(3)
      disposable.dispose()
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  /// A value sent from the subscriber's callback waits in the gate and is
  /// stored when the callback returns: the next tuple holds it.
  @Test(arguments: [2, 3])
  func combineLatestStoresAValueSentFromItsCallback(sources: Int) {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    var tuples: [[Int]] = []
    let combined: RACSignal<[Int]> =
      sources == 2
      ? RACSignal.combineLatest(a.signal, b.signal).map { [$0.0, $0.1] }
      : RACSignal.combineLatest(a.signal, b.signal, RACSignal.return(0)).map { [$0.0, $0.1] }
    let disposable = combined.subscribeNext { pair in
      tuples.append(pair)
      if pair[0] == 1 { a.send(2) }
    }
    a.send(1)
    b.send(10)
    #expect(tuples == [[1, 10], [2, 10]])
    disposable.dispose()
  }

  // MARK: zip

  @Test func zipReducesTwoTypes() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2-3-|")
    let b = try test.cold("---x-y---z   |")
    let recorder = test.record(RACSignal.zip(a, b) { (n: Int, s: String) in "\(n)\(s)" })
    test.run()
    expectMarbles(recorder, "---p-q---(r|)", values: ["p": "1x", "q": "2y", "r": "3z"])
  }

  @Test func zipReducesThreeTypes() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2-|")
    let b = try test.cold("---x-y-|")
    let c: RACColdTestSignal<Bool> = try test.cold("-t-f---|", values: ["t": true, "f": false])
    let recorder = test.record(
      RACSignal.zip(a, b, c) { (n: Int, s: String, flag: Bool) in "\(n)\(s)\(flag ? "T" : "F")" })
    test.run()
    expectMarbles(recorder, "---p-q-|", values: ["p": "1xT", "q": "2yF"])
  }

  // b completes after its second value: no third tuple can be made, and
  // the result completes as soon as the second tuple leaves b empty.
  @Test func zipReducesSixTypes() {
    expectSixSynchronousSources(then: ["next 1 x 1.5 true [7] q", "next 2 y 2.5 false [8] r", "completed"]) {
      log in
      RACSignal.zip(
        log.source("a", [1, 2, 3]),
        log.source("b", ["x", "y"]),
        log.source("c", [1.5, 2.5, 3.5]),
        log.source("d", [true, false, true]),
        log.source("e", [[7], [8], [9]]),
        log.source("f", [Character("q"), Character("r"), Character("s")])
      ) { (n: Int, s: String, d: Double, flag: Bool, array: [Int], c: Character) in
        "\(n) \(s) \(d) \(flag) \(array) \(c)"
      }
    }
  }

  /// Subscribes to the signal `make` builds from six synchronous sources
  /// a to f of one event log: a to e are each subscribed and disposed in
  /// turn, then f is subscribed, the result sends `events`, and f is
  /// disposed.
  private func expectSixSynchronousSources(
    then events: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ make: (EventLog) -> RACSignal<String>
  ) {
    let log = EventLog()
    log.subscribe(make(log))
    #expect(
      log.lines == [
        "a subscribed", "a disposed", "b subscribed", "b disposed", "c subscribed", "c disposed",
        "d subscribed", "d disposed", "e subscribed", "e disposed", "f subscribed",
      ] + events + ["f disposed"],
      sourceLocation: sourceLocation)
  }

  @Test func zipTuplesAreTyped() throws {
    try expectTypedTuples("-1---2-|", "---x-y-|", "-5-6---|", "---p-q-|", values: ["p": "2x10", "q": "3y12"]) {
      a, b, c in RACSignal.zip(a, b, c)
    }
  }

  /// Combines three cold signals of different types with `combine`, whose
  /// declared result type checks the tuple's element types, and maps each
  /// tuple to a string for the marble comparison.
  private func expectTypedTuples(
    _ aMarbles: String,
    _ bMarbles: String,
    _ cMarbles: String,
    _ expected: String,
    values: [Character: String],
    sourceLocation: SourceLocation = #_sourceLocation,
    combine: (RACSignal<Int>, RACSignal<String>, RACSignal<Double>) -> RACSignal<(Int, String, Double)>
  ) throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold(aMarbles)
    let b = try test.cold(bMarbles)
    let c: RACColdTestSignal<Double> = try test.cold(cMarbles)
    let recorder = test.record(combine(a, b, c).map { n, s, d in "\(n + 1)\(s)\(Int(d) * 2)" })
    test.run()
    expectMarbles(recorder, expected, values: values, sourceLocation: sourceLocation)
  }

  /// Completion (as soon as a completed source has nothing queued), errors
  /// and disposal: the same events as the pair form, for a set of
  /// timelines covering each rule.
  @Test(arguments: [
    ("-a-b-c-|", "---1-2---3   -|"), ("-a|", "---1--|"), ("---|", "-1-2-|"), ("-a-b|", "-1|"),
    ("-a-#", "--1----|"), ("-a---b-|", "-1-#"), ("-a-b-c-d-", "--1-2-----"), ("", "-1-|"), ("-a-b-|", ""),
  ])
  func zipMatchesThePairForm(left: String, right: String) throws {
    let pair = RACMarbleTester()
    let pairRecorder = pair.record(
      try pair.cold(left).zip(with: try pair.cold(right)).map { "\($0)\($1)" }, disposeAt: 14)
    pair.run()
    let reduced = RACMarbleTester()
    let reducedLeft = try reduced.cold(left)
    let reducedRight = try reduced.cold(right)
    let reducedRecorder = reduced.record(
      RACSignal.zip(reducedLeft, reducedRight) { (l: String, r: String) in "\(l)\(r)" }, disposeAt: 14)
    reduced.run()
    #expect(reducedRecorder.events.map(\.description) == pairRecorder.events.map(\.description))
  }

  /// Three sources: the same events as the array form.
  @Test(arguments: [
    ("-a-b-c-|", "---1-2---3   -|", "-p-q-r-s|"), ("-a|", "---1--|", "----p|"), ("-a-b-c|", "-1-2-3-|", "--p#"),
    ("-a-b-c-|", "-1-2|", "-p-q-r-s-|"), ("-a--", "-1--", "-p--"),
  ])
  func zipOfThreeMatchesTheArrayForm(a: String, b: String, c: String) throws {
    let array = RACMarbleTester()
    let arrayRecorder = array.record(
      RACSignal.zip([try array.cold(a), try array.cold(b), try array.cold(c)]) { $0.joined() }, disposeAt: 14)
    array.run()
    let reduced = RACMarbleTester()
    let reducedA = try reduced.cold(a)
    let reducedB = try reduced.cold(b)
    let reducedC = try reduced.cold(c)
    let reducedRecorder = reduced.record(RACSignal.zip(reducedA, reducedB, reducedC) { $0 + $1 + $2 }, disposeAt: 14)
    reduced.run()
    let tuples = RACMarbleTester()
    let tuplesRecorder = tuples.record(
      RACSignal.zip(try tuples.cold(a), try tuples.cold(b), try tuples.cold(c)).map { $0 + $1 + $2 }, disposeAt: 14)
    tuples.run()
    #expect(reducedRecorder.events.map(\.description) == arrayRecorder.events.map(\.description))
    #expect(tuplesRecorder.events.map(\.description) == arrayRecorder.events.map(\.description))
  }

  /// RAC's `+zip:` is a chain, `(a zipWith: b) zipWith: c`: once `a` has
  /// completed with nothing of it waiting at the first link, that link
  /// completes and disposes `a` and `b`; `b`'s later error is not heard,
  /// and the pair waiting for `c` makes the last tuple.
  @Test(arguments: [false, true])
  func zipCutsOffTheSourcesOfALinkThatCompleted(reduced: Bool) {
    let a = Feeder<Int>()
    let b = Feeder<Int>()
    let c = Feeder<Int>()
    let log = EventLog()
    let zipped =
      reduced
      ? RACSignal.zip(a.signal, b.signal, c.signal) { "\($0)\($1)\($2)" }
      : RACSignal.zip(a.signal, b.signal, c.signal).map { "\($0)\($1)\($2)" }
    log.subscribe(zipped)
    a.sendNext(1)
    b.sendNext(1)
    a.sendCompleted()
    #expect(a.disposals == 1)
    #expect(b.disposals == 1)
    #expect(c.disposals == 0)
    b.sendError()
    b.sendNext(2)
    c.sendNext(1)
    #expect(log.lines == ["next 111", "completed"])
    #expect(c.disposals == 1)
  }

  /// The same through the second link of four: `c` completing with nothing
  /// of it waiting completes the link of `a`, `b` and `c`, which cuts all
  /// three off while `d` is awaited.
  @Test func zipCutsOffEverySourceBeneathTheLinkThatCompleted() {
    let sources = (0..<4).map { _ in Feeder<Int>() }
    let log = EventLog()
    log.subscribe(
      RACSignal.zip(sources[0].signal, sources[1].signal, sources[2].signal, sources[3].signal) {
        $0 + $1 + $2 + $3
      })
    for source in sources.prefix(3) { source.sendNext(1) }
    sources[2].sendCompleted()
    #expect(sources.map(\.disposals) == [1, 1, 1, 0])
    sources[0].sendError()
    sources[3].sendNext(1)
    #expect(log.lines == ["next 4", "completed"])
  }

  @Test func zipErrorDisposesTheOthers() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1-2----|")
    let b = try test.cold("--x-#")
    let c: RACColdTestSignal<Int> = try test.cold("---5-----|")
    let recorder = test.record(RACSignal.zip(a, b, c) { (n: Int, s: String, m: Int) in "\(n)\(s)\(m)" })
    test.run()
    expectMarbles(recorder, "---p#", values: ["p": "1x5"])
    expectSubscriptions(a, ["^---!"])
    expectSubscriptions(b, ["^---!"])
    expectSubscriptions(c, ["^---!"])
  }

  @Test func zipOfNoSignalsCompletesAtOnce() {
    let log = EventLog()
    log.subscribe(RACSignal<Int>.zip(reduce: { 1 }))
    #expect(log.lines == ["completed"])
  }

  /// Queued values are released when they leave in a tuple, and those left
  /// waiting when the subscription ends.
  @Test func zipReleasesItsQueuedValues() {
    let tracker = RACLeakTracker()
    do {
      let a = ManualSource<TrackedValue>()
      let b = ManualSource<Int>()
      let disposable = RACSignal.zip(a.signal, b.signal) { box, n in box.id + n }.subscribeNext { _ in }
      for id in 0..<6 {
        let box = TrackedValue(id)
        tracker.track(box, "box \(id)")
        a.send(box)
      }
      b.send(1)
      b.send(2)
      disposable.dispose()
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }
}

/// A reference value, to see that the operators release what they keep.
final class TrackedValue: Sendable {
  let id: Int
  init(_ id: Int) { self.id = id }
}
