import RACDisposables

/// `RACSignal.concat(_:)` of an array: subscribes to the signals one after
/// another from a loop, so that a run of signals completing synchronously
/// (100,000 `return`s, say) does not nest one subscription per signal, as
/// RAC's left fold of `-concat:` does (which overflows the stack). Same
/// events, same order of subscription: each signal is subscribed to when the
/// one before it completes, never after an error or disposal.
func _racConcatArray<Value, S: RACSignal<Value>>(_ signals: [S]) -> RACSignal<Value> {
  // RAC names the empty signal it starts its fold from "+concat: …" too.
  if signals.isEmpty { return RACSignal.empty()._setName(.lazy { "+concat: []" }) }
  return _RACConcatArraySignal(signals)
}

/// The signal of a concatenation of an array: each subscription is one
/// kernel state (Docs/Internals.md, "The multi-input kernel") whose inputs
/// are the signals, in turn.
final class _RACConcatArraySignal<Value, S: RACSignal<Value>>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let signals: [S]

  init(_ signals: [S]) {
    self.signals = signals
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACConcatArrayState<Value, S>(signals, subscriber)
    state.send(.subscribeCurrent)
    return state.subscription
  }
}

/// One subscription of a concatenation: the index of the current signal and
/// the loop that subscribes to the next, run by the gate's owner.
///
/// The loop subscribes with the gate held, so that what the current signal
/// sends synchronously is processed nested, at once (Docs/Internals.md,
/// "The serial gate"), and its completion only tells the loop to go on; a
/// completion from another thread meanwhile waits in the gate's queue, and
/// the loop's owner moves on when it processes it. Either way nothing nests
/// deeper than one signal.
final class _RACConcatArrayState<Value, S: RACSignal<Value>>:
  _RACGatedState<Value, _RACConcatArrayState<Value, S>.Input>, @unchecked Sendable
{
  // Safety: `signals` is immutable, `current` thread-safe; the loop's state
  // is touched only by the gate's owner.
  enum Input {
    case next(Value)
    case error(any Error)
    /// The current signal completed, or the loop is to start.
    case completed
    case subscribeCurrent
  }

  private let signals: [S]
  /// The subscription to the current signal.
  private let current = RACSerialDisposable()
  /// The signal to subscribe to next.
  @exclusivity(unchecked) private var index = 0
  /// Whether the loop is inside `subscribe` of the current signal.
  @exclusivity(unchecked) private var subscribing = false
  /// Whether the current signal completed while the loop subscribed to it.
  @exclusivity(unchecked) private var completedWhileSubscribing = false

  init(_ signals: [S], _ downstream: any RACSubscriber<Value>) {
    self.signals = signals
    super.init(downstream, disposing: [current])
  }

  override func process(_ input: Input) {
    switch input {
    case .next(let value):
      sendNext(value)
    case .error(let error):
      sendError(error)
    case .completed:
      index += 1
      if subscribing {
        completedWhileSubscribing = true
      } else {
        subscribeCurrent()
      }
    case .subscribeCurrent:
      subscribeCurrent()
    }
  }

  /// A value: delivered directly when the gate is free, building no input
  /// (Docs/Internals.md, "Metadata lookups").
  func receiveNext(_ value: Value) {
    run({ sendNext(value) }, orQueue: { .next(value) })
  }

  /// Subscribes to the current signal, and to the next one for as long as
  /// each completes during its own subscription.
  private func subscribeCurrent() {
    while true {
      if index == signals.count {
        sendCompleted()
        return
      }
      if isOver { return }
      subscribing = true
      completedWhileSubscribing = false
      let input = _RACStateInput(self, next: { $0.state.receiveNext($1) }) { input, error in
        input.state.send(_racTerminalInput(error, error: { .error($0) }, completed: .completed))
      }
      subscribe(signals[index], input, joining: current)
      subscribing = false
      if !completedWhileSubscribing { return }
    }
  }
}
