import Foundation
import RACSignalOperators
import RACTestSupport
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

/// Schedules an empty block on `scheduler` and waits for it: every block
/// scheduled before it on that serial scheduler has then run.
func drain(_ scheduler: RACScheduler) -> Bool { RACTestSupport.drain { scheduler.schedule($0) } }

/// Blocks `scheduler` until the returned semaphore is signalled.
func blockQueue(of scheduler: RACScheduler) -> (open: DispatchSemaphore, blocked: Bool) {
  blockScheduler { scheduler.schedule($0) }
}

/// A signal whose subscriber is kept in a box, to send into it by hand.
func manualSignal<Value>(_ box: ThreadedBox<any RACSubscriber<Value>>) -> RACSignal<Value> {
  RACSignal { subscriber in
    box.value = subscriber
    return nil
  }
}
