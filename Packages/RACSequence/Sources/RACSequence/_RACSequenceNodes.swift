// The lazy nodes of the sequence operators. Each node computes its head and
// its successor in one step (`_RACLazySequence`), the successor being a new,
// unevaluated node of the same kind; no node recurses into the next one, so
// long sequences never grow the stack.

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

  init(
    values: _RACCursor<Source>?, passthrough: Passthrough, stopped: Bool,
    bindingBlock: @escaping (Source, inout Bool) -> RACSequence<Value>?
  ) {
    self.values = values
    self.passthrough = passthrough
    self.stopped = stopped
    self.bindingBlock = bindingBlock
    super.init()
  }

  override func _produce() -> (Value, RACSequence<Value>?)? {
    var current: RACSequence<Value>?
    switch passthrough {
    case .none: current = nil
    case .sequence(let sequence): current = sequence
    case .tailOf(let sequence): current = sequence.tail
    }
    passthrough = .none
    while true {
      if let current, let head = current.head {
        let next = _RACBindSequence(
          values: stopped ? nil : values, passthrough: .tailOf(current), stopped: stopped,
          bindingBlock: bindingBlock)
        values = nil
        return (head, next)
      }
      guard !stopped, var cursor = values, let value = cursor.head else {
        values = nil
        return nil
      }
      var stop = false
      guard let bound = bindingBlock(value, &stop) else {
        values = nil
        return nil
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

  init(values: _RACCursor<Source>, transform: @escaping (Source) -> Value) {
    self.values = values
    self.transform = transform
    super.init()
  }

  override func _produce() -> (Value, RACSequence<Value>?)? {
    guard var cursor = values else { return nil }
    values = nil
    guard let value = cursor.head else { return nil }
    let mapped = transform(value)
    cursor.advance()
    return (mapped, _RACMapSequence(values: cursor, transform: transform))
  }
}

/// `filter(_:)` on a lazy sequence: one node per passing value.
final class _RACFilterSequence<Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: `values` is read and written only by `_produce()`, which runs at
  // most once.
  private var values: _RACCursor<Value>?
  private let predicate: (Value) -> Bool

  init(values: _RACCursor<Value>, predicate: @escaping (Value) -> Bool) {
    self.values = values
    self.predicate = predicate
    super.init()
  }

  override func _produce() -> (Value, RACSequence<Value>?)? {
    guard var cursor = values else { return nil }
    values = nil
    while let value = cursor.head {
      let passes = predicate(value)
      cursor.advance()
      if passes {
        return (value, _RACFilterSequence(values: cursor, predicate: predicate))
      }
    }
    return nil
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

  init(box: Box) {
    self.box = box
    super.init()
  }

  override func _produce() -> (Iterator.Element, RACSequence<Iterator.Element>?)? {
    guard let box else { return nil }
    self.box = nil
    guard let value = box.iterator.next() else { return nil }
    return (value, _RACIteratorSequence(box: box))
  }
}
