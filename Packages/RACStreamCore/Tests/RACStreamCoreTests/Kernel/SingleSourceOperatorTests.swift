import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct SingleSourceOperatorTests {
  @Test func disposingStopsChainAndDisposesSource() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.map { $0 + 1 }.filter { _ in true }.scan(withStart: 0, reduce: +))
    source.sendNext(1)
    recorder.disposable.dispose()
    source.sendNext(2)
    #expect(recorder.values == [2])
    #expect(source.disposals == 1)
  }

  /// A disposal from a callback reaches a source still sending
  /// synchronously through a single-source operator: the subscription the
  /// source hands over joins the sink's own the moment it is handed, so the
  /// source sees it disposed and stops.
  @Test(arguments: ["map", "filter", "scan", "take", "skip", "distinctUntilChanged"])
  func aDisposalFromACallbackStopsASourceStillSendingSynchronously(_ stage: String) {
    let source = PoliteSource([1, 2, 3, 4, 5])
    let signal: RACSignal<Int> =
      switch stage {
      case "map": source.map { $0 }
      case "filter": source.filter { _ in true }
      case "scan": source.scan(withStart: 0) { _, value in value }
      case "take": source.take(10)
      case "skip": source.skip(0)
      default: source.distinctUntilChanged()
      }
    let subscriber = RawSubscriber(disposeOn: 2)
    _ = signal.subscribe(subscriber)
    #expect(subscriber.events == ["1", "2"])
    #expect(source.sent == 2)
  }

  @Test func subscriberDisposingInsideNextStopsDelivery() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    var disposable: RACDisposable?
    disposable = source.signal.map { $0 }.subscribeNext { value in
      received.append(value)
      disposable?.dispose()
    }
    source.sendNext(1)
    source.sendNext(2)
    #expect(received == [1])
  }

  @Test func noEventsAfterCompletion() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.map { $0 })
    source.sendCompleted()
    source.sendNext(1)
    source.sendError(TestError())
    #expect(recorder.events.count == 1)
    #expect(recorder.completed)
  }

  @Test func reentrantSendIsDeliveredNested() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    source.signal.map { $0 }.subscribeNext { value in
      received.append(value)
      if value == 1 { source.sendNext(2) }
      received.append(-value)
    }
    source.sendNext(1)
    #expect(received == [1, 2, -2, -1])
  }
}
