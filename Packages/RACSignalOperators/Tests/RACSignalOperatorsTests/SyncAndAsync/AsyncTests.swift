import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Testing

/// The blocking form, called from a synchronous function: overload
/// resolution picks it even when the caller is itself called from async code.
private func blockingFirst(_ signal: RACSignal<Int>) -> Int? {
  signal.first()
}

private func blockingToArray(_ signal: RACSignal<Int>) -> [Int]? {
  signal.toArray()
}

/// `try await first()`, `toArray()`, `waitUntilCompleted()`: no thread
/// blocked, the subscription disposed at the end or on cancellation.
@Suite(.timeLimit(.minutes(10)))
struct AsyncTests {
  @Test func asyncFirstMarbles() async throws {
    let test = RACMarbleTester()
    let source = try test.hot("--a-b-|")
    let run = DrivingRun(pausingAtTick: 2)
    let value = try await drivenByAnotherThread(test, source, run: run).first()
    await run.finish()
    #expect(value == "a")
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch, "\(source.subscriptions)")
    let other = RACMarbleTester()
    await #expect(throws: RACTestError.self) {
      _ = try await drivenByAnotherThread(other, try other.hot("--#")).first()
    }
  }

  @Test func asyncFirstOfAnEmptySignalIsNil() async throws {
    let value = try await RACSignal<Int>.empty().first()
    #expect(value == nil)
  }

  @Test func asyncAndBlockingFormsShareTheirNames() async throws {
    let signal = sentFromAnotherThread([4, 5])
    let awaited: Int? = try await signal.first()
    #expect(awaited == 4)
    #expect(blockingFirst(signal) == 4)
    // In an async context, `signal.toArray()` without `await` does not
    // compile: the async overload is preferred there.
    #expect(blockingToArray(signal) == [4, 5])
    #expect(try await signal.toArray() == [4, 5])
  }

  @Test func asyncToArrayMarbles() async throws {
    let test = RACMarbleTester()
    let values = try await drivenByAnotherThread(test, try test.hot("--a-b-|")).toArray()
    #expect(values == ["a", "b"])
    let other = RACMarbleTester()
    await #expect(throws: RACTestError.self) {
      _ = try await drivenByAnotherThread(other, try other.hot("--a-#")).toArray()
    }
  }

  @Test func asyncWaitUntilCompletedMarbles() async throws {
    let test = RACMarbleTester()
    let source = try test.hot("--a-b-|")
    let run = DrivingRun(pausingAtTick: 6)
    try await drivenByAnotherThread(test, source, run: run).waitUntilCompleted()
    await run.finish()
    #expect(try source.compareSubscriptions(with: ["^-----!"]).isMatch)
    let other = RACMarbleTester()
    await #expect(throws: RACTestError.self) {
      try await drivenByAnotherThread(other, try other.hot("--a-#")).waitUntilCompleted()
    }
  }

  @Test func asyncFormsOfSynchronousSignals() async throws {
    #expect(try await RACSignal<Int>.return(1).first() == 1)
    #expect(try await RACSignal<Int>.return(1).toArray() == [1])
    try await RACSignal<Int>.empty().waitUntilCompleted()
  }

  @Test(arguments: ["first", "toArray", "waitUntilCompleted"])
  func cancellingTheTaskDisposesTheSubscription(form: String) async throws {
    let subscribed = DispatchSemaphore(value: 0)
    let disposed = ThreadedBox<Bool>(false)
    let signal = RACSignal<Int> { _ in
      subscribed.signal()
      return RACDisposable { disposed.value = true }
    }
    let task = Task {
      switch form {
      case "first": _ = try await signal.first()
      case "toArray": _ = try await signal.toArray()
      default: try await signal.waitUntilCompleted()
      }
    }
    await Task.detached { _ = waitFor(subscribed) }.value
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(disposed.value == true)
  }

  @Test func anAlreadyCancelledTaskNeverSubscribes() async {
    let subscriptions = ThreadedLog<Int>()
    let signal = RACSignal<Int> { _ in
      subscriptions.append(1)
      return nil
    }
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await signal.first()
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(subscriptions.entries.isEmpty)
  }

  @Test func asyncFirstReleasesItsSubscription() async throws {
    let tracker = RACLeakTracker()
    do {
      let signal = sentFromAnotherThread([1, 2])
      tracker.track(signal, "signal")
      #expect(try await signal.first() == 1)
      #expect(try await signal.toArray() == [1, 2])
    }
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  /// `first()` keeps the subscription it is handed as it is handed it: a
  /// source still sending synchronously stops at the first value, not only
  /// once `subscribe` returns.
  @Test func asyncFirstStopsASourceStillSending() async throws {
    let source = PoliteSource(Array(1...100))
    #expect(try await source.first() == 1)
    #expect(source.sent == 1)
  }
}
