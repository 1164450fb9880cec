import Foundation

// Reading a sequence: Swift iteration, `array`, eager and lazy views.

extension RACSequence: Sequence {
  /// An iterator over the values of a ``RACSequence``: array-backed
  /// sequences by index, others by `head`/`tail`, without recursion.
  public struct Iterator: IteratorProtocol, CustomStringConvertible {
    var cursor: _RACCursor<Value>

    /// The iterator's public type, as `<RACSequence<Int>.Iterator>`, in the
    /// style of a sequence's description (no internal type reaches it).
    public var description: String { "<RACSequence<\(Value.self)>.Iterator>" }

    /// The next value, or `nil` at the end.
    public mutating func next() -> Value? {
      cursor.next()
    }
  }

  /// An iterator over the values: reading each `head`, then moving to the
  /// `tail`, until a `head` is `nil`.
  ///
  /// ```text
  /// self:   [a, b, c]
  /// result: a, b, c, then the loop ends  for value in sequence
  /// ```
  ///
  /// ![for value in sequence. self: the sequence a, b, c. result: returned a, b, c, then the loop ends.](makeIterator.svg)
  ///
  /// - Returns: The iterator.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence countByEnumeratingWithState:objects:count:]`
  ///   (`for … in sequence`).
  public func makeIterator() -> Iterator {
    Iterator(cursor: _RACCursor(self))
  }

  /// The values of the sequence, in order.
  ///
  /// ```text
  /// self:   [a, b, c]
  /// result: [a, b, c]  array
  /// ```
  ///
  /// ![array. self: the sequence a, b, c. result: returned (a, b, c).](array.svg)
  ///
  /// Evaluates the whole sequence: never returns for an infinite one.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence array]`.
  public var array: [Value] {
    if let (storage, offset) = _arrayBacking {
      return offset == 0 ? storage : Array(storage[offset...])
    }
    var values: [Value] = []
    var cursor = _RACCursor(self)
    while let value = cursor.next() { values.append(value) }
    return values
  }

  /// The sequence with all its values computed at once; the sequences
  /// derived from it compute theirs at once too.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: [2, 4, 6]  eagerSequence.map { $0 * 2 }: the block ran for every value at once
  /// ```
  ///
  /// ![eagerSequence.map { $0 * 2 }: the block ran for every value at once. self: the sequence 1, 2, 3. result: the sequence 2, 4, 6.](eagerSequence.svg)
  ///
  /// Evaluates the whole sequence: never returns for an infinite one. An
  /// eager sequence returns itself.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence eagerSequence]`.
  public var eagerSequence: RACSequence<Value> {
    if _isEager { return self }
    return _RACArraySequence(array, eager: true)
  }

  /// The sequence viewed lazily: the sequences derived from it compute
  /// their values only when read.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: [2, 4, 6]  eagerSequence.lazySequence.map { $0 * 2 }: the block runs as the result is read
  /// ```
  ///
  /// ![eagerSequence.lazySequence.map { $0 * 2 }: the block runs as the result is read. self: the sequence 1, 2, 3. result: the sequence 2, 4, 6.](lazySequence.svg)
  ///
  /// A lazy sequence returns itself; an eager one a lazy view of its values.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence lazySequence]`.
  public var lazySequence: RACSequence<Value> {
    guard _isEager, let (storage, offset) = _arrayBacking else { return self }
    return _RACArraySequence(storage, offset: offset)
  }
}

extension Sequence {
  /// The values of the sequence as a lazy ``RACSequence``.
  ///
  /// ```text
  /// result: [1, 2, 3]  (1...).racSequence.take(3)
  /// ```
  ///
  /// ![(1...).racSequence.take(3). result: the sequence 1, 2, 3.](racSequence.svg)
  ///
  /// An array (or any other collection, copied once) gives an array-backed
  /// sequence, read by index. Any other sequence is pulled lazily, one value
  /// when first needed, each at most once, so an infinite sequence works:
  /// `(0...).racSequence.map { $0 * 2 }.take(3).array` is `[0, 2, 4]`. A
  /// `RACSequence` returns itself.
  ///
  /// A Foundation collection — `NSArray`, `NSDictionary`, `NSSet`,
  /// `NSOrderedSet`, `NSIndexSet`, their mutable kinds (and `NSCountedSet`),
  /// and an `NSEnumerator` such as `keyEnumerator()` or `objectEnumerator()`
  /// — is a reference that can change under the sequence, so its values are
  /// copied when the sequence is made, as RAC's `rac_sequence` copies: later
  /// mutations of the collection do not show through, and reading the
  /// sequence afterwards is safe. An `NSDictionary` gives its key-value
  /// pairs; an enumerator is read to its end at once (see [Decisions](/documentation/guides/decisions),
  /// "Foundation collections are copied when a sequence is made").
  ///
  /// ```swift
  /// let scores = NSMutableDictionary(dictionary: ["a": 1])
  /// let pairs = scores.racSequence         // a snapshot: one pair
  /// scores["b"] = 2
  /// pairs.array.count                      // 1
  /// ```
  ///
  /// Any other class that is a Swift `Sequence` but not a `Collection` is
  /// pulled lazily like a value sequence: it may be infinite, so it is not
  /// copied.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[NSArray rac_sequence]`, `-[NSSet rac_sequence]`,
  ///   `-[NSEnumerator rac_sequence]` and the other collections' `rac_sequence`.
  public var racSequence: RACSequence<Element> {
    // Metatype checks first: a value cast of an array to a class would try
    // Foundation's bridging.
    if Self.self == [Element].self, let array = self as? [Element] {
      return _RACArraySequence(array)
    }
    if Self.self is RACSequence<Element>.Type, let sequence = self as? RACSequence<Element> {
      return sequence
    }
    // A collection, and a Foundation collection (whose Swift face is a mere
    // `Sequence` whose iterator reads the live, mutable object), are copied
    // now: the snapshot RAC's `rac_sequence` takes.
    if Self.self is any Collection.Type || _racIsFoundationCollection(Self.self) {
      return _RACArraySequence(Array(self))
    }
    return _RACIteratorSequence(box: .init(makeIterator()))
  }
}

/// Whether `type` is one of Foundation's reference collections (or a
/// subclass, such as the mutable kinds), whose values the sequence must copy
/// when it is made.
@inline(__always)
func _racIsFoundationCollection(_ type: Any.Type) -> Bool {
  guard type is AnyObject.Type else { return false }
  return type is NSArray.Type || type is NSDictionary.Type || type is NSSet.Type
    || type is NSOrderedSet.Type || type is NSIndexSet.Type || type is NSEnumerator.Type
}
