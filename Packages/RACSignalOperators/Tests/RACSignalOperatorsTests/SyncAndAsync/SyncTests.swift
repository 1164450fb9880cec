import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Testing

/// The blocking operators: `firstOrDefault(_:success:error:)`,
/// `firstOrDefault(_:)`, `first()`, `waitUntilCompleted()`, `toArray()`.
/// Events come from another thread driving the test scheduler; waits are
/// bounded by the suite's time limit.
@Suite(.timeLimit(.minutes(10)))
struct SyncTests {
  @Test func firstOrDefaultSuccessErrorWithAValue() throws {
    let test = RACMarbleTester()
    let source = try test.hot("--a-b-|")
    var success = false
    var error: (any Error)? = RACTestError()
    let run = DrivingRun(pausingAtTick: 2)
    let value = drivenByAnotherThread(test, source, run: run).firstOrDefault("z", success: &success, error: &error)
    run.finish()
    #expect(value == "a")
    #expect(success)
    #expect(error == nil)
    // Disposed at the first value.
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch, "\(source.subscriptions)")
  }

  @Test func firstOrDefaultSuccessErrorWithAnError() throws {
    let test = RACMarbleTester()
    let source = try test.hot("---#")
    var success = true
    var error: (any Error)?
    let value = drivenByAnotherThread(test, source).firstOrDefault("z", success: &success, error: &error)
    #expect(value == "z")
    #expect(!success)
    #expect(error is RACTestError)
  }

  @Test func firstOrDefaultSuccessErrorWhenEmpty() {
    var success = false
    var error: (any Error)?
    #expect(RACSignal<String>.empty().firstOrDefault("z", success: &success, error: &error) == "z")
    #expect(success)
    #expect(error == nil)
  }

  @Test func firstOrDefaultMarbles() throws {
    let test = RACMarbleTester()
    #expect(drivenByAnotherThread(test, try test.hot("--a-b-|")).firstOrDefault("z") == "a")
    let other = RACMarbleTester()
    #expect(drivenByAnotherThread(other, try other.hot("--|")).firstOrDefault("z") == "z")
    #expect(RACSignal<String>.error(RACTestError()).firstOrDefault("z") == "z")
  }

  @Test func firstMarbles() throws {
    let test = RACMarbleTester()
    let value: String? = drivenByAnotherThread(test, try test.hot("--a-b-|")).first()
    #expect(value == "a")
    let other = RACMarbleTester()
    let none: String? = drivenByAnotherThread(other, try other.hot("--#")).first()
    #expect(none == nil)
  }

  @Test func firstOfASynchronousSignalDoesNotBlock() {
    let value: Int? = RACSignal<Int>.return(7).first()
    #expect(value == 7)
  }

  @Test func firstOfASynchronousSourceTakesOnlyItsFirstValue() {
    let delivered = ThreadedLog<Int>()
    let source = RACSignal<Int> { subscriber in
      for value in 0..<100 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }.map { value in
      delivered.append(value)
      return value
    }
    let value: Int? = source.first()
    #expect(value == 0)
    #expect(delivered.entries == [0], "the subscription is disposed at the first value: later values are dropped")
  }

  @Test func firstDisposesASubscriptionHandedOverAfterItsFirstValue() {
    // A source that sends before it hands its subscription over: the
    // subscription, arriving after the first value ended the wait, is
    // disposed at once, as the one handed over first would have been.
    let handedOver = RACCompoundDisposable()
    let source = _SendsBeforeHandingOver(handedOver)
    let value: Int? = source.first()
    #expect(value == 1)
    #expect(handedOver.isDisposed)
    // toArray() is not ended by a value: it keeps every one.
    let values: [Int]? = _SendsBeforeHandingOver(RACCompoundDisposable()).toArray()
    #expect(values == [1, 2])
  }

  @Test func waitUntilCompletedMarbles() throws {
    let test = RACMarbleTester()
    let source = try test.hot("--a-b-|")
    let run = DrivingRun(pausingAtTick: 6)
    try drivenByAnotherThread(test, source, run: run).waitUntilCompleted()
    run.finish()
    #expect(try source.compareSubscriptions(with: ["^-----!"]).isMatch, "\(source.subscriptions)")
    let other = RACMarbleTester()
    #expect(throws: RACTestError.self) {
      try drivenByAnotherThread(other, try other.hot("--a-#")).waitUntilCompleted()
    }
  }

  @Test func toArrayMarbles() throws {
    let test = RACMarbleTester()
    let values: [String]? = drivenByAnotherThread(test, try test.hot("--a-b-|")).toArray()
    #expect(values == ["a", "b"])
    let other = RACMarbleTester()
    let failed: [String]? = drivenByAnotherThread(other, try other.hot("--a-#")).toArray()
    #expect(failed == nil)
    let empty: [Int]? = RACSignal<Int>.empty().toArray()
    #expect(empty == [])
  }

  @Test func toArrayReentrantSubscriptionFromTheSource() {
    // The source itself blocks on another signal while it subscribes.
    let inner = sentFromAnotherThread([1])
    let outer = RACSignal<Int> { subscriber in
      subscriber.sendNext((inner.toArray() ?? []).count)
      subscriber.sendCompleted()
      return nil
    }
    let values: [Int]? = outer.toArray()
    #expect(values == [1])
  }

  @Test func syncOperatorsReleaseTheirSubscriptions() {
    let tracker = RACLeakTracker()
    do {
      let signal = sentFromAnotherThread([1])
      tracker.track(signal, "signal")
      let value: Int? = signal.first()
      #expect(value == 1)
      #expect(signal.toArray() == [1])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  @Test func firstOnTheMainQueueOfASynchronousMainThreadSignalWorks() throws {
    // deliverOnMainThread delivers synchronously on the main queue: no
    // deadlock, no precondition failure.
    let done = DispatchSemaphore(value: 0)
    let result = ThreadedBox<Int>()
    DispatchQueue.main.async {
      let value: Int? = RACSignal<Int>.return(3).deliverOnMainThread().first()
      result.value = value
      done.signal()
    }
    try #require(waitFor(done))
    #expect(result.value == 3)
  }

  /// Only a wait on the main queue is stopped for a signal the main thread
  /// delivers: off it, the wait blocks its own thread while the main queue
  /// delivers, and returns what was sent.
  @Test func aWaitOffTheMainQueueForASignalTheMainThreadDeliversReturns() throws {
    let done = DispatchSemaphore(value: 0)
    let result = ThreadedBox<[Int]>()
    DispatchQueue.global().async {
      let first: Int? = sentFromAnotherThread([5]).deliver(on: RACScheduler.mainThread).first()
      let all = sentFromAnotherThread([1, 2]).deliverOnMainThread().toArray() ?? []
      result.value = (first.map { [$0] } ?? []) + all
      done.signal()
    }
    try #require(waitFor(done))
    #expect(result.value == [5, 1, 2])
  }

  /// A wait on the main queue for a signal delivered on another scheduler
  /// blocks the main thread only: that scheduler delivers, and it returns.
  @Test func aWaitOnTheMainQueueForASignalDeliveredElsewhereReturns() throws {
    let done = DispatchSemaphore(value: 0)
    let result = ThreadedBox<[Int]>()
    DispatchQueue.main.async {
      let background = RACScheduler.scheduler(name: "sync-tests-elsewhere")
      result.value = sentFromAnotherThread([3, 4]).deliver(on: background).toArray()
      done.signal()
    }
    try #require(waitFor(done))
    #expect(result.value == [3, 4])
  }

  /// A source that keeps sending after the wait has its first value (one
  /// that ignores disposal): the first value is what the wait returns.
  @Test func firstOfAStubbornSourceIsItsFirstValue() {
    let blocking: Int? = StubbornSource(prefix: [1, 2, 3]).first()
    #expect(blocking == 1)
    #expect(StubbornSource(prefix: [1, 2, 3]).firstOrDefault(0) == 1)
    var success = false
    var error: (any Error)?
    #expect(StubbornSource(prefix: [4, 5]).firstOrDefault(0, success: &success, error: &error) == 4)
    #expect(success)
  }

  /// The async `first()` of such a source: its first value too.
  @Test func awaitedFirstOfAStubbornSourceIsItsFirstValue() async throws {
    let awaited = try await StubbornSource(prefix: [6, 7]).first()
    #expect(awaited == 6)
  }

  @Test func theBlockingOperatorsKeepTheFirstTerminalEvent() throws {
    try TwoEndings(failsFirst: false).waitUntilCompleted()
    #expect(TwoEndings(failsFirst: false).toArray() == [1])
    #expect(throws: RACTestError.self) { try TwoEndings(failsFirst: true).waitUntilCompleted() }
    #expect(TwoEndings(failsFirst: true).toArray() == nil)
  }

  @Test func theAsyncOperatorsKeepTheFirstTerminalEvent() async throws {
    try await TwoEndings(failsFirst: false).waitUntilCompleted()
    #expect(try await TwoEndings(failsFirst: false).toArray() == [1])
    await #expect(throws: RACTestError.self) { try await TwoEndings(failsFirst: true).waitUntilCompleted() }
    await #expect(throws: RACTestError.self) { try await TwoEndings(failsFirst: true).toArray() }
  }
}

