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
