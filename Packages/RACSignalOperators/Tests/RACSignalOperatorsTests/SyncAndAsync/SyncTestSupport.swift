import Foundation
import RACSignalOperators
import RACTesting

/// Subscribes to `signal`, then drives `test`'s scheduler to the end on a
/// new thread: the signal's events come from that thread while the
/// subscribing thread may block.
func drivenByAnotherThread<Value>(_ test: RACMarbleTester, _ signal: RACSignal<Value>) -> RACSignal<Value> {
  RACSignal { subscriber in
    let disposable = signal.subscribe(subscriber)
    Thread { test.run() }.start()
    return disposable
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
