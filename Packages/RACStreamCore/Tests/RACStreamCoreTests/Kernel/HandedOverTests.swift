import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// A source may hand its subscriber more than one subscription (a
/// `RACSignal` subclass that subscribes it to several signals): a kernel
/// input keeps the first as its own and every later one inside it, so
/// that the state's subscription and the source's terminal event reach them
/// all, as RAC's subscriber keeps every one it is handed. (Every operator
/// that subscribes a source, this layer's included, is checked the same
/// way through its public API in RACSignalOperators' `HandedOverTests`.)
@Suite struct HandedOverTests {
  @Test func anInputKeepsTheSecondSubscriptionInsideTheFirst() {
    let state = MergeTwoState(KernelRecorder())
    let input = MergeTwoInput(state)
    let source = TwoHandedSource()
    state.subscribe(source, input)
    #expect(input.own === source.handed.first)
    #expect(source.disposed == [false, false])
    state.subscription.dispose()
    #expect(source.disposed == [true, true])
  }

  @Test func anInputsTerminalEventDisposesEverySubscriptionItWasHanded() {
    let recorder = KernelRecorder()
    let state = MergeTwoState(recorder)
    let source = TwoHandedSource()
    state.subscribe(source, MergeTwoInput(state))
    source.complete()
    #expect(source.disposed == [true, true])
    #expect(recorder.events == ["|"])
  }

  /// A subscription handed over twice (the same object) is kept once and
  /// disposed once.
  @Test func theSameSubscriptionHandedOverTwiceIsKeptOnce() {
    final class HandsTheSameTwice: RACSignal<Int>, @unchecked Sendable {
      let handed = RACCompoundDisposable()
      var disposals = 0
      override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
        handed.add(RACDisposable { [unowned self] in disposals += 1 })
        subscriber.didSubscribe(with: handed)
        subscriber.didSubscribe(with: handed)
        return handed
      }
    }
    let source = HandsTheSameTwice()
    let subscription = RACSignal<Int>.return(1).flattenMap { _ in source }.subscribeNext { _ in }
    subscription.dispose()
    #expect(source.handed.isDisposed)
    #expect(source.disposals == 1)
  }
}
