import RACDisposables
import RACStreamCore

/// A subject that remembers its latest value (at first, a default value) and
/// sends it to each new subscriber before the live events.
///
/// ```text
/// sent:          -   --a--   -b|     (defaultValue: z)
/// subscriber 1:  [^z]--a--   -b|
/// subscriber 2:  -   ----[^a]-b|
/// ```
///
/// ![(defaultValue: z). sent: a, b, then completed. subscriber 1: subscribed and z in one tick, a, b, then completed. subscriber 2: subscribed and a in one tick, b, then completed.](RACBehaviorSubject.svg)
///
/// ```swift
/// let subject = RACBehaviorSubject(defaultValue: 0)
/// subject.subscribeNext { print($0) }   // 0
/// subject.sendNext(1)                   // 1
/// subject.subscribeNext { print($0) }   // 1
/// ```
///
/// Terminal events are those of ``RACSubject`` (ReactiveCocoa 2.5): they are
/// not remembered, so a subscriber added after completion receives the latest
/// value and then waits. The current value is sent on the subscribing thread,
/// at subscription; a value sent meanwhile from another thread is delivered
/// after it, never lost nor repeated.
///
/// - Note: ReactiveCocoa 2.x: `RACBehaviorSubject`,
///   `+behaviorSubjectWithDefaultValue:`.
public final class RACBehaviorSubject<Value>: RACSubject<Value>, @unchecked Sendable {
  // Safety: no state of its own; the current value is the subject's
  // one-value history, guarded by RACSubject's lock.

  /// Creates a behavior subject whose current value is `defaultValue` until
  /// a value is sent.
  ///
  /// - Parameter defaultValue: The value new subscribers receive first until
  ///   the subject is sent one.
  /// - Note: ReactiveCocoa 2.x: `+[RACBehaviorSubject behaviorSubjectWithDefaultValue:]`.
  public init(defaultValue: Value) {
    super.init(historyCapacity: 1, latchesTerminal: false, name: .anonymous)
    // The history is empty: nothing is evicted.
    gate.withState { _ in history?.append(defaultValue) }
  }
}
