import RACDisposables
import RACStreamCore

/// The sink of `any(_:)` and `all(_:)`: sends one Bool as soon as it is
/// decided, then completes and disposes the receiver's subscription.
///
/// `decidesOn` is the predicate result that decides (`true` for `any`,
/// `false` for `all`); the decision is then `decidesOn`. Completion decides
/// `!decidesOn`; an error decides `false` for both, as ReactiveCocoa's
/// materialize-based code does.
@usableFromInline
final class _RACDecisionSink<Value>: _RACOwningSink<Value, Bool>, @unchecked Sendable {
  // Safety: `done` is touched only by serialized events; the rest is
  // immutable.
  private let predicate: (Value) -> Bool
  private let decidesOn: Bool
  @exclusivity(unchecked) private var done = false

  @usableFromInline
  init(_ downstream: any RACSubscriber<Bool>, decidesOn: Bool, _ predicate: @escaping (Value) -> Bool) {
    self.predicate = predicate
    self.decidesOn = decidesOn
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if done { return }
    if predicate(value) != decidesOn { return }
    // The predicate may have decided already, from a value or a terminal
    // event it sent into the receiver: RAC's `-bind:` drops this decision
    // then (its subscription has completed), and so does the sink.
    if done { return }
    // As -bind: with `stop`: the value, then the receiver's subscription is
    // disposed, then completion.
    // A subscriber that disposes on receiving the value gets no completion.
    done = true
    downstream.sendNext(decidesOn)
    disposeSource()
    if isDisposed { return }
    downstream.sendCompleted()
  }

  override func sendError(_ error: any Error) {
    finish(false)
  }

  override func sendCompleted() {
    finish(!decidesOn)
  }

  /// A terminal event decides: its subscription is disposed first (as the
  /// block subscriber inside `-materialize` does), then the result.
  private func finish(_ result: Bool) {
    if done { return }
    done = true
    disposeSource()
    downstream.sendNext(result)
    if isDisposed { return }
    downstream.sendCompleted()
  }
}
