import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

/// `take` on a source that sends at once from `subscribe` and hands over no
/// disposable (`return`, `startWith`'s value): the subscriber still holds a
/// disposable before each value, and disposing it from the value's callback
/// stops what take would send next, as RAC's `-take:` (built on `-bind:`)
/// does.
@Suite struct TakeOnReturnDisposalTests {
  @Test func takeOneOfReturnDisposedFromItsValueSendsNoCompletion() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    RACSignal<Int>.return(6).take(1).subscribe(subscriber)
    #expect(subscriber.values == [6])
    #expect(subscriber.terminals == 0)
  }

  @Test func takeTwoOfReturnDisposedFromItsValueSendsNoCompletion() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    RACSignal<Int>.return(6).take(2).subscribe(subscriber)
    #expect(subscriber.values == [6])
    #expect(subscriber.terminals == 0)
  }

  @Test func takeTwoOfStartWithDisposedFromTheSecondValueSendsNoCompletion() {
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 2)
    let source = just([8])
    source.start(with: 6).take(2).subscribe(subscriber)
    #expect(subscriber.values == [6, 8])
    #expect(subscriber.terminals == 0)
  }

  @Test func takeOfReturnStillCompletesWhenNotDisposed() {
    var events: [String] = []
    RACSignal<Int>.return(6).take(1).subscribeNext({ events.append("\($0)") }, completed: { events.append("|") })
    RACSignal<Int>.return(7).take(2).subscribeNext({ events.append("\($0)") }, completed: { events.append("|") })
    #expect(events == ["6", "|", "7", "|"])
  }
}