/// A signal that sends 1 and 2, then hands `handedOver` to its subscriber,
/// then completes: the order a hand-written signal may use, where the
/// library's own hand their subscription over first.
private final class _SendsBeforeHandingOver: RACSignal<Int>, @unchecked Sendable {
  // Safety: immutable.
  let handedOver: RACCompoundDisposable

  init(_ handedOver: RACCompoundDisposable) {
    self.handedOver = handedOver
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    subscriber.sendNext(1)
    subscriber.sendNext(2)
    subscriber.didSubscribe(with: handedOver)
    subscriber.sendCompleted()
    return RACDisposable()
  }
}

/// A stubborn source (no passthrough subscriber) that sends a value, then
/// two terminal events and more, all during `subscribe`: the wait keeps
/// the first terminal event and ignores the rest, as every subscriber
/// must (`next* (error | completed)?`).
private final class TwoEndings: RACSignal<Int>, @unchecked Sendable {
  let failsFirst: Bool
  init(failsFirst: Bool) {
    self.failsFirst = failsFirst
    super.init()
  }
  override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    subscriber.sendNext(1)
    if failsFirst {
      subscriber.sendError(RACTestError())
      subscriber.sendCompleted()
    } else {
      subscriber.sendCompleted()
      subscriber.sendError(RACTestError())
    }
    subscriber.sendNext(2)
    return RACDisposable {}
  }
}
