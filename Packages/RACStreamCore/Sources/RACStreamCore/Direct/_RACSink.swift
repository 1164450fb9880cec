import RACDisposables

/// A signal made by a single-source operator: each subscription wraps the
/// downstream subscriber in a sink and subscribes it to the source. No
/// passthrough, no block subscriber: the sink is the only per-subscription
/// object, and it forwards events with no allocation and no lock.
///
/// Not API: public for the library's higher layers.
public final class _RACOperatorSignal<Input, Output>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.
  @usableFromInline let source: RACSignal<Input>
  @usableFromInline let makeSink: (any RACSubscriber<Output>) -> any RACSubscriber<Input>

  /// Creates the operator's signal.
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - name: Builds the signal's name when it is read.
  ///   - makeSink: Makes the sink of one subscription from its downstream.
  public init(
    _ source: RACSignal<Input>,
    name: @escaping () -> String,
    _ makeSink: @escaping (any RACSubscriber<Output>) -> any RACSubscriber<Input>
  ) {
    self.source = source
    self.makeSink = makeSink
    super.init(_name: name)
  }

  /// Creates the operator's signal, named `"[source] <selector><argument><suffix>"`
  /// when its name is read (no closure to allocate).
  ///
  /// - Parameters:
  ///   - source: The upstream signal.
  ///   - selector: The operator's ReactiveCocoa selector, e.g. `"-map:"`.
  ///   - argument: An argument shown after the selector, if any.
  ///   - suffix: Text after the argument.
  ///   - makeSink: Makes the sink of one subscription from its downstream.
  public init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    argument: Any? = nil,
    suffix: StaticString = "",
    _ makeSink: @escaping (any RACSubscriber<Output>) -> any RACSubscriber<Input>
  ) {
    self.source = source
    self.makeSink = makeSink
    super.init(_nameSource: source, selector: selector, argument: argument, suffix: suffix)
  }

  /// Subscribes a new sink for `subscriber` to the source.
  public override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    source.subscribe(makeSink(subscriber))
  }
}

/// The base of a single-source operator's sink: forwards everything to
/// `downstream`; subclasses override what they change.
///
/// A sink that ends the stream itself (take, say) must also dispose its
/// upstream subscription: ``upstream`` holds it once the source has handed
/// it over through `didSubscribe(with:)`.
///
/// Not API: public for the library's higher layers.
open class _RACSink<Input, Output>: RACSubscriber, @unchecked Sendable {
  // Safety: `downstream` is immutable; `upstream` is set in
  // `didSubscribe(with:)` during subscription, before events flow; events
  // arrive serialized.

  /// The subscriber events go to.
  public let downstream: any RACSubscriber<Output>

  /// The upstream subscription, once the source has reported it.
  @exclusivity(unchecked) public private(set) var upstream: RACCompoundDisposable?

  /// Creates a sink forwarding to `downstream`.
  public init(_ downstream: any RACSubscriber<Output>) {
    self.downstream = downstream
  }

  /// Receives a value; subclasses must override (the input and output types
  /// differ in general).
  open func sendNext(_ value: Input) {
    preconditionFailure("\(type(of: self)) must override sendNext(_:)")
  }

  /// Forwards the error.
  open func sendError(_ error: any Error) {
    downstream.sendError(error)
  }

  /// Forwards completion.
  open func sendCompleted() {
    downstream.sendCompleted()
  }

  /// Records the upstream subscription and forwards it downstream, so that a
  /// terminal event downstream disposes it.
  open func didSubscribe(with disposable: RACCompoundDisposable) {
    if upstream == nil { upstream = disposable }
    downstream.didSubscribe(with: disposable)
  }
}
