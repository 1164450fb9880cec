import Foundation
import RACSignalOperators
import RACTesting

/// Subscribes to `signal`, then drives `test`'s scheduler to the end on a
/// new thread: the signal's events come from that thread while the
/// subscribing thread may block.
///
/// With a `run`, the thread stops at the run's tick until the test calls
/// ``DrivingRun/finish()``.
func drivenByAnotherThread<Value>(
  _ test: RACMarbleTester,
  _ signal: RACSignal<Value>,
  run: DrivingRun? = nil
) -> RACSignal<Value> {
  RACSignal { subscriber in
    let disposable = signal.subscribe(subscriber)
    Thread {
      if let run {
        test.advance(toTick: run.pauseTick)
        run.resumed.wait()
      }
      test.run()
      run?.ended.signal()
    }.start()
    return disposable
  }
}

/// A run of ``drivenByAnotherThread(_:_:run:)``'s thread that stops at a
/// tick until the test has what it waited for.
///
/// A test that checks at which tick the source's subscription ended needs
/// it: the woken thread disposes the subscription while the driving thread
/// goes on, so without the pause the tick read when the subscription ends
/// depends on which thread runs first, and a dispose that finds the
/// subscription already being disposed (by the driving thread, as `take(1)`
/// under `first()` does) returns before the end is recorded.
final class DrivingRun: Sendable {
  /// The tick the driving thread stops at.
  let pauseTick: Int
  fileprivate let resumed = DispatchSemaphore(value: 0)
  fileprivate let ended = DispatchSemaphore(value: 0)

  init(pausingAtTick pauseTick: Int) {
    self.pauseTick = pauseTick
  }

  /// Lets the driving thread run to the end, and blocks until it has.
  func finish() {
    resumed.signal()
    ended.wait()
  }

  /// Lets the driving thread run to the end, and suspends until it has,
  /// blocking no thread of the cooperative pool.
  func finish() async {
    resumed.signal()
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        self.ended.wait()
        continuation.resume()
      }
    }
  }
}

/// A finite async sequence of `0..<count` that counts its iterators.
struct CountingSequence: AsyncSequence, Sendable {
  typealias Element = Int
  let count: Int
  let iterators: ThreadedBox<Int>

  struct AsyncIterator: AsyncIteratorProtocol {
    var next = 0
    let count: Int
    mutating func next() async -> Int? {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    iterators.value = (iterators.value ?? 0) + 1
    return AsyncIterator(count: count)
  }
}

/// A signal that sends `values` (then completes, when asked) from a global
/// queue, after its subscription returned.
func sentFromAnotherThread(_ values: [Int], complete: Bool = true) -> RACSignal<Int> {
  RACSignal { subscriber in
    let box = ThreadedBox(subscriber)
    DispatchQueue.global().async {
      for value in values { box.value?.sendNext(value) }
      if complete { box.value?.sendCompleted() }
    }
    return nil
  }
}
