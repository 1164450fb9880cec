import RACDisposables
import RACSchedulers
import RACStreamCore

/// `subscribe(on:)`'s signal: each subscription is a `_RACForwarding` state
/// on the multi-input kernel, whose source is subscribed to in a block on
/// the scheduler.
///
/// The state stands where the passthrough subscriber stood: the subscriber
/// gets the subscription at once, before the block runs; the source's
/// events pass the state's one gate, which serializes them and drops what
/// arrives after disposal or after the terminal event (Docs/Internals.md,
/// "Nothing after disposal").
final class _RACSubscribeOnSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let source: RACSignal<Value>
  let scheduler: RACScheduler

  init(_ source: RACSignal<Value>, _ scheduler: RACScheduler) {
    self.source = source
    self.scheduler = scheduler
    super.init()
    _setName(source: source, selector: "-subscribeOn: ", argument: scheduler)
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACForwarding(subscriber)
    let source = self.source
    // Disposing before the block runs cancels it: the source is never
    // subscribed to.
    let scheduling = scheduler.schedule {
      state.subscribe(source, _RACThreadingInput(state))
    }
    if let scheduling { state.subscription.add(scheduling) }
    return state.subscription
  }
}
