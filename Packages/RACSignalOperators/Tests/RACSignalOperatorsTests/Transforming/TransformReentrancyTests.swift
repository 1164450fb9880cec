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
