import Foundation
import RACDisposables

/// A scheduler that runs blocks on a serial dispatch queue.
///
/// Blocks run asynchronously, one at a time, in the order they were
/// scheduled, with the scheduler as ``RACScheduler/current``. Disposing the
/// disposable returned by a scheduling method before the block starts
/// cancels it.
///
/// - Note: ReactiveCocoa 2.x: `RACQueueScheduler`.
public class RACQueueScheduler: RACScheduler, @unchecked Sendable {
  // Safety: the only stored property is an immutable DispatchQueue, which is
  // thread-safe.

  /// The scheduler of the main queue (``RACScheduler/mainThread``).
  static let main = RACQueueScheduler(
    name: "com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
    queue: DispatchQueue.main
  )

  /// The serial queue blocks run on.
  public let queue: DispatchQueue

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

  @discardableResult

  public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    let disposable = RACDisposable()
    // Safety (of `_RACUnchecked`, here and below): each block is handed to
    // exactly one serial queue or timer, which runs it; as in ReactiveCocoa,
    // the caller chooses the scheduler, and so the thread its block runs on.
    let work = _RACUnchecked(block)
    queue.async { [self] in
      if disposable.isDisposed { return }
      performAsCurrentScheduler(work.value)
    }
    return disposable
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
    precondition(interval > 0, "RACScheduler.after(_:repeatingEvery:withLeeway:schedule:): interval must be positive")
    precondition(leeway >= 0, "RACScheduler.after(_:repeatingEvery:withLeeway:schedule:): leeway must not be negative")
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
