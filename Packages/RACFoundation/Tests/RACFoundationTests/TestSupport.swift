import Foundation
import RACFoundation

/// An error with a code, for tests.
struct TestError: Error, Equatable {
  let code: Int
}

/// What a signal sent, recorded from any thread.
final class Recording<Value>: @unchecked Sendable {
  // Safety: the stored events are only touched under `lock`; `ended` is a
  // semaphore.
  private let lock = NSLock()
  private var storedValues: [Value] = []
  private var storedError: (any Error)?
  private var storedCompleted = false
  private let ended = DispatchSemaphore(value: 0)
  private(set) var subscription: RACDisposable?

  /// Subscribes to `signal` and records its events.
  init(_ signal: RACSignal<Value>) {
    subscription = signal.subscribeNext(
      { value in self.lock.withLock { self.storedValues.append(value) } },
      error: { error in
        self.lock.withLock { self.storedError = error }
        self.ended.signal()
      },
      completed: {
        self.lock.withLock { self.storedCompleted = true }
        self.ended.signal()
      })
  }

  var values: [Value] { lock.withLock { storedValues } }
  var error: (any Error)? { lock.withLock { storedError } }
  var completed: Bool { lock.withLock { storedCompleted } }

  /// Waits until the signal ends; false after `seconds` of waiting (a
  /// generous bound for real I/O, not a timing assertion).
  func waitUntilEnded(seconds: Double = 60) -> Bool {
    if ended.wait(timeout: .now() + seconds) == .timedOut { return false }
    ended.signal()  // later waits return at once
    return true
  }
}

/// A new empty directory under the temporary directory, removed by `body`'s end.
func withTemporaryDirectory<R>(_ body: (URL) throws -> R) throws -> R {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("RACFoundationTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}
