import RACStreamCore

extension RACSequence {
  /// What `reduceBlock` returns for the n-th values of any number of
  /// sequences of any value types, one typed argument per sequence.
  ///
  /// ```text
  /// a:      [1, 2, 3]
  /// b:      [x, y]
  /// result: [1x, 2y]     RACSequence.zip(a, b) { "\($0)\($1)" }
  /// ```
  ///
  /// ![RACSequence.zip(a, b) { "\($0)\($1)" }. a: the sequence 1, 2, 3. b: the sequence x, y. result: the sequence 1x, 2y.](zip-reduce-typed.svg)
  ///
  /// ```swift
  /// let names = ["Ada", "Alan"].racSequence
  /// let ages = [36, 41].racSequence
  /// RACSequence.zip(names, ages) { (name: String, age: Int) in "\(name) is \(age)" }.array
  /// // ["Ada is 36", "Alan is 41"]
  /// ```
  ///
  /// Ends where the shortest sequence ends. No sequences: the result is
  /// empty. For an array of sequences of one type, use
  /// ``zip(_:reduce:)->RACSequence<U>``.
  ///
  /// - Parameters:
  ///   - sequences: The sequences to zip.
  ///   - reduceBlock: Combines the n-th values, one argument per sequence,
  ///     in the order of `sequences`.
  /// - Returns: A sequence of the combined values.
  /// - Note: ReactiveCocoa 2.x: `+[RACSequence zip:reduce:]`, whose block
  ///   takes one argument per sequence.
  public static func zip<each T>(
    _ sequences: repeat RACSequence<each T>,
    reduce reduceBlock: @escaping (repeat each T) -> Value
  ) -> RACSequence<Value> {
    RACSequence<(repeat each T)>.zip(repeat each sequences).map { (values: (repeat each T)) in
      reduceBlock(repeat each values)
    }
  }
}
