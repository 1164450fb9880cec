import RACSignalOperators
import RACTesting
import Testing

/// What the transform operators do when the subscriber sends into the
/// source, or disposes, from inside a callback.
@Suite struct TransformReentrancyTests {
  @Test func repeatDeliversReentrantValuesAndResubscribesLater() {
    let scheduler = RACTestScheduler()
    let feeder = Feeder<Int>()
    var values: [Int] = []
    scheduler.performAsCurrentScheduler {
      _ = feeder.signal.repeat().subscribeNext { value in
        values.append(value)
        if value == 1 { feeder.sendNext(2) }
      }
      feeder.sendNext(1)
      feeder.sendCompleted()
    }
    #expect(values == [1, 2])
    #expect(feeder.subscribers.count == 1)
    scheduler.step()
    #expect(feeder.subscribers.count == 2)
  }

  @Test func retryDisposedFromItsOwnCallbackDoesNotResubscribe() {
    let scheduler = RACTestScheduler()
    let feeder = Feeder<Int>()
    var values: [Int] = []
    var disposable: RACDisposable?
    scheduler.performAsCurrentScheduler {
      disposable = feeder.signal.retry().subscribeNext { value in
        values.append(value)
        disposable?.dispose()
      }
      feeder.sendNext(1)
      feeder.sendError()
    }
    scheduler.stepAll()
    #expect(values == [1])
    #expect(feeder.subscribers.count == 1)
    #expect(feeder.disposals == 1)
  }

  @Test func aggregateFoldsReentrantValues() {
    let feeder = Feeder<Int>()
    var results: [Int] = []
    _ = feeder.signal.doNext { value in if value == 1 { feeder.sendNext(10) } }
      .aggregate(withStart: 0, reduce: +)
      .subscribeNext { results.append($0) }
    feeder.sendNext(1)
    feeder.sendNext(2)
    feeder.sendCompleted()
    #expect(results == [13])
  }

  // RAC passes `index++` to the block: the index advances before the block
  // runs, so a value the block sends into the receiver gets the next index,
  // and the outer call's result, computed from the running value it was
  // handed, is the one kept.
  @Test func scanWithIndexGivesAReentrantValueTheNextIndex() {
    let feeder = Feeder<Int>()
    let log = IndexLog()
    var results: [Int] = []
    _ = feeder.signal.scan(withStart: 0, reduceWithIndex: Self.indexFold(feeder, log))
      .subscribeNext { results.append($0) }
    feeder.sendNext(1)
    feeder.sendNext(3)
    #expect(log.calls == ["1@0", "2@1", "3@2"])
    #expect(results == [21, 10, 42])
  }

  @Test func aggregateWithIndexGivesAReentrantValueTheNextIndex() {
    let feeder = Feeder<Int>()
    let log = IndexLog()
    var results: [Int] = []
    _ = feeder.signal.aggregate(withStart: 0, reduceWithIndex: Self.indexFold(feeder, log))
      .subscribeNext { results.append($0) }
    feeder.sendNext(1)
    feeder.sendNext(3)
    feeder.sendCompleted()
    #expect(log.calls == ["1@0", "2@1", "3@2"])
    #expect(results == [42])
  }

  /// The calls an index fold was handed, as "value@index".
  private final class IndexLog {
    var calls: [String] = []
  }

  /// A fold that logs its calls and, handed 1, sends 2 into the source.
  private static func indexFold(_ feeder: Feeder<Int>, _ log: IndexLog) -> (Int, Int, Int) -> Int {
    { running, value, index in
      log.calls.append("\(value)@\(index)")
      if value == 1 { feeder.sendNext(2) }
      return running + value * 10 + index
    }
  }

  @Test func notAndReduceApplyDeliverReentrantValuesNested() {
    let feeder = Feeder<Bool>()
    var values: [Bool] = []
    _ = feeder.signal.not().subscribeNext { value in
      values.append(value)
      if !value { feeder.sendNext(false) }
    }
    feeder.sendNext(true)
    #expect(values == [false, true])
  }

  @Test func allIgnoresReentrantValuesAfterDeciding() {
    let feeder = Feeder<Int>()
    var events: [String] = []
    _ = feeder.signal.all { $0 < 5 }.subscribeNext(
      { value in
        events.append("next \(value)")
        feeder.sendNext(1)
        feeder.sendCompleted()
      },
      completed: { events.append("completed") })
    feeder.sendNext(9)
    #expect(events == ["next false", "completed"])
  }
}
