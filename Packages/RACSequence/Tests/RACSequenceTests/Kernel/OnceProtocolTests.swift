import Dispatch
import Foundation
import RACTestSupport
import Synchronization
import Testing

@testable import RACSequence

/// The layer's at-most-once protocol (`_RACOnce.swift`), white-box, with the
/// interleaving forced rather than hoped for: the first thread holds a cell
/// until the second is seen waiting for it (the cell marked
/// `busyWithWaiters`), or has returned without waiting — which is the
/// fault these tests look for. Each party runs on a thread of its own
/// (`startThread`): the holder spins, and a dispatch queue's threads may
/// all be spinning, here or in a test running beside it.
@Suite(.timeLimit(.minutes(10)))
struct OnceProtocolTests {
  /// A memo cell and its value; the owner the waiting room files waiters
  /// under.
  final class Cell: @unchecked Sendable {
    // Safety: `value` is written by the evaluating thread before it
    // publishes, and read after the cell is done.
    let state = Atomic<UInt8>(_RACOnceState.idle)
    var value = 0
    let secondReturned = Atomic<Bool>(false)
  }

  /// Whether the waiting room holds a waiter of `owner`.
  private func hasWaiters(_ owner: AnyObject) -> Bool {
    let key = ObjectIdentifier(owner)
    return _RACOnceWaitingRoom.stripe(for: key).withLock { waiters in waiters.contains { $0.owner == key } }
  }

  /// Spins (yielding) until `cell`'s state is `state` or the second reader
  /// returned.
  private func hold(_ cell: Cell, until state: UInt8) {
    while cell.state.load(ordering: .acquiring) != state && !cell.secondReturned.load(ordering: .acquiring) {
      sched_yield()
    }
  }

  @Test func aReaderOfACellBeingEvaluatedWaitsForItsValue() throws {
    let cell = Cell()
    let claimed = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let evaluations = Atomic<Int>(0)
    startThread(in: done) {
      _racOnce(cell.state, owner: cell, cell: 0) {
        evaluations.add(1, ordering: .relaxed)
        claimed.signal()
        hold(cell, until: _RACOnceState.busyWithWaiters)
        cell.value = 42
      }
    }
    try #require(waitFor(claimed))
    let seen = Atomic<Int>(-1)
    startThread(in: done) {
      _racOnce(cell.state, owner: cell, cell: 0) {
        evaluations.add(1, ordering: .relaxed)
        cell.value = -1
      }
      seen.store(cell.value, ordering: .relaxed)
      cell.secondReturned.store(true, ordering: .releasing)
    }
    try #require(waitFor(done))
    let (value, evaluated, state) = (
      seen.load(ordering: .relaxed), evaluations.load(ordering: .relaxed), cell.state.load(ordering: .relaxed)
    )
    #expect(value == 42)
    #expect(evaluated == 1)
    #expect(state == _RACOnceState.done)
    #expect(!hasWaiters(cell), "a woken waiter stays in the waiting room")
  }

  @Test func aProducerRoleClaimedElsewhereIsWaitedForThenLookedAtAgain() throws {
    let cell = Cell()
    let claimed = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let firstHolds = Atomic<Bool>(false)
    let secondSeenWaiting = Atomic<Bool>(false)
    startThread(in: done) {
      firstHolds.store(_racProducerClaim(cell.state, owner: cell), ordering: .relaxed)
      claimed.signal()
      hold(cell, until: _RACOnceState.busyWithWaiters)
      secondSeenWaiting.store(
        cell.state.load(ordering: .acquiring) == _RACOnceState.busyWithWaiters, ordering: .relaxed)
      _racProducerRelease(cell.state, owner: cell)
    }
    try #require(waitFor(claimed))
    let secondHolds = Atomic<Bool>(true)
    startThread(in: done) {
      secondHolds.store(_racProducerClaim(cell.state, owner: cell), ordering: .relaxed)
      cell.secondReturned.store(true, ordering: .releasing)
    }
    try #require(waitFor(done))
    let (first, second, state) = (
      firstHolds.load(ordering: .relaxed), secondHolds.load(ordering: .relaxed), cell.state.load(ordering: .relaxed)
    )
    let waited = secondSeenWaiting.load(ordering: .relaxed)
    #expect(first)
    // The second caller filed itself as waiting rather than return at once
    // (it could not return before the release had it waited).
    #expect(waited)
    // The second caller waited for the release and holds nothing: it looks
    // again (and may claim the now idle role then).
    #expect(!second)
    #expect(state == _RACOnceState.idle)
    #expect(!hasWaiters(cell))
  }
}
