// Bridges between sequences and signals.

extension RACSequence {
  /// A signal that sends the values of the sequence on a new background
  /// scheduler, then completes.
  ///
  /// ```text
  /// self:   [a, b, c]
  /// result: [abc|]     (sent on a new background scheduler: no virtual time passes)
  /// ```
  ///
  /// ![(sent on a new background scheduler: no virtual time passes). self: the sequence a, b, c. result: a and b and c and completed in one tick.](signal.svg)
  ///
  /// Every call makes one serial background scheduler
  /// (`RACScheduler.scheduler()`) that the signal's subscriptions share; see
  /// ``signal(with:)``.
  ///
  /// - Returns: A cold signal of the sequence's values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence signal]`.
  public func signal() -> RACSignal<Value> {
    _RACSequenceSignal(self, RACScheduler.scheduler(), namedWithScheduler: false)
  }

  /// A signal that sends the values of the sequence on `scheduler`, one
  /// value per scheduled step, then completes.
  ///
  /// ```text
  /// self:   [a, b, c]
  /// result: [abc|]     signal(with: scheduler), one scheduled step per value
  /// ```
  ///
  /// ![signal(with: scheduler), one scheduled step per value. self: the sequence a, b, c. result: a and b and c and completed in one tick.](signalWithScheduler.svg)
  ///
  /// Each subscription walks the sequence from its start, reading each value
  /// in the step that sends it (a lazy sequence is evaluated as it is
  /// sent). Disposing the subscription stops the walk: no further value is
  /// read or sent. The walk reschedules itself, so no stack grows with the
  /// length; an infinite sequence sends values until disposed.
  ///
  /// - Parameter scheduler: Where to send the values.
  /// - Returns: A cold signal of the sequence's values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence signalWithScheduler:]`.
  public func signal(with scheduler: RACScheduler) -> RACSignal<Value> {
    _RACSequenceSignal(self, scheduler, namedWithScheduler: true)
  }
}

/// `signal(with:)`'s signal: each subscription walks the sequence on the
/// scheduler, one value per step, and sends through a forwarding state on
/// the kernel (Docs/Internals.md, "The multi-input kernel"), which hands the
/// subscriber its subscription first and sends nothing once it was
/// disposed; disposing it also cancels the walk.
final class _RACSequenceSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let values: RACSequence<Value>
  let scheduler: RACScheduler

  /// The signal of `sequence` on `scheduler`, named as RAC names the
  /// operator that made it: `"[…] -signalWithScheduler: <scheduler>"` when
  /// `namedWithScheduler`, else (`signal()`) `"[…] -signal"`.
  init(_ sequence: RACSequence<Value>, _ scheduler: RACScheduler, namedWithScheduler: Bool) {
    self.values = sequence
    self.scheduler = scheduler
    super.init(
      _name: namedWithScheduler
        ? .lazy { "[RACSequence<\(Value.self)>] -signalWithScheduler: \(scheduler)" }
        : .lazy { "[RACSequence<\(Value.self)>] -signal" })
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let state = _RACForwardingState(subscriber)
    var cursor = _RACCursor(values)
    let walk = scheduler.scheduleRecursive { reschedule in
      guard let value = cursor.head else {
        state.receiveTerminal(.completed)
        return
      }
      state.receiveValue(value)
      cursor.advance()
      reschedule()
    }
    state.subscription.add(walk)
    return state.subscription
  }
}

extension RACSignal {
  /// The values the signal sends, as a lazy sequence.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: [a, b, c]
  /// ```
  ///
  /// ![self: a, b, c, then completed. result: the sequence a, b, c.](sequence.svg)
  ///
  /// Subscribes to the receiver at once and records every value from then
  /// on. Reading the `head` at a position blocks the reading thread until
  /// the signal has sent that value, or has ended (then it is `nil`). An
  /// error ends the sequence after the values sent before it, as a
  /// completion does. Once no sequence of the recording is left, the
  /// subscription is disposed.
  ///
  /// Reading a value that a signal on the reading thread has still to send
  /// never returns: subscribe on another scheduler first (`subscribe(on:)`)
  /// or read after it has sent.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal sequence]`.
  public var sequence: RACSequence<Value> {
    let buffer = _RACSignalBuffer<Value>()
    let disposable = subscribeNext(
      { [weak buffer] value in buffer?.append(value) },
      error: { [weak buffer] _ in buffer?.end() },
      completed: { [weak buffer] in buffer?.end() }
    )
    buffer.subscription.disposable = disposable
    return _RACSignalSequence(buffer: buffer, index: 0)
  }
}

/// The sequence of a signal's recorded values from `index` on.
final class _RACSignalSequence<Value>: _RACLazySequence<Value>, @unchecked Sendable {
  // Safety: the buffer is thread-safe; `index` is immutable.
  private let buffer: _RACSignalBuffer<Value>
  private let index: Int

  required init(buffer: _RACSignalBuffer<Value>, index: Int) {
    self.buffer = buffer
    self.index = index
    super.init()
  }

  override func _produce() {
    guard let value = buffer.value(at: index) else { return }
    _headMemo = value
    _tailMemo = type(of: self).init(buffer: buffer, index: index + 1)
  }
}
