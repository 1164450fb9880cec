import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct FilterTakeSkipTests {
  @Test func filterKeepsPassingValues() {
    let recorder = Recorder(just([1, 2, 3, 4]).filter { $0 % 2 == 0 })
    #expect(recorder.values == [2, 4])
    #expect(recorder.completed)
  }

  @Test func takeStopsAfterCountAndDisposesUpstream() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.take(2))
    source.sendNext(1)
    #expect(source.disposals == 0)
    source.sendNext(2)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completed)
    #expect(source.disposals == 1)
    source.sendNext(3)
    #expect(recorder.values == [1, 2])
  }

  @Test func takeZeroIsEmpty() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.take(0))
    #expect(recorder.completed)
    #expect(source.subscriptions == 0)
  }

  @Test func takePassesEarlyError() {
    let recorder = Recorder(RACSignal<Int>.error(TestError()).take(3))
    #expect(recorder.error != nil)
  }

  @Test func takeSynchronousSourceStopsAtCount() {
    var sent = 0
    let source = RACSignal<Int> { subscriber in
      for value in 0..<10 {
        sent += 1
        subscriber.sendNext(value)
      }
      subscriber.sendCompleted()
      return nil
    }
    let recorder = Recorder(source.map { $0 }.take(3))
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.events.count == 4)
  }

  @Test func skipDropsFirstValues() {
    let recorder = Recorder(just([1, 2, 3, 4]).skip(2))
    #expect(recorder.values == [3, 4])
    #expect(recorder.completed)
  }

  @Test func distinctUntilChangedDropsRepeats() {
    let recorder = Recorder(just([1, 1, 2, 2, 1, 3, 3]).distinctUntilChanged())
    #expect(recorder.values == [1, 2, 1, 3])
  }

  @Test func distinctUntilChangedByUsesComparator() {
    let recorder = Recorder(
      just(["a", "A", "b", "B", "a"]).distinctUntilChanged { $0.lowercased() == $1.lowercased() })
    #expect(recorder.values == ["a", "b", "a"])
  }

  @Test func distinctUntilChangedTreatsNilAsValue() {
    let recorder = Recorder(just([nil, nil, 1, nil] as [Int?]).distinctUntilChanged())
    #expect(recorder.values == [nil, 1, nil])
  }

  /// A value equal only to itself.
  final class Token: Equatable, @unchecked Sendable {
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
  }

  /// Holds the subscriber a signal's block was given, until the test lets go.
  final class SubscriberHolder: @unchecked Sendable {
    var subscriber: (any RACSubscriber<Token>)?
  }

  @Test(arguments: [false, true])
  func distinctUntilChangedKeepsTheLastValueUntilTheNextOneReplacesIt(byBlock: Bool) {
    // The sink keeps the last value it passed on (RAC's `lastValue`), stored
    // in place by the operator's specialized step: the value is retained
    // while it is the last one, released when another replaces it, and the
    // last one is released with the subscription.
    weak var first: Token?
    weak var second: Token?
    let holder = SubscriberHolder()
    let source = RACSignal<Token> { subscriber in
      holder.subscriber = subscriber
      return nil
    }
    var received = 0
    let distinct = byBlock ? source.distinctUntilChanged { $0 === $1 } : source.distinctUntilChanged()
    let disposable = distinct.subscribeNext { _ in received += 1 }
    do {
      let token = Token()
      first = token
      holder.subscriber?.sendNext(token)
      holder.subscriber?.sendNext(token)
    }
    #expect(received == 1)
    #expect(first != nil)
    do {
      let token = Token()
      second = token
      holder.subscriber?.sendNext(token)
    }
    #expect(received == 2)
    #expect(first == nil)
    #expect(second != nil)
    disposable.dispose()
    holder.subscriber = nil
    #expect(second == nil)
  }
}
