import RACDisposables
import Synchronization

/// A subscriber made of blocks: what the `subscribeNext(_:…)` family
/// creates.
///
/// After a terminal event it delivers nothing more; on a terminal event it
/// disposes its subscriptions before calling the block.
///
/// - Note: ReactiveCocoa 2.x: the `RACSubscriber` class.
final class _RACBlockSubscriber<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: the blocks are immutable; `terminated` is atomic; events arrive
  // serialized (the library's contract for every subscriber).
  private let next: ((Value) -> Void)?
  private let error: ((any Error) -> Void)?
  private let completed: (() -> Void)?
  private let terminated = Atomic<Bool>(false)
  let disposable = RACCompoundDisposable()

  init(
    next: ((Value) -> Void)?,
    error: ((any Error) -> Void)?,
    completed: (() -> Void)?
  ) {
    self.next = next
    self.error = error
    self.completed = completed
  }

  func sendNext(_ value: Value) {
    if terminated.load(ordering: .acquiring) { return }
    next?(value)
  }

  func sendError(_ error: any Error) {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposable.dispose()
    self.error?(error)
  }

  func sendCompleted() {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposable.dispose()
    completed?()
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    if other.isDisposed { return }
    let selfDisposable = disposable
    selfDisposable.add(other)
    // When that subscription ends on its own, forget it, so that a long-lived
    // subscriber does not accumulate dead disposables.
    other.add(RACDisposable { [weak other] in
      if let other { selfDisposable.remove(other) }
    })
  }
}
