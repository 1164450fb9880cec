import Dispatch
import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct FlattenMapTests {
  @Test func flattenMapMergesInnerValues() {
    let recorder = Recorder(just([1, 2, 3]).flattenMap { just([$0, $0 * 10]) })
    #expect(recorder.values == [1, 10, 2, 20, 3, 30])
    #expect(recorder.completed)
  }

  @Test func flattenMapCompletesAfterSourceAndInners() {
    let source = ManualSource<Int>()
    let inner = ManualSource<Int>()
    let recorder = Recorder(source.signal.flattenMap { _ in inner.signal })
    source.sendNext(1)
    source.sendCompleted()
    #expect(!recorder.completed)
    inner.sendNext(7)
    inner.sendCompleted()
    #expect(recorder.values == [7])
    #expect(recorder.completed)
    #expect(inner.disposals == 1)
  }

  @Test func flattenMapInnerErrorEndsEverything() {
    let source = ManualSource<Int>()
    let inner = ManualSource<Int>()
    let recorder = Recorder(source.signal.flattenMap { _ in inner.signal })
    source.sendNext(1)
    inner.sendError(TestError())
    #expect(recorder.error != nil)
    #expect(source.disposals == 1)
    source.sendNext(2)
    #expect(inner.subscriptions == 1)
  }

  @Test func flattenMapDisposalDisposesSourceAndInners() {
    let source = ManualSource<Int>()
    let inner = ManualSource<Int>()
    let recorder = Recorder(source.signal.flattenMap { _ in inner.signal })
    source.sendNext(1)
    recorder.disposable.dispose()
    #expect(source.disposals == 1)
    #expect(inner.disposals == 1)
    inner.sendNext(1)
    #expect(recorder.values.isEmpty)
  }

  /// `return` and `empty` inners are taken without an inner subscriber
  /// (Docs/PerformanceHistory.md, "Round 3", HigherOrder.flattenMap): the same values, completion and disposal as any inner.
  @Test func flattenMapOfReturnAndEmptyInners() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.flattenMap { $0 % 3 == 0 ? RACSignal<Int>.empty() : .return($0 * 10) })
    for value in 1...6 { source.sendNext(value) }
    #expect(recorder.values == [10, 20, 40, 50])
    #expect(!recorder.completed)
    source.sendCompleted()
    #expect(recorder.completed)
    #expect(source.disposals == 1)
  }

  @Test func flattenMapOfReturnInnersStopsAtDisposal() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    var disposable: RACDisposable?
    disposable = source.signal.flattenMap { RACSignal<Int>.return($0) }.subscribeNext { value in
      received.append(value)
      if value == 2 { disposable?.dispose() }
    }
    for value in 1...4 { source.sendNext(value) }
    #expect(received == [1, 2])
    #expect(source.disposals == 1)
  }

  /// RAC's `-bind:` counts an inner `return:` signal as active until it
  /// completes, after its value's callbacks: a source that ends from such
  /// a callback (it completes, or the binding function stops on a value
  /// sent re-entrantly) ends the result only once the callback returned.
  /// The inner signals here are `return` and `empty` (taken inline) and a
  /// `createSignal` one (subscribed): the order is the same.
  @Test(arguments: ["return", "empty", "created"])
  func aSourceEndedFromAnInnerValuesCallbackCompletesAfterIt(inner: String) {
    let source = ManualSource<Int>()
    var log: [String] = []
    let flattened = source.signal.flattenMap { value -> RACSignal<Int> in
      switch inner {
      case "return": return .return(value)
      case "empty": return value == 1 ? .return(value) : .empty()
      default:
        return RACSignal { subscriber in
          subscriber.sendNext(value)
          subscriber.sendCompleted()
          return nil
        }
      }
    }
    _ = flattened.subscribeNext(
      { value in
        log.append("next \(value)")
        if value == 1 {
          source.sendNext(2)
          source.sendCompleted()
        }
        log.append("after \(value)")
      },
      completed: { log.append("completed") })
    source.sendNext(1)
    let expected =
      inner == "empty"
      ? ["next 1", "after 1", "completed"] : ["next 1", "next 2", "after 2", "after 1", "completed"]
    #expect(log == expected)
  }

  /// `bind` with `stop`, as RAC writes `-take:` on it: the second value,
  /// sent from the first one's callback, stops the source's side; the
  /// result completes once the first value's callback returned.
  @Test func aBindStoppedFromAReturnedValuesCallbackCompletesAfterIt() {
    let source = ManualSource<Int>()
    var log: [String] = []
    let taken: RACSignal<Int> = source.signal.bind {
      var taken = 0
      return { value, stop in
        taken += 1
        if taken == 2 { stop = true }
        return taken <= 2 ? .return(value) : nil
      }
    }
    _ = taken.subscribeNext(
      { value in
        log.append("next \(value)")
        if value == 1 { source.sendNext(2) }
        log.append("after \(value)")
      },
      completed: { log.append("completed") })
    source.sendNext(1)
    #expect(log == ["next 1", "next 2", "after 2", "after 1", "completed"])
    #expect(source.disposals == 1)
  }

  /// An inner signal's error while the source's side's end waits for an
  /// inline delivery ends the result with the error alone.
  @Test func anErrorWhileTheSourcesEndWaitsEndsTheResultWithTheErrorAlone() {
    let source = ManualSource<Int>()
    let inner = ManualSource<Int>()
    var log: [String] = []
    _ = source.signal.flattenMap { value -> RACSignal<Int> in value == 0 ? inner.signal : .return(value) }
      .subscribeNext(
        { value in
          log.append("next \(value)")
          source.sendCompleted()
          inner.sendError(TestError())
          log.append("after \(value)")
        },
        error: { _ in log.append("error") },
        completed: { log.append("completed") })
    source.sendNext(0)
    source.sendNext(1)
    #expect(log == ["next 1", "error", "after 1"])
    #expect(source.disposals == 1)
    #expect(inner.disposals == 1)
  }

  @Test func flattenMergesSignalsOfSignals() {
    let recorder = Recorder(just([just([1, 2]), just([3])]).flatten())
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completed)
  }

  @Test func flattenMapConcurrentInnerSendsAreSerializedAndComplete() {
    let inners = (0..<4).map { _ in ManualSource<Int>() }
    let source = ManualSource<Int>()
    var count = 0
    var overlapping = false
    var inside = false
    var completed = false
    source.signal.flattenMap { inners[$0].signal }.subscribeNext(
      { _ in
        if inside { overlapping = true }
        inside = true
        count += 1
        inside = false
      },
      completed: { completed = true }
    )
    for index in 0..<4 { source.sendNext(index) }
    source.sendCompleted()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      for value in 0..<10_000 { inners[index].sendNext(value) }
      inners[index].sendCompleted()
    }
    #expect(count == 40_000)
    #expect(!overlapping)
    #expect(completed)
  }
}

