import RACDisposables
import RACStreamCore

/// The subscriber a multi-source operator gives one of its sources.
///
/// It keeps the subscription the source reports through
/// `didSubscribe(with:)` and, like ReactiveCocoa's block subscriber,
/// disposes it before passing a terminal event on, so that a source that
/// ended is released before anything else happens. Subclasses override the
/// three event methods.
class _RACSourceSink<Input>: RACSubscriber, @unchecked Sendable {
  // Safety: `own` is set in `didSubscribe(with:)`, before the source sends
  // anything, and read by that source's serialized events.
  @exclusivity(unchecked) final var own: RACCompoundDisposable?

  init() {}

  func sendNext(_ value: Input) {}
  func sendError(_ error: any Error) {}
  func sendCompleted() {}

  final func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }

  /// Disposes the source's subscription: call it first on a terminal event.
  @inline(__always)
  final func disposeOwn() {
    own?.dispose()
  }
}
