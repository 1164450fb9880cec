import RACSignalOperators
import RACTesting
import Testing

@Suite struct CombineLatestTests {
  /// Many sources: each keeps its own slot (and its own "has a value" flag),
  /// so the combined value comes once every one has sent, in the sources'
  /// order.
  @Test(arguments: [1, 2, 500])
  func combineLatestOfManySignals(count: Int) {
    let signals = (0..<count).map { RACSignal<Int>.return($0) }
    var combined: [[Int]] = []
    var completed = false
    RACSignal.combineLatest(signals).subscribeNext({ combined.append($0) }, completed: { completed = true })
    #expect(combined == [Array(0..<count)])
    #expect(completed)
  }

  @Test func combineLatestWithPairsLatestValues() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-a---b----|")
    let b = try test.cold("--1----2-|")
    let recorder = test.record(a.combineLatest(with: b).map { "\($0)\($1)" })
    test.run()
    expectMarbles(recorder, "--p--q-r--|", values: ["p": "a1", "q": "b1", "r": "b2"])
    expectSubscriptions(a, ["^---------!"])
    expectSubscriptions(b, ["^--------!"])
  }

  @Test(arguments: [("-a|", "---|", "---|"), ("---|", "-1|", "---|"), ("-a-|", "-1-|", "-p-|")])
  func combineLatestCompletesOnlyWhenBothHaveCompleted(left: String, right: String, expected: String) throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold(left).combineLatest(with: try test.cold(right)).map { "\($0)\($1)" })
    test.run()
    expectMarbles(recorder, expected, values: ["p": "a1"])
  }

  @Test func combineLatestWaitsForASourceThatNeverSent() throws {
    let test = RACMarbleTester()
    let recorder = test.record(try test.cold("-a|").combineLatest(with: try test.cold("-----")).map { "\($0)\($1)" })
    test.run()
    #expect(recorder.events.isEmpty)
  }

  @Test(arguments: [0, 1])
  func combineLatestErrorFromEitherEndsItAndDisposesTheOther(failing: Int) throws {
    let test = RACMarbleTester()
    let bad = try test.cold("-a-#")
    let good = try test.cold("--b----|")
    let combined = failing == 0 ? bad.combineLatest(with: good) : good.combineLatest(with: bad)
    let recorder = test.record(combined.map { "\($0)\($1)" })
    test.run()
    expectMarbles(recorder, "--p#", values: ["p": failing == 0 ? "ab" : "ba"])
    expectSubscriptions(good, ["^--!"])
    expectSubscriptions(bad, ["^--!"])
  }

  @Test func combineLatestDisposalDisposesBoth() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-a---|")
    let b = try test.cold("--1---|")
    let recorder = test.record(a.combineLatest(with: b).map { "\($0)\($1)" }, disposeAt: 3)
    test.run()
    expectMarbles(recorder, "--p", values: ["p": "a1"])
    expectSubscriptions(a, ["^--!"])
    expectSubscriptions(b, ["^--!"])
  }

  @Test func combineLatestOfSynchronousSources() {
    let log = EventLog()
    log.subscribe(log.source("a", [1, 2]).combineLatest(with: log.source("b", [3])).map { "\($0)\($1)" })
    #expect(log.lines == ["a subscribed", "a disposed", "b subscribed", "next 23", "completed", "b disposed"])
  }

  @Test func combineLatestSubscribesTheSecondAfterASynchronousError() {
    let log = EventLog()
    let failing: RACSignal<Int> = log.source("a", [], end: .error(TestFailure(code: 1)))
    log.subscribe(failing.combineLatest(with: log.source("b", [3], end: nil)).map { "\($0)\($1)" })
    #expect(log.lines == ["a subscribed", "error TestFailure(code: 1)", "a disposed", "b subscribed", "b disposed"])
  }

  @Test func combineLatestDeliversAReentrantSendAtOnce() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    var pairs: [String] = []
    let disposable = a.signal.combineLatest(with: b.signal).subscribeNext { x, y in
      pairs.append("\(x)\(y)")
      if x == 1 { a.send(2) }
      pairs.append("end \(x)\(y)")
    }
    b.send(5)
    a.send(1)
    disposable.dispose()
    #expect(pairs == ["15", "25", "end 25", "end 15"])
  }

  @Test func combineLatestOfArrays() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2----|")
    let b: RACColdTestSignal<Int> = try test.cold("--3----4-|")
    let recorder = test.record(RACSignal.combineLatest([a, b]).map { $0.map(String.init).joined() })
    test.run()
    expectMarbles(recorder, "--x--y-z--|", values: ["x": "13", "y": "23", "z": "24"])
    expectSubscriptions(a, ["^---------!"])
    expectSubscriptions(b, ["^--------!"])
  }

  @Test func combineLatestOfAnArrayCompletesOnlyWhenEveryoneHas() throws {
    let test = RACMarbleTester()
    let sources = [try test.cold("-a|"), try test.cold("--b|"), try test.cold("-----|")]
    let recorder = test.record(RACSignal.combineLatest(sources).map { $0.joined() })
    test.run()
    expectMarbles(recorder, "-----|")
  }

  @Test func combineLatestOfAnArrayErrorDisposesTheOthers() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-a-----|")
    let b = try test.cold("--#")
    let c = try test.cold("-c-----|")
    let recorder = test.record(RACSignal.combineLatest([a, b, c]).map { $0.joined() })
    test.run()
    expectMarbles(recorder, "--#")
    expectSubscriptions(a, ["^-!"])
    expectSubscriptions(c, ["^-!"])
  }

  @Test func combineLatestOfAnEmptyArrayCompletesAtOnce() {
    let log = EventLog()
    log.subscribe(RACSignal<Int>.combineLatest([RACSignal<Int>]()))
    #expect(log.lines == ["completed"])
  }

  @Test func combineLatestOfASynchronousArraySubscribesInOrder() {
    let log = EventLog()
    log.subscribe(RACSignal.combineLatest([log.source("a", [1]), log.source("b", [2]), log.source("c", [3])]))
    #expect(
      log.lines == [
        "a subscribed", "a disposed", "b subscribed", "b disposed",
        "c subscribed", "next [1, 2, 3]", "completed", "c disposed",
      ])
  }

  @Test func combineLatestOfATuple() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2---|")
    let b = try test.cold("--x------|")
    let c = try test.cold("---p---q-|")
    let recorder = test.record(RACSignal.combineLatest(a, b, c).reduceEach { "\($0)\($1)\($2)" })
    test.run()
    expectMarbles(recorder, "---A-B-C-|", values: ["A": "1xp", "B": "2xp", "C": "2xq"])
  }

  @Test func combineLatestReducesArrays() throws {
    let test = RACMarbleTester()
    let a: RACColdTestSignal<Int> = try test.cold("-1---2----|")
    let b: RACColdTestSignal<Int> = try test.cold("--3----4-|")
    let recorder = test.record(RACSignal.combineLatest([a, b]) { $0.reduce(0, +) })
    test.run()
    expectMarbles(recorder, "--4--5-6--|")
  }

  @Test func combineLatestIsNamedAsInReactiveCocoa() {
    let a = RACSignal<Int>.never().setName("a")
    let b = RACSignal<Int>.never().setName("b")
    #expect(a.combineLatest(with: b).name == "[a] -combineLatestWith: b")
    #expect(RACSignal.combineLatest([a, b]).name == "+combineLatest: [\"a\", \"b\"]")
    #expect(RACSignal.combineLatest([RACSignal<Int>]()).name == "+combineLatest: []")
  }

  @Test func combineLatestReleasesItsSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<(Int, Int)>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<Int>.never().combineLatest(with: .never()))
        recorder.dispose()
        return recorder
      })
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<[Int]>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal.combineLatest([RACSignal<Int>.return(1), .return(2)]))
        return recorder
      })
  }
}
