import RACSignalOperators
import RACTesting
import Testing

@Suite struct AggregateTests {
  @Test func aggregateSendsTheFinalResultAtCompletion() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-3-|")
    let recorder = test.record(source.aggregate(withStart: 0, reduce: +))
    test.run()
    #expect(try recorder.compare(with: "-------[6|]").isMatch)
    #expect(try source.compareSubscriptions(with: ["^------!"]).isMatch)
  }

  @Test func aggregateWithIndex() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-1-4-|")
    let recorder = test.record(source.aggregate(withStart: 2) { $0 * $1 + $2 })
    test.run()
    #expect(try recorder.compare(with: "-------[e|]", values: ["e": 14]).isMatch)
  }

  @Test func aggregateOfAnEmptySignalSendsTheStart() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("--|")
    let recorder = test.record(source.aggregate(withStart: 7, reduce: +))
    test.run()
    #expect(try recorder.compare(with: "--[7|]").isMatch)
  }

  @Test func aggregatePassesTheErrorOnWithoutAResult() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-#")
    let recorder = test.record(source.aggregate(withStart: 0, reduce: +))
    test.run()
    #expect(try recorder.compare(with: "-----#").isMatch)
  }

  @Test func aggregateDisposedBeforeCompletionSendsNothing() throws {
    let test = RACMarbleTester()
    let source: RACHotTestSignal<Int> = try test.hot("-1-2-|")
    let recorder = test.record(source.aggregate(withStart: 0, reduce: +), disposeAt: 3)
    test.run()
    #expect(recorder.events.isEmpty)
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func aggregateStartsAgainForEachSubscription() throws {
    let test = RACMarbleTester()
    let source: RACColdTestSignal<Int> = try test.cold("-1-2-|")
    let signal = source.aggregate(withStart: 10, reduce: +)
    let first = test.record(signal)
    let second = test.record(signal, subscribeAt: 2)
    test.run()
    #expect(first.values == [13])
    #expect(second.values == [13])
  }

  @Test func aggregateWithStartFactoryCallsTheFactoryOncePerSubscription() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    var calls = 0
    let signal = source.aggregate(
      withStartFactory: {
        calls += 1
        return ""
      }, reduce: +)
    #expect(calls == 0)
    let recorder = test.record(signal)
    let second = test.record(signal, subscribeAt: 1)
    test.run()
    #expect(try recorder.compare(with: "-----[x|]", values: ["x": "ab"]).isMatch)
    #expect(second.values == ["ab"])
    #expect(calls == 2)
  }

  @Test func collectGathersEveryValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let recorder = test.record(source.collect())
    test.run()
    #expect(try recorder.compare(with: "-------[x|]", values: ["x": ["a", "b", "c"]]).isMatch)
    #expect(try source.compareSubscriptions(with: ["^------!"]).isMatch)
  }

  @Test func collectOfAnEmptySignalIsAnEmptyArray() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-|")
    let recorder = test.record(source.collect())
    test.run()
    #expect(try recorder.compare(with: "-[x|]", values: ["x": []]).isMatch)
  }

  @Test func collectPassesTheErrorOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let recorder = test.record(source.collect())
    test.run()
    #expect(try recorder.compare(with: "---#", values: ["x": []]).isMatch)
  }

  @Test func collectIgnoresReentrantValuesAfterCompletion() {
    let feeder = Feeder<Int>()
    var arrays: [[Int]] = []
    feeder.signal.collect().subscribeNext { array in
      arrays.append(array)
      feeder.sendNext(9)
    }
    feeder.sendNext(1)
    feeder.sendNext(2)
    feeder.sendCompleted()
    #expect(arrays == [[1, 2]])
  }

  @Test func aggregateAndCollectDoNotLeak() throws {
    try expectNoLeak { $0.aggregate(withStart: "", reduce: +) }
    try expectNoLeak { $0.aggregate(withStart: "") { running, value, _ in running + value } }
    try expectNoLeak { $0.aggregate(withStartFactory: { "" }, reduce: +) }
    try expectNoLeak { $0.collect() }
    try expectNoLeak(source: "-a-b|", disposeAt: nil) { $0.collect() }
  }

  @Test func aggregateIsNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    #expect(source.aggregate(withStart: 0, reduce: +).name == "[s] -aggregateWithStart: 0 reduce:")
    #expect(source.aggregate(withStart: 0) { a, _, _ in a }.name == "[s] -aggregateWithStart: 0 reduceWithIndex:")
    #expect(source.aggregate(withStartFactory: { 0 }, reduce: +).name == "[s] -aggregateWithStartFactory:reduce:")
    #expect(source.collect().name == "[s] -collect")
  }
}
