import RACSignalOperators
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
}
