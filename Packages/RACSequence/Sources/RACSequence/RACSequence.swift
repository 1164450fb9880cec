import Synchronization

/// A pull-driven stream: an immutable, lazily evaluated list of values.
///
/// A sequence is a `head` (its first value, or `nil` when it is empty) and a
/// `tail` (the sequence of the values after it). A *lazy* sequence computes
/// each of them only when it is first read, and at most once, also when
/// several threads read it at once; later reads return the stored result
/// without taking a lock. An *eager* sequence (``eagerSequence``) has all
/// its values computed at once, and so do the sequences derived from it.
///
/// ```swift
/// let naturals = RACSequence<Int>.naturals   // see the Creating article
/// let evens = (0...).racSequence.map { $0 * 2 }
/// evens.take(3).array                         // [0, 2, 4]
/// ```
///
/// Sequences share the ``RACStream`` algebra with ``RACSignal``: `map`,
/// `filter`, `take`, `scan`, `zip` … give a `RACSequence`, lazy on a lazy
/// sequence and eager on an eager one. They are Swift sequences too
/// (`for value in sequence`), and bridge to signals with ``signal()`` and
/// back with `RACSignal.sequence`.
///
/// Reading, iterating, folding and releasing a sequence never recurse along
/// its length.
///
/// - Note: ReactiveCocoa 2.x: `RACSequence` (and `RACDynamicSequence`, whose
///   behaviour `init(head:tail:)` gives).
public class RACSequence<Value>: RACStream, @unchecked Sendable {
  // Safety: `_headMemo`/`_tailMemo` are written once, by the one thread that
  // claimed the matching cell (`_headState`/`_tailState`, `_racOnceClaim`),
  // before the releasing publication; they are read only after an acquiring
  // load saw the cell done. The blocks are read and cleared only by the
  // claiming thread. Subclasses store immutable values or follow the same
  // protocol.

  /// Sequences belong to the sequence family.
  public typealias Family = RACSequenceFamily
  /// The canonical sequence type for `Value`.
  public typealias Concrete = RACSequence<Value>

  let _headState = Atomic<UInt8>(_RACOnceState.idle)
  let _tailState = Atomic<UInt8>(_RACOnceState.idle)
  @exclusivity(unchecked) var _headMemo: Value?
  @exclusivity(unchecked) var _tailMemo: RACSequence<Value>?
  @exclusivity(unchecked) private var _headBlock: (() -> Value?)?
  @exclusivity(unchecked) private var _tailBlock: (() -> RACSequence<Value>?)?

  /// Creates a lazy sequence from a block that computes its first value and
  /// a block that computes the sequence of the values after it.
  ///
  /// ```text
  /// result: [a, b]  RACSequence(head: { a }, tail: { .return(b) })
  /// ```
  ///
  /// ![RACSequence(head: { a }, tail: { .return(b) }). result: the sequence a, b.](init-head-tail.svg)
  ///
  /// Each block runs at most once, when ``head`` (respectively ``tail``) is
  /// first read, on the reading thread; several threads reading at once get
  /// the one result. A `head` block returning `nil` makes the sequence
  /// empty; a `tail` block returning `nil` ends it after its head. A block
  /// must not read the sequence's own `head` or `tail` (the read would wait
  /// for itself).
  ///
  /// - Parameters:
  ///   - head: Computes the first value, or `nil` for an empty sequence.
  ///   - tail: Computes the rest of the sequence, or `nil` when there is
  ///     none.
  /// - Note: ReactiveCocoa 2.x: `+[RACSequence sequenceWithHeadBlock:tailBlock:]`.
  public init(head: @escaping () -> Value?, tail: @escaping () -> RACSequence<Value>?) {
    _headBlock = head
    _tailBlock = tail
  }

  /// For subclasses, which override ``head`` and ``tail``.
  init() {}

  deinit {
    // Release a long chain of evaluated tails one node at a time, instead of
    // each node's deinit releasing the next one (a recursion as deep as the
    // chain is long).
    var next = _detachNext()
    while var node = next {
      next = nil
      guard isKnownUniquelyReferenced(&node) else { return }
      next = node._detachNext()
    }
  }

  /// Takes the node's evaluated successor out of it, for the iterative
  /// release in `deinit` (the node is being released, or uniquely owned).
  func _detachNext() -> RACSequence<Value>? {
    let next = _tailMemo
    _tailMemo = nil
    return next
  }

  /// The first value of the sequence, or `nil` when it is empty.
  ///
  /// ```text
  /// self:   [a, b, c]
  /// result: a          head
  /// ```
  ///
  /// ![head. self: the sequence a, b, c. result: returned a.](head.svg)
  ///
  /// Computed on first read (at most once) for a lazy sequence. With an
  /// `Optional` value type, a `nil` value reads as `.some(nil)`.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence head]`.
  public var head: Value? {
    _racOnce(_headState, owner: self, cell: 0) {
      let block = _headBlock
      _headBlock = nil
      _headMemo = block?()
    }
    return _headMemo
  }

  /// The sequence of the values after the first, or `nil` when there is
  /// none.
  ///
  /// ```text
  /// self:   [a, b, c]
  /// result: [b, c]     tail
  /// ```
  ///
  /// ![tail. self: the sequence a, b, c. result: the sequence b, c.](tail.svg)
  ///
  /// Computed on first read (at most once) for a lazy sequence.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence tail]`.
  public var tail: RACSequence<Value>? {
    _racOnce(_tailState, owner: self, cell: 1) {
      let block = _tailBlock
      _tailBlock = nil
      _tailMemo = block?()
    }
    return _tailMemo
  }

  /// The head and tail as far as they are computed already, computing
  /// nothing (for ``description``, which must not run a block or wait for a
  /// signal): `nil` before the head is computed; otherwise the head, and the
  /// tail when it is computed too (`.some(nil)` when there is none).
  func _computedStep() -> (head: Value?, tail: RACSequence<Value>??)? {
    guard _headState.load(ordering: .acquiring) == _RACOnceState.done else { return nil }
    guard _tailState.load(ordering: .acquiring) == _RACOnceState.done else { return (_headMemo, nil) }
    return (_headMemo, .some(_tailMemo))
  }

  /// Whether the sequence and those derived from it are eager.
  var _isEager: Bool { false }

  /// What backs the sequence: nodes, an array, or an indexed store.
  var _backing: _RACBacking { .nodes }

  /// The array and offset backing the sequence, when it is array-backed.
  var _arrayBacking: (storage: [Value], offset: Int)? { nil }

  /// The store and index backing the sequence, when it is a store's view.
  var _storeBacking: (store: _RACIndexedStore<Value>, index: Int)? { nil }

  /// The sequence as a bounded source for a store, when it is one.
  var _indexedSource: _RACIndexedSource<Value>? {
    switch _backing {
    case .nodes: return nil
    case .array:
      let (storage, offset) = _arrayBacking!
      return _RACIndexedSource(array: storage, store: nil, offset: offset)
    case .store:
      let (store, index) = _storeBacking!
      return _RACIndexedSource(array: nil, store: store, offset: index)
    }
  }
}

/// What backs a sequence (a non-generic tag, cheap to ask in generic code).
enum _RACBacking {
  case nodes
  case array
  case store
}
