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

  /// Runs the step once, under the head's cell: the layer's one memo
  /// protocol (`_racOnce`), as for a sequence made with `init(head:tail:)`.
  @inline(__always)
  final func _evaluate() {
    _racOnce(_headState, owner: self, cell: 0) { _produce() }
  }

  override var head: Value? {
    _evaluate()
    return _headMemo
  }

  override var tail: RACSequence<Value>? {
    _evaluate()
    return _tailMemo
  }

  /// Head and tail come from one step: both are known once the head is.
  override func _computedStep() -> (head: Value?, tail: RACSequence<Value>??)? {
    guard _headState.load(ordering: .acquiring) == _RACOnceState.done else { return nil }
    return (_headMemo, .some(_tailMemo))
  }
}
