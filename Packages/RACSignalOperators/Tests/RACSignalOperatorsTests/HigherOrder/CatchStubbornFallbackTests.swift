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

  /// A disposal from a callback reaches a source still sending
  /// synchronously through `catch`, `catch(to:)`, `try` and `tryMap`: the
  /// source's subscription joins the sink's own the
  /// moment it is handed over, so the source sees it disposed and stops.
  @Test(arguments: ["catch", "catch(to:)", "try", "tryMap"])
  func aDisposalFromACallbackStopsTheSourceStillSendingSynchronously(_ stage: String) {
    let source = PoliteSource([1, 2, 3, 4, 5])
    let signal: RACSignal<Int> =
      switch stage {
      case "catch": source.catch { _ in .empty() }
      case "catch(to:)": source.catch(to: .empty())
      case "try": source.try { _ in }
      default: source.tryMap { $0 }
      }
    let subscriber = RawSubscriber(disposeOn: 2)
    _ = signal.subscribe(subscriber)
    #expect(subscriber.events == ["1", "2"])
    #expect(source.sent == 2)
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
