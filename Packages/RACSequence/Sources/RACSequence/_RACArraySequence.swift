/// A sequence backed by an array, read by index: no node per element.
///
/// `tail` makes a new view one element further on (RAC does the same), so a
/// walk by `head`/`tail` allocates; iteration, `array` and the folds walk
/// the array by index instead. Also the representation of eager sequences.
final class _RACArraySequence<Value>: RACSequence<Value>, @unchecked Sendable {
  // Safety: every stored property is immutable.
  let storage: [Value]
  let offset: Int
  let eager: Bool

  init(_ storage: [Value], offset: Int = 0, eager: Bool = false) {
    self.storage = storage
    self.offset = offset
    self.eager = eager
    super.init()
  }

  override var head: Value? {
    offset < storage.count ? storage[offset] : nil
  }

  override var tail: RACSequence<Value>? {
    if offset >= storage.count { return nil }
    return _RACArraySequence(storage, offset: offset + 1, eager: eager)
  }

  override var _isEager: Bool { eager }

  override var _backing: _RACBacking { .array }

  override var _arrayBacking: (storage: [Value], offset: Int)? { (storage, offset) }
}

/// A lazy sequence whose head and tail come from one step, computed at most
/// once when either is first read: RAC's `RACDynamicSequence` with a lazy
/// dependency, the node of every lazy operator.
///
/// Subclasses implement ``_produce()``, which runs once and may release the
/// subclass's own state.
class _RACLazySequence<Value>: RACSequence<Value>, @unchecked Sendable {
  // Safety: the step is evaluated once by the thread that claims
  // `_headState` (see RACSequence); its results go to the inherited memos.

  override init() { super.init() }

  /// Computes the head and the tail into `_headMemo` and `_tailMemo`
  /// (leaving them `nil` for an empty sequence).
  func _produce() {
    fatalError("_RACLazySequence._produce() is abstract")
  }

  @inline(__always)
  final func _evaluate() {
    if _headState.load(ordering: .acquiring) != _RACOnceState.done,
      _racOnceClaim(_headState, owner: self, cell: 0)
    {
      _produce()
      _racOncePublish(_headState, owner: self, cell: 0)
    }
  }

  override var head: Value? {
    _evaluate()
    return _headMemo
  }

  override var tail: RACSequence<Value>? {
    _evaluate()
    return _tailMemo
  }
}

/// A position in a sequence, stepping through array-backed sequences and
/// store views by index (no node per element) and through others by `tail`.
struct _RACCursor<Value> {
  private var node: RACSequence<Value>?
  private var array: [Value]
  private var store: _RACIndexedStore<Value>?
  private var index: Int

  init(_ sequence: RACSequence<Value>?) {
    node = nil
    array = []
    store = nil
    index = 0
    guard let sequence else { return }
    switch sequence._backing {
    case .nodes:
      node = sequence
    case .array:
      let (storage, offset) = sequence._arrayBacking!
      array = storage
      index = offset
    case .store:
      let (store, offset) = sequence._storeBacking!
      self.store = store
      index = offset
    }
  }

  /// The value at the position, or `nil` at the end.
  @inline(__always)
  var head: Value? {
    if let node { return node.head }
    if let store { return store.ensure(index) ? store.values[index] : nil }
    return index < array.count ? array[index] : nil
  }

  /// Moves one value on.
  @inline(__always)
  mutating func advance() {
    if let current = node {
      self = _RACCursor(current.tail)
    } else {
      index += 1
    }
  }

  /// The value at the position, moving past it; `nil` at the end.
  @inline(__always)
  mutating func next() -> Value? {
    guard let value = head else { return nil }
    advance()
    return value
  }

  /// The rest of the sequence from the position, as a sequence.
  var sequence: RACSequence<Value> {
    if let node { return node }
    if let store { return _RACIndexedSequence(store: store, index: index) }
    return _RACArraySequence(array, offset: index)
  }
}
