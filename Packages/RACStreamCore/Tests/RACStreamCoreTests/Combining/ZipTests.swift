import Dispatch
import Foundation
import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct ZipTests {
  @Test func zipArrayPairsInOrder() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(RACSignal.zip([a.signal, b.signal]))
    a.sendNext(1)
    a.sendNext(2)
    b.sendNext(10)
    #expect(recorder.values == [[1, 10]])
    a.sendCompleted()
    #expect(!recorder.completed)
    b.sendNext(20)
    #expect(recorder.values == [[1, 10], [2, 20]])
    #expect(recorder.completed)
  }

  @Test func zipEmptyArrayIsEmpty() {
    let recorder = Recorder(RACSignal<Int>.zip([RACSignal<Int>]()))
    #expect(recorder.completed)
    #expect(recorder.values.isEmpty)
  }

  @Test func zipVariadicUnpacksInOrder() {
    let zipped = RACSignal.zip(just([1, 2]), just(["a", "b"]), just([true, false]))
    var received: [String] = []
    zipped.subscribeNext { number, letter, flag in received.append("\(number)\(letter)\(flag)") }
    #expect(received == ["1atrue", "2bfalse"])
  }

  @Test func zipPairsTwoSignals() {
    let zipped = RACSignal.zip(just([1, 2, 3]), just(["a", "b"]))
    var received: [String] = []
    var completed = false
    zipped.subscribeNext({ received.append("\($0)\($1)") }, completed: { completed = true })
    #expect(received == ["1a", "2b"])
    #expect(completed)
  }

  @Test func zipWithErrorFromEitherSide() {
    let a = ManualSource<Int>()
    let recorder = Recorder(a.signal.zip(with: RACSignal<Int>.never()))
    a.sendError(TestError())
    #expect(recorder.error != nil)
  }

  @Test func zipConcurrentSendsLoseNothingAndKeepOrder() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = Recorder(a.signal.zip(with: b.signal))
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      for value in 0..<20_000 {
        if side == 0 { a.sendNext(value) } else { b.sendNext(value) }
      }
    }
    let values = recorder.values
    #expect(values.count == 20_000)
    #expect(values.allSatisfy { $0.0 == $0.1 })
    #expect(values.map(\.0) == Array(0..<20_000))
  }
  /// RAC: zip of no signals is an empty signal; the subscription it hands
  /// back has nothing left to do.
  @Test func zipOfNoSignalsCompletesWithADisposedSubscription() {
    let subscriber = RawSubscriber()
    let disposable = RACSignal<Int>.zip([RACSignal<Int>]()).map { $0.count }.subscribe(subscriber)
    #expect(subscriber.events == ["completed"])
    #expect(disposable.isDisposed)
  }
}

/// The variadic `zip` of several signals, which keeps RAC's chain of
/// `-zipWith:` links (`(a zipWith: b) zipWith: c`) in its queues: when a
/// link completes, the sources beneath it are disposed while the values
/// already paired wait for the rest.
@Suite struct ZipChainTests {
  /// Records every event and, on each value, runs `onValue` from inside
  /// the delivery.
  final class ReentrantSubscriber: RACSubscriber, @unchecked Sendable {
    // Safety: the tests drive everything from one thread.
    var events: [String] = []
    var handed: [RACCompoundDisposable] = []
    var onValue: (Int) -> Void = { _ in }
    func sendNext(_ value: Int) {
      events.append("\(value)")
      onValue(value)
    }
    func sendError(_ error: any Error) { events.append("error") }
    func sendCompleted() { events.append("completed") }
    func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
  }

