import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Synchronization
import Testing

/// `catch` and `catch(to:)` obey "nothing after disposal" for the fallback
/// signal as for the source: the fallback's events pass through the catch
/// operator, which checks the subscription, and the subscriber is handed a
/// disposable that ends the fallback's subscription too.
@Suite struct CatchDisposalTests {
  /// A source that fails when the test says so.
  private func failing() -> Feeder<Int> { Feeder<Int>() }

  @Test func catchFallbackDisposedFromItsFirstCallbackSendsNothingMore() {
    let feeder = failing()
    let fallback = just([1, 2, 3])
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    feeder.signal.catch { _ in fallback }.subscribe(subscriber)
    feeder.sendError()
    #expect(subscriber.values == [1])
    #expect(subscriber.terminals == 0)
  }

  /// The everyday form: the block subscriber disposes the disposable that
  /// `subscribe` returned, from inside its first value callback.
  @Test func catchFallbackStopsWhenTheReturnedDisposableIsDisposedFromItsFirstValue() {
    let feeder = failing()
    let fallback = just([1, 2, 3])
    var events: [String] = []
    var subscription: RACDisposable?
    subscription = feeder.signal.catch { _ in fallback }.subscribeNext(
      { value in
        events.append("\(value)")
        subscription?.dispose()
      },
      completed: { events.append("|") })
    feeder.sendError()
    #expect(events == ["1"])
  }

  @Test func catchToFallbackStopsWhenTheReturnedDisposableIsDisposedFromItsFirstValue() {
    let feeder = failing()
    var events: [String] = []
    var subscription: RACDisposable?
    subscription = feeder.signal.catch(to: synchronousValues(3)).subscribeNext(
      { value in
        events.append("\(value)")
        subscription?.dispose()
      },
      completed: { events.append("|") })
    feeder.sendError()
    #expect(events == ["0"])
  }

  @Test func catchToFallbackDisposedFromItsFirstCallbackSendsNothingMore() {
    let feeder = failing()
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    feeder.signal.catch(to: synchronousValues(3)).subscribe(subscriber)
    feeder.sendError()
    #expect(subscriber.values == [0])
    #expect(subscriber.terminals == 0)
  }

  /// The source that does not fail is stopped too: the subscriber's
  /// disposal from its first callback reaches the source's subscription at
  /// once, while the source is still sending synchronously.
  @Test func catchDisposedFromTheSourcesFirstValueStopsTheSource() {
    let source = just([4, 3, 7])
    let toSubscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    source.catch(to: .return(9)).subscribe(toSubscriber)
    #expect(toSubscriber.values == [4])
    #expect(toSubscriber.terminals == 0)
    let blockSubscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    source.catch { _ in .return(9) }.subscribe(blockSubscriber)
    #expect(blockSubscriber.values == [4])
    #expect(blockSubscriber.terminals == 0)
  }

  @Test func catchToThenTakeCompletesAfterItsOneValue() {
    let feeder = failing()
    let fallback = just([5, 19])
    var values: [Int] = []
    var completed = 0
    feeder.signal.catch(to: fallback).take(1).subscribeNext({ values.append($0) }, completed: { completed += 1 })
    feeder.sendError()
    #expect(values == [5])
    #expect(completed == 1)
  }

  @Test func catchToThenElementAtCompletesAfterItsValue() {
    let feeder = failing()
    var values: [Int] = []
    var completed = 0
    feeder.signal.catch(to: synchronousValues(3)).element(at: 1)
      .subscribeNext({ values.append($0) }, completed: { completed += 1 })
    feeder.sendError()
    #expect(values == [1])
    #expect(completed == 1)
  }

  @Test func catchHandsItsSubscriberADisposableThatEndsTheFallback() {
    let feeder = failing()
    let fallback = Feeder<Int>()
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 2)
    feeder.signal.catch { _ in fallback.signal }.subscribe(subscriber)
    feeder.sendError()
    #expect(fallback.subscribers.count == 1)
    fallback.sendNext(1)
    fallback.sendNext(2)
    // The subscriber disposed what it was handed: the fallback's
    // subscription ends with it.
    #expect(fallback.disposals == 1)
    fallback.sendNext(3)
    #expect(subscriber.values == [1, 2])
  }

  @Test func catchToDisposedFromAnotherThreadDuringTheFallbackDeliversNothingAfterDisposeReturns() {
    let count = 100_000
    let feeder = failing()
    let startedAfterDispose = Atomic<Int>(0)
    let disposeReturned = Atomic<Bool>(false)
    let received = Atomic<Int>(0)
    let handed = _RACLock<RACDisposable?>(nil)
    let subscription = feeder.signal.catch(to: synchronousValues(count)).subscribeNext { value in
      if disposeReturned.load(ordering: .acquiring) {
        startedAfterDispose.add(1, ordering: .relaxed)
      }
      received.add(1, ordering: .relaxed)
      if value == 1_000 {
        // Dispose from another thread while this one is delivering, and
        // wait until `dispose()` has returned there.
        let disposable = handed.withLock { $0 }
        let box = Unchecked(disposable)
        #expect(
          onNewThread {
            box.value?.dispose()
            disposeReturned.store(true, ordering: .releasing)
          })
      }
    }
    handed.withLock { $0 = subscription }
    feeder.sendError()
    let returned = disposeReturned.load(ordering: .acquiring)
    let late = startedAfterDispose.load(ordering: .acquiring)
    let total = received.load(ordering: .acquiring)
    #expect(returned)
    #expect(late == 0)
    #expect(total == 1_001)
  }
  /// Disposed from its first value, the fallback stops working at once, not
  /// only delivering: its own subscription, handed to `catch` while it is
  /// being subscribed to, is disposed then, so the fallback's operators see
  /// nothing more (RAC's compound disposable holds the fallback's
  /// subscription from that moment).
  @Test(arguments: [false, true])
  func catchFallbackDisposedFromItsFirstValueStopsItsWorkAtOnce(catchTo: Bool) {
    let feeder = failing()
    var seen: [Int] = []
    let fallback = RACSignal<Int> { subscriber in
      for value in 1...3 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }.doNext { seen.append($0) }
    let subscriber = DisposingSubscriber<Int>(disposingAfter: 1)
    let caught = catchTo ? feeder.signal.catch(to: fallback) : feeder.signal.catch { _ in fallback }
    caught.subscribe(subscriber)
    feeder.sendError()
    #expect(subscriber.values == [1])
    #expect(seen == [1], "the fallback's own operators saw nothing after the disposal")
  }
}
