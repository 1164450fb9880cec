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
  // Safety: `disposedUnderLock` and `inner` are read and written only
  // inside `_RACStripedLock.withLock(for: self)`; the inherited disposed
  // flag is atomic and is set while that lock is held. Two stored
  // properties, not one struct, so that the flag fills the padding behind
  // the inherited one: 48 bytes, not 56 (Docs/Internals.md, "What a
  // disposable weighs").

  /// Set, with the lock held, by the one `dispose()` that runs.
  @exclusivity(unchecked) private var disposedUnderLock = false
  @exclusivity(unchecked) private var inner: RACDisposable?

  /// Creates a serial disposable holding `disposable`, if any.
  ///
  /// - Parameter disposable: The initial inner disposable.
  /// - Note: ReactiveCocoa 2.x: `+[RACSerialDisposable serialDisposableWithDisposable:]`.
  public init(_ disposable: RACDisposable? = nil) {
    super.init()
    if let disposable { swap(in: disposable) }
  }

  /// Creates a serial disposable whose inner disposable runs `block` when
  /// it is disposed. Swapping that inner disposable out hands it back
  /// without running `block`, as ``swap(in:)`` does with any other.
  ///
  /// - Parameter block: The clean-up work of the initial inner disposable.
  /// - Note: ReactiveCocoa 2.x: `+[RACSerialDisposable disposableWithBlock:]`,
  ///   whose `-initWithBlock:` makes the block disposable the inner one.
  public convenience override init(block: @escaping () -> Void) {
    self.init(RACDisposable(block: block))
  }

  /// The inner disposable. Setting it drops the old one without disposing
  /// it; setting it after the receiver was disposed disposes the new one.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACSerialDisposable.disposable`.
  public var disposable: RACDisposable? {
    get { _RACStripedLock.withLock(for: self) { self.inner } }
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
      if disposedUnderLock { return (true, nil) }
      let old = self.inner
      self.inner = newDisposable
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
      if disposedUnderLock { return .none }
      disposedUnderLock = true
      _ = _markDisposed()
      let inner = self.inner
      self.inner = nil
      return .some(inner)
    }
    if case .some(let inner) = inner { inner?.dispose() }
  }
}
