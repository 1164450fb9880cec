import RACDisposables
import Synchronization

/// Serializes the inputs of one subscription without holding a lock while
/// they are processed: the kernel every operator with more than one input,
/// every timer-driven operator, the passthrough subscriber and the subject's
/// send path stand on (Docs/Internals.md, "The serial gate").
///
/// The handler is the gate's own ``process(_:)``, fixed when the gate is
/// made (a subclass overrides it): every input, processed at once or queued
/// and processed later by another thread, goes to the same handler.
///
/// The thread that finds the gate free owns it and processes its input at
/// once, then every input that other threads queued meanwhile; a thread that
/// finds the gate owned by another thread queues its input and returns. An
/// input sent by the owning thread while it processes (re-entrancy) is
/// processed at once, nested, as ReactiveCocoa's recursive `@synchronized`
/// did. So inputs never overlap, none is lost, inputs from one thread are
/// processed in the order sent, nobody blocks, and no lock is held while
/// user code runs.
///
/// Uncontended, an input costs two atomic compare-and-exchange operations.
///
/// Not API: public for the library's higher layers.
open class _RACSerialGate<Input>: @unchecked Sendable {
  // Safety: `owner` is atomic; queued inputs are handed between threads only
  // through `queued`, read and written only inside
  // `_RACStripedLock.withLock(for: self)`, and only the owning thread runs
  // `process(_:)`.

  /// 0 when free, else the owner's thread ID, with bit 0 set when inputs are
  /// queued for the owner to process.
  @usableFromInline
  let owner = Atomic<UInt>(0)

  @usableFromInline
  @exclusivity(unchecked)
  var queued: [Input] = []

  /// Creates a free gate.
  public init() {}

  /// Processes one input; called only by the thread that owns the gate.
  /// Subclasses override it: it is the gate's one handler.
  open func process(_ input: Input) {
    preconditionFailure("\(type(of: self)) must override process(_:)")
  }

  /// Processes `input` now when the gate is free or already this thread's,
  /// else queues it for the thread that owns the gate.
  public final func send(_ input: Input) {
    run({ process(input) }, orQueue: { input })
  }

  /// Sends an input without building it on the fast path: runs `work` (which
  /// must do what ``process(_:)`` would do with the input) at once when the
  /// gate is free or already this thread's; otherwise queues `input()` for
  /// the owning thread. Having run `work` as the acquirer, processes what
  /// other threads queued meanwhile, then leaves the gate.
  ///
  /// Always inlined, so that the closures are too: a caller's fast path is
  /// as if written by hand, and building the input (a generic metadata
  /// lookup in unspecialized code) happens out of line, only when queueing.
  @inlinable
  @inline(__always)
  public final func run(_ work: () -> Void, orQueue input: () -> Input) {
    let me = _racCurrentThreadID()
    if !_runIfFree(work, me) { _enqueue(input, me) }
  }

  /// Runs `work` as an input when the gate is free or already this
  /// thread's, as ``run(_:orQueue:)`` does; when another thread owns the
  /// gate, does nothing and returns `false`.
  ///
  /// For a timer's firing, which must run on its scheduler's thread (RAC
  /// sends a throttled value or a buffer from the timer's block): when the
  /// gate is busy the caller schedules the firing again, rather than
  /// queueing it for a thread that would send it from elsewhere.
  @discardableResult
  public final func tryRun(_ work: () -> Void) -> Bool {
    _runIfFree(work, _racCurrentThreadID())
  }

  /// The entry both ``run(_:orQueue:)`` and ``tryRun(_:)`` take: when the
  /// gate is free, takes it, runs `work`, processes what other threads
  /// queued meanwhile and leaves; when this thread owns it already (a
  /// nested send), runs `work` in place. Returns `false`, having done
  /// nothing, when another thread owns the gate.
  @inlinable
  @inline(__always)
  final func _runIfFree(_ work: () -> Void, _ me: UInt) -> Bool {
    let (acquired, current) = owner.compareExchange(
      expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if acquired {
      work()
      if !owner.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged {
        _release(me)
      }
      return true
    }
    if current & ~1 == me {
      work()
      return true
    }
    return false
  }

  /// Processes `input` after the input being processed, whoever processes
  /// it — this thread included, where ``send(_:)`` would process it at once,
  /// nested — or now when the gate is free.
  ///
  /// For what must wait until the owner is done with what it holds: a
  /// subject hands its departing subscriber's last reference here while a
  /// send may be delivering to it (Docs/Internals.md, "The serial gate").
  public final func sendAfterCurrent(_ input: Input) {
    _enqueue({ input }, _racCurrentThreadID())
  }

  /// Whether some thread owns the gate (it is processing an input).
  public final var isOwned: Bool {
    owner.load(ordering: .acquiring) != 0
  }

  /// Whether the calling thread owns the gate (it is processing an input).
  public final var isOwnedByCurrentThread: Bool {
    owner.load(ordering: .acquiring) & ~1 == _racCurrentThreadID()
  }

  /// Leaves the gate, first processing whatever other threads queued.
  @usableFromInline
  @inline(never)
  final func _release(_ me: UInt) {
    while true {
      let (released, _) = owner.compareExchange(
        expected: me, desired: 0, ordering: .acquiringAndReleasing)
      if released { return }
      _drainQueued(me)
    }
  }

  /// Clears the "queued" bit, then processes what was queued. An input
  /// queued after the clear sets the bit again, so `_release` loops.
  final func _drainQueued(_ me: UInt) {
    owner.store(me, ordering: .sequentiallyConsistent)
    let inputs = _RACStripedLock.withLock(for: self) {
      let inputs = queued
      queued = []
      return inputs
    }
    for input in inputs { process(input) }
  }

  /// Queues the input for the owning thread, or, when the owner left
  /// meanwhile, takes the gate and processes it with everything queued.
  @usableFromInline
  @inline(never)
  final func _enqueue(_ input: () -> Input, _ me: UInt) {
    let built = input()
    _RACStripedLock.withLock(for: self) { queued.append(built) }
    while true {
      let current = owner.load(ordering: .sequentiallyConsistent)
      if current == 0 {
        // The owner left before seeing the input: take over and process it.
        let (acquired, _) = owner.compareExchange(
          expected: 0, desired: me, ordering: .acquiringAndReleasing)
        if acquired {
          _drainQueued(me)
          _release(me)
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
