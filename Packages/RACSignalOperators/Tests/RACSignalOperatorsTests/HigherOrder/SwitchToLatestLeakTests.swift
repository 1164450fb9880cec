import RACSignalOperators
import RACTesting
import Testing

/// `switchToLatest` (and `if`/`switch`, built on it) frees its subscriber
/// when the subscription ends while a synchronous inner signal is being
/// subscribed: the state keeps no sink that keeps the state.
@Suite struct SwitchToLatestLeakTests {
  /// Something a subscriber's block captures, to see the block freed.
  final class Captured {}

  @Test func synchronousInnerEndedByTakeFreesTheSubscriber() {
    let tracker = RACLeakTracker()
    var values: [Int] = []
    do {
      let captured = Captured()
      tracker.track(captured, "captured by the subscriber's block")
      RACSignal<Int>.return(1).map { RACSignal<Int>.return($0) }.switchToLatest().take(1)
        .subscribeNext { value in
          _ = captured
          values.append(value)
        }
    }
    #expect(values == [1])
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  /// A hot source that, as a subject does, forgets its subscriber when the
  /// subscription is disposed.
  final class Hot<Value>: @unchecked Sendable {
    // Safety: tests drive it from one thread.
    var subscriber: (any RACSubscriber<Value>)?
    lazy var signal = RACSignal<Value> { [unowned self] subscriber in
      self.subscriber = subscriber
      return RACDisposable { [unowned self] in self.subscriber = nil }
    }
    func sendNext(_ value: Value) { subscriber?.sendNext(value) }
  }

  @Test func subjectLikeOuterEndedByTakeFreesTheSubscriber() {
    let tracker = RACLeakTracker()
    let outer = Hot<RACSignal<Int>>()
    var values: [Int] = []
    do {
      let captured = Captured()
      tracker.track(captured, "captured by the subscriber's block")
      outer.signal.switchToLatest().take(1).subscribeNext { value in
        _ = captured
        values.append(value)
      }
    }
    outer.sendNext(.return(7))
    #expect(values == [7])
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func ifEndedByTakeFreesTheSubscriber() {
    let tracker = RACLeakTracker()
    var values: [Int] = []
    do {
      let captured = Captured()
      tracker.track(captured, "captured by the subscriber's block")
      RACSignal.if(RACSignal<Bool>.return(true), then: .return(1), else: .return(2)).take(1)
        .subscribeNext { value in
          _ = captured
          values.append(value)
        }
    }
    #expect(values == [1])
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func switchToLatestDisposedFromTheInnersFirstValueFreesTheSubscriber() {
    let tracker = RACLeakTracker()
    do {
      let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
      tracker.track(subscriber, "subscriber")
      RACSignal<Int>.return(1).map { _ in synchronousValues(3) }.switchToLatest().subscribe(subscriber)
      #expect(subscriber.values == [0])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }
}
