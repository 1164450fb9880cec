/// A tag naming a family of streams (signals, sequences), so that an
/// operator written once for every ``RACStream`` can produce a stream of the
/// same family with another value type.
public protocol RACStreamFamily {}

/// The family of ``RACSignal`` and its subclasses.
public enum RACSignalFamily: RACStreamFamily {}

/// A stream of values: the algebra that ``RACSignal`` (push) and
/// `RACSequence` (pull) share.
///
/// A conforming type provides five primitives — ``empty()``, ``return(_:)``,
/// ``bind(_:)``, ``concat(_:)`` and ``zip(with:)`` — and gets every derived
/// operator (`map`, `filter`, `take`, `scan`, `zip`, …) written once on top
/// of them in protocol extensions. Those generic operators return any stream
/// of the same ``Family`` chosen by context; concrete types such as
/// ``RACSignal`` add entry points with concrete result types
/// (`signal.map { … }` is a `RACSignal<U>`), and may implement them more
/// directly, with the same observable behaviour.
///
/// - Note: ReactiveCocoa 2.x: `RACStream`.
public protocol RACStream<Value> {
  /// The type of the values in the stream.
  associatedtype Value

  /// The family the stream belongs to.
  associatedtype Family: RACStreamFamily

  /// The family's canonical stream type for ``Value``: what the primitives
  /// produce. It is `Self` for `RACSignal` itself and `RACSignal<Value>` for
  /// its subclasses (subjects, grouped signals).
  associatedtype Concrete: RACStream = Self
  where Concrete.Value == Value, Concrete.Family == Family, Concrete.Concrete == Concrete

  /// A stream that completes at once, with no value.
  ///
  /// ```text
  /// |
  /// ```
  ///
  /// ![the signal: completed.](empty.svg)
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACStream empty]`.
  static func empty() -> Concrete

  /// A stream of one value that then completes.
  ///
  /// ```text
  /// [a|]
  /// ```
  ///
  /// ![the signal: a and completed in one tick.](return.svg)
  ///
  /// - Note: ReactiveCocoa 2.x: `+[RACStream return:]`.
  static func `return`(_ value: Value) -> Concrete

  /// Lazily binds a block to the values of the stream: the basis of every
  /// transformation.
  ///
  /// `block` is called once per subscription (or evaluation) and returns a
  /// binding function. The binding function maps each value to a stream
  /// whose values are passed through, or to `nil` to end the stream; setting
  /// its `inout Bool` to `true` ends the stream after the returned one.
  /// The result ends once the receiver and every returned stream have ended;
  /// an error from any of them ends it at once.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACStream bind:]`.
  func bind<R: RACStream>(
    _ block: @escaping () -> (Value, inout Bool) -> R?
  ) -> R.Concrete where R.Family == Family

  /// The values of the receiver, then those of `other`.
  ///
  /// ```text
  /// self:   -a-b-|
  /// signal:      -c-|
  /// result: -a-b--c-|
  /// ```
  ///
  /// ![self: a, b, then completed. signal: c, then completed. result: a, b, c, then completed.](concat.svg)
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACStream concat:]`.
  func concat(_ other: Concrete) -> Concrete

  /// Pairs the n-th value of the receiver with the n-th value of `other`.
  ///
  /// Ends when either stream has ended and has no unpaired value left.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACStream zipWith:]`.
  func zip<Other: RACStream, R: RACStream>(with other: Other) -> R
  where Other.Family == Family, R.Family == Family, R.Concrete == R, R.Value == (Value, Other.Value)
}
