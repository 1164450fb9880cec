import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

/// `catch`'s fallback is a stubborn signal: it overrides `subscribe(_:)` and
/// ignores disposal, so what it sends after the subscription was disposed
/// reaches `catch`'s own check, with no passthrough subscriber to drop it
/// first; the subscriber is a raw one that records whatever it gets
/// (Docs/Internals.md, "Nothing after disposal").
@Suite struct CatchStubbornFallbackTests {
  @Test func nothingFromTheFallbackAfterADisposalFromItsFirstValue() {
    let feeder = Feeder<Int>()
    let fallback = StubbornSource(prefix: [1, 2, 3])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = feeder.signal.catch { _ in fallback }.subscribe(subscriber)
    feeder.sendError()
    fallback.sendNext(4)
    fallback.sendCompleted()
    #expect(subscriber.events == ["1"])
    #expect(fallback.disposals == 1)
  }

  @Test func nothingFromTheFallbackAfterTheReturnedDisposableIsDisposed() {
    let feeder = Feeder<Int>()
    let fallback = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    let disposable = feeder.signal.catch { _ in fallback }.subscribe(subscriber)
    feeder.sendNext(0)
    feeder.sendError()
    fallback.sendNext(1)
    disposable.dispose()
    fallback.sendNext(2)
    fallback.sendError(RACTestError())
    #expect(subscriber.events == ["0", "1"])
    #expect(fallback.disposals == 1)
  }

  @Test func catchToDropsWhatAStubbornFallbackSendsAfterDisposal() {
    let feeder = Feeder<Int>()
    let fallback = StubbornSource(prefix: [1, 2])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = feeder.signal.catch(to: fallback).subscribe(subscriber)
    feeder.sendError()
    fallback.sendCompleted()
    #expect(subscriber.events == ["1"])
  }
}
