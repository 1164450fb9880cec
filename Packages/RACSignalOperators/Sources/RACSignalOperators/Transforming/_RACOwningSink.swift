import RACDisposables
import RACStreamCore

/// The signal of an operator whose sink sends events of its own after the
/// receiver ended (a value, then completion): the subscriber gets the sink's
/// own disposable, which holds the receiver's subscription, so that the sink
/// can tell the subscriber disposed while receiving that value (as
/// ReactiveCocoa's passthrough subscriber drops what follows) even though the
/// receiver's subscription was already disposed.
@usableFromInline
final class _RACOwningOperatorSignal<Input, Output>: RACSignal<Output>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Input>
  let makeSink: (any RACSubscriber<Output>) -> _RACOwningSink<Input, Output>

  @usableFromInline
  init(
    _ source: RACSignal<Input>,
    selector: StaticString,
    argument: Any? = nil,
    suffix: StaticString = "",
    _ makeSink: @escaping (any RACSubscriber<Output>) -> _RACOwningSink<Input, Output>
  ) {
    self.source = source
    self.makeSink = makeSink
    super.init()
    _setName(source: source, selector: selector, argument: argument, suffix: suffix)
  }

  override func subscribe(_ subscriber: any RACSubscriber<Output>) -> RACDisposable {
    let sink = makeSink(subscriber)
    sink.subscription.add(source.subscribe(sink))
    return sink.subscription
  }
}

/// The base of the sinks of `_RACOwningOperatorSignal`.
@usableFromInline
class _RACOwningSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: the disposables are thread-safe; `source` is set in
  // `didSubscribe(with:)`, before events flow.
  /// What the subscriber disposes: holds the receiver's subscription.
  let subscription = RACCompoundDisposable()
  private var source: RACCompoundDisposable?

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Output>) {
    super.init(downstream)
    downstream.didSubscribe(with: subscription)
  }

  override func didSubscribe(with disposable: RACCompoundDisposable) {
    if source == nil { source = disposable }
    subscription.add(disposable)
  }

  /// Disposes the receiver's subscription (as a block subscriber does on
  /// its terminal event).
  final func disposeSource() { source?.dispose() }

  /// Whether the subscriber disposed its subscription.
  override final var isDisposed: Bool { subscription.isDisposed }
}
