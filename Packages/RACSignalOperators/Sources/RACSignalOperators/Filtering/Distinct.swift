import RACDisposables
import RACStreamCore

/// `distinct()`: passes on each value the first time it is seen.
@usableFromInline
final class _RACDistinctSink<Value: Hashable>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: `seen` is touched only by serialized events; `insert` is
  // immutable.
  @exclusivity(unchecked) private var seen: Set<Value> = []
  private let insert: (inout Set<Value>, Value) -> Bool

  /// Creates the sink.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber events go to.
  ///   - insert: Inserts a value into the set, and returns whether it was
  ///     new: a closure literal of the `@inlinable` operator, specialized
  ///     with it, so that the set's hashing and storage run specialized
  ///     (in this unspecialized sink, `Set<Value>`'s methods would run
  ///     generic, through the value's `Hashable` witnesses and a metadata
  ///     lookup per call; Docs/Internals.md, "Metadata lookups and
  ///     exclusivity").
  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, insert: @escaping (inout Set<Value>, Value) -> Bool) {
    self.insert = insert
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if insert(&seen, value) { downstream.sendNext(value) }
  }
}