  /// `a` completes while its value waits for `b`'s; `b`'s value then makes
  /// the first link's pair, and that link, whose left side has completed
  /// with nothing left, completes: RAC's last link disposes its
  /// subscription to it, and so `a` and `b`, on `b`'s value, not at the
  /// end. The pair then waits for `c`, and the result completes after it.
  @Test func aLinkCompletedByAValueCutsOffItsSources() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = ManualSource<Int>()
    let recorder = Recorder(RACSignal.zip(a.signal, b.signal, c.signal) { $0 * 100 + $1 * 10 + $2 })
    a.sendNext(1)
    a.sendCompleted()
    #expect(b.disposals == 0)
    b.sendNext(2)
    #expect(b.disposals == 1, "the first link completed on b's value")
    #expect(c.disposals == 0)
    #expect(recorder.events.isEmpty)
    c.sendNext(3)
    #expect(recorder.values == [123])
    #expect(recorder.completed)
  }

  /// The last signal completing while its value waits completes no link
  /// below it: `a` and `b` go on, and the result completes once they made
  /// the tuple that value waits for.
  @Test func theLastSignalCompletingCutsOffNothing() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = ManualSource<Int>()
    let recorder = Recorder(RACSignal.zip(a.signal, b.signal, c.signal) { $0 * 100 + $1 * 10 + $2 })
    c.sendNext(3)
    c.sendCompleted()
    #expect(a.disposals == 0)
    #expect(b.disposals == 0)
    a.sendNext(1)
    b.sendNext(2)
    #expect(recorder.values == [123])
    #expect(recorder.completed)
  }

  /// Four signals: `a` completing once its value is paired with `b`'s
  /// completes the first link at once, which disposes `a` and `b`. The
  /// second link (that pair with `c`) has not completed: a later value of
  /// `d` leaves `c` subscribed, and `c`'s value makes the last tuple.
  @Test func onlyTheSourcesBeneathACompletedLinkAreCutOff() {
    let sources = (0..<4).map { _ in ManualSource<Int>() }
    let recorder = Recorder(
      RACSignal.zip(sources[0].signal, sources[1].signal, sources[2].signal, sources[3].signal) {
        $0 * 1000 + $1 * 100 + $2 * 10 + $3
      })
    sources[0].sendNext(1)
    sources[1].sendNext(2)
    sources[0].sendCompleted()
    #expect(sources.map(\.disposals) == [1, 1, 0, 0])
    sources[3].sendNext(4)
    #expect(sources.map(\.disposals) == [1, 1, 0, 0])
    sources[2].sendNext(3)
    #expect(recorder.values == [1234])
    #expect(recorder.completed)
  }

  /// An error from the first signal, as from any other, ends the result
  /// at once.
  @Test func anErrorFromTheFirstSignalEndsTheResult() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = ManualSource<Int>()
    let recorder = Recorder(RACSignal.zip(a.signal, b.signal, c.signal) { $0 + $1 + $2 })
    a.sendError(TestError())
    #expect(recorder.error != nil)
    #expect(b.disposals == 1)
    #expect(c.disposals == 1)
  }

  /// Values another thread sends while this one delivers a tuple wait
  /// for the delivery and are zipped then, the first signal's as the
  /// others'.
  @Test func valuesQueuedByAnotherThreadAreZipped() {
    let a = StubbornSource(prefix: [])
    let b = StubbornSource(prefix: [])
    let subscriber = ReentrantSubscriber()
    var queued = false
    subscriber.onValue = { value in
      guard value == 12 else { return }
      queued = Self.sendFromAnotherThread {
        a.sendNext(3)
        b.sendNext(4)
      }
      #expect(subscriber.events == ["12"], "the other thread's values wait for this delivery")
    }
    let subscription = RACSignal.zip(a, b) { $0 * 10 + $1 }.subscribe(subscriber)
    a.sendNext(1)
    b.sendNext(2)
    #expect(queued)
    #expect(subscriber.events == ["12", "34"])
    withExtendedLifetime(subscription) {}
  }

  /// Once the subscriber disposed its subscription, nothing more reaches
  /// it, even from sources that ignore the disposal and keep sending:
  /// neither values another thread sent while the delivery that disposed
  /// was running nor values sent later.
  @Test func nothingIsZippedAfterDisposal() {
    let a = StubbornSource(prefix: [])
    let b = StubbornSource(prefix: [])
    let subscriber = ReentrantSubscriber()
    var queued = false
    subscriber.onValue = { value in
      guard value == 12 else { return }
      subscriber.handed.forEach { $0.dispose() }
      queued = Self.sendFromAnotherThread {
        a.sendNext(3)
        b.sendNext(4)
      }
    }
    let subscription = RACSignal.zip(a, b) { $0 * 10 + $1 }.subscribe(subscriber)
    a.sendNext(1)
    b.sendNext(2)
    a.sendNext(5)
    b.sendNext(6)
    #expect(queued)
    #expect(subscriber.events == ["12"])
    withExtendedLifetime(subscription) {}
  }

  /// The result completes when a signal completed with nothing of it
  /// waiting, and RAC's `+zip:` (whose last stage is a `-map:`, a `-bind:`)
  /// then disposes every subscription, the other signals' included, even
  /// for a subscriber that disposes nothing at its terminal event.
  @Test func completionDisposesTheOtherSignals() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = ManualSource<Int>()
    let subscriber = RawSubscriber()
    let subscription = RACSignal.zip(a.signal, b.signal, c.signal) { $0 + $1 + $2 }.subscribe(subscriber)
    a.sendNext(1)
    b.sendNext(2)
    c.sendNext(3)
    b.sendCompleted()
    #expect(subscriber.events == ["6", "completed"])
    #expect(a.disposals == 1)
    #expect(c.disposals == 1)
    withExtendedLifetime(subscription) {}
  }

  /// Runs `send` on another thread and waits, at most a minute, until it
  /// returned: the gate this thread owns queues what it sends. Whether it
  /// returned in time.
  static func sendFromAnotherThread(_ send: @escaping @Sendable () -> Void) -> Bool {
    let sent = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      send()
      sent.signal()
    }
    return sent.wait(timeout: .now() + 60) == .success
  }
}
