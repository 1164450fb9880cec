import Foundation
import RACDisposables

/// The priority of a background scheduler's queue.
///
/// - Note: ReactiveCocoa 2.x: `RACSchedulerPriority`.
public enum RACSchedulerPriority: Sendable, Hashable, CaseIterable {
  /// `RACSchedulerPriorityHigh`: the user-initiated global queue.
  case high
  /// `RACSchedulerPriorityDefault`: the default global queue.
  case `default`
  /// `RACSchedulerPriorityLow`: the utility global queue.
  case low
  /// `RACSchedulerPriorityBackground`: the background global queue.
  case background

  /// The Dispatch quality of service that backs the priority.
  public var qos: DispatchQoS.QoSClass {
    switch self {
    case .high: .userInitiated
    case .default: .default
    case .low: .utility
    case .background: .background
    }
  }
}

/// Schedulers control when and on which thread or queue work runs.
///
/// Every scheduler but ``immediate`` is serial: blocks scheduled on it never
/// run concurrently with each other. While a scheduler runs a block, it is
/// ``current`` on that thread.
///
/// Subclass it to write a scheduler of your own: override ``schedule(_:)``,
/// ``after(_:schedule:)`` and ``after(_:repeatingEvery:withLeeway:schedule:)``,
/// and run blocks through ``performAsCurrentScheduler(_:)``.
///
/// - Note: ReactiveCocoa 2.x: `RACScheduler`.
open class RACScheduler: @unchecked Sendable, CustomStringConvertible {
  // Safety: the only stored property is an immutable `String`; subclasses
  // guard their own state.

  /// The scheduler's name, for debugging.
  public let name: String

  /// Creates a scheduler with a name for debugging.
  ///
  /// - Parameter name: The name; defaults to an anonymous scheduler name.
  public init(name: String? = nil) {
    self.name = name ?? "com.ReactiveCocoa.\(type(of: self)).anonymousScheduler"
  }

  /// The scheduler's public type and its name, as
  /// `<RACTargetQueueScheduler: name = com.example.queue>`, in the style of
  /// a signal's description.
  ///
  /// The type is the first public class up the scheduler's class hierarchy:
  /// the library's own schedulers that are not API (the immediate and the
  /// subscription schedulers) show as `RACScheduler`; a subclass of the
  /// app's own keeps its name.
  open var description: String { "<\(_racPublicTypeName(of: type(of: self))): name = \(name)>" }

  // MARK: Well-known schedulers

  /// A scheduler that runs blocks at once, on the calling thread.
  ///
  /// Unlike every other scheduler it does not become ``current`` while it
  /// runs a block (as in ReactiveCocoa 2.5). `after(_:schedule:)` blocks the
  /// calling thread until the date; repeating timers are not supported (a
  /// precondition failure). Recursive scheduling is iterative, so any number
  /// of reschedules runs in constant stack depth.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACScheduler immediateScheduler]`.
  public static var immediate: RACScheduler { _RACImmediateScheduler.shared }

  /// The scheduler of the main dispatch queue. `schedule(_:)` is always
  /// asynchronous, even from the main queue.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACScheduler mainThreadScheduler]`.
  public static var mainThread: RACScheduler { RACQueueScheduler.main }

  /// The scheduler that signals use to run their subscription work.
  ///
  /// It runs a block at once, on the calling thread. ReactiveCocoa 2.5 did so
  /// only when a ``current`` scheduler existed and otherwise hopped to a
  /// background scheduler; here subscribing is synchronous everywhere (see
  /// [Decisions](/documentation/guides/decisions)). Timed work goes to ``current``, or to a background
  /// scheduler when there is none.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACScheduler subscriptionScheduler]`.
  public static var subscription: RACScheduler { _RACSubscriptionScheduler.shared }

  /// The scheduler running the current block, if any.
  ///
  /// It is the scheduler that is running a block on this thread (nested runs
  /// restore the outer one when they end), else ``mainThread`` when the
  /// calling code runs on the main dispatch queue, else `nil`.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACScheduler currentScheduler]`.
  public static var current: RACScheduler? {
    if let scheduler = _CurrentScheduler.get() { return scheduler }
    if _MainQueue.isCurrent { return mainThread }
    return nil
  }

