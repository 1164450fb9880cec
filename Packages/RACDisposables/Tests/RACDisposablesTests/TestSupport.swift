import Foundation
import RACDisposables

/// A thread-safe counter.
final class Counter: Sendable {
  private let storage = _RACLock(0)

  init() {}

  func increment() { storage.withLock { $0 += 1 } }

  var value: Int { storage.withLock { $0 } }
}

/// An object to hold weakly, proving that whatever captured it let it go.
final class Token: Sendable {}

/// A disposable whose block counts its runs.
func countingDisposable() -> (disposable: RACDisposable, runs: Counter) {
  let runs = Counter()
  return (RACDisposable { runs.increment() }, runs)
}

/// Runs `body` on `threads` new threads at once, released together so that
/// they really race, and waits (bounded) until all have finished.
///
/// - Returns: `false` when the threads did not finish within `timeout`.
func race(
  threads: Int,
  timeout: TimeInterval = 30,
  _ body: @escaping @Sendable (_ index: Int) -> Void
) -> Bool {
  let ready = DispatchGroup()
  let gate = DispatchSemaphore(value: 0)
  let done = DispatchGroup()
  for index in 0..<threads {
    ready.enter()
    done.enter()
    Thread {
      ready.leave()
      gate.wait()
      body(index)
      done.leave()
    }.start()
  }
  guard ready.wait(timeout: .now() + timeout) == .success else { return false }
  for _ in 0..<threads { gate.signal() }
  return done.wait(timeout: .now() + timeout) == .success
}

/// A weak reference to keep in a collection.
struct Weak<Object: AnyObject> {
  weak var value: Object?

  init(_ value: Object) { self.value = value }
}
