import RACDisposables
import RACStreamCore

/// A single-source sink that forwards every event unchanged and hands its
/// subscriber, at once, a compound disposable of its own, which the source's
/// subscription (and anything else the operator keeps) joins when it comes.
///
/// For operators of this layer whose source is a subject — which serializes
/// its events — but whose subscriber must hold its disposable before the
/// source is subscribed to (a subscription made on a scheduler), or must
/// dispose more than the source's subscription (`autoconnect`'s count). As a
/// passthrough subscriber does, it forwards nothing once that disposable was
/// disposed or a terminal event went through (Docs/Internals.md, "Nothing
/// after disposal"); it has no gate (the source has one).
final class _RACOwningForwarder<Value>: _RACOwningSink<Value, Value>, @unchecked Sendable {
  // Safety: `terminated` is touched only by the source's serialized events;
  // the rest is the owning sink's.
  @exclusivity(unchecked) private var terminated = false

  /// Keeps `disposable` (the source's subscription, returned by `subscribe`,
  /// or anything else the operator holds) in the subscriber's disposable,
  /// unless the source handed it over already.
  func keep(_ disposable: RACDisposable) {
    if disposable !== upstream { subscription.add(disposable) }
  }

  override func sendNext(_ value: Value) {
    if terminated || isDisposed { return }
    downstream.sendNext(value)
  }

  override func sendError(_ error: any Error) {
    if terminated || isDisposed { return }
    terminated = true
    downstream.sendError(error)
  }

  override func sendCompleted() {
    if terminated || isDisposed { return }
    terminated = true
    downstream.sendCompleted()
  }
}
