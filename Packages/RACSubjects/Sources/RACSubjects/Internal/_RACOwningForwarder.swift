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
final class _RACOwningForwarder<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `subscription` is thread-safe; `terminated` is touched only by
  // the source's serialized events; `upstreamSubscription` is set during
  // subscription, before events flow, and read by the subscribing thread.

  /// What the subscriber disposes.
  let subscription = RACCompoundDisposable()
  @exclusivity(unchecked) private var terminated = false
  /// The source's subscription, once handed over.
  @exclusivity(unchecked) private var upstreamSubscription: RACCompoundDisposable?

  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
    downstream.didSubscribe(with: subscription)
  }

  /// Keeps `disposable` (what subscribing the source returned, say) in the
  /// subscriber's disposable, unless it is the one already there.
  func keep(_ disposable: RACDisposable) {
    if disposable !== upstreamSubscription { subscription.add(disposable) }
  }

  override func sendNext(_ value: Value) {
    if terminated || subscription.isDisposed { return }
    downstream.sendNext(value)
  }

  override func sendError(_ error: any Error) {
    if terminated || subscription.isDisposed { return }
    terminated = true
    downstream.sendError(error)
  }

  override func sendCompleted() {
    if terminated || subscription.isDisposed { return }
    terminated = true
    downstream.sendCompleted()
  }

  override var isDisposed: Bool { subscription.isDisposed }

  /// The source's subscription joins the subscriber's disposable (instead of
  /// being forwarded).
  override func didSubscribe(with disposable: RACCompoundDisposable) {
    if upstreamSubscription == nil { upstreamSubscription = disposable }
    subscription.add(disposable)
  }
}
