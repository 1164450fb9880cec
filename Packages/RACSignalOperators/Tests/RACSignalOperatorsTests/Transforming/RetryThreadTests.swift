import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// `retry(_:)` on a source that fails on another thread, with no current
/// scheduler: resubscription goes through a background scheduler.
@Suite struct RetryThreadTests {
  final class Box: @unchecked Sendable {
    // Safety: guarded by `lock`.
    let lock = NSLock()
    var subscriptions = 0
    var values: [Int] = []
    var error: (any Error)?
    let done = DispatchSemaphore(value: 0)
  }

  @Test(.timeLimit(.minutes(10)))
  func retryResubscribesAnAsynchronousSource() {
    let box = Box()
    let source = RACSignal<Int> { subscriber in
      let attempt = box.lock.withLock { () -> Int in
        box.subscriptions += 1
        return box.subscriptions
      }
      let sender = Unchecked(subscriber)
      DispatchQueue.global().async {
        sender.value.sendNext(attempt)
        sender.value.sendError(RACTestError())
      }
      return nil
    }
    let disposable = source.retry(3).subscribeNext(
      { value in box.lock.withLock { box.values.append(value) } },
      error: { error in
        box.lock.withLock { box.error = error }
        box.done.signal()
      })
    #expect(box.done.wait(timeout: .now() + 30) == .success)
    box.lock.withLock {
      #expect(box.values == [1, 2, 3, 4])
      #expect(box.subscriptions == 4)
      #expect(box.error is RACTestError)
    }
    disposable.dispose()
  }
}
