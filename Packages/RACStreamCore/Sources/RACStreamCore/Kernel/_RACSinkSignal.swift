import RACDisposables

/// The signal of a library operator: its source and its arguments stored
/// inline, and its ReactiveCocoa-style name built only when read.
///
/// Both ways of building an operator (Docs/Internals.md, "Two ways to build
/// an operator") use it. A single-source sink is returned from the final
/// subclass ``_RACSinkSignal``; an operator on the multi-input kernel
/// subclasses it and overrides `subscribe(_:)` to make its state and
/// subscribe the state's inputs. `arguments` holds what a subscription
/// needs besides the source — a second signal, a scheduler, a count, or a
/// tuple of them — so the signal is one object.
///
/// Not API: public for the library's higher layers.
open class _RACOperatorSignal<Input, Output, Arguments>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.

  /// The upstream signal.
  public final let source: RACSignal<Input>

  /// What each subscription needs besides the source.
  public final let arguments: Arguments

  /// Creates the operator's signal, named `"[source] <selector><argument><suffix>"`
  /// when its name is read.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - arguments: What each subscription needs besides the source.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-map:"`.
  ///   - argument: An argument shown after the selector, if any.
  ///   - suffix: Text after the argument.
  @inline(__always)
  public init(
    _ source: RACSignal<Input>,
    arguments: Arguments,
    selector: StaticString,
    argument: Any? = nil,
    suffix: StaticString = ""
  ) {
    self.source = source
    self.arguments = arguments
    super.init(_name: .operator(selector, argument: argument, suffix: suffix))
  }

  /// Creates the operator's signal, named `name` (for an operator whose
  /// caller names the result, or whose name is not derived from one
  /// source).
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - arguments: What each subscription needs besides the source.
  ///   - name: The signal's name, built when read (`.lazy { … }`).
  public init(_ source: RACSignal<Input>, arguments: Arguments, name: _RACName) {
    self.source = source
    self.arguments = arguments
    super.init(_name: name)
  }

  /// The source, which the name is derived from.
  override final func _operatorNameSource() -> any _RACNameProviding { source }
}

