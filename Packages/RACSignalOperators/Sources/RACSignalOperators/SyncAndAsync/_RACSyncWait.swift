import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import Synchronization

/// One blocking wait of a synchronous operator (`first()`, `toArray()`, …):
/// what the blocked thread serves, so that an operator that would need that
/// thread to deliver can tell the wait can never end.
///
/// While a synchronous operator subscribes, its wait is the thread's
/// *subscribing wait* (a thread-local): `deliver(on:)` and
/// `deliverOnMainThread()`, whose subscriptions are made synchronously on
/// that thread, pick it up. When such an operator must schedule an event on
/// the very scheduler (or the main queue) the waiting thread blocks, while
/// the wait is still pending, the program stops with a precondition failure
/// instead of hanging.
final class _RACSyncWait: @unchecked Sendable {
  // Safety: immutable but for `finished`, which is atomic.
  /// The operator, for the message: `"first()"`.
  let operation: StaticString
  /// The scheduler the waiting thread serves (``RACScheduler/current``).
  let serving: RACScheduler?
  /// Whether the waiting thread is the main queue.
  let onMainQueue: Bool
  private let finishedFlag = Atomic<Bool>(false)

  init(_ operation: StaticString) {
    self.operation = operation
    self.serving = RACScheduler.current
    self.onMainQueue = RACScheduler._isOnMainQueue
  }

  var isFinished: Bool { finishedFlag.load(ordering: .acquiring) }

  func finish() { finishedFlag.store(true, ordering: .releasing) }

  /// Whether a block scheduled on `scheduler` needs the waiting thread.
  func blocks(_ scheduler: RACScheduler) -> Bool {
    if let serving, serving === scheduler { return true }
    return onMainQueue && scheduler === RACScheduler.mainThread
  }

  /// Stops the program: an event of the wait's own subscription must be
  /// delivered on the thread the wait blocks.
  func deadlock(_ target: String) -> Never {
    preconditionFailure(
      "RACSignal.\(operation): deadlock: it blocks the thread that must deliver its signal's events (\(target)); use the async form (try await) or deliver elsewhere"
    )
  }

  // MARK: The subscribing wait of this thread

  private static let slot = _RACThreadLocal("RACSignal")

  /// The wait subscribing on this thread, if any.
  static var subscribing: _RACSyncWait? {
    guard let pointer = slot.value else { return nil }
    return Unmanaged<_RACSyncWait>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` (the subscription) with the receiver as this thread's
  /// subscribing wait.
  func subscribing<R>(_ body: () -> R) -> R {
    let previous = Self.slot.value
    Self.slot.value = Unmanaged.passUnretained(self).toOpaque()
    defer { Self.slot.value = previous }
    return withExtendedLifetime(self) { body() }
  }
}

/// What a blocking wait recorded besides its values: whether it can end,
/// and the error. Not generic, and not nested in the generic subscriber
/// (which would make it generic): its lock's storage then has one type,
/// known where it is compiled, rather than one looked up per wait in
/// unspecialized code (Docs/Internals.md, "Metadata lookups and
/// exclusivity").
struct _RACBlockingOutcome {
  var error: (any Error)?
  var done = false
}

/// The subscriber of a blocking wait: records the events it needs and
/// signals a semaphore once the wait can end.
///
/// When the first value ends the wait (`first()`), it also disposes the
/// subscriptions the signal handed over at that value, as `take(1)` does in
/// ReactiveCocoa's `-firstOrDefault:success:error:`: a source that goes on
/// sending while `subscribe` runs stops being listened to at once.
final class _RACBlockingSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: `values` is read and written only inside `outcome`'s lock; the
  // semaphore and the subscription are thread-safe.

  /// Whether the first value ends the wait (`first()`), or only a terminal
  /// event does (`toArray()`, `waitUntilCompleted()`).
  let endsAtFirstValue: Bool
  /// Whether values are kept.
  let keepsValues: Bool
  let wait: _RACSyncWait
  private let outcome = _RACLock(_RACBlockingOutcome())
  @exclusivity(unchecked) private var values: [Value] = []
  private let semaphore = DispatchSemaphore(value: 0)
  /// The subscriptions the signal hands over (`didSubscribe(with:)`), kept
  /// only when the first value ends the wait, and disposed then.
  private let subscription: RACCompoundDisposable?

  init(_ wait: _RACSyncWait, endsAtFirstValue: Bool, keepsValues: Bool) {
    self.wait = wait
    self.endsAtFirstValue = endsAtFirstValue
    self.keepsValues = keepsValues
    subscription = endsAtFirstValue ? RACCompoundDisposable() : nil
  }

  func sendNext(_ value: Value) {
    guard keepsValues else { return }
    let ended = outcome.withLock { outcome in
      if outcome.done { return false }
      values.append(value)
      if endsAtFirstValue { outcome.done = true }
      return outcome.done
    }
    if ended {
      subscription?.dispose()
      semaphore.signal()
    }
  }

  func sendError(_ error: any Error) {
    end(error)
  }

  func sendCompleted() {
    end(nil)
  }

  private func end(_ error: (any Error)?) {
    let ended = outcome.withLock { outcome in
      if outcome.done { return false }
      outcome.error = error
      outcome.done = true
      return true
    }
    if ended { semaphore.signal() }
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    // Disposed at once when the first value already ended the wait.
    subscription?.add(disposable)
  }

  /// Subscribes to `signal`, blocks until the wait can end, disposes the
  /// subscription and returns the values recorded and the error, if any.
  func run(_ signal: RACSignal<Value>) -> (values: [Value], error: (any Error)?) {
    let disposable = wait.subscribing { signal.subscribe(self) }
    semaphore.wait()
    wait.finish()
    disposable.dispose()
    return outcome.withLock { outcome in (values, outcome.error) }
  }
}
