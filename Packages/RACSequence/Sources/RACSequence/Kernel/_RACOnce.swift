import Dispatch
import RACDisposables
import Synchronization

// At-most-once evaluation of a sequence's memoized cells (head, tail, or a
// combined step), without a lock on the read path once evaluated.
//
// A cell's state is one atomic byte: idle → busy (one thread evaluates,
// claimed by compare-exchange) → done (published with a releasing store;
// readers load it acquiring, then read the stored value). A reader that finds
// the cell busy waits for it: it registers a semaphore in a waiting room
// (a striped `_RACLock`) and marks the cell `busyWithWaiters`; the evaluator,
// seeing that mark when it publishes, wakes the registered waiters. Nobody
// spins, and no lock is held while the user's block runs.

/// Cell states.
enum _RACOnceState {
  static let idle: UInt8 = 0
  static let busy: UInt8 = 1
  static let busyWithWaiters: UInt8 = 2
  static let done: UInt8 = 3
}

/// Readers waiting for cells that another thread is evaluating.
enum _RACOnceWaitingRoom {
  struct Waiter: Sendable {
    let owner: ObjectIdentifier
    let cell: Int
    let semaphore: DispatchSemaphore
  }

  static let stripes: [_RACLock<[Waiter]>] = (0..<16).map { _ in _RACLock([]) }

  static func stripe(for owner: ObjectIdentifier) -> _RACLock<[Waiter]> {
    stripes[(owner.hashValue >> 4) & 15]
  }
}

/// Claims `state` for evaluation. Returns `true` when the caller must
/// evaluate the cell and then call `_racOncePublish`; `false` when the cell
/// is done (after waiting for another thread's evaluation if needed).
@inline(__always)
func _racOnceClaim(_ state: borrowing Atomic<UInt8>, owner: AnyObject, cell: Int) -> Bool {
  let (claimed, original) = state.compareExchange(
    expected: _RACOnceState.idle, desired: _RACOnceState.busy, ordering: .acquiring)
  if claimed { return true }
  if original == _RACOnceState.done { return false }
  _racOnceWait(state, owner: owner, cell: cell)
  return false
}

/// Evaluates a memo cell once: the first reader claims it, runs `evaluate`
/// (which stores the value) and publishes it; a concurrent reader waits for
/// that; later readers find it done. The one memo protocol of the layer
/// (a sequence's head and tail, a lazy node's step, the indexed stores'
/// cells).
@inline(__always)
func _racOnce(_ state: borrowing Atomic<UInt8>, owner: AnyObject, cell: Int, _ evaluate: () -> Void) {
  if state.load(ordering: .acquiring) != _RACOnceState.done,
    _racOnceClaim(state, owner: owner, cell: cell)
  {
    evaluate()
    _racOncePublish(state, owner: owner, cell: cell)
  }
}

/// Waits until another thread has published the cell.
@inline(never)
func _racOnceWait(_ state: borrowing Atomic<UInt8>, owner: AnyObject, cell: Int) {
  _racWaitForState(state, owner: owner, cell: cell, until: _RACOnceState.done)
}

/// The one wait-for-another-thread loop of the sequence layer: marks the
/// cell as having waiters and sleeps on a semaphore until the state reaches
/// `target` (`done` for a once-cell, `idle` for the producer role); returns
/// at once when it is there already.
func _racWaitForState(_ state: borrowing Atomic<UInt8>, owner: AnyObject, cell: Int, until target: UInt8) {
  let key = ObjectIdentifier(owner)
  let semaphore = DispatchSemaphore(value: 0)
  let mustWait = _RACOnceWaitingRoom.stripe(for: key).withLock { waiters -> Bool in
    var current = state.load(ordering: .acquiring)
    while current != target {
      if current == _RACOnceState.busy {
        let (marked, original) = state.compareExchange(
          expected: _RACOnceState.busy, desired: _RACOnceState.busyWithWaiters, ordering: .acquiring)
        if !marked {
          current = original
          continue
        }
      }
      waiters.append(.init(owner: key, cell: cell, semaphore: semaphore))
      return true
    }
    return false
  }
  if mustWait {
    semaphore.wait()
    // Pairs with the publisher's releasing store.
    _ = state.load(ordering: .acquiring)
  }
}

/// Publishes a cell the caller evaluated (its value already stored) and
/// wakes the readers waiting for it.
@inline(__always)
func _racOncePublish(_ state: borrowing Atomic<UInt8>, owner: AnyObject, cell: Int) {
  let previous = state.exchange(_RACOnceState.done, ordering: .acquiringAndReleasing)
  if previous == _RACOnceState.busyWithWaiters {
    _racOnceWake(owner: owner, cell: cell)
  }
}

@inline(never)
func _racOnceWake(owner: AnyObject, cell: Int) {
  let key = ObjectIdentifier(owner)
  let woken = _RACOnceWaitingRoom.stripe(for: key).withLock { waiters -> [DispatchSemaphore] in
    var woken: [DispatchSemaphore] = []
    waiters.removeAll { waiter in
      guard waiter.owner == key, waiter.cell == cell else { return false }
      woken.append(waiter.semaphore)
      return true
    }
    return woken
  }
  for semaphore in woken { semaphore.signal() }
}
