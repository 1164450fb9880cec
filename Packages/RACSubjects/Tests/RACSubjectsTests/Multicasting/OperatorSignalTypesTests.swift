import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

/// `startLazily`, `autoconnect` and `replayLazily` are signal types of their
/// own, with no passthrough subscriber: the subscriber holds one disposable
/// from the start, and it holds everything the subscription started.
@Suite struct OperatorSignalTypesTests {
  @Test func startLazilyHandsTheDisposableBeforeTheScheduledSubscription() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
      runs.increment()
      subscriber.sendNext(1)
      subscriber.sendCompleted()
    }
    let recorder = Recorder<Int>()
    let disposable = signal.subscribe(recorder)
    #expect(recorder.subscriptionDisposables.count == 1)
    #expect(recorder.subscriptionDisposables.first === disposable)
    // Disposed before the scheduler made the subscription: nothing is
    // subscribed, the block never runs.
    disposable.dispose()
    scheduler.stepAll()
    #expect(runs.value == 0)
    #expect(recorder.events.isEmpty)
  }

  @Test func startLazilyKeepsTheSubjectSubscriptionInTheHandedDisposable() {
    let scheduler = RACTestScheduler()
    let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
      scheduler.afterDelay(1) { subscriber.sendNext(2) }
    }
    let recorder = Recorder<Int>()
    let disposable = signal.subscribe(recorder)
    scheduler.step()
    #expect(recorder.subscriptionDisposables.count == 1)
    disposable.dispose()
    scheduler.stepAll()
    #expect(recorder.events.isEmpty)
  }

  @Test func autoconnectHandsOneDisposableHoldingTheSubscriptionAndTheCount() {
    let subscriptions = Counter()
    let disposals = Counter()
    let source = RACSignal<Int> { subscriber in
      subscriptions.increment()
      subscriber.sendNext(1)
      return RACDisposable { disposals.increment() }
    }
    let signal = source.publish().autoconnect()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let firstDisposable = signal.subscribe(first)
    let secondDisposable = signal.subscribe(second)
    #expect(first.subscriptionDisposables.count == 1)
    #expect(first.subscriptionDisposables.first === firstDisposable)
    #expect(second.subscriptionDisposables.first === secondDisposable)
    #expect(subscriptions.value == 1)
    #expect(first.values == [1])
    firstDisposable.dispose()
    #expect(disposals.value == 0)
    secondDisposable.dispose()
    #expect(disposals.value == 1)
  }

  @Test func replayLazilyHandsOneDisposable() {
    let subscriptions = Counter()
    let source = coldSignal([1, 2], subscriptions: subscriptions, completes: false)
    let signal = source.replayLazily()
    #expect(subscriptions.value == 0)
    let recorder = Recorder<Int>()
    let disposable = signal.subscribe(recorder)
    #expect(subscriptions.value == 1)
    #expect(recorder.subscriptionDisposables.count == 1)
    #expect(recorder.subscriptionDisposables.first === disposable)
    #expect(recorder.values == [1, 2])
    disposable.dispose()
    #expect(recorder.subscriptionDisposables.first?.isDisposed == true)
  }
}
