import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Testing

/// `values` (signal → AsyncThrowingStream) and `RACSignal(_ asyncSequence:)`.
@Suite(.timeLimit(.minutes(10)))
struct AsyncSequenceTests {
  @Test func valuesMarbles() async throws {
    let test = RACMarbleTester()
    var received: [String] = []
    for try await value in drivenByAnotherThread(test, try test.hot("-a-b-|")).values {
      received.append(value)
    }
    #expect(received == ["a", "b"])

    let other = RACMarbleTester()
    var beforeError: [String] = []
    await #expect(throws: RACTestError.self) {
      for try await value in drivenByAnotherThread(other, try other.hot("-a-#")).values {
        beforeError.append(value)
      }
    }
    #expect(beforeError == ["a"])
  }

  @Test func valuesBuffersASynchronousSourceWithoutLoss() async throws {
    let source = RACSignal<Int> { subscriber in
      for value in 0..<1_000 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }
    var received: [Int] = []
    for try await value in source.values { received.append(value) }
    #expect(received == Array(0..<1_000))
  }

  @Test func valuesBreakingTheLoopDisposesTheSubscription() async throws {
    let disposed = DispatchSemaphore(value: 0)
    let signal = RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      return RACDisposable { disposed.signal() }
    }
    do {
      for try await _ in signal.values { break }
    }
    let wasDisposed = await Task.detached { waitFor(disposed) }.value
    #expect(wasDisposed)
  }

  @Test func valuesCancellingTheIteratingTaskDisposesTheSubscription() async throws {
    let disposed = DispatchSemaphore(value: 0)
    let signal = RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      return RACDisposable { disposed.signal() }
    }
    let started = DispatchSemaphore(value: 0)
    let task = Task {
      for try await _ in signal.values { started.signal() }
    }
    #expect(await Task.detached { waitFor(started) }.value)
    task.cancel()
    _ = await task.result
    #expect(await Task.detached { waitFor(disposed) }.value)
  }

  @Test func asyncSequenceInitMarble() async throws {
    let stream = AsyncStream<String> { continuation in
      continuation.yield("a")
      continuation.yield("b")
      continuation.finish()
    }
    let recorder = RACTestRecorder<String>(scheduler: RACTestScheduler())
    let done = DispatchSemaphore(value: 0)
    RACSignal(stream).subscribeNext(
      { recorder.sendNext($0) },
      completed: {
        recorder.sendCompleted()
        done.signal()
      })
    #expect(await Task.detached { waitFor(done) }.value)
    // No virtual time passes: everything at tick 0.
    #expect(try recorder.compare(with: "[ab|]").isMatch, "\(recorder.marbles)")
  }

  @Test func asyncSequenceErrorIsSent() async throws {
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: RACTestError())
    }
    var received: [Int] = []
    await #expect(throws: RACTestError.self) {
      for try await value in RACSignal(stream).values { received.append(value) }
    }
    #expect(received == [1])
  }

  @Test func asyncSequenceOneTaskAndIteratorPerSubscription() async throws {
    let iterators = ThreadedBox<Int>(0)
    let signal = RACSignal(CountingSequence(count: 3, iterators: iterators))
    #expect(try await signal.toArray() == [0, 1, 2])
    #expect(try await signal.toArray() == [0, 1, 2])
    #expect(iterators.value == 2)
  }

  @Test func asyncSequenceDisposalCancelsTheTask() async throws {
    let terminated = DispatchSemaphore(value: 0)
    let stream = AsyncStream<Int> { continuation in
      continuation.onTermination = { _ in terminated.signal() }
      continuation.yield(1)
    }
    let first = DispatchSemaphore(value: 0)
    let log = ThreadedLog<Int>()
    let disposable = RACSignal(stream).subscribeNext { value in
      log.append(value)
      first.signal()
    }
    #expect(await Task.detached { waitFor(first) }.value)
    disposable.dispose()
    #expect(await Task.detached { waitFor(terminated) }.value, "the iterating task was cancelled")
    #expect(log.entries == [1])
  }

  @Test func asyncSequenceSubscriptionDoesNotBlock() {
    // A sequence that never produces: subscribing returns at once.
    let stream = AsyncStream<Int> { _ in }
    let disposable = RACSignal(stream).subscribeNext { _ in }
    disposable.dispose()
    #expect(disposable.isDisposed)
  }
}
