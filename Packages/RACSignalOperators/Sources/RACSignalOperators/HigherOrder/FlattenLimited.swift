import RACDisposables
import RACStreamCore

/// `flatten(_:)`'s signal: at most `maxConcurrent` inner signals at a time
/// (0: no limit), the rest waiting in order.
final class _RACFlattenLimitedSignal<Inner: RACSignal<U>, U>: _RACOperatorSignal<Inner, U, Int>, @unchecked Sendable {
  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACFlattenLimited<U>(subscriber, maxConcurrent: arguments)
    let outer = _RACStateInput<_RACFlattenLimited<U>, Inner>(state, next: { $0.state.receiveSignal($1) }) {
      input, error in
      if let error {
        input.state.fail(error)
      } else {
        input.state.outerCompleted()
      }
    }
    // Added after `subscribe` returns, as ReactiveCocoa does: inner signals
    // the source sends synchronously come first in the disposal order.
    state.compound.add(source.subscribe(outer))
    return state.subscription
  }
}

/// The state of one `flatten(_:)` subscription. Slot counting, the queue of
/// waiting signals and the completion rule live under a lock; subscribing
/// and delivering happen after it is released. Values pass through a serial
/// gate, without allocation.
final class _RACFlattenLimited<U>: _RACForwardingState<U>, @unchecked Sendable {
  // Safety: `counts` and `queued` are guarded by `counts`'s lock; the rest
  // is immutable or the kernel's.
  let maxConcurrent: Int
  /// The source's and the inner signals' subscriptions (held by the
  /// kernel's subscription).
  let compound = RACCompoundDisposable()
  private let counts = _RACLock(_RACFlattenCounts())
  private let queued = _RACFIFO<RACSignal<U>>()

  init(_ downstream: any RACSubscriber<U>, maxConcurrent: Int) {
    self.maxConcurrent = maxConcurrent
    super.init(downstream, disposing: [compound])
  }

  // MARK: Inputs

  func receiveSignal(_ signal: RACSignal<U>) {
    let start = counts.withLock { counts -> Bool in
      if maxConcurrent > 0 && counts.active >= maxConcurrent {
        queued.append(signal)
        return false
      }
      counts.active += 1
      return true
    }
    if start { subscribe(to: signal) }
  }

  func outerCompleted() {
    let done = counts.withLock { counts -> Bool in
      counts.outerCompleted = true
      return counts.active == 0
    }
    if done { complete() }
  }

  override func innerFailed(_ error: any Error) {
    fail(error)
  }

  /// An inner signal completed: its subscription leaves the compound
  /// disposable, in constant time (Docs/Internals.md, "Children in constant
  /// time"), and a waiting signal, if any, takes its place.
  override func innerCompleted(_ input: _RACInput<U>) {
    input.leave()
    let (next, done) = counts.withLock { counts -> (RACSignal<U>?, Bool) in
      if !queued.isEmpty { return (queued.removeFirst(), false) }
      counts.active -= 1
      return (nil, counts.outerCompleted && counts.active == 0)
    }
    if let next { subscribe(to: next) }
    if done { complete() }
  }

  func fail(_ error: any Error) {
    // Disposed already: the subscriber left, or another error came first.
    if compound.isDisposed { return }
    compound.dispose()
    receive(.error(error))
  }

  private func complete() {
    receive(.completed)
    compound.dispose()
  }

  private func subscribe(to signal: RACSignal<U>) {
    // Nothing is subscribed to once the result has ended (ReactiveCocoa's
    // -flatten: still subscribes, and disposes at once; Docs/Decisions.md).
    if compound.isDisposed { return }
    // RAC keeps each inner subscription in a serial disposable added to the
    // compound before subscribing; the kernel joins the subscription to the
    // compound the moment the inner signal hands it over, which is the same
    // place in the disposal order, without the serial disposable.
    subscribe(signal, innerInput(), joining: compound)
  }
}

/// The slot counting of one `flatten(_:)` subscription.
struct _RACFlattenCounts {
  /// Inner signals subscribed to and not yet completed.
  var active = 0
  var outerCompleted = false
}
