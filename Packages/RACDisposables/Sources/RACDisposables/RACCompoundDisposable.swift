/// A disposable of disposables: disposing it disposes every child.
///
/// Children can be added and removed while it lives; a child added after the
/// compound was disposed is disposed at once. The first two children are held
/// inline, so the common case of one or two children allocates no array.
/// All operations are thread-safe; children are disposed outside the lock.
///
/// - Note: ReactiveCocoa 2.x: `RACCompoundDisposable`.
public final class RACCompoundDisposable: RACDisposable, @unchecked Sendable {
  // Safety: `state` is read and written only inside
  // `_RACStripedLock.withLock(for: self)`; the inherited disposed flag is
  // atomic and is set while that lock is held.

  private struct State {
    var disposed = false
    var first: RACDisposable?
    var second: RACDisposable?
    var rest: [RACDisposable] = []
  }

  @exclusivity(unchecked) private var state = State()

  /// Creates an empty compound disposable.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACCompoundDisposable compoundDisposable]`.
  public override init() {
    super.init()
  }

  /// Creates a compound disposable holding `disposables`.
  ///
  /// - Parameter disposables: The initial children.
  /// - Note: ReactiveCocoa 2.x: `+[RACCompoundDisposable compoundDisposableWithDisposables:]`.
  public init(_ disposables: [RACDisposable]) {
    super.init()
    for disposable in disposables { add(disposable) }
  }

  /// Creates a compound disposable holding the non-`nil` elements of
  /// `disposables`, so the optional results of a scheduler's calls
  /// (`schedule`, `after`, `afterDelay`, `scheduleRecursive`) can be passed
  /// as they come. `nil` elements are skipped, as ``add(_:)`` skips them.
  ///
  /// A literal or array of non-optional disposables picks
  /// ``init(_:)-([RACDisposable])`` instead, so existing call sites keep
  /// their array as it is.
  ///
  /// - Parameter disposables: The initial children; `nil` elements are ignored.
  /// - Note: ReactiveCocoa 2.x: `+[RACCompoundDisposable compoundDisposableWithDisposables:]`;
  ///   a child that may be `nil` went in through `addDisposable:`, which ignores `nil`.
  public init(_ disposables: [RACDisposable?]) {
    super.init()
    for disposable in disposables { add(disposable) }
  }

  /// Adds `disposable` as a child. When the receiver is already disposed the
  /// child is disposed at once instead; a child that is already disposed is
  /// not kept. Adding the same child twice keeps it twice (it is disposed
  /// once all the same, since disposing is idempotent).
  ///
  /// `nil` is ignored, as `-addDisposable:` ignores it, so the optional a
  /// scheduler returns can be added as it comes:
  ///
  /// ```swift
  /// let compound = RACCompoundDisposable()
  /// compound.add(scheduler.schedule { print("tick") })  // RACDisposable?
  /// compound.add(scheduler.afterDelay(1) { print("later") })
  /// ```
  ///
  /// - Precondition: `disposable` is not the receiver.
  /// - Parameter disposable: The child to add, or `nil` (which does nothing).
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable addDisposable:]`.
  public func add(_ disposable: RACDisposable?) {
    // Why one optional parameter and not an overload: a non-optional argument
    // converts to Optional for free (no allocation, no copy), and a single
    // method leaves nothing for overload resolution to find ambiguous.
    guard let disposable else { return }
    precondition(disposable !== self, "RACCompoundDisposable.add(_:): a compound disposable cannot contain itself")
    if disposable.isDisposed { return }
    let added = _RACStripedLock.withLock(for: self) { () -> Bool in
      if state.disposed { return false }
      if state.first == nil {
        state.first = disposable
      } else if state.second == nil {
        state.second = disposable
      } else {
        state.rest.append(disposable)
      }
      return true
    }
    if !added { disposable.dispose() }
  }

  /// Removes every occurrence of `disposable` (compared by identity) without
  /// disposing it. Removing a child that is not there, or removing after the
  /// receiver was disposed (even from inside its disposal), does nothing.
  ///
  /// `nil` is ignored, as `-removeDisposable:` ignores it.
  ///
  /// - Parameter disposable: The child to remove, or `nil` (which does nothing).
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable removeDisposable:]`.
  public func remove(_ disposable: RACDisposable?) {
    guard let disposable else { return }
    _RACStripedLock.withLock(for: self) {
      if state.disposed { return }
      if state.first === disposable { state.first = nil }
      if state.second === disposable { state.second = nil }
      if !state.rest.isEmpty { state.rest.removeAll { $0 === disposable } }
    }
  }

  /// Disposes every child, once: the two inline slots first, then the
  /// others in the order they were added. Later ``add(_:)`` calls dispose
  /// what they are given.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable dispose]`.
  public override func dispose() {
    let children = _RACStripedLock.withLock(for: self) { () -> (RACDisposable?, RACDisposable?, [RACDisposable])? in
      if state.disposed { return nil }
      state.disposed = true
      _ = _markDisposed()
      let children = (state.first, state.second, state.rest)
      state.first = nil
      state.second = nil
      state.rest = []
      return children
    }
    guard let (first, second, rest) = children else { return }
    first?.dispose()
    second?.dispose()
    for child in rest { child.dispose() }
  }
}
