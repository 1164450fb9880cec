import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// A `map` or `filter` whose source is a `map` or `filter` is subscribed, on
/// a source that does not send inline, as one sink of both stages
/// (Docs/Internals.md, "Stateless stages fused in pairs"). These tests pin
/// that the pairs are made, and that a subscriber of a fused chain sees
/// what the stages' own sinks would have passed on: the same values in the
/// same order, each block run as often and in the same order, the terminal
/// events, the handed-over subscription, disposal, and the names.
/// `Tests/RACStreamLawsTests` checks the chains against RAC's bind-derived
/// operators on generated timelines.
@Suite(.timeLimit(.minutes(10))) struct StagePairTests {
  /// A signal that keeps every subscriber it is given, as it is given it
  /// (no passthrough in between), and sends to them on demand.
  final class BareSource: RACSignal<Int>, @unchecked Sendable {
    var subscribers: [any RACSubscriber<Int>] = []
    var disposals = 0

    override init() { super.init() }

    override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
      subscribers.append(subscriber)
      let subscription = RACCompoundDisposable()
      subscription.add(RACDisposable { self.disposals += 1 })
      subscriber.didSubscribe(with: subscription)
      return subscription
    }

    /// The type names of the subscribers this source was given.
    var subscriberTypes: [String] { subscribers.map { String(describing: type(of: $0)) } }

    func sendNext(_ value: Int) { subscribers.forEach { $0.sendNext(value) } }
    func sendError(_ error: any Error) { subscribers.forEach { $0.sendError(error) } }
    func sendCompleted() { subscribers.forEach { $0.sendCompleted() } }
  }

  /// A predicate that completes its own receiver stops the value there, as
  /// `filter`'s own sink does: the next stage's block is not called for it
  /// (RAC's `-filter:` drops what its block returns once the source
  /// ended), and nothing follows the completion.
  @Test(arguments: ["filter then map", "filter then filter"])
  func aPredicateThatEndsItsReceiverIsTheLastBlockCalled(chain: String) {
    let source = BareSource()
    var secondCalls = 0
    let first = source.filter { _ in
      source.sendCompleted()
      return true
    }
    let fused: RACSignal<Int> =
      chain == "filter then map"
      ? first.map { value in
        secondCalls += 1
        return value + 1
      }
      : first.filter { _ in
        secondCalls += 1
        return true
      }
    var events: [String] = []
    let subscription = fused.subscribeNext(
      { events.append("\($0)") }, completed: { events.append("completed") })
    #expect(source.subscriberTypes.count == 1)
    source.sendNext(1)
    #expect(secondCalls == 0)
    #expect(events == ["completed"])
    subscription.dispose()
  }

  @Test func eachPairOfStagesReachesTheSourceAsOneSink() {
    let cases: [(String, (RACSignal<Int>) -> RACSignal<Int>)] = [
      ("_RACMapMapSink<Int, Int, Int>", { $0.map { $0 + 1 }.map { $0 * 2 } }),
      ("_RACMapFilterSink<Int, Int>", { $0.map { $0 + 1 }.filter { $0 > 0 } }),
      ("_RACFilterMapSink<Int, Int>", { $0.filter { $0 > 0 }.map { $0 + 1 } }),
      ("_RACFilterFilterSink<Int>", { $0.filter { $0 > 0 }.filter { $0 < 9 } }),
      ("_RACMapFilterSink<Int, Int>", { $0.mapReplace(3).ignore(2) }),
      ("_RACFilterMapSink<Int, Int>", { $0.ignore(2).map { $0 * 5 } }),
    ]
    for (expected, chain) in cases {
      let source = BareSource()
      chain(source).subscribe(RawSubscriber())
      #expect(source.subscriberTypes == [expected])
    }
  }

  @Test func aRunOfStagesIsPairedFromItsEnd() {
    let source = BareSource()
    let log = RawSubscriber()
    source.map { $0 + 1 }.filter { $0 % 2 == 0 }.map { $0 * 10 }.subscribe(log)
    // map, then (filter, map) as one sink: two sinks for three stages.
    #expect(source.subscriberTypes == ["_RACMapSink<Int, Int>"])
    source.sendNext(1)
    source.sendNext(2)
    source.sendNext(3)
    #expect(log.events == ["20", "40"])
  }

  @Test func aStageAfterAnOperatorWithStateIsNotPaired() {
    let source = BareSource()
    let log = RawSubscriber()
    source.map { $0 + 1 }.scan(withStart: 0, reduce: +).filter { $0 > 2 }.subscribe(log)
    #expect(source.subscriberTypes == ["_RACMapSink<Int, Int>"])
    source.sendNext(1)
    source.sendNext(2)
    #expect(log.events == ["5"])
  }

  @Test func everyPairRunsEachBlockOnceAValueInTheStagesOrder() {
    var calls: [String] = []
    let source = BareSource()
    let log = RawSubscriber()
    source.filter { value in
      calls.append("keep? \(value)")
      return value != 2
    }.map { value -> Int in
      calls.append("square \(value)")
      return value * value
    }.map { value -> Int in
      calls.append("add \(value)")
      return value + 1
    }.filter { value in
      calls.append("small? \(value)")
      return value < 10
    }.map { $0 * 100 }.subscribe(log)
    for value in 1...4 { source.sendNext(value) }
    #expect(
      calls == [
        "keep? 1", "square 1", "add 1", "small? 2",
        "keep? 2",
        "keep? 3", "square 3", "add 9", "small? 10",
        "keep? 4", "square 4", "add 16", "small? 17",
      ])
    #expect(log.events == ["200"])
  }

  @Test func everyPairPassesOnCompletionAndHandsOverTheSubscription() {
    let chains: [(RACSignal<Int>) -> RACSignal<Int>] = [
      { $0.map { $0 + 1 }.map { $0 * 2 } },
      { $0.map { $0 + 1 }.filter { $0 % 2 == 0 } },
      { $0.filter { $0 % 2 == 1 }.map { $0 + 1 } },
      { $0.filter { $0 > 0 }.filter { $0 % 2 == 0 } },
    ]
    let expected = [["4", "6", "8"], ["2", "4"], ["2", "4"], ["2"]]
    for (chain, expected) in zip(chains, expected) {
      let source = BareSource()
      let log = RawSubscriber()
      let disposable = chain(source).subscribe(log)
      #expect(log.handed.count == 1)
      #expect(log.handed.first === disposable)
      for value in 1...3 { source.sendNext(value) }
      source.sendCompleted()
      #expect(log.events == expected + ["completed"])
    }
  }

  @Test func everyPairPassesOnAnError() {
    let chains: [(RACSignal<Int>) -> RACSignal<Int>] = [
      { $0.map { $0 + 1 }.map { $0 * 2 } },
      { $0.map { $0 + 1 }.filter { _ in false } },
      { $0.filter { _ in false }.map { $0 + 1 } },
      { $0.filter { $0 > 0 }.filter { $0 > 1 } },
    ]
    for chain in chains {
      let source = BareSource()
      let log = RawSubscriber()
      chain(source).subscribe(log)
      source.sendError(TestError())
      #expect(log.events == ["error"])
    }
  }

  @Test func disposingAFusedChainDisposesTheSourceSubscriptionOnce() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    let disposable = source.signal.map { $0 * 3 }.filter { $0 % 2 == 0 }.map { $0 + 1 }.filter { $0 > 0 }
      .subscribeNext { received.append($0) }
    #expect(source.subscriptions == 1)
    source.sendNext(1)
    source.sendNext(2)
    disposable.dispose()
    source.sendNext(4)
    #expect(received == [7])
    #expect(source.disposals == 1)
  }

  @Test func eachSubscriptionOfAFusedChainIsItsOwn() {
    let source = BareSource()
    let chain = source.map { $0 + 1 }.filter { $0 % 2 == 0 }
    let first = RawSubscriber()
    let second = RawSubscriber()
    let firstSubscription = chain.subscribe(first)
    chain.subscribe(second)
    #expect(source.subscribers.count == 2)
    source.sendNext(1)
    firstSubscription.dispose()
    #expect(source.disposals == 1)
    #expect(first.events == ["2"])
    #expect(second.events == ["2"])
  }

  @Test func reduceEachPairsToo() {
    let source = BareSource()
    let log = RawSubscriber()
    source.map { ($0, $0 * 10) }.reduceEach { $0 + $1 }.subscribe(log)
    #expect(source.subscriberTypes == ["_RACMapMapSink<Int, (Int, Int), Int>"])
    source.sendNext(1)
    #expect(log.events == ["11"])
  }

  @Test func namesAreThoseOfTheStages() {
    let source = RACSignal<Int>.never().setName("source")
    #expect(source.map { $0 }.filter { _ in true }.name == "[[source] -map:] -filter:")
    #expect(source.ignore(1).mapReplace(2).name == "[[source] -ignore: 1] -mapReplace: 2")
  }
}