/// `flattenMap` subscribed with a raw subscriber on a stubborn source: after
/// an inner signal's synchronous error ended the result, the values the
/// source keeps sending make no inner signal (Docs/Internals.md, "Nothing
/// after disposal").
@Suite struct FlattenMapStubbornSourceTests {
  @Test func noInnerSignalAfterASynchronousError() {
    let source = StubbornSource(prefix: [1, 2, 3])
    let subscriber = RawSubscriber()
    var mapped: [Int] = []
    _ = source.flattenMap { (value: Int) -> RACSignal<Int> in
      mapped.append(value)
      return RACSignal.error(TestError())
    }.subscribe(subscriber)
    source.sendNext(4)
    source.sendCompleted()
    #expect(mapped == [1])
    #expect(subscriber.events == ["error"])
    #expect(source.disposals == 1)
  }

  /// The same fault seen from the inner signals' side: whatever the block
  /// returns for the values after the error is never subscribed to.
  @Test func noInnerSubscriptionAfterASynchronousError() {
    let source = StubbornSource(prefix: [1])
    let subscriber = RawSubscriber()
    var subscriptions: [Int] = []
    _ = source.flattenMap { (value: Int) -> RACSignal<Int> in
      if value == 1 { return RACSignal.error(TestError()) }
      return RACSignal { inner in
        subscriptions.append(value)
        inner.sendNext(value)
        return nil
      }
    }.subscribe(subscriber)
    source.sendNext(2)
    source.sendNext(3)
    #expect(subscriptions.isEmpty)
    #expect(subscriber.events == ["error"])
  }

  @Test func noInnerSignalAfterTheSubscriptionIsDisposed() {
    let source = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    var subscriptions = 0
    let inner = RACSignal<Int> { subscriber in
      subscriptions += 1
      subscriber.sendNext(10)
      return nil
    }
    let disposable = source.flattenMap { _ in inner }.subscribe(subscriber)
    source.sendNext(1)
    disposable.dispose()
    source.sendNext(2)
    source.sendCompleted()
    #expect(subscriptions == 1)
    #expect(subscriber.events == ["10"])
  }