/// A single-source operator's signal: each subscription wraps the downstream
/// subscriber in a sink made by a factory that captures nothing, and
/// subscribes it to the source. No passthrough, no block subscriber: the
/// sink is the only per-subscription object, and it forwards events with no
/// allocation and no lock.
///
/// The operator's block travels as `arguments` and the factory receives it,
/// so a factory written as a closure literal in an `@inlinable` operator
/// captures nothing once the caller specializes it, and the operator costs
/// one allocation (Docs/PerformanceHistory.md, "Round 2"). The name is stored as
/// (source, selector, argument, suffix) and built only when read.
///
/// ```swift
/// _RACSinkSignal(self, selector: "-map:", arguments: block) { downstream, block in
///   _RACMapSink(downstream, block)
/// }
/// ```
///
/// A stateless operator (`map`, `filter`) uses ``_RACStageSignal``
/// instead, which also sends its values inline when its source does.
///
/// Not API: public for the library's higher layers.
public final class _RACSinkSignal<Input, Output, Arguments>:
  _RACOperatorSignal<Input, Output, Arguments>, @unchecked Sendable
{
  // Safety: immutable.
  @usableFromInline let makeSink: (any RACSubscriber<Output>, Arguments) -> any RACSubscriber<Input>

  /// Creates the operator's signal, named `"[source] <selector><suffix>"`
  /// when its name is read.
  ///
  /// An initializer without the argument of the next one, rather than an
  /// optional argument: an optional existential passed as a variable to an
  /// initializer in another module is copied, tested and destroyed through
  /// value witnesses, about 150 instructions per signal
  /// (Docs/PerformanceHistory.md, "Operator signals named without an
  /// argument").
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g.
  ///     `"-distinctUntilChanged"`.
  ///   - suffix: Text after the selector.
  ///   - arguments: What each sink needs (the operator's block, say).
  ///   - makeSink: Makes the sink of one subscription from its downstream and
  ///     `arguments`; it should capture nothing. It returns the sink as a
  ///     subscriber, converted where its type is known (converting a sink
  ///     of a generic class in this module's unspecialized code would look
  ///     up its conformance on every subscription).
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    suffix: StaticString = "",
    arguments: Arguments,
    _ makeSink: @escaping (any RACSubscriber<Output>, Arguments) -> any RACSubscriber<Input>
  ) {
    self.makeSink = makeSink
    super.init(source, arguments: arguments, selector: selector, suffix: suffix)
  }

  /// Creates the operator's signal, named
  /// `"[source] <selector><argument><suffix>"` when its name is read.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-take: "`.
  ///   - argument: Shown after the selector.
  ///   - suffix: Text after the argument.
  ///   - arguments: What each sink needs.
  ///   - makeSink: Makes the sink of one subscription, as the other
  ///     initializer's does.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    argument: Any,
    suffix: StaticString = "",
    arguments: Arguments,
    _ makeSink: @escaping (any RACSubscriber<Output>, Arguments) -> any RACSubscriber<Input>
  ) {
    self.makeSink = makeSink
    super.init(source, arguments: arguments, selector: selector, argument: argument, suffix: suffix)
  }

  /// Creates the operator's signal, named `name`.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - name: The signal's name, built when read (`.lazy { … }`).
  ///   - arguments: What each sink needs.
  ///   - makeSink: Makes the sink of one subscription from its downstream and
  ///     `arguments`.
  public init(
    _ source: RACSignal<Input>,
    name: _RACName,
    arguments: Arguments,
    _ makeSink: @escaping (any RACSubscriber<Output>, Arguments) -> any RACSubscriber<Input>
  ) {
    self.makeSink = makeSink
    super.init(source, arguments: arguments, name: name)
  }

  /// Subscribes a new sink for `subscriber` to the source, and returns the
  /// source's subscription.
  public override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    source.subscribe(makeSink(subscriber, arguments))
  }
}

/// The signal of a single-source operator whose sinks are
/// ``_RACOwningSink``s (`catch`, `takeLast`, `materialize`, `collect`):
/// as ``_RACSinkSignal``, but each subscription returns the sink's own
/// subscription, which the source's joins.
///
/// A type of its own rather than a flag on ``_RACSinkSignal``: the factory
/// hands back the sink twice, as the subscriber the source is given and as
/// the owning sink whose subscription is returned, so the owning sink is
/// known by its type and never downcast. Both are converted in the
/// factory, where the sink's type is known; the second is a plain
/// reference, so a subscription costs what it does on ``_RACSinkSignal``.
///
/// ```swift
/// _RACOwningSinkSignal(self, selector: "-collect", arguments: ()) { downstream, _ in
///   let sink = _RACCollectSink(downstream)
///   return (sink, sink)
/// }
/// ```
///
/// Not API: public for the library's higher layers.
public final class _RACOwningSinkSignal<Input, Output, Arguments>:
  _RACOperatorSignal<Input, Output, Arguments>, @unchecked Sendable
{
  // Safety: immutable.
  @usableFromInline let makeSink:
    (any RACSubscriber<Output>, Arguments) -> (
      subscriber: any RACSubscriber<Input>, owner: _RACOwningSink<Input, Output>
    )

  /// Creates the operator's signal, named `"[source] <selector>"` when its
  /// name is read (without an argument: see ``_RACSinkSignal``'s
  /// initializers).
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-catch:"`.
  ///   - arguments: What each sink needs.
  ///   - makeSink: Makes the owning sink of one subscription from its
  ///     downstream and `arguments`, and returns it twice: as the
  ///     subscriber (converted there, as ``_RACSinkSignal``'s factory
  ///     does) and as the owning sink.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    arguments: Arguments,
    _ makeSink:
      @escaping (any RACSubscriber<Output>, Arguments) -> (
        subscriber: any RACSubscriber<Input>, owner: _RACOwningSink<Input, Output>
      )
  ) {
    self.makeSink = makeSink
    super.init(source, arguments: arguments, selector: selector)
  }

  /// Creates the operator's signal, named `"[source] <selector><argument>"`
  /// when its name is read.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g.
  ///     `"-takeLast: "`.
  ///   - argument: Shown after the selector.
  ///   - arguments: What each sink needs.
  ///   - makeSink: Makes the owning sink of one subscription, as the other
  ///     initializer's does.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    argument: Any,
    arguments: Arguments,
    _ makeSink:
      @escaping (any RACSubscriber<Output>, Arguments) -> (
        subscriber: any RACSubscriber<Input>, owner: _RACOwningSink<Input, Output>
      )
  ) {
    self.makeSink = makeSink
    super.init(source, arguments: arguments, selector: selector, argument: argument)
  }

  /// Subscribes a new owning sink for `subscriber` to the source; returns
  /// the sink's subscription, which the source's joins.
  public override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    let (sink, owner) = makeSink(subscriber, arguments)
    owner.subscription.add(source.subscribe(sink))
    return owner.subscription
  }
}

