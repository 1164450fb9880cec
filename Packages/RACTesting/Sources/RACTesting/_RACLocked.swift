import Synchronization

/// State guarded by a `Mutex`, for any state type (values of a generic
/// signal need not be `Sendable`).
///
/// Not API.
final class _RACLocked<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `mutex.withLock`.
  private let mutex: Mutex<_RACTestingUnchecked<State>>

  init(_ state: State) {
    mutex = Mutex(_RACTestingUnchecked(state))
  }

  /// Runs `body` with exclusive access to the state. Never call a
  /// subscriber, a user block or a scheduler from `body`.
  func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    mutex.withLock { box in _RACTestingUnchecked(body(&box.value)) }.value
  }
}

/// A value carried across a `Mutex` boundary; what guards it is named where
/// it is used.
///
/// Not API.
struct _RACTestingUnchecked<Value>: @unchecked Sendable {
  // Safety: only used inside `_RACLocked`, whose mutex guards the value.
  var value: Value

  init(_ value: Value) { self.value = value }
}
