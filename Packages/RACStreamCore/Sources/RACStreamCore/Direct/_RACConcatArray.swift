import RACDisposables

/// `RACSignal.concat(_:)` of an array: subscribes to the signals one after
/// another from a loop, so that a run of signals completing synchronously
/// (100,000 `return`s, say) does not nest one subscription per signal, as
/// RAC's left fold of `-concat:` does (which overflows the stack). Same
/// events, same order of subscription: each signal is subscribed to when the
/// one before it completes, never after an error or disposal.
func _racConcatArray<Value, S: RACSignal<Value>>(_ signals: [S]) -> RACSignal<Value> {
  if signals.isEmpty { return RACSignal.empty() }
  return RACSignal { subscriber in
    let iterator = _RACConcatIterator<Value, S>(signals, subscriber)
    iterator.run()
    return iterator.disposable
  }
}

/// One subscription of a concatenation: the index of the current signal and
/// the loop that subscribes to the next.
final class _RACConcatIterator<Value, S: RACSignal<Value>>: @unchecked Sendable {
  // Safety: `state` is a `_RACLock`; `signals` and `subscriber` are
  // immutable; `disposable` is thread-safe. The subscriber is called outside
  // the lock (and receives serialized events: it is a signal's subscriber).
  private struct State {
    /// The signal to subscribe to next.
    var index = 0
    /// Whether the loop is inside `subscribe` of the current signal.
    var subscribing = false
    /// Whether the current signal completed while the loop subscribed to it.
    var completedWhileSubscribing = false
  }

  private let signals: [S]
  private let subscriber: any RACSubscriber<Value>
  private let state = _RACLock(State())
  /// The subscription to the current signal.
  let disposable = RACSerialDisposable()

  init(_ signals: [S], _ subscriber: any RACSubscriber<Value>) {
    self.signals = signals
    self.subscriber = subscriber
  }

  /// Subscribes to the current signal, and to the next one for as long as
  /// each completes during its own subscription.
  func run() {
    while true {
      let index = state.withLock { state -> Int in
        state.subscribing = true
        state.completedWhileSubscribing = false
        return state.index
      }
      if index == signals.count {
        subscriber.sendCompleted()
        return
      }
      if disposable.isDisposed { return }
      let subscription = signals[index].subscribeNext(
        { [subscriber] in subscriber.sendNext($0) },
        error: { [subscriber] in subscriber.sendError($0) },
        completed: { [self] in completed() }
      )
      disposable.disposable = subscription
      let next = state.withLock { state -> Bool in
        state.subscribing = false
        return state.completedWhileSubscribing
      }
      if !next { return }
    }
  }

  /// The current signal completed: move on, in the loop when it is still
  /// subscribing (no nesting), else from here.
  private func completed() {
    let loopContinues = state.withLock { state -> Bool in
      state.index += 1
      if state.subscribing {
        state.completedWhileSubscribing = true
        return true
      }
      return false
    }
    if !loopContinues { run() }
  }
}
