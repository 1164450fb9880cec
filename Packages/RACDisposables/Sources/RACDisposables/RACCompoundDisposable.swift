/// A disposable of disposables: disposing it disposes every child.
///
/// Children can be added and removed while it lives; a child added after the
/// compound was disposed is disposed at once. The first two children are held
/// inline, so the common case of one or two children allocates no array; the
/// others sit in a list where a child is added, and removed by the ``Token``
/// ``add(_:)`` returns, in constant time, however many there are.
/// All operations are thread-safe; children are disposed outside the lock.
///
/// The class is open so that an object that *is* a subscription can be its
/// own compound disposable (a subject's subscription record is one, where
/// it was three objects: Docs/Internals.md, "Children in constant time");
/// only ``dispose()`` can be overridden, and an override must call
/// `super.dispose()`.
///
/// - Note: ReactiveCocoa 2.x: `RACCompoundDisposable`.
open class RACCompoundDisposable: RACDisposable, @unchecked Sendable {
  // Safety: the five stored properties below are read and written only
  // inside `_RACStripedLock.withLock(for: self)`; the inherited disposed
  // flag is atomic and is set while that lock is held.
  //
  // They are separate stored properties, not one struct, so that the three
  // small ones fill the padding behind the inherited flag (a struct starts
  // at its own alignment): the object is 64 bytes, not 72
  // (Docs/Internals.md, "What a disposable weighs").

  /// Set, with the lock held, by the one `dispose()` that runs.
  @exclusivity(unchecked) private var disposedUnderLock = false
  // A generation per inline slot, advanced when the slot is vacated, so
  // that a stale ``Token`` never removes the slot's next child. Two bytes
  // each, to fit the padding with the flag above.
  @exclusivity(unchecked) private var firstGeneration: UInt16 = 0
  @exclusivity(unchecked) private var secondGeneration: UInt16 = 0
  @exclusivity(unchecked) private var first: RACDisposable?
  @exclusivity(unchecked) private var second: RACDisposable?
  @exclusivity(unchecked) private var rest = _RACChildList()

  /// What ``add(_:)`` hands back: where the child sits, so that
  /// `remove(_:)`, given the token, takes it out in constant time, however many
  /// children the compound holds.
  ///
  /// A token removes its own child and nothing else: once that child was
  /// removed (or the compound disposed), removing with the token again
  /// does nothing, even if another child took the same place. The token of
  /// `add(nil)`, of a child that was already disposed, or of an add to a
  /// disposed compound removes nothing.
  ///
  /// - Note: ReactiveCocoa 2.x has no token: its `-removeDisposable:` scans
  ///   every child (``remove(_:)-(RACDisposable?)`` still does, by
  ///   identity). Operators whose children come and go (merge, flatten,
  ///   a subject's subscriptions to other signals) remove by token
  ///   (Docs/Decisions.md, "Removing a child in constant time").
  public struct Token: Hashable, Sendable {
    // The slot (0: none, 1 and 2: the inline slots, 3 and up: the list
    // entry `slot - 2`) in the low 32 bits, its generation in the high 32.
    fileprivate let bits: UInt64

    fileprivate init(slot: Int, generation: UInt32) {
      bits = UInt64(UInt32(truncatingIfNeeded: slot)) | UInt64(generation) << 32
    }

    fileprivate var slot: Int { Int(UInt32(truncatingIfNeeded: bits)) }
    fileprivate var generation: UInt32 { UInt32(truncatingIfNeeded: bits >> 32) }

    /// The token that removes nothing.
    public static let none = Token(slot: 0, generation: 0)
  }

