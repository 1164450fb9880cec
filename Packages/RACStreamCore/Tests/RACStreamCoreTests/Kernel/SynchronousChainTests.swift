import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// A chain of `map` and `filter` on `return` or `empty` is subscribed with no
/// sink and no block subscriber (Docs/PerformanceHistory.md, "Synchronous chains"):
/// these tests pin that a subscriber sees exactly the events, in the order,
/// that the sinks would have passed on, and that anything else still goes
/// through the sinks.
@Suite struct SynchronousChainTests {
  /// A subscriber that records events and the disposables it is handed.
  final class EventLog: RACSubscriber, @unchecked Sendable {
    var events: [String] = []
    var handed: [RACCompoundDisposable] = []
    func sendNext(_ value: Int) { events.append("next \(value)") }
    func sendError(_ error: any Error) { events.append("error") }
    func sendCompleted() { events.append("completed") }
    func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
  }

  @Test func mapFilterMapOnReturnSendsTheValueThenCompletes() {
    let chain = RACSignal<Int>.return(1).map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 3 }
    var log: [String] = []
    chain.subscribeNext({ log.append("next \($0)") }, completed: { log.append("completed") })
    #expect(log == ["next 6", "completed"])

    let subscriber = EventLog()
    let disposable = chain.subscribe(subscriber)
    #expect(subscriber.events == ["next 6", "completed"])
    #expect(disposable.isDisposed)
  }

  @Test func aRejectedValueLeavesOnlyCompletion() {
    let subscriber = EventLog()
    RACSignal<Int>.return(1).filter { $0 > 1 }.map { $0 * 10 }.subscribe(subscriber)
    #expect(subscriber.events == ["completed"])
    var values: [Int] = []
    var completed = 0
    RACSignal<Int>.return(1).filter { $0 > 1 }.subscribeNext({ values.append($0) }, completed: { completed += 1 })
    #expect(values.isEmpty)
    #expect(completed == 1)
  }

  @Test func emptyRunsNoBlock() {
    var calls = 0
    let subscriber = EventLog()
    RACSignal<Int>.empty().map { value -> Int in
      calls += 1
      return value
    }.filter { _ in
      calls += 1
      return true
    }.subscribe(subscriber)
    #expect(calls == 0)
    #expect(subscriber.events == ["completed"])
  }

  @Test func eachSubscriptionRunsTheBlocksAgain() {
    var mapped = 0
    var tested = 0
    let chain = RACSignal<Int>.return(5).map { value -> Int in
      mapped += 1
      return value * 2
    }.filter { _ in
      tested += 1
      return true
    }
    #expect(mapped == 0)
    var received: [Int] = []
    chain.subscribeNext { received.append($0) }
    chain.subscribeNext { received.append($0) }
    #expect(received == [10, 10])
    #expect(mapped == 2)
    #expect(tested == 2)
  }

  @Test func aSubscriptionFromTheValueCallbackIsServedInOrder() {
    let chain = RACSignal<Int>.return(1).map { $0 * 2 }
    var log: [String] = []
    chain.subscribeNext(
      { value in
        log.append("outer \(value)")
        if log.count == 1 {
          chain.subscribeNext({ log.append("inner \($0)") }, completed: { log.append("inner completed") })
        }
      }, completed: { log.append("outer completed") })
    #expect(log == ["outer 2", "inner 2", "inner completed", "outer completed"])
  }

  @Test func statefulOperatorsOnTopStillWork() {
    var received: [Int] = []
    var completed = false
    RACSignal<Int>.return(3).map { $0 + 1 }.scan(withStart: 10, reduce: +).take(1)
      .subscribeNext({ received.append($0) }, completed: { completed = true })
    #expect(received == [14])
    #expect(completed)

    let subscriber = EventLog()
    RACSignal<Int>.return(3).map { $0 + 1 }.distinctUntilChanged().subscribe(subscriber)
    #expect(subscriber.events == ["next 4", "completed"])
  }

  @Test func flattenMapTakesAnInnerChainOnReturn() {
    var received: [Int] = []
    var completed = false
    just([1, 2, 3]).flattenMap { RACSignal<Int>.return($0).map { $0 * 10 }.filter { $0 != 20 } }
      .subscribeNext({ received.append($0) }, completed: { completed = true })
    #expect(received == [10, 30])
    #expect(completed)
  }

  @Test func aChainOnASourceThatDoesNotSendInlineGoesThroughItsSinks() {
    let source = ManualSource<Int>()
    let subscriber = EventLog()
    let disposable = source.signal.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    #expect(subscriber.handed.count == 1)
    source.sendNext(1)
    source.sendNext(2)
    source.sendNext(3)
    #expect(subscriber.events == ["next 2", "next 4"])
    disposable.dispose()
    source.sendNext(5)
    #expect(subscriber.events == ["next 2", "next 4"])
  }

  @Test func aChainOnAnErrorFailsThroughItsSinks() {
    let subscriber = EventLog()
    RACSignal<Int>.error(TestError()).map { $0 + 1 }.filter { _ in true }.subscribe(subscriber)
    #expect(subscriber.events == ["error"])
  }

  @Test func namesAreUnchanged() {
    let chain = RACSignal<Int>.return(1).map { $0 }.filter { _ in true }.map { $0 }
    #expect(chain.name == "[[[+return: 1] -map:] -filter:] -map:")
  }
  /// Every way of subscribing, on every kind of signal that ends before
  /// `subscribe` returns (the shortcut chains on `return` and `empty`, and
  /// the sinks on a block or an error): what comes back is already disposed,
  /// as the subscription it stands for has nothing left to do.
  @Test func aSubscriptionThatEndedBeforeSubscribeReturnedIsDisposed() {
    let signals: [(String, RACSignal<Int>)] = [
      ("return", .return(1)),
      ("empty", .empty()),
      ("error", .error(TestError(code: 1))),
      ("return → map → filter", RACSignal.return(2).map { $0 + 1 }.filter { $0 > 0 }),
      ("empty → map", RACSignal<Int>.empty().map { $0 + 1 }),
      (
        "block",
        RACSignal { subscriber in
          subscriber.sendNext(1)
          subscriber.sendCompleted()
          return nil
        }
      ),
      (
        "block → map → filter",
        RACSignal<Int> { subscriber in
          subscriber.sendNext(1)
          subscriber.sendCompleted()
          return RACDisposable {}
        }.map { $0 * 2 }.filter { $0 > 0 }
      ),
      (
        "block failing",
        RACSignal<Int> { subscriber in
          subscriber.sendError(TestError(code: 2))
          return nil
        }
      ),
      ("return → take(1)", RACSignal.return(3).take(1)),
    ]
    for (label, signal) in signals {
      let subscriptions: [(String, RACDisposable)] = [
        ("subscribeNext", signal.subscribeNext { _ in }),
        ("subscribeNext completed", signal.subscribeNext({ _ in }, completed: {})),
        ("subscribeNext error completed", signal.subscribeNext({ _ in }, error: { _ in }, completed: {})),
        ("subscribeError", signal.subscribeError { _ in }),
        ("subscribeCompleted", signal.subscribeCompleted {}),
      ]
      for (form, disposable) in subscriptions {
        #expect(disposable.isDisposed, "\(label), \(form)")
      }
    }
  }
}
