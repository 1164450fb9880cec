import Foundation
import RACSignalOperators
import Synchronization

/// A thread-safe log, in the order entries were appended.
final class ThreadedLog<Element>: @unchecked Sendable {
  // Safety: every access goes through the lock.
  private let lock = _RACLock<[Element]>([])

  init() {}

  func append(_ element: Element) { lock.withLock { $0.append(element) } }

  var entries: [Element] { lock.withLock { $0 } }
}

/// Holds a subscriber (or any value) handed from one thread to another.
final class ThreadedBox<Value>: @unchecked Sendable {
  // Safety: every access goes through the lock.
  private let lock = _RACLock<Value?>(nil)

  init(_ value: Value? = nil) { lock.withLock { $0 = value } }

  var value: Value? {
    get { lock.withLock { $0 } }
    set { lock.withLock { $0 = newValue } }
  }
}

/// The generous bound on every wait for real-thread work.
let threadedWaitTimeout: TimeInterval = 20

/// Waits (bounded) for `semaphore`; `true` when it was signalled in time.
func threadedWait(_ semaphore: DispatchSemaphore) -> Bool {
  semaphore.wait(timeout: .now() + threadedWaitTimeout) == .success
}

/// Schedules an empty block on `scheduler` and waits for it: every block
/// scheduled before it on that serial scheduler has then run.
func threadedDrain(_ scheduler: RACScheduler) -> Bool {
  let done = DispatchSemaphore(value: 0)
  scheduler.schedule { done.signal() }
  return threadedWait(done)
}

/// Blocks `scheduler` until the returned semaphore is signalled, so that
/// what is scheduled meanwhile is certainly still pending.
func threadedBlock(_ scheduler: RACScheduler) -> (open: DispatchSemaphore, blocked: Bool) {
  let gate = DispatchSemaphore(value: 0)
  let started = DispatchSemaphore(value: 0)
  scheduler.schedule {
    started.signal()
    _ = threadedWait(gate)
  }
  return (gate, threadedWait(started))
}

/// Runs `body` on a new thread, outside any scheduler, and waits for it.
func onNewThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread {
    body()
    done.signal()
  }.start()
  return threadedWait(done)
}

/// A signal whose subscriber is kept in a box, to send into it by hand.
func manualSignal<Value>(_ box: ThreadedBox<any RACSubscriber<Value>>) -> RACSignal<Value> {
  RACSignal { subscriber in
    box.value = subscriber
    return nil
  }
}
