import Foundation
import RACDisposables

/// A scheduler that runs blocks on a serial dispatch queue.
///
/// Blocks run asynchronously, one at a time, in the order they were
/// scheduled, with the scheduler as ``RACScheduler/current``. Disposing the
/// disposable returned by a scheduling method before the block starts
/// cancels it.
///
/// Everything scheduled with ``schedule(_:)`` on one scheduler runs in FIFO
/// order, whichever thread or signal scheduled it; the scheduler drains its
/// pending blocks in batches, one dispatch to the queue for many blocks
/// (see [Contracts](/documentation/guides/contracts)).
///
/// - Note: ReactiveCocoa 2.x: `RACQueueScheduler`.
public class RACQueueScheduler: RACScheduler, @unchecked Sendable {
  // Safety: `queue` is immutable and thread-safe; the pending blocks live in
  // a `_RACLock`; `batch` and `batchIndex` are touched only by the one drain
  // in flight (on `queue`; `isDraining` hands them from drain to drain).

  /// The scheduler of the main queue (``RACScheduler/mainThread``).
  static let main = RACQueueScheduler(
    name: "com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
    queue: DispatchQueue.main
  )

  /// The serial queue blocks run on.
  public let queue: DispatchQueue

  /// Blocks scheduled with ``schedule(_:)`` and not yet run, in FIFO order,
  /// and whether a drain is dispatched to `queue`.
  private let pending = _RACLock(_RACPendingBlocks())

  /// Creates a scheduler running its blocks on `queue`.
  ///
  /// - Parameters:
  ///   - name: A name for debugging.
  ///   - queue: A serial queue. A concurrent queue would break the serial
  ///     contract of schedulers: use ``RACTargetQueueScheduler`` to target
  ///     one.
  public init(name: String?, queue: DispatchQueue) {
    self.queue = queue
    super.init(name: name)
  }

  /// Schedules `block` to run on the queue, after every block scheduled on
  /// this scheduler before it (from any thread, for any signal).
  ///
  /// Blocks are drained in batches: one dispatch to the queue runs the
  /// blocks pending at that time, in order, then those scheduled meanwhile,
  /// and gives the queue back after 1,024 blocks (so that timers and other
  /// work on the queue are not starved).
  @discardableResult
  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    let disposable = RACDisposable()
    enqueue(.block(block, cancelledBy: disposable))
    return disposable
  }

  /// Schedules `block` as ``schedule(_:)`` does, without a disposable to
  /// cancel it (one allocation less per block).
  ///
  /// `block` is consumed: it moves into the queue, so that scheduling a
  /// block whose context is an object another thread is releasing (a
  /// `deliver(on:)` subscription, whose earlier blocks are running) touches
  /// that object's reference count once, not three times
  /// (Docs/PerformanceHistory.md, "deliver(on:): one reference count
  /// operation per block and side").
  ///
  /// Not API: public for the library's higher layers (`deliver(on:)`).
  public final func _scheduleUncancellable(_ block: consuming @escaping () -> Void) {
    enqueue(.block(block, cancelledBy: nil))
  }

  /// Schedules `target`'s ``_RACScheduledTarget/_timerFired(_:on:)`` with
  /// `token`, as ``_scheduleUncancellable(_:)`` schedules a block, without
  /// retaining `target`.
  ///
  /// The caller keeps `target` alive until it has run: `deliver(on:)`'s
  /// subscription, whose input holds it while the source may still send,
  /// and which schedules a block holding it after its last value once the
  /// source lets go (Docs/Internals.md, "deliver(on:) on a queue
  /// scheduler"). A block would hold its context, one reference count
  /// operation on the sending thread and one on the queue's per value, on
  /// the same cache line from two cores.
  ///
  /// Not API: public for the library's higher layers (`deliver(on:)`).
  public final func _scheduleUnretained(_ target: any _RACScheduledTarget, token: UInt64) {
    enqueue(.unretained(_RACUnretainedTarget(target: target, token: token)))
  }

  private func enqueue(_ block: consuming _RACPendingBlock) {
    // Moved, not copied, into the list (see `_scheduleUncancellable(_:)`).
    var block = Optional(block)
    let mustDispatch = pending.withLock { pending in
      pending.blocks.append(block.take())
      if pending.isDraining { return false }
      pending.isDraining = true
      return true
    }
    if mustDispatch { queue.async { [self] in drain() } }
  }

  /// How many blocks one dispatch runs before it gives the queue back
  /// (re-dispatching itself when more are pending).
  private static let drainQuota = 1_024

  /// The batch being drained and the index of its next block. Touched only
  /// by the drain in flight, and there is at most one (`isDraining`).
  @exclusivity(unchecked) private var batch: [_RACPendingBlock?] = []
  @exclusivity(unchecked) private var batchIndex = 0

  /// Runs the pending blocks, batch after batch, in FIFO order, at most
  /// `drainQuota` of them per dispatch. Only one drain is in flight at a time
  /// (`isDraining`), so blocks never overlap.
  private func drain() {
    var ran = 0
    while true {
      if batchIndex == batch.count {
        batch.removeAll(keepingCapacity: true)
        batchIndex = 0
        let more = pending.withLock { pending in
          if pending.blocks.isEmpty {
            pending.isDraining = false
            return false
          }
          swap(&batch, &pending.blocks)
          return true
        }
        if !more { return }
      }
      performAsCurrentScheduler {
        while batchIndex < batch.count && ran < Self.drainQuota {
          // Moved out of the batch, so released once, as soon as it has
          // run, not with the whole batch.
          let item = batch[batchIndex].take()
          batchIndex += 1
          ran += 1
          if let item { item.run(on: self) }
        }
      }
      if ran >= Self.drainQuota {
        // Still draining: the next dispatch carries on where this one stops,
        // behind whatever else waits on the queue.
        queue.async { [self] in drain() }
        return
      }
    }
  }

  @discardableResult

  public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    let disposable = RACDisposable()
    let work = _RACUnchecked(block)
    queue.asyncAfter(wallDeadline: date.dispatchWallTime) { [self] in
      if disposable.isDisposed { return }
      performAsCurrentScheduler(work.value)
    }
    return disposable
  }

  @discardableResult

  public override func after(
    _ date: Date,
    repeatingEvery interval: TimeInterval,
    withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    _racCheckRepeating(interval: interval, leeway: leeway, in: "RACScheduler")
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let disposable = RACDisposable { timer.cancel() }
    let work = _RACUnchecked(block)
    timer.setEventHandler { [self] in
      if disposable.isDisposed { return }
      performAsCurrentScheduler(work.value)
    }
    timer.schedule(
      wallDeadline: date.dispatchWallTime,
      repeating: .nanoseconds(interval.dispatchNanoseconds),
      leeway: .nanoseconds(leeway.dispatchNanoseconds)
    )
    timer.resume()
    return disposable
  }
}

