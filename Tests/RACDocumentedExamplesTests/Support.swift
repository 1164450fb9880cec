import Foundation
import RAC

/// What an example "outputs": the lines RAC's documentation shows as
/// `NSLog` output or `// Outputs:` comments. Thread-safe, as some examples
/// log from a background scheduler.
final class Output: @unchecked Sendable {
  // Safety: guarded by `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  func log(_ line: String) { lock.withLock { storage.append(line) } }
  var lines: [String] { lock.withLock { storage } }
  /// The lines joined by spaces, as BasicOperators writes `Outputs: A 1 B`.
  var joined: String { lines.joined(separator: " ") }
}

/// A mutable counter shared with blocks (RAC's `__block unsigned`).
final class Counter: @unchecked Sendable {
  // Safety: guarded by `lock`.
  private let lock = NSLock()
  private var storage = 0

  func increment() { lock.withLock { storage += 1 } }
  func decrement() { lock.withLock { storage -= 1 } }
  var value: Int { lock.withLock { storage } }
}

/// `[@"A B C" componentsSeparatedByString:@" "]`.
func words(_ text: String) -> [String] {
  text.split(separator: " ").map(String.init)
}

/// An error for the examples that fail.
struct ExampleError: Error, Equatable {
  let reason: String
}
