import Dispatch
import RACDisposables

/// The values a signal sent, recorded from the moment of subscription, for
/// `RACSignal.sequence`. Readers of a value not yet sent wait for it (a
/// semaphore per waiting reader, signalled after the lock is released); no
/// one spins.
final class _RACSignalBuffer<Value>: @unchecked Sendable {
  // Safety: `state` is reached only through its `_RACLock`; `subscription`
  // is a thread-safe disposable.

  struct Waiter {
    let index: Int
    let semaphore: DispatchSemaphore
  }

  struct State {
    var values: [Value] = []
    var ended = false
    var waiters: [Waiter] = []
  }

  private enum Read {
    case value(Value)
    case end
    case wait(DispatchSemaphore)
  }

  // Internal rather than private for the tests, which wait until a reader
  // is seen waiting before they send (SignalBufferTests).
  let state = _RACLock(State())
  /// The subscription to the signal, disposed when the buffer goes away.
  let subscription = RACSerialDisposable()

  deinit {
    subscription.dispose()
  }

  /// Records a value and wakes the readers waiting for it.
  func append(_ value: Value) {
    let woken = state.withLock { state -> [DispatchSemaphore] in
      guard !state.ended else { return [] }
      state.values.append(value)
      let count = state.values.count
      guard !state.waiters.isEmpty else { return [] }
      var woken: [DispatchSemaphore] = []
      state.waiters.removeAll { waiter in
        guard waiter.index < count else { return false }
        woken.append(waiter.semaphore)
        return true
      }
      return woken
    }
    for semaphore in woken { semaphore.signal() }
  }

  /// Records the end and wakes every waiting reader.
  func end() {
    let woken = state.withLock { state -> [DispatchSemaphore] in
      guard !state.ended else { return [] }
      state.ended = true
      defer { state.waiters = [] }
      return state.waiters.map(\.semaphore)
    }
    for semaphore in woken { semaphore.signal() }
  }

  /// The value at `index`, waiting until it is sent; `nil` when the signal
  /// ended before sending it.
  func value(at index: Int) -> Value? {
    while true {
      let read = state.withLock { state -> Read in
        if index < state.values.count { return .value(state.values[index]) }
        if state.ended { return .end }
        let semaphore = DispatchSemaphore(value: 0)
        state.waiters.append(Waiter(index: index, semaphore: semaphore))
        return .wait(semaphore)
      }
      switch read {
      case .value(let value): return value
      case .end: return nil
      case .wait(let semaphore): semaphore.wait()
      }
    }
  }
}
