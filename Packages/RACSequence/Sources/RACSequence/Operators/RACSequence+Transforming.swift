// RACSequence's entry points for the transforming operators RAC 2.5 defines
// on RACStream, with concrete result types. `map` and `flattenMap` have
// direct lazy nodes; the others run the generic algorithm
// (RACStreamCore's RACStream+Transforming.swift) on the sequence primitives,
// through the generic contexts of RACStreamCore's _RACGenericEntryPoints.swift.
// Lazy on a lazy receiver, eager on an eager one.

extension RACSequence {
  /// Maps each value with `block`.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: [2, 4, 6]     map { $0 * 2 }
  /// ```
  ///
  /// ![map { $0 * 2 }. self: the sequence 1, 2, 3. result: the sequence 2, 4, 6.](map.svg)
  ///
  /// Lazy: `block` runs for a value when the result first needs it, at
  /// most once per value (over an array-backed receiver, when the value
  /// itself is read: the results are kept in one buffer, read by index).
  /// Eager on an eager receiver.
  ///
  /// - Parameter block: The transform.
  /// - Returns: A sequence of the transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream map:]`.
  public func map<U>(_ block: @escaping (Value) -> U) -> RACSequence<U> {
    if _isEager {
      var values: [U] = []
      var cursor = _RACCursor(self)
      while let value = cursor.next() { values.append(block(value)) }
      return _RACArraySequence(values, eager: true)
    }
    if let source = _indexedSource {
      return _RACIndexedSequence(store: _RACMapStore(source: source, transform: block))
    }
    return _RACMapSequence(values: _RACCursor(self), transform: block)
  }

  /// Maps each value to a sequence and concatenates the results.
  ///
  /// ```text
  /// self:   [1, 2]
  /// result: [1, 1, 2, 2]     flattenMap { [$0, $0].racSequence }
  /// ```
  ///
  /// ![flattenMap { ($0, $0).racSequence }. self: the sequence 1, 2. result: the sequence 1, 1, 2, 2.](flattenMap.svg)
  ///
  /// Lazy: a value is mapped when the result first needs a value from it.
  /// Eager on an eager receiver.
  ///
  /// - Parameter block: Maps a value to the sequence whose values to pass on.
  /// - Returns: The flattened sequence.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flattenMap:]`.
  public func flattenMap<U>(_ block: @escaping (Value) -> RACSequence<U>) -> RACSequence<U> {
    bind { { value, _ in block(value) } }
  }

  /// Concatenates the sequences the receiver holds.
  ///
  /// ```text
  /// self:   [[1, 2], [], [3]]
  /// result: [1, 2, 3]
  /// ```
  ///
  /// ![self: the sequence (1, 2), (), (3). result: the sequence 1, 2, 3.](flatten.svg)
  ///
  /// Lazy: an inner sequence is read when the result reaches it. Eager on an
  /// eager receiver.
  ///
  /// - Returns: A sequence of the values of the inner sequences.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flatten]`.
  public func flatten<U>() -> RACSequence<U> where Value == RACSequence<U> {
    flattenMap { $0 }
  }

  /// Replaces every value with `value`.
  ///
  /// ```text
  /// self:   [1, 2, 3]
  /// result: [x, x, x]     mapReplace(x)
  /// ```
  ///
  /// ![mapReplace(x). self: the sequence 1, 2, 3. result: the sequence x, x, x.](mapReplace.svg)
  ///
  /// - Parameter value: The value every value of the receiver becomes.
  /// - Returns: A sequence of `value`, once per value of the receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream mapReplace:]`.
  public func mapReplace<U>(_ value: U) -> RACSequence<U> {
    _racDerived(_racMapReplace(self, value))
  }

  /// Unpacks each tuple value into the arguments of `block`.
  ///
  /// ```text
  /// self:   [(1, 2), (3, 4)]
  /// result: [3, 7]        reduceEach { x, y in x + y }
  /// ```
  ///
  /// ![reduceEach { x, y in x + y }. self: the sequence (1, 2), (3, 4). result: the sequence 3, 7.](reduceEach.svg)
  ///
  /// A tuple of any arity works.
  ///
  /// - Parameter block: Combines the elements of one tuple.
  /// - Returns: A sequence of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream reduceEach:]`.
  public func reduceEach<each T, U>(_ block: @escaping (repeat each T) -> U) -> RACSequence<U>
  where Value == (repeat each T) {
    _racDerived(_racReduceEach(self, block))
  }

  /// The running results of combining each value with the result so far.
  ///
  /// ```text
  /// self:   [1, 2, 3, 4]
  /// result: [1, 3, 6, 10]     scan(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![scan(withStart: 0, reduce: +). self: the sequence 1, 2, 3, 4. result: the sequence 1, 3, 6, 10.](scan.svg)
  ///
  /// `startingValue` itself is not in the result.
  ///
  /// - Parameters:
  ///   - startingValue: The running result before the first value.
  ///   - reduceBlock: Combines the running result and a value.
  /// - Returns: A sequence of the running results.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream scanWithStart:reduce:]`.
  public func scan<R>(
    withStart startingValue: R,
    reduce reduceBlock: @escaping (R, Value) -> R
  ) -> RACSequence<R> {
    _racDerived(_racScan(self, startingValue, reduceBlock))
  }

  /// The running results of combining each value and its index with the
  /// result so far.
  ///
  /// ```text
  /// self:   [1, 1, 4]
  /// result: [2, 3, 14]    scan(withStart: 2) { running, next, index in running * next + index }
  /// ```
  ///
  /// ![scan(withStart: 2) { running, next, index in running * next + index }. self: the sequence 1, 1, 4. result: the sequence 2, 3, 14.](scan-index.svg)
  ///
  /// The first value has index 0.
  ///
  /// - Parameters:
  ///   - startingValue: The running result before the first value.
  ///   - reduceBlock: Combines the running result, a value and its index.
  /// - Returns: A sequence of the running results.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream scanWithStart:reduceWithIndex:]`.
  public func scan<R>(
    withStart startingValue: R,
    reduceWithIndex reduceBlock: @escaping (R, Value, Int) -> R
  ) -> RACSequence<R> {
    _racDerived(_racScanWithIndex(self, startingValue, reduceBlock))
  }

  /// `result`, made eager when the receiver is eager (RAC's rule: sequences
  /// derived from an eager sequence are eager).
  @inline(__always)
  func _racDerived<U>(_ result: RACSequence<U>) -> RACSequence<U> {
    _isEager ? result.eagerSequence : result
  }
}