/// A serial scheduler with a queue of its own that targets another queue,
/// which may be concurrent (a global queue, say).
///
/// - Note: ReactiveCocoa 2.x: `RACTargetQueueScheduler`, `-initWithName:targetQueue:`.
public final class RACTargetQueueScheduler: RACQueueScheduler, @unchecked Sendable {
  // Safety: no state besides the superclass's.

  /// Creates a scheduler with a new serial queue targeting `targetQueue`.
  ///
  /// - Parameters:
  ///   - name: A name for debugging, also the queue's label.
  ///   - targetQueue: The queue the new serial queue targets.
  public init(name: String?, targetQueue: DispatchQueue) {
    let label = name ?? "com.ReactiveCocoa.RACTargetQueueScheduler"
    super.init(name: label, queue: DispatchQueue(label: label, target: targetQueue))
  }
}

/// One block waiting in a ``RACQueueScheduler``, or a target it does not
/// retain (``RACQueueScheduler/_scheduleUnretained(_:token:)``).
enum _RACPendingBlock {
  /// A block, cancelled when its disposable (if any) is disposed before it
  /// runs.
  case block(() -> Void, cancelledBy: RACDisposable?)
  /// A target and its token.
  case unretained(_RACUnretainedTarget)

  /// Runs the block, unless it was cancelled, or the target. Consumed, so
  /// that the block is moved, not retained, on its way to the call.
  consuming func run(on scheduler: RACQueueScheduler) {
    switch self {
    case .block(let block, let disposable):
      if disposable?.isDisposed != true { block() }
    case .unretained(let entry):
      entry.target._timerFired(entry.token, on: scheduler)
    }
  }
}

/// A scheduled target that its scheduler does not retain.
struct _RACUnretainedTarget {
  /// Kept alive by whoever scheduled it until it has run.
  unowned(unsafe) let target: any _RACScheduledTarget
  let token: UInt64
}

/// The pending blocks of a ``RACQueueScheduler``.
struct _RACPendingBlocks {
  var blocks: [_RACPendingBlock?] = []
  /// A drain is dispatched to the queue (or running): new blocks join it.
  var isDraining = false
}