  /// Creates a new serial scheduler whose blocks run in the background at the
  /// given priority (on a thread of libdispatch's pool for that quality of
  /// service).
  ///
  /// - Parameters:
  ///   - priority: The priority (quality of service) of its queue.
  ///   - name: A name for debugging.
  /// - Returns: A new ``RACTargetQueueScheduler``.
  /// - Note: ReactiveCocoa 2.x: `+scheduler`, `+schedulerWithPriority:`,
  ///   `+schedulerWithPriority:name:`.
  public static func scheduler(
    priority: RACSchedulerPriority = .default,
    name: String? = nil
  ) -> RACScheduler {
    // The target is a serial queue of the priority's QoS, not the global
    // queue itself: a new serial queue runs on libdispatch's overcommitting
    // pool, so a background scheduler gets a thread even when every core is
    // busy with other work on the global queues (on Linux, the non-overcommit
    // global queues run at most one busy thread per core, and one CPU-bound
    // scheduler there held back other schedulers' timers for seconds).
    let label = name ?? "com.ReactiveCocoa.RACScheduler.backgroundScheduler"
    let target = DispatchQueue(label: label, qos: DispatchQoS(qosClass: priority.qos, relativePriority: 0))
    return RACTargetQueueScheduler(name: label, targetQueue: target)
  }

  // MARK: Scheduling

  /// The scheduler's clock: wall time, or virtual time for
  /// ``RACTestScheduler``. Relative delays are measured from it.
  open var now: Date { Date() }

