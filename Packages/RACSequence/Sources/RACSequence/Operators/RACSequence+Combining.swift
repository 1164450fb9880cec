// RACSequence's entry points for the combining operators RAC 2.5 defines on
// RACStream, with concrete result types. They run the generic algorithms
// (RACStreamCore's RACStream+Combining.swift) on the sequence primitives,
// through the generic contexts of RACStreamCore's _RACGenericEntryPoints.swift.

extension RACSequence {
  /// `value`, then the values of the receiver.
  ///
  /// ```text
  /// self:   [a, b]
  /// result: [x, a, b]     start(with: x)
  /// ```
  ///
  /// ![start(with: x). self: the sequence a, b. result: the sequence x, a, b.](startWith.svg)
  ///
  /// The receiver is read only after `value`. Eager on an eager receiver.
  ///
  /// - Parameter value: The first value.
  /// - Returns: A sequence of `value`, then the receiver's values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream startWith:]`.
  public func start(with value: Value) -> RACSequence<Value> {
    _racDerived(_racStartWith(self, value))
  }

  /// The values of each sequence in turn.
  ///
  /// ```text
  /// a:      [1, 2]
  /// b:      [3]
  /// result: [1, 2, 3]     RACSequence.concat([a, b])
  /// ```
  ///
  /// ![RACSequence.concat((a, b)). a: the sequence 1, 2. b: the sequence 3. result: the sequence 1, 2, 3.](concat-sequences.svg)
  ///
  /// Lazy: a sequence is read when the result reaches it. No sequences: the
  /// result is empty. However many sequences there are, reading the result
  /// does not nest (unlike a chain of ``concat(_:)-swift.method`` calls).
  ///
  /// - Parameter sequences: The sequences to concatenate.
  /// - Returns: A sequence of the values of every sequence, in order.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream concat:]`.
  public static func concat(_ sequences: [RACSequence<Value>]) -> RACSequence<Value> {
    // RAC folds `-concat:` over the array; one flattening of the array gives
    // the same values without nesting a level per sequence.
    _RACArraySequence(sequences).flatten()
  }

  /// The arrays of the n-th values of the sequences.
  ///
  /// ```text
  /// a:      [1, 2, 3]
  /// b:      [x, y]
  /// result: [[1, x], [2, y]]     RACSequence.zip([a, b])
  /// ```
  ///
  /// ![RACSequence.zip((a, b)). a: the sequence 1, 2, 3. b: the sequence x, y. result: the sequence (1, x), (2, y).](zip-array.svg)
  ///
  /// Ends where the shortest sequence ends. No sequences: the result is
  /// empty. Lazy on a lazy first sequence.
  ///
  /// - Parameter sequences: The sequences to zip.
  /// - Returns: A sequence of arrays, one element per sequence.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  public static func zip(_ sequences: [RACSequence<Value>]) -> RACSequence<[Value]> {
    _racZip(sequences)
  }

  /// What `reduceBlock` returns for the arrays of the n-th values of the
  /// sequences.
  ///
  /// ```text
  /// a:      [1, 2, 3]
  /// b:      [4, 5]
  /// result: [5, 7]        RACSequence.zip([a, b]) { $0.reduce(0, +) }
  /// ```
  ///
  /// ![RACSequence.zip((a, b)) { $0.reduce(0, +) }. a: the sequence 1, 2, 3. b: the sequence 4, 5. result: the sequence 5, 7.](zip-reduce.svg)
  ///
  /// Ends where the shortest sequence ends. No sequences: the result is
  /// empty.
  ///
  /// - Parameters:
  ///   - sequences: The sequences to zip.
  ///   - reduceBlock: Combines the n-th values, in the order of `sequences`.
  /// - Returns: A sequence of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:reduce:]`.
  public static func zip<U>(
    _ sequences: [RACSequence<Value>],
    reduce reduceBlock: @escaping ([Value]) -> U
  ) -> RACSequence<U> {
    _racZip(sequences, reduceBlock)
  }

  /// The tuples of the n-th values of any number of sequences.
  ///
  /// ```text
  /// a:      [1, 2, 3]
  /// b:      [x, y]
  /// c:      [p, q, r]
  /// result: [(1, x, p), (2, y, q)]     RACSequence.zip(a, b, c)
  /// ```
  ///
  /// ![RACSequence.zip(a, b, c). a: the sequence 1, 2, 3. b: the sequence x, y. c: the sequence p, q, r. result: the sequence (1, x, p), (2, y, q).](zip-tuples.svg)
  ///
  /// Ends where the shortest sequence ends. Unpack the tuples with
  /// ``reduceEach(_:)``.
  ///
  /// - Parameter sequences: The sequences to zip.
  /// - Returns: A sequence of tuples, in the order of the arguments.
  /// - Note: ReactiveCocoa 2.x: `+[RACStream zip:]`.
  public static func zip<each T>(_ sequences: repeat RACSequence<each T>) -> RACSequence<(repeat each T)>
  where Value == (repeat each T) {
    var erased: [RACSequence<Any>] = []
    for sequence in repeat each sequences {
      erased.append(sequence.map { $0 as Any })
    }
    return RACSequence<Any>.zip(erased).map { values in
      var index = 0
      return (repeat _racUnpack(values, &index, as: (each T).self))
    }
  }

  /// What `reduceBlock` returns for each value and the value before it
  /// (`start` for the first).
  ///
  /// ```text
  /// self:   [1, 2, 3, 4]
  /// result: [1, 3, 5, 7]     combinePrevious(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![combinePrevious(withStart: 0, reduce: +). self: the sequence 1, 2, 3, 4. result: the sequence 1, 3, 5, 7.](combinePrevious.svg)
  ///
  /// - Parameters:
  ///   - start: The "previous" value of the first value.
  ///   - reduceBlock: Combines the previous value and the next one.
  /// - Returns: A sequence of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream combinePreviousWithStart:reduce:]`.
  public func combinePrevious<U>(
    withStart start: Value,
    reduce reduceBlock: @escaping (_ previous: Value, _ next: Value) -> U
  ) -> RACSequence<U> {
    _racDerived(_racCombinePrevious(self, start, reduceBlock))
  }
}

/// Takes the next element of `values` as a `T`.
@inline(__always)
private func _racUnpack<T>(_ values: [Any], _ index: inout Int, as type: T.Type) -> T {
  defer { index += 1 }
  return values[index] as! T
}
