import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Synchronization
import Testing

/// A thread-safe counter.
final class Counter: Sendable {
  private let storage = _RACLock(0)

  init() {}

  @discardableResult
  func increment() -> Int {
    storage.withLock {
      $0 += 1
      return $0
    }
  }

  var value: Int { storage.withLock { $0 } }
}

/// A thread-safe log of values, in the order they were appended.
final class Recorder<Element: Sendable>: Sendable {
  private let storage = _RACLock<[Element]>([])

  init() {}

  func append(_ element: Element) { storage.withLock { $0.append(element) } }

  var values: [Element] { storage.withLock { $0 } }
}

/// A thread-safe optional slot.
final class Slot<Value: Sendable>: Sendable {
  private let storage = _RACLock<Value?>(nil)

  init(_ value: Value? = nil) { storage.withLock { $0 = value } }

  var value: Value? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

/// Holds a non-`Sendable` value (a `reschedule` function, say) across threads.
final class UncheckedSlot<Value>: @unchecked Sendable {
  // Safety: every access goes through the lock.
  private let lock = NSLock()
  private var stored: Value?

  init() {}

  var value: Value? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Counts how many blocks run at the same time, to prove a scheduler serial.
final class OverlapDetector: Sendable {
  private let active = Atomic<Int>(0)
  private let overlaps = Atomic<Int>(0)

  init() {}

  func run(_ body: () -> Void) {
    if active.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
      overlaps.add(1, ordering: .sequentiallyConsistent)
    }
    body()
    active.subtract(1, ordering: .sequentiallyConsistent)
  }

  var overlapCount: Int { overlaps.load(ordering: .sequentiallyConsistent) }
}

/// The generous bound on every wait for real-queue work.
let waitTimeout: TimeInterval = 10

/// Schedules an empty block on `scheduler` and waits for it: every block
/// scheduled before it on that serial scheduler has then finished.
func drain(_ scheduler: RACScheduler) -> Bool { RACTestSupport.drain { scheduler.schedule($0) } }

/// Blocks `scheduler`'s queue until the returned semaphore is signalled.
func blockQueue(of scheduler: RACScheduler) -> (open: DispatchSemaphore, blocked: Bool) {
  blockScheduler { scheduler.schedule($0) }
}

/// The virtual date `seconds` after the test scheduler's default start.
func at(_ seconds: TimeInterval) -> Date {
  RACTestScheduler.defaultStartDate.addingTimeInterval(seconds)
}
