import RACDisposables
import RACStreamCore
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
