import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// `buffer(withTime:on:)`'s signal: each subscription is a `_RACBuffer`
/// state on the multi-input kernel (Docs/Internals.md, "Timers on the
/// kernel").
final class _RACBufferSignal<Value>:
  _RACOperatorSignal<Value, [Value], (TimeInterval, RACScheduler)>, @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<[Value]>) -> RACDisposable {
    let state = _RACBuffer<Value>(subscriber, interval: arguments.0, scheduler: arguments.1)
    state.subscribe(
      source,
      _RACStateInput(state, next: { $0.state.receiveValue($1) }) { input, error in
        input.state.receive(_racTerminalInput(error, error: { .error($0) }, completed: .completed))
      })
    return state.subscription
  }
}

/// One subscription of `buffer(withTime:on:)`: collects values from a
/// buffer's first value until `interval` later, then sends them as an
/// array.
///
/// The source's events and the timer's flushes are inputs of the state's
/// one gate (Docs/Internals.md, "The multi-input kernel"): processed one at
/// a time, in the order they entered it, with no lock held while the
/// subscriber runs, so a buffer the timer sends is never overtaken by the
/// next one or by completion (ReactiveCocoa held its `@synchronized` while
/// sending). Each buffer has a generation, so that a timer firing after its
/// buffer was sent (by completion) sends nothing.
final class _RACBuffer<Value>: _RACBoxedState<[Value], _RACBufferInput<Value>>, @unchecked Sendable {
  // Safety: `values` and `generation` are touched only by the gate's owner;
  // the rest is immutable or thread-safe.

  let interval: TimeInterval
  let scheduler: RACScheduler
  let timer = RACSerialDisposable()
  @exclusivity(unchecked) private var values: [Value] = []
  @exclusivity(unchecked) private var generation: UInt64 = 0

  init(_ downstream: any RACSubscriber<[Value]>, interval: TimeInterval, scheduler: RACScheduler) {
    self.interval = interval
    self.scheduler = scheduler
    // The timer goes first, then the source (which joins on subscription).
    super.init(downstream, disposing: [timer])
  }

  /// A value of the source (any thread): the gate's fast path.
  func receiveValue(_ value: Value) {
    run({ append(value) }, orQueue: { () -> AnyObject in boxed(.next(value)) })
  }

  /// The buffer's timer fired: the buffer is sent from here, on the
  /// scheduler, as RAC's timer block sends it (`runFromTimer`).
  private func flushFromTimer(_ bufferGeneration: UInt64) {
    runFromTimer(
      { if bufferGeneration == generation && !isOver { flush() } },
      orRetryOn: scheduler, { [self] in flushFromTimer(bufferGeneration) })
  }

  override func handle(_ input: _RACBufferInput<Value>) {
    switch input {
    case .next(let value):
      append(value)
    case .error(let error):
      terminate(.error(error))
    case .completed:
      if isOver { return }
      timer.disposable?.dispose()
      flush()
      sendCompleted()
    }
  }

  private func append(_ value: Value) {
    if isOver { return }
    values.append(value)
    guard values.count == 1 else { return }
    // A new buffer: its timer starts now.
    let current = generation
    let old = timer.swap(in: scheduler.afterDelay(interval) { [self] in flushFromTimer(current) })
    old?.dispose()
  }

  /// Sends the buffer, if it holds anything, and starts the next one.
  private func flush() {
    generation &+= 1
    guard !values.isEmpty else { return }
    let buffer = values
    values = []
    sendNext(buffer)
  }
}

/// An input of `_RACBuffer` that goes through the gate boxed (values not
/// queued take the fast path; flushes are tried, never queued).
enum _RACBufferInput<Value> {
  case next(Value)
  case error(any Error)
  case completed
}
