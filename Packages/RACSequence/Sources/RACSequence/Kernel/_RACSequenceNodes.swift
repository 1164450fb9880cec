// The lazy nodes of the sequence operators. Each node computes its head and
// its successor in one step (`_RACLazySequence._produce()`), the successor
// being a new, unevaluated node of the same kind (made through
// `type(of: self)`, which needs no generic metadata lookup); no node recurses
// into the next one, so long sequences never grow the stack.

/// `bind(_:)` on a lazy sequence, as RAC's: walks the source, binds each
/// value to a sequence and passes its values through; a `nil` sequence ends
/// the result, and `stop` ends it after the bound sequence's values.
final class _RACBindSequence<Source, Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: the mutable state is read and written only by `_produce()`,
  // which runs at most once (see _RACLazySequence).

  /// What is being passed through.
  enum Passthrough {
    case none
    case sequence(RACSequence<Value>)
    /// The tail of this sequence, not read yet (RAC reads it lazily).
    case tailOf(RACSequence<Value>)
  }

  private var values: _RACCursor<Source>?
  private var passthrough: Passthrough
  private var stopped: Bool
  private let bindingBlock: (Source, inout Bool) -> RACSequence<Value>?

  required init(
    values: _RACCursor<Source>?, passthrough: Passthrough, stopped: Bool,
    bindingBlock: @escaping (Source, inout Bool) -> RACSequence<Value>?
  ) {
    self.values = values
    self.passthrough = passthrough
    self.stopped = stopped
    self.bindingBlock = bindingBlock
    super.init()
  }

  override func _produce() {
    var current: RACSequence<Value>?
    switch passthrough {
    case .none: current = nil
    case .sequence(let sequence): current = sequence
    case .tailOf(let sequence): current = sequence.tail
    }
    passthrough = .none
    while true {
      if let current, let head = current.head {
        _headMemo = head
        _tailMemo = type(of: self).init(
          values: stopped ? nil : values, passthrough: .tailOf(current), stopped: stopped,
          bindingBlock: bindingBlock)
        values = nil
        return
      }
      guard !stopped, var cursor = values, let value = cursor.head else {
        values = nil
        return
      }
      var stop = false
      guard let bound = bindingBlock(value, &stop) else {
        values = nil
        return
      }
      cursor.advance()
      values = cursor
      stopped = stop
      current = bound
    }
  }
}

/// `map(_:)` on a lazy sequence: one node per value.
final class _RACMapSequence<Source, Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: `values` is read and written only by `_produce()`, which runs at
  // most once.
  private var values: _RACCursor<Source>?
  private let transform: (Source) -> Value

  required init(values: _RACCursor<Source>, transform: @escaping (Source) -> Value) {
    self.values = values
    self.transform = transform
    super.init()
  }

  override func _produce() {
    guard var cursor = values else { return }
    values = nil
    guard let value = cursor.head else { return }
    _headMemo = transform(value)
    cursor.advance()
    _tailMemo = type(of: self).init(values: cursor, transform: transform)
  }
}

/// `filter(_:)` on a lazy sequence: one node per passing value.
final class _RACFilterSequence<Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: `values` is read and written only by `_produce()`, which runs at
  // most once.
  private var values: _RACCursor<Value>?
  private let predicate: (Value) -> Bool

  required init(values: _RACCursor<Value>, predicate: @escaping (Value) -> Bool) {
    self.values = values
    self.predicate = predicate
    super.init()
  }

  override func _produce() {
    guard var cursor = values else { return }
    values = nil
    while let value = cursor.head {
      let passes = predicate(value)
      cursor.advance()
      if passes {
        _headMemo = value
        _tailMemo = type(of: self).init(values: cursor, predicate: predicate)
        return
      }
    }
  }
}

/// `take(_:)` (count > 0) on a lazy sequence: reads no value beyond the
/// last one taken.
final class _RACTakeSequence<Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: `values` is read and written only by `_produce()`, which runs at
  // most once.
  private var values: _RACCursor<Value>?
  private let remaining: Int

  required init(values: _RACCursor<Value>, remaining: Int) {
    self.values = values
    self.remaining = remaining
    super.init()
  }

  override func _produce() {
    guard var cursor = values else { return }
    values = nil
    guard let value = cursor.head else { return }
    _headMemo = value
    // The last value taken has no tail, as in RAC's `-take:`: its `-bind:`
    // block sets `stop` with that value, and a stopped bind's tail is `nil`.
    // Fewer values than `count` end as the source ends, with an empty node.
    guard remaining > 1 else { return }
    cursor.advance()
    _tailMemo = type(of: self).init(values: cursor, remaining: remaining - 1)
  }
}

/// `skip(_:)` on a lazy sequence: skips when first read.
final class _RACSkipSequence<Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: `values` is read and written only by `_produce()`, which runs at
  // most once.
  private var values: _RACCursor<Value>?
  private let count: Int

  init(values: _RACCursor<Value>, count: Int) {
    self.values = values
    self.count = count
    super.init()
  }

  override func _produce() {
    guard var cursor = values else { return }
    values = nil
    for _ in 0..<count {
      guard cursor.head != nil else { return }
      cursor.advance()
    }
    guard let value = cursor.head else { return }
    _headMemo = value
    cursor.advance()
    _tailMemo = cursor.sequence
  }
}

/// A sequence pulled from a Swift iterator, one value per node, each value
/// pulled at most once and in order.
final class _RACIteratorSequence<Iterator: IteratorProtocol>: _RACLazySequence<Iterator.Element>,
  @unchecked Sendable
{
  // Safety: `box` is read only by `_produce()`, which runs at most once; the
  // nodes sharing a box pull from it one after another (a node is produced
  // only by its predecessor's step), never concurrently.
  final class Box {
    var iterator: Iterator
    init(_ iterator: Iterator) { self.iterator = iterator }
  }

  private var box: Box?

  required init(box: Box) {
    self.box = box
    super.init()
  }

  override func _produce() {
    guard let box else { return }
    self.box = nil
    guard let value = box.iterator.next() else { return }
    _headMemo = value
    _tailMemo = type(of: self).init(box: box)
  }
}
