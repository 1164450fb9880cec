// Comparing sequences value by value, as RAC's -[RACSequence isEqual:] and
// -hash do.

extension RACSequence: Equatable where Value: Equatable {
  /// Whether two sequences have the same values in the same order.
  ///
  /// ```text
  /// lhs:    [1, 2, 3]
  /// rhs:    [1, 2, 3]
  /// result: true         lhs == rhs  ([1, 2] == [1, 2, 3] is false)
  /// ```
  ///
  /// Compares value by value, reading both sequences as far as the first
  /// difference or the end of both, so it forces (evaluates) the values it
  /// reads: a lazy sequence computes them, a sequence of a signal waits for
  /// them. How each sequence was made does not matter: a lazy sequence
  /// equals an eager or array-backed one with the same values.
  ///
  /// - Warning: Comparing an infinite sequence with an equal infinite one
  ///   never returns (a sequence is equal to itself, though, at once). Two
  ///   sequences that differ somewhere compare in finite time.
  ///
  /// - Parameters:
  ///   - lhs: A sequence.
  ///   - rhs: Another sequence.
  /// - Returns: `true` when both have the same values in order.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence isEqual:]`.
  public static func == (lhs: RACSequence<Value>, rhs: RACSequence<Value>) -> Bool {
    if lhs === rhs { return true }
    if let (left, leftOffset) = lhs._arrayBacking, let (right, rightOffset) = rhs._arrayBacking {
      return left[leftOffset...].elementsEqual(right[rightOffset...])
    }
    var left = _RACCursor(lhs)
    var right = _RACCursor(rhs)
    while true {
      switch (left.next(), right.next()) {
      case (nil, nil): return true
      case (let a?, let b?) where a == b: continue
      default: return false
      }
    }
  }
}

extension RACSequence: Hashable where Value: Hashable {
  /// Hashes the sequence's first value (its ``head``), or the absence of
  /// one, as RAC's `-hash` hashes the head alone.
  ///
  /// Equal sequences have equal heads, so this agrees with `==`; and it
  /// reads one value only, so hashing an infinite sequence returns. Sets
  /// and dictionaries keyed by sequences that share their first value then
  /// tell them apart by `==`, which reads further.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence hash]`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(head)
  }
}
