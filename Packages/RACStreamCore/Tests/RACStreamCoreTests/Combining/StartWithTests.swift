import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct StartWithTests {
  @Test func startWithSendsValueFirst() {
    let recorder = Recorder(just([1, 2]).start(with: 0))
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.completed)
  }

  @Test func startWithThenTakeOneDoesNotSubscribeSource() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.start(with: 0).take(1))
    #expect(recorder.values == [0])
    #expect(recorder.completed)
    #expect(source.subscriptions == 0)
  }
}

/// `start(with:)` subscribed with a raw subscriber (no block subscriber, no
/// operator after it) on a stubborn source, which ignores disposal and keeps
/// sending: what the source sends after the subscription was disposed must
/// not reach the subscriber (Docs/Internals.md, "Nothing after disposal").
/// A normal source's passthrough subscriber, or an operator chained after
/// `start(with:)`, would drop those events before `start(with:)` had to.
@Suite struct StartWithStubbornSourceTests {
  @Test func nothingAfterADisposalFromACallbackDuringSubscribe() {
    let source = StubbornSource(prefix: [1, 2, 3])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = source.start(with: 0).subscribe(subscriber)
    source.sendNext(4)
    source.sendCompleted()
    #expect(subscriber.events == ["0", "1"])
    #expect(source.disposals == 1)
  }

  /// A disposal from a callback reaches a source still sending
  /// synchronously: the subscription it hands over joins `start(with:)`'s
  /// own the moment it is handed, so the source sees it disposed and stops.
  @Test func aDisposalFromACallbackStopsASourceStillSendingSynchronously() {
    let source = PoliteSource([1, 2, 3, 4, 5])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = source.start(with: 0).subscribe(subscriber)
    #expect(subscriber.events == ["0", "1"])
    #expect(source.sent == 1)
  }

  @Test func nothingAfterTheReturnedDisposableIsDisposed() {
    let source = StubbornSource(prefix: [1])
    let subscriber = RawSubscriber()
    let disposable = source.start(with: 0).subscribe(subscriber)
    source.sendNext(2)
    disposable.dispose()
    source.sendNext(3)
    source.sendCompleted()
    #expect(subscriber.events == ["0", "1", "2"])
    #expect(source.disposals == 1)
  }
}
