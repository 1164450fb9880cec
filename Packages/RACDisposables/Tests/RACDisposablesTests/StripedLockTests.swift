import RACTestSupport
import Testing

@testable import RACDisposables

/// The striped lock's table, white-box: every stripe handed out is one of
/// the table's mutexes, however many are made (they are taken in turn, so
/// the turn counter runs past the table's size).
@Suite struct StripedLockTests {
  /// Locked increments per thread: 250,000, or 25,000 under a sanitizer,
  /// where 8 threads on 2 cores took more than `race`'s 30 s for the
  /// larger count (still 200,000 contended acquisitions).
  static let rounds = runsUnderASanitizer ? 25_000 : 250_000

  @Test func everyStripeIsOneOfTheTablesMutexes() {
    let table = _RACStripedLock.table
    let count = _RACStripedLock.count
    let stride = _RACStripedLock.stride
    for _ in 0..<(4 * count) {
      let offset = UnsafeMutableRawPointer(_RACStripe().mutex) - table
      #expect(offset >= 0 && offset < count * stride && offset % stride == 0, "a stripe outside the table")
    }
  }

  /// A stripe excludes: threads that update a plain counter under one
  /// stripe lose no update.
  @Test func aStripeExcludes() throws {
    let stripe = _RACStripe()
    let counter = UnguardedCounter()
    let rounds = StripedLockTests.rounds
    let finished = race(threads: 8) { _ in
      for _ in 0..<rounds { stripe.withLock { counter.increment() } }
    }
    // Read only once every thread is done: a thread still running would
    // race the read (the thread sanitizer reports it) and decide nothing.
    try #require(finished)
    #expect(counter.value == 8 * rounds)
  }

  /// The same for the striped lock of one object.
  @Test func anObjectsStripeExcludes() throws {
    let object = Token()
    let counter = UnguardedCounter()
    let rounds = StripedLockTests.rounds
    let finished = race(threads: 8) { _ in
      for _ in 0..<rounds { _RACStripedLock.withLock(for: object) { counter.increment() } }
    }
    // Read only once every thread is done: a thread still running would
    // race the read (the thread sanitizer reports it) and decide nothing.
    try #require(finished)
    #expect(counter.value == 8 * rounds)
  }
}

/// A counter with no synchronization of its own: the lock under test
/// guards it.
private final class UnguardedCounter: @unchecked Sendable {
  // Safety: touched only inside the lock the test exercises.
  private(set) var value = 0

  /// A read and a write apart, so that two threads not excluded from each
  /// other lose updates.
  @inline(never)
  func increment() {
    let read = value
    value = read &+ 1
  }
}
