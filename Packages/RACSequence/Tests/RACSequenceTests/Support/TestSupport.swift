import Foundation
import RACSequence
import Synchronization

/// Counts side effects, from any thread.
final class Counter: Sendable {
  private let count = Atomic<Int>(0)
  var value: Int { count.load(ordering: .relaxed) }
  @discardableResult
  func increment() -> Int { count.wrappingAdd(1, ordering: .relaxed).newValue }
}

/// The natural numbers 0, 1, 2, …, built with `init(head:tail:)`; counts
/// how many heads were computed.
func naturals(from start: Int = 0, counter: Counter? = nil) -> RACSequence<Int> {
  RACSequence(
    head: {
      counter?.increment()
      return start
    },
    tail: { naturals(from: start + 1, counter: counter) })
}

/// Runs `body` on `count` threads at once, released together; waits
/// (bounded) for all of them.
func concurrently(_ count: Int = 4, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
  let start = DispatchSemaphore(value: 0)
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    Thread {
      start.wait()
      body(index)
      group.leave()
    }.start()
  }
  for _ in 0..<count { start.signal() }
  return group.wait(timeout: .now() + 30) == .success
}

/// A thread-safe box for results written from other threads.
final class Locked<T>: @unchecked Sendable {
  // Safety: guarded by `lock`.
  private let lock = NSLock()
  private var stored: T
  init(_ value: T) { stored = value }
  var value: T {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func mutate(_ body: (inout T) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&stored)
  }
}
