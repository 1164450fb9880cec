import RACDisposables

/// A single-source operator's signal in one object: the source, the
/// operator's arguments stored inline, and a factory that captures nothing.
///
/// ``_RACOperatorSignal`` keeps its sink factory in a closure, and a closure
/// that captures the operator's block allocates a context: two objects per
/// operator. Here the block travels as `arguments` and the factory receives
/// it, so a factory written as a closure literal in an `@inlinable` operator
/// captures nothing once the caller specializes it, and the operator costs
/// one allocation (Docs/Performance.md, "Round 2"). The name is stored as (source, selector,
/// argument, suffix) and built only when read.
///
/// ```swift
/// _RACSinkSignal(self, selector: "-map:", arguments: block) { downstream, block in
///   _RACMapSink(downstream, block)
/// }
/// ```
///
/// Not API: public for the library's higher layers.
public final class _RACSinkSignal<Input, Output, Arguments>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.
  @usableFromInline let source: RACSignal<Input>
  @usableFromInline let arguments: Arguments
  @usableFromInline let makeSink: (any RACSubscriber<Output>, Arguments) -> any RACSubscriber<Input>

  /// Creates the operator's signal, named `"[source] <selector><argument><suffix>"`
  /// when its name is read.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-map:"`.
  ///   - argument: An argument shown after the selector, if any.
  ///   - suffix: Text after the argument.
  ///   - arguments: What each sink needs (the operator's block, say).
  ///   - makeSink: Makes the sink of one subscription from its downstream and
  ///     `arguments`; it should capture nothing.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    argument: Any? = nil,
    suffix: StaticString = "",
    arguments: Arguments,
    _ makeSink: @escaping (any RACSubscriber<Output>, Arguments) -> any RACSubscriber<Input>
  ) {
    self.source = source
    self.arguments = arguments
    self.makeSink = makeSink
    super.init(_nameSource: source, selector: selector, argument: argument, suffix: suffix)
  }

  /// Subscribes a new sink for `subscriber` to the source.
  public override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    source.subscribe(makeSink(subscriber, arguments))
  }
}

/// A predicate, wrapped so that it keeps the abstraction the sinks store it
/// at: passed bare as a signal's `Arguments`, a `(Value) -> Bool` would be
/// converted through a thunk, an allocation, on every subscription.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACPredicate<Value> {
  /// The predicate.
  public let test: (Value) -> Bool

  /// Wraps `test`.
  @inlinable
  public init(_ test: @escaping (Value) -> Bool) {
    self.test = test
  }
}

/// An equality, wrapped for the reason ``_RACPredicate`` is.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACEquality<Value> {
  /// The equality.
  public let test: (Value, Value) -> Bool

  /// Wraps `test`.
  @inlinable
  public init(_ test: @escaping (Value, Value) -> Bool) {
    self.test = test
  }
}
