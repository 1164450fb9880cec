import RACSignalOperators
import RACTesting
import Testing

/// Operators that send a value and then completion of their own: a
/// subscriber that disposes on receiving the value gets nothing more (in
/// ReactiveCocoa the completion meets a disposed passthrough subscriber).
/// Found by the grammar harness (Tests/RACGrammarTests).
@Suite struct DisposeOnResultTests {
  /// Subscribes to `build(feeder.signal)`, disposing on the first value,
  /// runs `drive`, and returns what arrived.
  static func events<T>(
    _ build: (RACSignal<Int>) -> RACSignal<T>,
    drive: (Feeder<Int>) -> Void
  ) -> [String] {
    let feeder = Feeder<Int>()
    var events: [String] = []
    var disposable: RACDisposable?
    disposable = build(feeder.signal).subscribeNext(
      { value in
        events.append("next \(value)")
        disposable?.dispose()
      },
      error: { _ in events.append("error") },
      completed: { events.append("completed") })
    drive(feeder)
    return events
  }

  static func complete(_ feeder: Feeder<Int>) {
    feeder.sendNext(1)
    feeder.sendCompleted()
  }

  @Test func materializeSendsNoCompletionAfterDisposalOnTheEndEvent() {
    let events = Self.events({ $0.ignoreValues().materialize() }, drive: Self.complete)
    #expect(events == ["next completed"])
    let failed = Self.events({ $0.ignoreValues().materialize() }) { $0.sendError() }
    #expect(failed.count == 1)
  }

  @Test func anyAndAllSendNoCompletionAfterDisposalOnTheResult() {
    #expect(Self.events({ $0.any() }, drive: Self.complete) == ["next true"])
    #expect(Self.events({ $0.any { $0 > 5 } }, drive: Self.complete) == ["next false"])
    #expect(Self.events({ $0.all { $0 > 5 } }, drive: Self.complete) == ["next false"])
    #expect(Self.events({ $0.all { $0 > 0 } }, drive: Self.complete) == ["next true"])
  }

  @Test func aggregateAndCollectSendNoCompletionAfterDisposalOnTheResult() {
    #expect(Self.events({ $0.aggregate(withStart: 0, reduce: +) }, drive: Self.complete) == ["next 1"])
    #expect(
      Self.events({ $0.aggregate(withStart: 0) { $0 + $1 + $2 } }, drive: Self.complete) == ["next 1"])
    #expect(
      Self.events({ $0.aggregate(withStartFactory: { 0 }, reduce: +) }, drive: Self.complete) == ["next 1"])
    #expect(Self.events({ $0.collect() }, drive: Self.complete) == ["next [1]"])
  }

  @Test func takeLastAndElementAtSendNoCompletionAfterDisposalOnTheLastValue() {
    #expect(Self.events({ $0.takeLast(1) }, drive: Self.complete) == ["next 1"])
    #expect(Self.events({ $0.element(at: 0) }) { $0.sendNext(1) } == ["next 1"])
  }

  @Test func theSourceIsStillDisposedOnce() {
    let feeder = Feeder<Int>()
    var disposable: RACDisposable?
    disposable = feeder.signal.collect().subscribeNext { _ in disposable?.dispose() }
    Self.complete(feeder)
    #expect(feeder.disposals == 1)
  }
}
