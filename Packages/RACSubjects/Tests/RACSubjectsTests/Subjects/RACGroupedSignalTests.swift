import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACGroupedSignalTests {
  /// The seed's example: grades 1…5 grouped as "good" (> 3) and "bad",
  /// transformed × 10; the "good" group sends 40 and 50.
  @Test func groupByTransformSeedExample() {
    let disposed = Counter()
    let signalA = RACSignal<Int> { subscriber in
      for grade in 1...5 { subscriber.sendNext(grade) }
      subscriber.sendCompleted()
      return RACDisposable { disposed.increment() }
    }
    let signalGroup = signalA.group(by: { $0 > 3 ? "good" : "bad" }, transform: { $0 * 10 })
    var good: [Int] = []
    var keys: [String] = []
    signalGroup.subscribeNext { group in
      keys.append(group.key)
      if group.key == "good" { group.subscribeNext { good.append($0) } }
    }
    #expect(keys == ["bad", "good"])
    #expect(good == [40, 50])
    #expect(disposed.value == 1)
  }

  /// Plays a diagram of `group`: 1…5 at ticks 1, 3, 5, 7 and 9, then
  /// completion at 10, into a subject; the outer timeline shows each new
  /// group by its letter in `letters`, and each group's timeline is kept
  /// under its key.
  func groupDiagram<Value>(
    letters: [String: String],
    _ group: (RACSubject<Int>) -> RACSignal<RACGroupedSignal<String, Value>>
  ) -> (outer: [String], groups: [String: [String]]) {
    let scheduler = RACTestScheduler()
    let source = RACSubject<Int>()
    let grouped = group(source)
    let outer = TimedRecorder<String>(scheduler)
    var recorders: [String: TimedRecorder<Value>] = [:]
    on(scheduler, at: 0) {
      grouped.subscribeNext(
        { group in
          outer.sendNext(letters[group.key] ?? "?")
          let recorder = TimedRecorder<Value>(scheduler)
          recorders[group.key] = recorder
          group.subscribe(recorder)
        }, completed: { outer.sendCompleted() })
    }
    for value in 1...5 {
      on(scheduler, at: 2 * value - 1) { source.sendNext(value) }
    }
    on(scheduler, at: 10) { source.sendCompleted() }
    scheduler.stepAll()
    return (outer.timeline, recorders.mapValues(\.timeline))
  }

  /// The diagram of group(by:).
  @Test func groupByMarbleDiagram() {
    let (outer, groups) = groupDiagram(letters: ["odd": "O", "even": "E"]) {
      $0.group(by: { $0 % 2 == 1 ? "odd" : "even" })
    }
    #expect(outer == ["1O", "3E", "10|"])
    #expect(groups["odd"] == ["1^", "11", "53", "95", "10|"])
    #expect(groups["even"] == ["3^", "32", "74", "10|"])
  }

  /// The diagram of group(by:transform:) (the seed's example, on virtual
  /// time).
  @Test func groupByTransformMarbleDiagram() {
    let (outer, groups) = groupDiagram(letters: ["bad": "B", "good": "G"]) {
      $0.group(by: { $0 > 3 ? "good" : "bad" }, transform: { $0 * 10 })
    }
    #expect(outer == ["1B", "7G", "10|"])
    #expect(groups["bad"] == ["1^", "110", "320", "530", "10|"])
    #expect(groups["good"] == ["7^", "740", "950", "10|"])
  }

  @Test func groupByCreatesGroupsInOrderOfFirstKey() {
    let source = RACSubject<String>()
    var keys: [Character] = []
    var groups: [Character: [String]] = [:]
    source.group(by: { $0.first! }).subscribeNext { group in
      keys.append(group.key)
      group.subscribeNext { groups[group.key, default: []].append($0) }
    }
    for word in ["banana", "apple", "blueberry", "cherry", "avocado"] { source.sendNext(word) }
    #expect(keys == ["b", "a", "c"])
    #expect(groups["b"] == ["banana", "blueberry"])
    #expect(groups["a"] == ["apple", "avocado"])
    #expect(groups["c"] == ["cherry"])
  }

  @Test func groupBySendsTheGroupBeforeItsFirstValue() {
    let source = RACSubject<Int>()
    var log: [String] = []
    source.group(by: { $0 % 2 }).subscribeNext { group in
      log.append("group \(group.key)")
      group.subscribeNext { log.append("value \($0)") }
    }
    source.sendNext(1)
    source.sendNext(2)
    source.sendNext(3)
    #expect(log == ["group 1", "value 1", "group 0", "value 2", "value 3"])
  }

  @Test func groupByForwardsErrorsToTheOuterSignalThenEveryGroup() {
    let source = RACSubject<Int>()
    var log: [String] = []
    source.group(by: { $0 % 2 }).subscribeNext(
      { group in
        group.subscribeError { _ in log.append("group \(group.key) error") }
      }, error: { _ in log.append("outer error") })
    source.sendNext(1)
    source.sendNext(2)
    source.sendError(TestError(code: 1))
    #expect(log == ["outer error", "group 1 error", "group 0 error"])
  }

  @Test func groupByForwardsCompletionToTheOuterSignalThenEveryGroup() {
    let source = RACSubject<Int>()
    var log: [String] = []
    source.group(by: { $0 % 2 }).subscribeNext(
      { group in
        group.subscribeCompleted { log.append("group \(group.key) completed") }
      }, completed: { log.append("outer completed") })
    source.sendNext(2)
    source.sendNext(1)
    source.sendCompleted()
    #expect(log == ["outer completed", "group 0 completed", "group 1 completed"])
  }

  /// A terminal event disposes the source's subscription before the result
  /// receives it, even when the subscriber does not dispose anything at a
  /// terminal event (a subscriber object) and the source does not either:
  /// RAC's block subscriber inside `groupBy:` disposes it before calling its
  /// block.
  @Test(arguments: [false, true])
  func groupByDisposesTheSourceSubscriptionAtItsTerminalEvent(failing: Bool) {
    /// A source that hands its subscriber a disposable and leaves the rest
    /// to the test.
    final class Source: RACSignal<Int>, @unchecked Sendable {
      var subscriber: (any RACSubscriber<Int>)?
      var onDispose: () -> Void = {}
      override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
        self.subscriber = subscriber
        let disposable = RACCompoundDisposable()
        disposable.add(RACDisposable { [unowned self] in onDispose() })
        subscriber.didSubscribe(with: disposable)
        return disposable
      }
    }
    let source = Source()
    let recorder = Recorder<RACGroupedSignal<Int, Int>>()
    var eventsAtDisposal: [Int] = []
    source.onDispose = { eventsAtDisposal.append(recorder.events.count) }
    source.group(by: { $0 % 2 }).subscribe(recorder)
    source.subscriber?.sendNext(1)
    if failing { source.subscriber?.sendError(TestError(code: 1)) } else { source.subscriber?.sendCompleted() }
    #expect(eventsAtDisposal == [1])  // once, after the group, before the terminal event
    #expect(recorder.events.count == 2)
    #expect(recorder.events.last?.isFinished == true)
  }

  @Test func groupByDisposalDisposesTheSourceSubscription() {
    let subscriptions = Counter()
    let disposals = Counter()
    let source = RACSubject<Int>()
    let counted = RACSignal<Int> { subscriber in
      subscriptions.increment()
      let inner = source.subscribe(subscriber)
      return RACDisposable {
        disposals.increment()
        inner.dispose()
      }
    }
    var values: [Int] = []
    let disposable = counted.group(by: { $0 % 2 }).subscribeNext { group in
      group.subscribeNext { values.append($0) }
    }
    source.sendNext(1)
    disposable.dispose()
    source.sendNext(3)
    #expect(subscriptions.value == 1)
    #expect(disposals.value == 1)
    #expect(values == [1])
  }

  @Test func groupBySubscribesToTheSourceOncePerSubscription() {
    let subscriptions = Counter()
    let grouped = coldSignal([1, 2, 3], subscriptions: subscriptions).group(by: { $0 })
    grouped.subscribeNext { _ in }
    grouped.subscribeNext { _ in }
    #expect(subscriptions.value == 2)
  }

  @Test func groupedSignalKeepsItsKey() {
    let group = RACGroupedSignal<String, Int>(key: "k")
    #expect(group.key == "k")
    let recorder = Recorder<Int>()
    group.subscribe(recorder)
    group.sendNext(1)
    #expect(recorder.values == [1])
  }

  @Test func groupByNames() {
    let source = RACSubject<Int>().setName("source")
    #expect(source.group(by: { $0 }).name == "[source] -groupBy:")
    #expect(source.group(by: { $0 }, transform: { $0 }).name == "[source] -groupBy:transform:")
  }
}
