import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Groups the receiver's values by the key `keyBlock` gives them: sends a
  /// ``RACGroupedSignal`` for each new key, in the order keys first appear,
  /// then the value on that group.
  ///
  /// ```text
  /// self:    -1-2-3-4-5|      keyBlock: odd ? "odd" : "even"
  /// result:  -O-E------|      O, E: the groups "odd" and "even"
  /// O:       -1---3---5|
  /// E:       ---2---4--|
  /// ```
  ///
  /// ![The groupBy marble diagram](groupBy.svg)
  ///
  /// An error or completion of the receiver is sent on the result first,
  /// then on every group, in the order the groups were created. Disposing
  /// the subscription to the result disposes the subscription to the
  /// receiver; the groups then receive nothing more.
  ///
  /// - Parameter keyBlock: Gives each value its key.
  /// - Returns: A signal of groups.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal groupBy:]`.
  public func group<Key: Hashable>(
    by keyBlock: @escaping (Value) -> Key
  ) -> RACSignal<RACGroupedSignal<Key, Value>> {
    _group(by: keyBlock, transform: { $0 }, name: { "[\(self.name)] -groupBy:" })
  }

  /// Groups the receiver's values by the key `keyBlock` gives them, and sends
  /// `transform` of each value on its group; see ``group(by:)``.
  ///
  /// ```text
  /// self:    -1-2-3-4-5|      keyBlock: > 3 ? "good" : "bad"; transform: * 10
  /// result:  -B-----G--|      B, G: the groups "bad" and "good"
  /// B:       -a-b-c----|      a = 10, b = 20, c = 30
  /// G:       -------d-e|      d = 40, e = 50
  /// ```
  ///
  /// ![The groupBy-transform marble diagram](groupBy-transform.svg)
  ///
  /// - Parameters:
  ///   - keyBlock: Gives each value its key.
  ///   - transform: Maps each value before it is sent on its group.
  /// - Returns: A signal of groups of transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal groupBy:transform:]`.
  public func group<Key: Hashable, Transformed>(
    by keyBlock: @escaping (Value) -> Key,
    transform: @escaping (Value) -> Transformed
  ) -> RACSignal<RACGroupedSignal<Key, Transformed>> {
    _group(by: keyBlock, transform: transform, name: { "[\(self.name)] -groupBy:transform:" })
  }

  private func _group<Key: Hashable, Transformed>(
    by keyBlock: @escaping (Value) -> Key,
    transform: @escaping (Value) -> Transformed,
    name: @escaping () -> String
  ) -> RACSignal<RACGroupedSignal<Key, Transformed>> {
    RACSignal<RACGroupedSignal<Key, Transformed>>(_name: name) { subscriber in
      let groups = _RACGroups<Key, Transformed>()
      return self.subscribeNext(
        { value in
          let key = keyBlock(value)
          let (group, isNew) = groups.group(for: key)
          if isNew { subscriber.sendNext(group) }
          group.sendNext(transform(value))
        },
        error: { error in
          subscriber.sendError(error)
          for group in groups.ordered { group.sendError(error) }
        },
        completed: {
          subscriber.sendCompleted()
          for group in groups.ordered { group.sendCompleted() }
        }
      )
    }
  }
}

/// The groups of one `group(by:)` subscription, by key and in creation order.
final class _RACGroups<Key: Hashable, Value>: @unchecked Sendable {
  // Safety: all state lives in the `_RACLock`; groups are sent to outside it.
  private struct State: @unchecked Sendable {
    // Safety: only accessed inside the `_RACLock`.
    var byKey: [Key: RACGroupedSignal<Key, Value>] = [:]
    var ordered: [RACGroupedSignal<Key, Value>] = []
  }

  private let state = _RACLock(State())

  init() {}

  /// The group for `key`, created when new.
  func group(for key: Key) -> (RACGroupedSignal<Key, Value>, isNew: Bool) {
    let boxed = _RACUnchecked(key)
    let result = state.withLock { state -> _RACUnchecked<(RACGroupedSignal<Key, Value>, Bool)> in
      if let group = state.byKey[boxed.value] { return _RACUnchecked((group, false)) }
      let group = RACGroupedSignal<Key, Value>(key: boxed.value)
      state.byKey[boxed.value] = group
      state.ordered.append(group)
      return _RACUnchecked((group, true))
    }
    return result.value
  }

  /// Every group, in the order they were created.
  var ordered: [RACGroupedSignal<Key, Value>] {
    state.withLock { _RACUnchecked($0.ordered) }.value
  }
}
