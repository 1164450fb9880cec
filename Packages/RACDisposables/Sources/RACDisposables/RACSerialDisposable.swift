/// A disposable that holds one inner disposable, which can be swapped.
///
/// Disposing the serial disposable disposes its current inner disposable.
/// Replacing the inner disposable hands back (``swap(in:)``) or drops (the
/// ``disposable`` setter) the old one *without* disposing it, as in
/// ReactiveCocoa 2.5. A disposable set after the serial disposable was
/// disposed is disposed at once. Thread-safe.
///
/// - Note: ReactiveCocoa 2.x: `RACSerialDisposable`.
public final class RACSerialDisposable: RACDisposable, @unchecked Sendable {
  // Safety: `state` is read and written only inside
  // `_RACStripedLock.withLock(for: self)`; the inherited disposed flag is
  // atomic and is set while that lock is held.

  private struct State {
    var disposed = false
    var inner: RACDisposable?
  }

  @exclusivity(unchecked) private var state = State()

  /// Creates a serial disposable holding `disposable`, if any.
  ///
  /// - Parameter disposable: The initial inner disposable.
  /// - Note: ReactiveCocoa 2.x: `+[RACSerialDisposable serialDisposableWithDisposable:]`.
  public init(_ disposable: RACDisposable? = nil) {
    super.init()
    if let disposable { swap(in: disposable) }
  }

  /// The inner disposable. Setting it drops the old one without disposing
  /// it; setting it after the receiver was disposed disposes the new one.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACSerialDisposable.disposable`.
  public var disposable: RACDisposable? {
    get { _RACStripedLock.withLock(for: self) { state.inner } }
    set { swap(in: newValue) }
  }

  /// Atomically replaces the inner disposable.
  ///
  /// - Parameter newDisposable: The new inner disposable. When the receiver is
  ///   already disposed it is disposed at once.
  /// - Returns: The old inner disposable, not disposed; `nil` when there was
  ///   none or when the receiver was already disposed.
  /// - Note: ReactiveCocoa 2.x: `-[RACSerialDisposable swapInDisposable:]`.
  @discardableResult
  public func swap(in newDisposable: RACDisposable?) -> RACDisposable? {
    let (alreadyDisposed, old) = _RACStripedLock.withLock(for: self) { () -> (Bool, RACDisposable?) in
      if state.disposed { return (true, nil) }
      let old = state.inner
      state.inner = newDisposable
      return (false, old)
    }
    if alreadyDisposed {
      newDisposable?.dispose()
      return nil
    }
    return old
  }

  /// Disposes the current inner disposable, once.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSerialDisposable dispose]`.
  public override func dispose() {
    let inner = _RACStripedLock.withLock(for: self) { () -> RACDisposable?? in
      if state.disposed { return .none }
      state.disposed = true
      _ = _markDisposed()
      let inner = state.inner
      state.inner = nil
      return .some(inner)
    }
    if case .some(let inner) = inner { inner?.dispose() }
  }
}