  /// Schedules `block` to run.
  ///
  /// - Parameter block: The work to run.
  /// - Returns: A disposable that cancels the block if it has not started,
  ///   or `nil` when the block already ran or cannot be cancelled.
  /// - Note: ReactiveCocoa 2.x: `-[RACScheduler schedule:]`.
  @discardableResult
  open func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    preconditionFailure("\(type(of: self)) must override RACScheduler.schedule(_:)")
  }

  /// Schedules `block` to run at `date` (or as soon as possible after it).
  ///
  /// - Parameters:
  ///   - date: When to run the block, on this scheduler's clock.
  ///   - block: The work to run.
  /// - Returns: A disposable that cancels the block if it has not started.
  /// - Note: ReactiveCocoa 2.x: `-[RACScheduler after:schedule:]`.
  @discardableResult
  open func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
    preconditionFailure("\(type(of: self)) must override RACScheduler.after(_:schedule:)")
  }

  /// Schedules `block` to run `delay` seconds from ``now``.
  ///
  /// - Parameters:
  ///   - delay: Seconds from now.
  ///   - block: The work to run.
  /// - Returns: A disposable that cancels the block if it has not started.
  /// - Note: ReactiveCocoa 2.x: `-[RACScheduler afterDelay:schedule:]`.
  @discardableResult
  open func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
    after(now.addingTimeInterval(delay), schedule: block)
  }

  /// Schedules `block` to run at `date` and then every `interval` seconds,
  /// until the returned disposable is disposed.
  ///
  /// - Parameters:
  ///   - date: The first run.
  ///   - interval: Seconds between runs; must be positive.
  ///   - leeway: How late each run may be, to save power; must not be
  ///     negative.
  ///   - block: The work to run.
  /// - Returns: A disposable that stops the timer.
  /// - Note: ReactiveCocoa 2.x: `-[RACScheduler after:repeatingEvery:withLeeway:schedule:]`.
  @discardableResult
  open func after(
    _ date: Date,
    repeatingEvery interval: TimeInterval,
    withLeeway leeway: TimeInterval,
    schedule block: @escaping () -> Void
  ) -> RACDisposable? {
    preconditionFailure(
      "\(type(of: self)) must override RACScheduler.after(_:repeatingEvery:withLeeway:schedule:)")
  }

  /// Schedules `target`'s ``_RACScheduledTarget/_timerFired(_:on:)`` with
  /// `token` at `date`, as ``after(_:schedule:)`` schedules a block.
  ///
  /// For the time operators, which set a timer per event: with a target and
  /// a token instead of a block, a scheduler that overrides this
  /// (``RACTestScheduler``) allocates nothing per timer. The default
  /// schedules a block with ``after(_:schedule:)``.
  ///
  /// Not API: public for the library's higher layers. Not overridable: a
  /// scheduler of this module changes it by overriding the internal
  /// `_afterTarget(_:target:token:)`, which this inlines into.
  @inlinable
  @discardableResult
  public final func _after(_ date: Date, target: any _RACScheduledTarget, token: UInt64) -> _RACScheduledAction {
    _afterTarget(date, target: target, token: token)
  }

  /// What ``_after(_:target:token:)`` does: by default, schedules a block
  /// with ``after(_:schedule:)``; ``RACTestScheduler`` overrides it.
  @usableFromInline
  func _afterTarget(_ date: Date, target: any _RACScheduledTarget, token: UInt64) -> _RACScheduledAction {
    _RACScheduledAction(after(date) { [self] in target._timerFired(token, on: self) })
  }

  /// Schedules `target`'s ``_RACScheduledTarget/_timerFired(_:on:)`` with
  /// `token` `delay` seconds from ``now``, as
  /// ``afterDelay(_:schedule:)`` schedules a block (the default schedules
  /// one with it).
  ///
  /// Not API: public for the library's higher layers; not overridable, as
  /// ``_after(_:target:token:)`` is not.
  @inlinable
  @discardableResult
  public final func _afterDelay(_ delay: TimeInterval, target: any _RACScheduledTarget, token: UInt64)
    -> _RACScheduledAction
  {
    _afterDelayTarget(delay, target: target, token: token)
  }

  /// What ``_afterDelay(_:target:token:)`` does: by default, schedules a
  /// block with ``afterDelay(_:schedule:)``; ``RACTestScheduler`` overrides
  /// it.
  @usableFromInline
  func _afterDelayTarget(_ delay: TimeInterval, target: any _RACScheduledTarget, token: UInt64) -> _RACScheduledAction {
    _RACScheduledAction(afterDelay(delay) { [self] in target._timerFired(token, on: self) })
  }

  /// Schedules a block that can schedule itself again.
  ///
  /// `block` receives a `reschedule` function. Calls to it while `block` is
  /// still running are counted and run one after another once it returns
  /// (so recursion does not grow the stack); a call after it returned
  /// schedules the block again at once.
  ///
  /// - Parameter block: The work; call `reschedule` to run it again.
  /// - Returns: A disposable that stops all further runs.
  /// - Note: ReactiveCocoa 2.x: `-[RACScheduler scheduleRecursiveBlock:]`.
  @discardableResult
  open func scheduleRecursive(
    _ block: @escaping (_ reschedule: @escaping () -> Void) -> Void
  ) -> RACDisposable? {
    let disposable = RACCompoundDisposable()
    _scheduleRecursive(block, addingTo: disposable)
    return disposable
  }

  private func _scheduleRecursive(
    _ block: @escaping (_ reschedule: @escaping () -> Void) -> Void,
    addingTo disposable: RACCompoundDisposable
  ) {
    let selfDisposable = RACCompoundDisposable()
    let selfToken = disposable.add(selfDisposable)

    let schedulingDisposable = schedule { [self] in
      // This run has started: its own disposable is no longer needed.
      disposable.remove(selfToken)
      if disposable.isDisposed { return }

      let reallyReschedule = { [self] in
        if disposable.isDisposed { return }
        _scheduleRecursive(block, addingTo: disposable)
      }
      let counter = _RescheduleCounter()
      block {
        if counter.countOrReturnImmediate() { reallyReschedule() }
      }
      let synchronousCount = counter.finishSynchronousPart()
      for _ in 0..<synchronousCount { reallyReschedule() }
    }
    if let schedulingDisposable { selfDisposable.add(schedulingDisposable) }
  }

  /// Runs `block` with the receiver as ``current`` on this thread, restoring
  /// the previous current scheduler afterwards. Subclasses run every
  /// scheduled block through it.
  ///
  /// - Parameter block: The work to run.
  /// - Note: ReactiveCocoa 2.x: `-[RACScheduler performAsCurrentScheduler:]`.
  public final func performAsCurrentScheduler(_ block: () -> Void) {
    let previous = _CurrentScheduler.getUnretained()
    _CurrentScheduler.set(self)
    defer { _CurrentScheduler.setUnretained(previous) }
    withExtendedLifetime(self) { block() }
  }
}