/// The signal of a stateless operator (`map`, `filter`): a single-source
/// operator's signal, as ``_RACSinkSignal`` is, that on a source that sends
/// inline (`return`, `empty`, or a chain of stateless operators on one)
/// sends its values inline too, with no sink (Docs/PerformanceHistory.md,
/// "Synchronous chains").
///
/// `step` passes one value through the operator's `stage` (its block,
/// wrapped) to a continuation, or drops it. Like the sink factory, it is a
/// closure literal that captures nothing, written in the `@inlinable`
/// operator, so that a caller that specializes the operator gets a
/// specialized step at no allocation. Both closures' types are written with
/// this class's generic parameters, not concrete function types: a
/// concrete type there would convert the closure through a thunk, an
/// allocation per signal.
///
/// On any other source, a stage whose source is a stage signal too is
/// subscribed with the source's stage as one sink of both
/// (Docs/Internals.md, "Stateless stages fused in pairs"): the stage
/// (``_RACStage``, a transform or a predicate) asks the source, which
/// makes the sink its own stage and the asking one call for.
///
/// Not API: public for the library's higher layers.
public final class _RACStageSignal<Input, Output, Stage: _RACStage>:
  _RACOperatorSignal<Input, Output, Stage>, @unchecked Sendable
where Stage.Input == Input, Stage.Output == Output {
  // Safety: immutable.
  @usableFromInline let makeSink: (any RACSubscriber<Output>, Stage) -> any RACSubscriber<Input>
  @usableFromInline let step: (Stage, Input, (Output) -> Void) -> Void

  /// Creates the signal of a stateless operator applied to `source`, named
  /// `"[source] <selector>"` when its name is read.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-map:"`.
  ///   - stage: The operator's block, wrapped.
  ///   - step: Passes one value through `stage` to its continuation.
  ///   - makeSink: Makes the sink of one subscription, as
  ///     ``_RACSinkSignal``'s factory does.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    stage: Stage,
    step: @escaping (Stage, Input, (Output) -> Void) -> Void,
    _ makeSink: @escaping (any RACSubscriber<Output>, Stage) -> any RACSubscriber<Input>
  ) {
    self.makeSink = makeSink
    self.step = step
    super.init(source, arguments: stage, selector: selector)
    _sendsInline = source._sendsInline
  }

  /// Creates the signal of a stateless operator applied to `source`, named
  /// `"[source] <selector><argument>"` when its name is read: an operator
  /// that ReactiveCocoa builds on `-map:` or `-filter:` and names by its
  /// argument (`mapReplace(_:)`, `ignore(_:)`).
  ///
  /// An initializer of its own rather than an optional argument of the
  /// other: an optional existential is copied and tested through value
  /// witnesses, a few hundred instructions per signal that `map` and
  /// `filter` would pay for nothing (Docs/PerformanceHistory.md, "Round 4:
  /// operators named by their argument").
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g.
  ///     `"-mapReplace: "`.
  ///   - argument: Shown after the selector.
  ///   - stage: The operator's block, wrapped.
  ///   - step: Passes one value through `stage` to its continuation.
  ///   - makeSink: Makes the sink of one subscription.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    argument: Any,
    stage: Stage,
    step: @escaping (Stage, Input, (Output) -> Void) -> Void,
    _ makeSink: @escaping (any RACSubscriber<Output>, Stage) -> any RACSubscriber<Input>
  ) {
    self.makeSink = makeSink
    self.step = step
    super.init(source, arguments: stage, selector: selector, argument: argument)
    _sendsInline = source._sendsInline
  }

  /// Subscribes a new sink for `subscriber` to the source, and returns the
  /// source's subscription.
  ///
  /// On a source that sends inline it makes no sink: the values go to
  /// `subscriber` at once, then completion, exactly the events the sinks
  /// would have passed on.
  ///
  /// On a source that is a stage signal itself, subscribes the source's
  /// source with one sink of both stages, which passes on the events the
  /// two stages' sinks would have.
  public override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    if _sendsInline && _sendInline({ subscriber.sendNext($0) }) {
      subscriber.sendCompleted()
      return _racFinishedDisposable
    }
    if let fused = arguments._subscribe(after: source, subscriber) { return fused }
    return source.subscribe(makeSink(subscriber, arguments))
  }

  /// Subscribes the source with one sink of this stage, then `predicate`.
  public override func _subscribe(
    thenFilter predicate: _RACPredicate<Output>, _ subscriber: any RACSubscriber<Output>
  ) -> RACDisposable? {
    source.subscribe(arguments._sink(thenFilter: predicate, subscriber))
  }

  /// Subscribes the source with one sink of this stage, then `transform`.
  public override func _subscribe<U>(
    thenMap transform: _RACTransform<Output, U>, _ subscriber: any RACSubscriber<U>
  ) -> RACDisposable? {
    source.subscribe(arguments._sink(thenMap: transform, subscriber))
  }

  /// Sends the source's values through the step, when the source sends
  /// inline.
  public override func _sendInline(_ next: (Output) -> Void) -> Bool {
    source._sendInline { step(arguments, $0, next) }
  }
}

