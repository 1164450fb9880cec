// RACStream's five primitives on sequences. Lazy sequences compute lazily,
// eager ones at once (RAC's RACEagerSequence overrides -bind: and -concat:).

extension RACSequence {
  /// A sequence with no value.
  ///
  /// ```text
  /// result: []  RACSequence.empty()
  /// ```
  ///
  /// ![RACSequence.empty(). result: an empty sequence.](empty.svg)
  ///
  /// - Returns: An empty lazy sequence.
  /// - Note: ReactiveCocoa 2.x: `+[RACSequence empty]`.
  public static func empty() -> RACSequence<Value> {
    _RACArraySequence([])
  }

  /// A sequence of one value.
  ///
  /// ```text
  /// result: [a]  RACSequence.return(a)
  /// ```
  ///
  /// ![RACSequence.return(a). result: the sequence a.](return.svg)
  ///
  /// As RAC's `RACUnarySequence`, its ``tail`` is `nil`, not an empty
  /// sequence: `RACSequence.return(1).tail` is `nil`, so
  /// `sequence.tail?.head` reads `nil` either way. (The tail of the last
  /// value of a longer sequence made from an array is the empty sequence,
  /// as RAC's `RACArraySequence` has it.)
  ///
  /// - Parameter value: The value.
  /// - Returns: A lazy sequence of `value` alone.
  /// - Note: ReactiveCocoa 2.x: `+[RACSequence return:]` (`RACUnarySequence`).
  public static func `return`(_ value: Value) -> RACSequence<Value> {
    _RACArraySequence([value], unary: true)
  }

  /// Binds a block to the values of the sequence; see ``RACStream/bind(_:)``.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: [1, 10, 2, 20, 3, 30]     bind { { v, _ in [v, v * 10].racSequence } }
  /// ```
  ///
  /// ![bind { { v, _ in (v, v * 10).racSequence } }. self: the sequence 1, 2, 3. result: the sequence 1, 10, 2, 20, 3, 30.](bind.svg)
  ///
  /// `block` runs once and makes the binding function. Each value of the
  /// receiver is passed to it in turn; the values of the sequence it returns
  /// follow each other in the result. Returning `nil` ends the result;
  /// setting `stop` to `true` ends it after the returned sequence's values.
  /// On a lazy receiver nothing runs before the result is read, and each
  /// value of the receiver is bound only when the result needs it; on an
  /// eager receiver everything runs at once and the result is eager.
  ///
  /// - Parameter block: Makes the binding function.
  /// - Returns: The bound sequence.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence bind:]`.
  public func bind<U>(
    _ block: @escaping () -> (Value, inout Bool) -> RACSequence<U>?
  ) -> RACSequence<U> {
    let bindingBlock = block()
    guard _isEager else {
      return _RACBindSequence(
        values: _RACCursor(self), passthrough: .none, stopped: false, bindingBlock: bindingBlock)
    }
    var result: [U] = []
    var cursor = _RACCursor<Value>(self)
    while let value = cursor.next() {
      var stop = false
      guard let bound = bindingBlock(value, &stop) else { break }
      var inner = _RACCursor(bound)
      while let innerValue = inner.next() { result.append(innerValue) }
      if stop { break }
    }
    return _RACArraySequence(result, eager: true)
  }

  /// The generic form of ``bind(_:)->RACSequence<U>``, the `RACStream`
  /// requirement: the block may return any stream of the sequence family.
  @_disfavoredOverload
  public func bind<R: RACStream>(
    _ block: @escaping () -> (Value, inout Bool) -> R?
  ) -> R.Concrete where R.Family == RACSequenceFamily {
    let bound: RACSequence<R.Value> = bind {
      let binding = block()
      return { value, stop in binding(value, &stop).map(_racSequence) }
    }
    return _racStream(bound)
  }

  /// The values of the receiver, then those of `sequence`.
  ///
  /// ```text
  /// self:     [1, 2]
  /// sequence: [3]
  /// result:   [1, 2, 3]
  /// ```
  ///
  /// ![self: the sequence 1, 2. sequence: the sequence 3. result: the sequence 1, 2, 3.](concat.svg)
  ///
  /// Lazy on a lazy receiver: `sequence` is read only once the receiver's
  /// values are exhausted. Eager on an eager receiver: both are read at
  /// once.
  ///
  /// - Parameter sequence: The values to follow the receiver's.
  /// - Returns: The concatenated sequence.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence concat:]`.
  public func concat(_ sequence: RACSequence<Value>) -> RACSequence<Value> {
    if _isEager {
      return _RACArraySequence(array + sequence.array, eager: true)
    }
    // As RAC: the array of both sequences, flattened.
    let sequences = _RACArraySequence<RACSequence<Value>>([self, sequence])
    return _RACBindSequence(
      values: _RACCursor(sequences), passthrough: .none, stopped: false,
      bindingBlock: { sequence, _ in sequence })
  }

  /// Pairs the n-th value of the receiver with the n-th value of
  /// `sequence`.
  ///
  /// ```text
  /// self:     [1, 2, 3]
  /// sequence: [a, b]
  /// result:   [(1, a), (2, b)]
  /// ```
  ///
  /// ![self: the sequence 1, 2, 3. sequence: the sequence a, b. result: the sequence (1, a), (2, b).](zipWith.svg)
  ///
  /// The result ends where the shorter sequence ends, so an infinite
  /// sequence zips with a finite one. Lazy on a lazy receiver, eager (up to
  /// the shorter end) on an eager one.
  ///
  /// - Parameter sequence: The other sequence.
  /// - Returns: A sequence of pairs.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence zipWith:]`.
  public func zip<U>(with sequence: RACSequence<U>) -> RACSequence<(Value, U)> {
    if _isEager {
      var pairs: [(Value, U)] = []
      var left = _RACCursor(self)
      var right = _RACCursor(sequence)
      while let a = left.head, let b = right.head {
        pairs.append((a, b))
        left.advance()
        right.advance()
      }
      return _RACArraySequence(pairs, eager: true)
    }
    return RACSequence<(Value, U)>(
      head: {
        guard let a = self.head, let b = sequence.head else { return nil }
        return (a, b)
      },
      tail: {
        guard let left = self.tail, let right = sequence.tail else { return nil }
        return left.zip(with: right)
      })
  }

  /// The generic form of ``zip(with:)->RACSequence<(Value,U)>``, the `RACStream`
  /// requirement.
  @_disfavoredOverload
  public func zip<Other: RACStream, R: RACStream>(with other: Other) -> R
  where
    Other.Family == RACSequenceFamily, R.Family == RACSequenceFamily, R.Concrete == R,
    R.Value == (Value, Other.Value)
  {
    _racStream(zip(with: _racSequence(other)))
  }
}

/// Views a stream of the sequence family as the `RACSequence` it is.
@inline(__always)
func _racSequence<S: RACStream>(_ stream: S) -> RACSequence<S.Value> where S.Family == RACSequenceFamily {
  guard let sequence = stream as? RACSequence<S.Value> else {
    preconditionFailure("RACSequenceFamily is reserved for RACSequence; \(S.self) is not one")
  }
  return sequence
}

/// Views a `RACSequence` as the sequence-family stream type `R`.
@inline(__always)
func _racStream<R: RACStream>(_ sequence: RACSequence<R.Value>) -> R where R.Family == RACSequenceFamily {
  guard let stream = sequence as? R else {
    preconditionFailure("RACSequenceFamily is reserved for RACSequence; \(R.self) is not RACSequence<\(R.Value.self)>")
  }
  return stream
}
