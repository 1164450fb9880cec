// Folds and searches: the operations that read a sequence to a result.

extension RACSequence {
  /// Combines the values from the first to the last with a running result.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: ((0 + 1) + 2) + 3 = 6     foldLeft(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![foldLeft(withStart: 0, reduce: +). self: the sequence 1, 2, 3. result: returned ((0 + 1) + 2) + 3 = 6.](foldLeft.svg)
  ///
  /// Evaluates the whole sequence, iteratively (no recursion, whatever the
  /// length); never returns for an infinite one. An empty sequence gives
  /// `start`.
  ///
  /// - Parameters:
  ///   - start: The running result before the first value.
  ///   - reduce: Combines the running result and the next value.
  /// - Returns: The last running result.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence foldLeftWithStart:reduce:]`.
  public func foldLeft<R>(
    withStart start: R,
    reduce: (_ accumulator: R, _ value: Value) -> R
  ) -> R {
    var accumulator = start
    if let (storage, offset) = _arrayBacking {
      for index in offset..<storage.count { accumulator = reduce(accumulator, storage[index]) }
      return accumulator
    }
    var cursor = _RACCursor(self)
    while let value = cursor.next() { accumulator = reduce(accumulator, value) }
    return accumulator
  }

  /// Combines the values from the last to the first, lazily: the reducer
  /// receives the first value and the fold of the rest as a sequence, whose
  /// `head` computes that fold only if read.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: 1 + (2 + (3 + 0)) = 6     foldRight(withStart: 0) { $0 + $1.head! }
  /// ```
  ///
  /// ![foldRight(withStart: 0) { $0 + $1.head! }. self: the sequence 1, 2, 3. result: returned 1 + (2 + (3 + 0)) = 6.](foldRight.svg)
  ///
  /// A reducer that does not read `rest` stops the fold, so a right fold can
  /// end early on an infinite sequence. An empty sequence gives `start`.
  /// Reading `rest` nests one fold in the next, so a fold that reads every
  /// `rest` of a very long sequence needs stack in proportion; use
  /// ``foldLeft(withStart:reduce:)`` for those. On an eager sequence the
  /// `rest` given to the reducer is eager too.
  ///
  /// - Parameters:
  ///   - start: The result for the end of the sequence.
  ///   - reduce: Combines a value with the sequence whose `head` is the fold
  ///     of the values after it.
  /// - Returns: The fold.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence foldRightWithStart:reduce:]`.
  public func foldRight<R>(
    withStart start: R,
    reduce: @escaping (_ first: Value, _ rest: RACSequence<R>) -> R
  ) -> R {
    guard let first = head else { return start }
    let eager = _isEager
    let rest = RACSequence<R>(
      head: {
        guard let tail = self.tail else { return start }
        return tail.foldRight(withStart: start, reduce: reduce)
      },
      tail: { nil })
    return reduce(first, eager ? rest.eagerSequence : rest)
  }

  /// Whether `block` returns `true` for any value.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: true      any { $0 == 2 }
  /// ```
  ///
  /// ![any { $0 == 2 }. self: the sequence 1, 2, 3. result: returned true.](any.svg)
  ///
  /// Reads values until one passes, so it returns on an infinite sequence
  /// that has a passing value. An empty sequence gives `false`.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: `true` when a value passes.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence any:]`.
  public func any(_ block: (Value) -> Bool) -> Bool {
    objectPassingTest(block) != nil
  }

  /// Whether `block` returns `true` for every value.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: false     all { $0 < 3 }
  /// ```
  ///
  /// ![all { $0 < 3 }. self: the sequence 1, 2, 3. result: returned false.](all.svg)
  ///
  /// Stops at the first failing value. An empty sequence gives `true`.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: `true` when no value fails.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence all:]`.
  public func all(_ block: (Value) -> Bool) -> Bool {
    objectPassingTest { !block($0) } == nil
  }

  /// The first value for which `block` returns `true`, or `nil`.
  ///
  /// ```text
  /// self:   [1, 2, 3, 4]
  /// result: 3         objectPassingTest { $0 > 2 }
  /// ```
  ///
  /// ![objectPassingTest { $0 > 2 }. self: the sequence 1, 2, 3, 4. result: returned 3.](objectPassingTest.svg)
  ///
  /// Reads values until one passes.
  ///
  /// - Parameter block: The predicate.
  /// - Returns: The first passing value, or `nil` when none passes.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence objectPassingTest:]`.
  public func objectPassingTest(_ block: (Value) -> Bool) -> Value? {
    var cursor = _RACCursor(self)
    while let value = cursor.head {
      if block(value) { return value }
      cursor.advance()
    }
    return nil
  }
}
