import RACDisposables
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("swift-rac needs the pthread API of Glibc, Musl or Darwin (see the Platforms section of the README)")
#endif

/// An identifier of the calling thread, never 0 and with bit 0 clear.
///
/// Not API: public for the library's higher layers.
@inlinable
@inline(__always)
public func _racCurrentThreadID() -> UInt {
  #if canImport(Darwin)
  return UInt(bitPattern: pthread_self())
  #else
  return UInt(pthread_self())
  #endif
}

/// Serializes the inputs of one operator (or one subscriber) without holding
/// a lock while they are processed.
///
/// The thread that finds the gate free owns it and processes its input at
/// once, then every input that other threads queued meanwhile; a thread that
/// finds the gate owned by another thread queues its input and returns. An
/// input sent by the owning thread while it processes (re-entrancy) is
/// processed at once, nested, as ReactiveCocoa's recursive
/// `@synchronized` did. So inputs never overlap, none is lost, nobody blocks
/// and no lock is held while user code runs.
///
/// Uncontended, an input costs two atomic compare-and-exchange operations.
///
/// Not API: public for the library's higher layers.
public final class _RACSerialGate<Input>: @unchecked Sendable {
  // Safety: `owner` is atomic; queued inputs are handed between threads only
  // through `queued`, read and written only inside
  // `_RACStripedLock.withLock(for: self)`, and only the owning thread
  // processes them.

  /// 0 when free, else the owner's thread ID, with bit 0 set when inputs are
  /// queued for the owner to process.
  @usableFromInline
  let owner = Atomic<UInt>(0)

  @usableFromInline
  @exclusivity(unchecked)
  var queued: [Input] = []

  /// Creates a free gate.
  public init() {}

  /// Processes `input` with `handler` now when the gate is free (or owned by
  /// this thread), else queues it for the owning thread.
  ///
  /// Every call on one gate must pass an equivalent handler: queued inputs
  /// are processed by the owner's handler.
  @inlinable
  public func send(_ input: Input, _ handler: (Input) -> Void) {
    run({ handler(input) }, busy: { enqueue(input, $0, handler) }, drain: { release($0, handler) })
  }

  /// The fast path, for callers that can process an input without building
  /// it: on `.acquired`, process, then ``release(_:_:)``; on `.reentrant`,
  /// process; on `.busy`, ``enqueue(_:_:_:)`` the input.
  ///
  /// - Parameter me: The calling thread's ID, `_racCurrentThreadID()`.
  /// The one way an input enters the gate on its fast path: runs `work`
  /// at once when this thread can own the gate (it is free, or this thread
  /// already owns it: a re-entrant input, processed nested); otherwise
  /// calls `busy` with this thread's ID (to queue the input for the owner,
  /// typically). Having run `work` as the acquirer, it leaves the gate, or
  /// calls `drain` with the ID when other threads queued inputs meanwhile
  /// (which must then process them and leave).
  ///
  /// Always inlined, so that the closures are too: callers write their fast
  /// path as if by hand, and pass out-of-line methods for `busy` and
  /// `drain`, which mention the queued input type (a generic metadata lookup
  /// in unspecialized code) so that the fast path does not.
  @inlinable
  @inline(__always)
  public func run(_ work: () -> Void, busy: (UInt) -> Void, drain: (UInt) -> Void) {
    let me = _racCurrentThreadID()
    switch tryAcquire(me) {
    case .acquired:
      work()
      if !tryRelease(me) { drain(me) }
    case .reentrant:
      work()
    case .busy:
      busy(me)
    }
  }

  @inlinable
  @inline(__always)
  public func tryAcquire(_ me: UInt) -> _RACGateEntry {
    let (acquired, current) = owner.compareExchange(
      expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if acquired { return .acquired }
    return current & ~1 == me ? .reentrant : .busy
  }

  /// Gives up the gate when nothing was queued meanwhile; returns `false`
  /// when inputs wait, and then ``release(_:_:)`` must process them.
  @inlinable
  @inline(__always)
  public func tryRelease(_ me: UInt) -> Bool {
    owner.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged
  }

  /// Gives up the gate, first processing with `handler` whatever other
  /// threads queued.
  @inlinable
  public func release(_ me: UInt, _ handler: (Input) -> Void) {
    while true {
      let (released, _) = owner.compareExchange(
        expected: me, desired: 0, ordering: .acquiringAndReleasing)
      if released { return }
      drainQueued(me, handler)
    }
  }

  /// Clears the "queued" bit, then processes what was queued. An input
  /// queued after the clear sets the bit again, so `release` loops.
  @usableFromInline
  func drainQueued(_ me: UInt, _ handler: (Input) -> Void) {
    owner.store(me, ordering: .sequentiallyConsistent)
    let inputs = _RACStripedLock.withLock(for: self) {
      let inputs = queued
      queued = []
      return inputs
    }
    for input in inputs { handler(input) }
  }

  /// Queues `input` for the owning thread (or processes it, with everything
  /// queued, when the owner left meanwhile).
  public func enqueue(_ input: Input, _ me: UInt, _ handler: (Input) -> Void) {
    _RACStripedLock.withLock(for: self) { queued.append(input) }
    while true {
      let current = owner.load(ordering: .sequentiallyConsistent)
      if current == 0 {
        // The owner left before seeing the input: take over and process it.
        let (acquired, _) = owner.compareExchange(
          expected: 0, desired: me, ordering: .acquiringAndReleasing)
        if acquired {
          drainQueued(me, handler)
          release(me, handler)
          return
        }
      } else if current & 1 == 1 {
        return
      } else {
        let (marked, _) = owner.compareExchange(
          expected: current, desired: current | 1, ordering: .sequentiallyConsistent)
        if marked { return }
      }
    }
  }
}

/// What ``_RACSerialGate/tryAcquire(_:)`` found.
///
/// Not API: public for the library's higher layers.
public enum _RACGateEntry {
  /// The gate was free and now belongs to the caller.
  case acquired
  /// The caller already owns the gate (a nested send).
  case reentrant
  /// Another thread owns the gate.
  case busy
}
