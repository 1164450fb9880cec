import RACDisposables
import RACSchedulers
import RACStreamCore

/// `subscribe(on:)`'s signal: each subscription is a `_RACForwardingState`
/// on the multi-input kernel, whose source is subscribed to in a block on
/// the scheduler.
///
/// The state stands where the passthrough subscriber stood: the subscriber
/// gets the subscription at once, before the block runs; the source's
/// events pass the state's one gate, which serializes them and drops what
/// arrives after disposal or after the terminal event (Docs/Internals.md,
/// "Nothing after disposal").
final class _RACSubscribeOnSignal<Value>: _RACOperatorSignal<Value, Value, RACScheduler>, @unchecked Sendable {
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACForwardingState(subscriber)
    let source = self.source
    // Disposing before the block runs cancels it: the source is never
    // subscribed to.
    let scheduling = arguments.schedule {
      state.subscribe(source, state.input())
    }
    if let scheduling { state.subscription.add(scheduling) }
    return state.subscription
  }
}