extension RACSignal {
  /// `map`'s signal, named by the operator that maps: `map` itself, or an
  /// operator that transforms each value on its own and that ReactiveCocoa
  /// builds on `-map:` or as a map (`reduceEach(_:)`; RACSignalOperators'
  /// `not()`, `and()`, `or()`, `reduceApply()` and `doNext(_:)`), named as
  /// RAC names it when its name is read. A stage: it sends inline on a
  /// source that does, and pairs with a stage next to it
  /// (Docs/Internals.md, "Stateless stages fused in pairs").
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -2-4-6-|     _mapStage("-map:") { $0 * 2 }
  /// ```
  ///
  /// ![map { $0 * 2 }. self: 1, 2, 3, then completed. result: 2, 4, 6, then completed.](map.svg)
  ///
  /// Not API: public for the library's higher layers.
  ///
  /// - Parameters:
  ///   - selector: The operator's ReactiveCocoa selector.
  ///   - block: The transform.
  /// - Returns: The signal of the transformed values.
  @inlinable
  @inline(__always)
  public func _mapStage<U>(_ selector: StaticString, _ block: @escaping (Value) -> U) -> RACSignal<U> {
    _RACStageSignal(
      self, selector: selector, stage: _RACTransform(block),
      step: { transform, value, next in next(transform.apply(value)) }
    ) { downstream, transform in
      _RACMapSink(downstream, transform)
    }
  }
}