  /// An inner signal that completed leaves the merged subscription, while
  /// the source and the other inner signals go on: a long-lived
  /// `flattenMap` keeps the subscriptions of its live inner signals only.
  @Test(arguments: [false, true])
  func aCompletedInnerSignalsSubscriptionIsLetGo(hands: Bool) {
    let outer = ManualSource<Int>()
    let inners = [ReturningSource(hands: hands), ReturningSource(hands: hands)]
    let recorder = Recorder(outer.signal.flattenMap { inners[$0] })
    outer.sendNext(0)
    outer.sendNext(1)
    #expect(inners.allSatisfy { $0.returned != nil })
    inners[0].complete()
    #expect(inners[0].returned == nil, "the completed inner's subscription is gone")
    #expect(inners[1].returned != nil)
    #expect(!recorder.completed)
    withExtendedLifetime(recorder) {}
  }

  /// An inner signal that hands over one subscription and returns another:
  /// disposing the result disposes both, for `concat` (which keeps the
  /// current signal's subscription in a serial disposable) as for
  /// `flatten`.
  @Test(arguments: ["flatten", "concat"])
  func disposingReachesBothSubscriptionsOfAnInnerSignal(_ operation: String) throws {
    let outer = ManualSource<RACSignal<Int>>()
    let inner = ReturningSource(hands: true)
    let result = operation == "flatten" ? outer.signal.flatten() : RACSignal.concat([inner, .never()])
    let subscription = result.subscribeNext { _ in }
    outer.sendNext(inner)
    let handed = try #require(inner.handed)
    let returned = try #require(inner.returned)
    subscription.dispose()
    #expect(handed.isDisposed)
    #expect(returned.isDisposed)
  }
}

/// A signal subclass that hands its subscriber no subscription and returns
/// one that counts its disposals: a user's `RACSignal` subclass may, and
/// then only the operator holding that disposable can dispose it.
private final class UnhandedSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  var subscriber: (any RACSubscriber<Int>)?
  var disposals = 0

  override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    self.subscriber = subscriber
    return RACDisposable { [weak self] in self?.disposals += 1 }
  }
}

@Suite struct FlattenMapEndTests {
  /// RAC's `-bind:` sends completion when the last signal completed, then
  /// disposes its compound disposable, which still holds that last
  /// signal's subscription: it is disposed even for a subscriber that
  /// disposes nothing at its terminal event, whether the last one to
  /// complete is an inner signal or the source.
  @Test(arguments: [true, false])
  func theLastSignalsSubscriptionIsDisposedAfterCompletion(innerEndsLast: Bool) {
    let subscriber = RawSubscriber()
    if innerEndsLast {
      let source = ManualSource<Int>()
      let inner = UnhandedSource()
      let subscription = source.signal.flattenMap { _ in inner }.subscribe(subscriber)
      source.sendNext(0)
      source.sendCompleted()
      inner.subscriber?.sendCompleted()
      #expect(subscriber.events == ["completed"])
      #expect(inner.disposals == 1)
      withExtendedLifetime(subscription) {}
    } else {
      let source = UnhandedSource()
      let inner = ManualSource<Int>()
      let subscription = source.flattenMap { _ in inner.signal }.subscribe(subscriber)
      source.subscriber?.sendNext(0)
      inner.sendCompleted()
      source.subscriber?.sendCompleted()
      #expect(subscriber.events == ["completed"])
      #expect(source.disposals == 1)
      withExtendedLifetime(subscription) {}
    }
  }

  /// When the source completes while an inner signal is still running,
  /// RAC's `-bind:` takes the source's subscription out of its compound
  /// disposable: a long-lived `flattenMap` does not keep a finished
  /// source's subscription alive while its inner signals go on.
  @Test func aCompletedSourcesSubscriptionIsLetGoWhileInnersRun() {
    let source = ReturningSource(hands: false)
    let inner = ManualSource<Int>()
    let recorder = Recorder(source.flattenMap { _ in inner.signal })
    source.subscriber?.sendNext(0)
    #expect(source.returned != nil)
    source.complete()
    #expect(source.returned == nil, "the completed source's subscription is gone")
    #expect(!recorder.completed)
    inner.sendCompleted()
    #expect(recorder.completed)
  }
}