  /// Creates an empty compound disposable.
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACCompoundDisposable compoundDisposable]`.
  public override init() {
    super.init()
  }

  /// Creates a compound disposable whose one child runs `block` when the
  /// compound is disposed. Children added later are disposed with it.
  ///
  /// - Parameter block: The clean-up work of the first child. It runs at
  ///   most once, on the thread that disposes first.
  /// - Note: ReactiveCocoa 2.x: `+[RACCompoundDisposable disposableWithBlock:]`,
  ///   whose `-initWithBlock:` makes a compound of one block disposable.
  public convenience override init(block: @escaping () -> Void) {
    self.init([RACDisposable(block: block)])
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
  /// Keep the returned token to remove the child later in constant time
  /// (`remove(_:)` with the token), as operators whose children come and go do.
  ///
  /// - Precondition: `disposable` is not the receiver.
  /// - Parameter disposable: The child to add, or `nil` (which does nothing).
  /// - Returns: The token that removes this child; ``Token/none`` when
  ///   nothing was kept (`nil`, a disposed child, or a disposed receiver).
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable addDisposable:]`
  ///   (which returns nothing).
  @discardableResult
  public final func add(_ disposable: RACDisposable?) -> Token {
    // Why one optional parameter and not an overload: a non-optional argument
    // converts to Optional for free (no allocation, no copy), and a single
    // method leaves nothing for overload resolution to find ambiguous.
    guard let disposable else { return .none }
    precondition(disposable !== self, "RACCompoundDisposable.add(_:): a compound disposable cannot contain itself")
    if disposable.isDisposed { return .none }
    let token = _RACStripedLock.withLock(for: self) { () -> Token? in
      if disposedUnderLock { return nil }
      if first == nil {
        first = disposable
        return Token(slot: 1, generation: UInt32(firstGeneration))
      }
      if second == nil {
        second = disposable
        return Token(slot: 2, generation: UInt32(secondGeneration))
      }
      let (entry, generation) = rest.append(disposable)
      return Token(slot: entry + 2, generation: generation)
    }
    guard let token else {
      disposable.dispose()
      return .none
    }
    return token
  }

  /// Removes every occurrence of `disposable` (compared by identity) without
  /// disposing it. Removing a child that is not there, or removing after the
  /// receiver was disposed (even from inside its disposal), does nothing.
  ///
  /// `nil` is ignored, as `-removeDisposable:` ignores it.
  ///
  /// - Parameter disposable: The child to remove, or `nil` (which does nothing).
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable removeDisposable:]`.
  public final func remove(_ disposable: RACDisposable?) {
    guard let disposable else { return }
    // Scans every child, as RAC's does; operators remove by token instead.
    let removed = _RACStripedLock.withLock(for: self) { () -> [RACDisposable] in
      if disposedUnderLock { return [] }
      var removed: [RACDisposable] = []
      if first === disposable { removed.append(vacateFirst()) }
      if second === disposable { removed.append(vacateSecond()) }
      rest.removeAll(identicalTo: disposable, into: &removed)
      return removed
    }
    _ = removed  // released here, outside the lock
  }

  /// Removes the child that `token` was handed for, without disposing it,
  /// in constant time. Does nothing when that child is no longer there
  /// (removed, or the receiver disposed, even from inside its disposal) or
  /// for ``Token/none``.
  ///
  /// ```swift
  /// let compound = RACCompoundDisposable()
  /// let token = compound.add(inner.subscribe(subscriber))
  /// // … the inner signal completed:
  /// compound.remove(token)
  /// ```
  ///
  /// - Parameter token: What ``add(_:)`` returned for the child.
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable removeDisposable:]`,
  ///   which finds the child by scanning; see ``Token``.
  public final func remove(_ token: Token) {
    let slot = token.slot
    if slot == 0 { return }
    let removed = _RACStripedLock.withLock(for: self) { () -> RACDisposable? in
      if disposedUnderLock { return nil }
      switch slot {
      case 1:
        guard first != nil, UInt32(firstGeneration) == token.generation else { return nil }
        return vacateFirst()
      case 2:
        guard second != nil, UInt32(secondGeneration) == token.generation else { return nil }
        return vacateSecond()
      default:
        return rest.remove(entry: slot - 2, generation: token.generation)
      }
    }
    _ = removed  // released here, outside the lock
  }

  /// Empties the first inline slot, returning its child. With the lock held.
  private func vacateFirst() -> RACDisposable {
    let child = first.unsafelyUnwrapped
    first = nil
    firstGeneration &+= 1
    return child
  }

  /// Empties the second inline slot, returning its child. With the lock held.
  private func vacateSecond() -> RACDisposable {
    let child = second.unsafelyUnwrapped
    second = nil
    secondGeneration &+= 1
    return child
  }

  /// Disposes every child, once: the two inline slots first, then the
  /// others in the order they were added. Later ``add(_:)`` calls dispose
  /// what they are given.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACCompoundDisposable dispose]`.
  open override func dispose() {
    let children = _RACStripedLock.withLock(for: self) { () -> (RACDisposable?, RACDisposable?, _RACChildList)? in
      if disposedUnderLock { return nil }
      disposedUnderLock = true
      _ = _markDisposed()
      let children = (first, second, rest)
      first = nil
      second = nil
      rest = _RACChildList()
      return children
    }
    guard let (first, second, rest) = children else { return }
    first?.dispose()
    second?.dispose()
    rest.disposeInOrder()
  }
}
