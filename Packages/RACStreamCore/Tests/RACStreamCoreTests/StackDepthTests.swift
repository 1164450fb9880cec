import Foundation
import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import RACTestSupport
import Testing

/// Long runs of synchronous signals on a thread with a 512 KiB stack: an
/// operator that nested one subscription per signal would overflow it (and
/// crash the test process).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct StackDepthTests {
  static let count = 100_000

  /// Subscribes to `signal` on the small-stack thread; returns the number of
  /// values and whether it completed, or `nil` when it did not finish.
  func drive(_ signal: @escaping @Sendable () -> RACSignal<Int>) -> (values: Int, sum: Int, completed: Bool)? {
    let result = _RACUnchecked<(Int, Int, Bool)>((0, 0, false))
    let box = UnsafeSendableBox(result)
    let finished = onSmallStack {
      var values = 0
      var sum = 0
      var completed = false
      signal().subscribeNext(
        {
          values += 1
          sum &+= $0
        }, error: { _ in }, completed: { completed = true })
      box.value = _RACUnchecked((values, sum, completed))
    }
    guard finished else { return nil }
    let (values, sum, completed) = box.value.value
    return (values, sum, completed)
  }

  @Test func concatOfManySynchronousSignals() throws {
    let result = try #require(
      drive {
        RACSignal.concat((0..<Self.count).map { RACSignal<Int>.return($0) })
      })
    #expect(result.values == Self.count)
    #expect(result.sum == (0..<Self.count).reduce(0, +))
    #expect(result.completed)
  }

  @Test func concatOfManyEmptySignals() throws {
    let result = try #require(
      drive {
        RACSignal.concat((0..<Self.count).map { _ in RACSignal<Int>.empty() } + [RACSignal.return(7)])
      })
    #expect(result.values == 1 && result.sum == 7 && result.completed)
  }

  @Test func flattenOfManySynchronousInners() throws {
    let result = try #require(
      drive {
        just((0..<Self.count).map { RACSignal<Int>.return($0) }).flatten()
      })
    #expect(result.values == Self.count)
    #expect(result.completed)
  }

  @Test func flattenMapOfManySynchronousInners() throws {
    let result = try #require(
      drive {
        just(Array(0..<Self.count)).flattenMap { RACSignal<Int>.return($0) }
      })
    #expect(result.values == Self.count)
    #expect(result.sum == (0..<Self.count).reduce(0, +))
    #expect(result.completed)
  }

  @Test func flattenMapOfManyEmptyInners() throws {
    let result = try #require(
      drive {
        just(Array(0..<Self.count)).flattenMap { _ in RACSignal<Int>.empty() }
      })
    #expect(result.values == 0 && result.completed)
  }
}

/// A value handed from the small-stack thread to the test (written before
/// the thread signals, read after the wait).
final class UnsafeSendableBox<Value>: @unchecked Sendable {
  // Safety: written by one thread before it signals a semaphore, read by
  // another after waiting for it.
  var value: Value

  init(_ value: Value) { self.value = value }
}
