// The project's own test helpers that need no layer: every layer's tests and
// the root's cross-layer tests import this module. It is not library API:
// the distribution manifest has no product for it, and users' tests want
// RACTesting instead (Docs/Internals.md, "Test support").
import Foundation

/// A small deterministic random number generator (SplitMix64), so that a
/// failing seed replays the same shuffle, timeline or turns.
public struct SplitMix: RandomNumberGenerator, Sendable {
  /// The generator's state; each call to `next()` advances it.
  public var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `percent`/100.
  public mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}

/// Whether this process runs under the thread or the address sanitizer
/// (their runtimes export `__tsan_init` and `__asan_init`).
///
/// Tests whose only subject is length — a million values through one
/// thread, where a sanitizer finds nothing a shorter run would not — run a
/// shorter length there, still past what their check needs.
public let runsUnderASanitizer: Bool = {
  guard let program = dlopen(nil, RTLD_NOW) else { return false }
  defer { dlclose(program) }
  return dlsym(program, "__tsan_init") != nil || dlsym(program, "__asan_init") != nil
}()

/// Runs `body` on a new thread with a 512 KiB stack (so that a recursion
/// the library must not make shows as a crash) and waits (bounded) for it;
/// `false` when it did not finish within `timeout` seconds.
public func onSmallStack(timeout: TimeInterval = 50, _ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = 512 * 1024
  thread.start()
  return done.wait(timeout: .now() + timeout) == .success
}

/// The generous bound, in seconds, on a wait for work on other threads.
public let threadWaitTimeout: TimeInterval = 20

/// Waits (bounded) for `semaphore`; `true` when it was signalled in time.
public func waitFor(_ semaphore: DispatchSemaphore, timeout: TimeInterval = threadWaitTimeout) -> Bool {
  semaphore.wait(timeout: .now() + timeout) == .success
}

/// Runs `body` on a new plain thread, outside any scheduler, and waits
/// (bounded) for it; `false` when it did not finish in time.
public func onNewThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread {
    body()
    done.signal()
  }.start()
  return waitFor(done)
}

/// Starts `body` on a new plain thread of its own, entered in `group`
/// until it returns. Unlike a dispatch queue's thread, it cannot wait
/// behind work that spins: a test that spins until another thread acts
/// starts that thread here (a global queue's threads, as many as the
/// cores, may all be spinning tests).
public func startThread(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
  group.enter()
  Thread {
    body()
    group.leave()
  }.start()
}

/// Waits (bounded) for `group`; `true` when it was left in time.
public func waitFor(_ group: DispatchGroup, timeout: TimeInterval = threadWaitTimeout) -> Bool {
  group.wait(timeout: .now() + timeout) == .success
}

/// Schedules an empty block with `schedule` (a serial scheduler's
/// `schedule`) and waits for it: every block scheduled before it has then
/// run.
public func drain(_ schedule: (@escaping () -> Void) -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  schedule { done.signal() }
  return waitFor(done)
}

/// Blocks a serial scheduler, through its `schedule`, until the returned
/// semaphore is signalled, so that what is scheduled meanwhile is certainly
/// still pending; `blocked` is `false` when the blocking block did not
/// start in time.
public func blockScheduler(_ schedule: (@escaping () -> Void) -> Void) -> (open: DispatchSemaphore, blocked: Bool) {
  let gate = DispatchSemaphore(value: 0)
  let started = DispatchSemaphore(value: 0)
  schedule {
    started.signal()
    _ = waitFor(gate)
  }
  return (gate, waitFor(started))
}

/// Runs `body` holding the lock of the tests that replace the logging
/// operators' sink (RACSignalOperators' `RACLog.sink`, one per process).
///
/// The root package runs every layer's test targets in one process, in
/// parallel, and a suite's `.serialized` orders its own tests only: a test
/// of another target (the grammar harness silences the log) could replace
/// the sink while a test that collects what the sink gets runs. Each test
/// that replaces the sink holds this lock from before it does until it has
/// what it wanted from it.
public func withLogSinkLock<Value>(_ body: () throws -> Value) rethrows -> Value {
  try logSinkLock.withLock(body)
}

private let logSinkLock = NSLock()
