import RACDisposables
import RACStreamCore

/// `distinct()`: passes on each value the first time it is seen.
@usableFromInline
final class _RACDistinctSink<Value: Hashable>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `seen` is touched only by serialized events.
  @exclusivity(unchecked) private var seen: Set<Value> = []

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if seen.insert(value).inserted { downstream.sendNext(value) }
  }
}

/// `element(at:)`: passes on the value at `index`, then completes and
/// disposes the subscription to the receiver.
