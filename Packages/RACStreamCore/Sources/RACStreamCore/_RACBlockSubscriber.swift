import RACDisposables
import Synchronization

/// A subscriber made of blocks: what the `subscribeNext(_:…)` family
/// creates when it is given an error or a completion block.
///
/// After a terminal event it delivers nothing more; on a terminal event it
/// disposes its subscriptions before calling the block. A subscription with
/// a value block alone gets ``_RACNextSubscriber``, which has no room for
/// the other two.
///
/// - Note: ReactiveCocoa 2.x: the `RACSubscriber` class.
@usableFromInline
final class _RACBlockSubscriber<Value>: _RACBlockSubscriptions, RACSubscriber, @unchecked Sendable {
  // Safety: the blocks are immutable; `terminated` is atomic; `first`,
  // `rest` and `disposed` are read and written only inside
  // `_RACStripedLock.withLock(for: self)`; events arrive serialized (the
  // library's contract for every subscriber).
  private let next: ((Value) -> Void)?
  private let error: ((any Error) -> Void)?
  private let completed: (() -> Void)?
  @exclusivity(unchecked) var first: RACCompoundDisposable?
  @exclusivity(unchecked) var rest: RACCompoundDisposable?
  // The two flags last, side by side: a flag between the blocks and the
  // references pads to a word, and the object (89 bytes instead of 82)
  // lands in the allocator's next size class, 16 bytes more per subscriber.
  private let terminated = Atomic<Bool>(false)
  @exclusivity(unchecked) var disposed = false

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
    disposeSubscriptions()
    self.error?(error)
  }

  @usableFromInline
  func sendCompleted() {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposeSubscriptions()
    completed?()
  }

  @usableFromInline
  func didSubscribe(with other: RACCompoundDisposable) {
    keep(other)
  }
}

/// The subscriber of `subscribeNext(_:)`: a value block and no other, so
/// 50 bytes where ``_RACBlockSubscriber`` takes 82 (Docs/PerformanceHistory.md,
/// "Round 4: what a live chain holds"). Errors and completion end it as
/// they end a block subscriber, calling nothing.
///
/// - Note: ReactiveCocoa 2.x: the `RACSubscriber` class, made by
///   `-subscribeNext:` with no error or completion block.
@usableFromInline
final class _RACNextSubscriber<Value>: _RACBlockSubscriptions, RACSubscriber, @unchecked Sendable {
  // Safety: as `_RACBlockSubscriber`'s.
  private let next: (Value) -> Void
  @exclusivity(unchecked) var first: RACCompoundDisposable?
  @exclusivity(unchecked) var rest: RACCompoundDisposable?
  private let terminated = Atomic<Bool>(false)
  @exclusivity(unchecked) var disposed = false

  @usableFromInline
  init(next: @escaping (Value) -> Void) {
    self.next = next
  }

  @usableFromInline
  func sendNext(_ value: Value) {
    if terminated.load(ordering: .acquiring) { return }
    next(value)
  }

  @usableFromInline
  func sendError(_ error: any Error) {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposeSubscriptions()
  }

  @usableFromInline
  func sendCompleted() {
    if terminated.exchange(true, ordering: .acquiringAndReleasing) { return }
    disposeSubscriptions()
  }

  @usableFromInline
  func didSubscribe(with other: RACCompoundDisposable) {
    keep(other)
  }
}

/// What both block subscribers keep of their subscriptions, and how: the
/// first inline (the common case allocates no compound disposable), the
/// others in a compound made on the second, all disposed on a terminal
/// event. Each subscriber stores the three fields where its layout has room
/// for them; the code that reads and writes them is here, once.
protocol _RACBlockSubscriptions: AnyObject {
  /// The first subscription it is told of, held inline.
  var first: RACCompoundDisposable? { get set }
  /// The others, made on the second.
  var rest: RACCompoundDisposable? { get set }
  /// Whether it disposed its subscriptions (a later one is disposed at
  /// once).
  var disposed: Bool { get set }
}

extension _RACBlockSubscriptions {
  /// Disposes the subscriptions it was told of, and any it is told of later.
  func disposeSubscriptions() {
    let taken = _RACStripedLock.withLock(for: self) { () -> (RACCompoundDisposable?, RACCompoundDisposable?) in
      disposed = true
      defer {
        first = nil
        rest = nil
      }
      return (first, rest)
    }
    taken.0?.dispose()
    taken.1?.dispose()
  }

  /// Keeps `other` until the subscriber terminates, or disposes it if the
  /// subscriber already has.
  func keep(_ other: RACCompoundDisposable) {
    // A block subscriber belongs to one `subscribe` call, so it is told of a
    // bounded number of subscriptions: it keeps them until it terminates,
    // without RAC's per-subscription removal hook (three allocations and a
    // weak reference each).
    if other.isDisposed { return }
    let outcome = _RACStripedLock.withLock(for: self) { () -> _RACBlockSubscriberOutcome in
      if disposed { return .dispose }
      if first == nil {
        first = other
        return .kept
      }
      if let rest { return .addToRest(rest) }
      let made = RACCompoundDisposable()
      rest = made
      return .addToRest(made)
    }
    switch outcome {
    case .kept: break
    // Outside the lock: the compound takes a striped lock of its own. If it
    // is disposed meanwhile, `add` disposes `other` at once.
    case .addToRest(let rest): rest.add(other)
    case .dispose: other.dispose()
    }
  }
}

/// What `_RACBlockSubscriptions.keep(_:)` decided under the lock
/// (a non-generic type: no metadata lookup per subscription).
private enum _RACBlockSubscriberOutcome {
  case kept
  case addToRest(RACCompoundDisposable)
  case dispose
}
