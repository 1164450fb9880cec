import Foundation
import RACSignalOperators
import Testing

/// `flatten(1)` and `concat()` of 100,000 synchronous inner signals on a
/// thread with a 512 KiB stack: an operator that subscribed to each inner
/// from the previous one's completion, nested, would overflow it (and crash
/// the test process). (`repeat()`/`retry()`: `ResubscriptionStressTests`.)
@Suite(.serialized, .timeLimit(.minutes(10)))
struct HigherOrderStackDepthTests {
  static let count = 100_000

  /// A signal that sends `count` inner signals made by `inner`, then
  /// completes, all during its subscription.
  static func outer(_ inner: @escaping (Int) -> RACSignal<Int>) -> RACSignal<RACSignal<Int>> {
    RACSignal { subscriber in
      for index in 0..<count { subscriber.sendNext(inner(index)) }
      subscriber.sendCompleted()
      return nil
    }
  }

  /// Subscribes to `signal()` on a new thread with a 512 KiB stack; returns
  /// the values' count and sum and whether it completed, or `nil` when it did
  /// not finish in time.
  static func drive(_ signal: @escaping @Sendable () -> RACSignal<Int>) -> DepthResult? {
    let result = DepthBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var values = 0
      var sum = 0
      var completed = false
      signal().subscribeNext(
        {
          values += 1
          sum &+= $0
        }, error: { _ in }, completed: { completed = true })
      result.value = DepthResult(values: values, sum: sum, completed: completed)
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    guard done.wait(timeout: .now() + 50) == .success else { return nil }
    return result.value
  }

  static let expectedSum = (0..<count).reduce(0, +)

  @Test func flattenOneOfManySynchronousInners() throws {
    let result = try #require(Self.drive { Self.outer { RACSignal.return($0) }.flatten(1) })
    #expect(result == DepthResult(values: Self.count, sum: Self.expectedSum, completed: true))
  }

  @Test func flattenOneOfManyEmptyInners() throws {
    let result = try #require(Self.drive { Self.outer { _ in RACSignal.empty() }.flatten(1) })
    #expect(result == DepthResult(values: 0, sum: 0, completed: true))
  }

  @Test func concatOfManySynchronousInners() throws {
    let result = try #require(Self.drive { Self.outer { RACSignal.return($0) }.concat() })
    #expect(result == DepthResult(values: Self.count, sum: Self.expectedSum, completed: true))
  }

  @Test func concatOfManyEmptyInners() throws {
    let result = try #require(Self.drive { Self.outer { _ in RACSignal.empty() }.concat() })
    #expect(result == DepthResult(values: 0, sum: 0, completed: true))
  }
}

struct DepthResult: Equatable {
  let values: Int
  let sum: Int
  let completed: Bool
}

/// The result handed from the small-stack thread to the test.
final class DepthBox: @unchecked Sendable {
  // Safety: written by the thread before it signals the semaphore, read by
  // the test after waiting for it.
  var value: DepthResult?
}
