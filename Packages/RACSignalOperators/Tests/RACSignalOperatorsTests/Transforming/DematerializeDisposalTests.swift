import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

/// Nothing arrives after the subscriber disposed what it was handed, even
/// when it does so from inside a value callback while the source is still
/// sending synchronously.
@Suite struct DematerializeDisposalTests {
  @Test func materializeDematerializeDisposedFromTheFirstValueSendsNoCompletion() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    RACSignal<Int>.return(1).materialize().dematerialize().subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.terminals == 0)
  }

  @Test func dematerializeDisposedFromTheFirstValueSendsNothingMore() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    let events = RACSignal<RACEvent<Int>> { subscriber in
      subscriber.sendNext(.next(1))
      subscriber.sendNext(.next(2))
      subscriber.sendNext(.completed)
      subscriber.sendCompleted()
      return nil
    }
    events.dematerialize().subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.terminals == 0)
  }

  @Test func takeDisposedFromItsLastValueSendsNoCompletion() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    RACSignal<Int>.return(1).materialize().map { $0 }.dematerialize().take(1).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.terminals == 0)
  }

  /// A source of events that overrides `subscribe(_:)` and keeps sending
  /// after its subscription was disposed, with no passthrough subscriber to
  /// drop what it sends.
  final class StubbornEvents: RACSignal<RACEvent<Int>>, @unchecked Sendable {
    // Safety: the test drives it from one thread.
    var subscriber: (any RACSubscriber<RACEvent<Int>>)?

    override func subscribe(_ subscriber: any RACSubscriber<RACEvent<Int>>) -> RACDisposable {
      self.subscriber = subscriber
      let disposable = RACCompoundDisposable()
      subscriber.didSubscribe(with: disposable)
      return disposable
    }
  }

  /// Once a `.completed` or `.error` event ended the result, nothing the
  /// source sends reaches the subscriber: not a later event, not its own
  /// terminal event.
  @Test(arguments: [RACEvent<Int>.completed, .error(RACTestError())])
  func dematerializePassesNothingAfterAnEndingEvent(ending: RACEvent<Int>) {
    let source = StubbornEvents()
    let subscriber = RawSubscriber()
    source.dematerialize().subscribe(subscriber)
    source.subscriber?.sendNext(.next(1))
    source.subscriber?.sendNext(ending)
    source.subscriber?.sendNext(.next(2))
    source.subscriber?.sendNext(.completed)
    source.subscriber?.sendCompleted()
    #expect(subscriber.events == ["1", ending.error == nil ? "completed" : "error"])
  }
}