/// The stage of a stateless operator, a transform (``_RACTransform``) or a
/// predicate (``_RACPredicate``): what a ``_RACStageSignal`` needs to
/// subscribe two stages as one sink (Docs/Internals.md, "Stateless stages
/// fused in pairs"). Called once per subscription, never per value: each
/// pair of stage kinds has a sink of its own, which calls both blocks
/// directly.
///
/// Not API: public for the library's higher layers.
public protocol _RACStage<Input, Output> {
  /// What the stage receives.
  associatedtype Input
  /// What the stage sends.
  associatedtype Output

  /// Asks `source` to subscribe `subscriber` through the source's stage and
  /// then this one, as one sink: `nil` when `source` is not a stage signal.
  func _subscribe(after source: RACSignal<Input>, _ subscriber: any RACSubscriber<Output>) -> RACDisposable?

  /// The sink of this stage, then `predicate`.
  func _sink(
    thenFilter predicate: _RACPredicate<Output>, _ subscriber: any RACSubscriber<Output>
  ) -> any RACSubscriber<Input>

  /// The sink of this stage, then `transform`.
  func _sink<U>(thenMap transform: _RACTransform<Output, U>, _ subscriber: any RACSubscriber<U>) -> any RACSubscriber<
    Input
  >
}

extension _RACTransform: _RACStage {
  /// Asks `source` to subscribe its stage, then this transform.
  public func _subscribe(after source: RACSignal<Input>, _ subscriber: any RACSubscriber<Output>) -> RACDisposable? {
    source._subscribe(thenMap: self, subscriber)
  }

  /// `map` then `filter`.
  public func _sink(
    thenFilter predicate: _RACPredicate<Output>, _ subscriber: any RACSubscriber<Output>
  ) -> any RACSubscriber<Input> {
    _RACMapFilterSink(subscriber, self, predicate)
  }

  /// `map` then `map`.
  public func _sink<U>(
    thenMap transform: _RACTransform<Output, U>, _ subscriber: any RACSubscriber<U>
  ) -> any RACSubscriber<Input> {
    _RACMapMapSink(subscriber, self, transform)
  }
}

extension _RACPredicate: _RACStage {
  /// A predicate receives and sends its values.
  public typealias Input = Value
  /// A predicate receives and sends its values.
  public typealias Output = Value

  /// Asks `source` to subscribe its stage, then this predicate.
  public func _subscribe(after source: RACSignal<Value>, _ subscriber: any RACSubscriber<Value>) -> RACDisposable? {
    source._subscribe(thenFilter: self, subscriber)
  }

  /// `filter` then `filter`.
  public func _sink(
    thenFilter predicate: _RACPredicate<Value>, _ subscriber: any RACSubscriber<Value>
  ) -> any RACSubscriber<Value> {
    _RACFilterFilterSink(subscriber, self, predicate)
  }

  /// `filter` then `map`.
  public func _sink<U>(
    thenMap transform: _RACTransform<Value, U>, _ subscriber: any RACSubscriber<U>
  ) -> any RACSubscriber<Value> {
    _RACFilterMapSink(subscriber, self, transform)
  }
}

/// A transform, wrapped for the reason ``_RACPredicate`` is; `map`'s step.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACTransform<Input, Output> {
  /// The transform.
  public let apply: (Input) -> Output

  /// Wraps `apply`.
  @inlinable
  public init(_ apply: @escaping (Input) -> Output) {
    self.apply = apply
  }
}

/// Prints a signal's name when an operator's name is built: the argument
/// of an operator that takes a second signal (`"[a] -zipWith: [b]"`).
///
/// Not API: public for the library's higher layers.
public struct _RACNameOf: CustomStringConvertible, @unchecked Sendable {
  // Safety: immutable; the signal's name is read under its own lock.
  let signal: any _RACNameProviding

  /// Wraps `signal`.
  public init(_ signal: any _RACNameProviding) { self.signal = signal }

  /// The signal's name.
  public var description: String { signal.name }
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
