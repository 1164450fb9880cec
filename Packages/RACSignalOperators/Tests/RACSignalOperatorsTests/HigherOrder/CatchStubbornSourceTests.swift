import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

/// `catch`, `catch(to:)`, `tryMap` and `try` over a stubborn source: one that
/// overrides `subscribe(_:)` and keeps sending after its subscription was
/// disposed, or after the operator ended, with no passthrough subscriber to
/// drop what it sends. What it sends then stops at the operator's own check,
/// as RAC's block subscriber drops its blocks on disposal (Docs/Internals.md,
/// "Nothing after disposal"); the subscriber is a raw one that records
/// whatever reaches it.
@Suite struct CatchStubbornSourceTests {
  struct Failure: Error {}

  @Test func catchPassesNothingFromTheSourceAfterTheReturnedDisposableIsDisposed() {
    let source = StubbornSource(prefix: [1])
    let subscriber = RawSubscriber()
    var caught = 0
    let disposable = source.catch { _ in
      caught += 1
      return .return(9)
    }.subscribe(subscriber)
    disposable.dispose()
    source.sendNext(2)
    source.sendCompleted()
    source.sendError(Failure())
    #expect(subscriber.events == ["1"])
    #expect(caught == 0, "no fallback is made for an error after disposal")
    #expect(source.disposals == 1)
  }

  @Test func catchPassesNothingFromTheSourceAfterADisposalFromItsFirstValue() {
    let source = StubbornSource(prefix: [1, 2])
    let subscriber = RawSubscriber(disposeOn: 1)
    var caught = 0
    _ = source.catch { _ in
      caught += 1
      return .return(9)
    }.subscribe(subscriber)
    source.sendError(Failure())
    source.sendCompleted()
    #expect(subscriber.events == ["1"])
    #expect(caught == 0)
  }

  @Test func catchPassesNoCompletionFromTheSourceAfterDisposal() {
    let source = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    let disposable = source.catch(to: .return(9)).subscribe(subscriber)
    source.sendNext(1)
    disposable.dispose()
    source.sendCompleted()
    #expect(subscriber.events == ["1"])
  }

  @Test func catchToPassesNothingFromTheSourceAfterDisposal() {
    let source = StubbornSource(prefix: [1])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = source.catch(to: .return(9)).subscribe(subscriber)
    source.sendNext(2)
    source.sendError(Failure())
    #expect(subscriber.events == ["1"])
  }

  @Test func tryMapPassesNothingAfterItsBlockThrew() {
    let source = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    _ = source.tryMap { value -> Int in
      if value == 2 { throw Failure() }
      return value * 10
    }.subscribe(subscriber)
    source.sendNext(1)
    source.sendNext(2)
    source.sendNext(3)
    source.sendCompleted()
    #expect(subscriber.events == ["10", "error"])
    #expect(source.disposals == 1, "the source's subscription is disposed when the block throws")
  }

  @Test func tryPassesNothingAfterItsBlockThrew() {
    let source = StubbornSource(prefix: [1, 2, 3])
    let subscriber = RawSubscriber()
    _ = source.try { value in
      if value == 2 { throw Failure() }
    }.subscribe(subscriber)
    source.sendNext(4)
    source.sendError(Failure())
    #expect(subscriber.events == ["1", "error"])
  }
}
