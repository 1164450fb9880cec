import RACDisposables
import Synchronization

/// A subscriber made of blocks: what the `subscribeNext(_:…)` family
/// creates.
///
/// After a terminal event it delivers nothing more; on a terminal event it
/// disposes its subscriptions before calling the block.
///
/// - Note: ReactiveCocoa 2.x: the `RACSubscriber` class.
@usableFromInline
final class _RACBlockSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: the blocks are immutable; `terminated` is atomic; events arrive
  // serialized (the library's contract for every subscriber).
  private let next: ((Value) -> Void)?
  private let error: ((any Error) -> Void)?
  private let completed: (() -> Void)?
  private let terminated = Atomic<Bool>(false)
  let disposable = RACCompoundDisposable()

  @usableFromInline
  init(
    next: ((Value) -> Void)?,
    error: ((any Error) -> Void)?,
    completed: (() -> Void)?
  ) {
    self.next = next
    self.error = error
    self.completed = completed
  }

  @usableFromInline
  func sendNext(_ value: Value) {
    if terminated.load(ordering: .acquiring) { return }
    next?(value)
  }

  @usableFromInline
  func sendError(_ error: any Error) {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposable.dispose()
    self.error?(error)
  }

  @usableFromInline
  func sendCompleted() {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposable.dispose()
    completed?()
  }

  @usableFromInline
  func didSubscribe(with other: RACCompoundDisposable) {
    // A block subscriber belongs to one `subscribe` call, so it is told of a
    // bounded number of subscriptions: it keeps them until it terminates,
    // without RAC's per-subscription removal hook (three allocations and a
    // weak reference each).
    if other.isDisposed { return }
    disposable.add(other)
  }
}
