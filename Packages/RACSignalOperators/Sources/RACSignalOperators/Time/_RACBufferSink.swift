import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// One subscription of `buffer(withTime:on:)`: collects values from a
/// buffer's first value until `interval` later, then sends them as an
/// array.
///
/// The source's events and the timer's flushes are inputs of one
/// `_RACSerialGate`: processed one at a time, in the order they entered it,
/// with no lock held while the subscriber runs, so a buffer the timer sends
/// is never overtaken by the next one or by completion (ReactiveCocoa held
/// its `@synchronized` while sending). Each buffer has a generation, so that
/// a timer firing after its buffer was sent (by completion) sends nothing.
final class _RACBufferSink<Value>: _RACSerialGate<_RACBufferInput<Value>>, RACSubscriber, @unchecked Sendable {
  // Safety: `values` and `generation` are touched only while processing an
  // input of `gate`, which serializes them; the rest is immutable or
  // thread-safe.

  let downstream: any RACSubscriber<[Value]>
  let interval: TimeInterval
  let scheduler: RACScheduler
  /// The subscription: the source's subscription and the timer.
  let disposable = RACCompoundDisposable()
  let timer = RACSerialDisposable()
  @exclusivity(unchecked) private var values: [Value] = []
  @exclusivity(unchecked) private var generation: UInt64 = 0

  init(_ downstream: any RACSubscriber<[Value]>, interval: TimeInterval, scheduler: RACScheduler) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    super.init()
    disposable.add(timer)
  }

  func sendNext(_ value: Value) {
    send(.next(value))
  }

  func sendError(_ error: any Error) {
    send(.error(error))
  }

  func sendCompleted() {
    send(.completed)
  }

  func didSubscribe(with other: RACCompoundDisposable) {
    disposable.add(other)
  }

  /// The buffer's timer fired: the buffer is sent from here, on the
  /// scheduler, as RAC's timer block sends it. When another thread is
  /// delivering through the gate at this moment, the flush is tried again on
  /// the scheduler instead of being queued for that thread.
  private func flushFromTimer(_ bufferGeneration: UInt64) {
    if tryRun({ process(.flush(bufferGeneration)) }) { return }
    if disposable.isDisposed { return }
    scheduler.schedule { [self] in flushFromTimer(bufferGeneration) }
  }

  override func process(_ input: _RACBufferInput<Value>) {
    switch input {
    case .next(let value):
      values.append(value)
      guard values.count == 1 else { return }
      // A new buffer: its timer starts now.
      let current = generation
      let old = timer.swap(in: scheduler.afterDelay(interval) { [self] in flushFromTimer(current) })
      old?.dispose()

    case .flush(let bufferGeneration):
      if bufferGeneration == generation { flush() }

    case .error(let error):
      disposable.dispose()
      downstream.sendError(error)

    case .completed:
      timer.disposable?.dispose()
      flush()
      downstream.sendCompleted()
    }
  }

  /// Sends the buffer, if it holds anything, and starts the next one.
  private func flush() {
    generation &+= 1
    guard !values.isEmpty else { return }
    let buffer = values
    values = []
    downstream.sendNext(buffer)
  }
}

/// An input of `_RACBufferSink`.
enum _RACBufferInput<Value> {
  case next(Value)
  case flush(UInt64)
  case error(any Error)
  case completed
}
