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
  /// ![keyBlock: odd ? "odd" : "even"; O, E: the groups "odd" and "even". self: 1, 2, 3, 4, 5, then completed. result: O, E, then completed. O: 1, 3, 5, then completed. E: 2, 4, then completed.](groupBy.svg)
  ///
  /// An error or completion of the receiver is sent on the result first,
  /// then on every group, in the order the groups were created. Disposing
  /// the subscription to the result disposes the subscription to the
  /// receiver; the groups then receive nothing more.
  ///
  /// - Parameter keyBlock: Gives each value its key.
  /// - Returns: A signal of groups.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal groupBy:]`.
  @inlinable
  public func group<Key: Hashable>(
    by keyBlock: @escaping (Value) -> Key
  ) -> RACSignal<RACGroupedSignal<Key, Value>> {
    _group(by: keyBlock, transform: { $0 }, selector: "-groupBy:")
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
  /// ![keyBlock: > 3 ? "good" : "bad"; transform: * 10; B, G: the groups "bad" and "good"; a = 10, b = 20, c = 30; d = 40, e = 50. self: 1, 2, 3, 4, 5, then completed. result: B, G, then completed. B: a, b, c, then completed. G: d, e, then completed.](groupBy-transform.svg)
  ///
  /// - Parameters:
  ///   - keyBlock: Gives each value its key.
  ///   - transform: Maps each value before it is sent on its group.
  /// - Returns: A signal of groups of transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal groupBy:transform:]`.
  @inlinable
  public func group<Key: Hashable, Transformed>(
    by keyBlock: @escaping (Value) -> Key,
    transform: @escaping (Value) -> Transformed
  ) -> RACSignal<RACGroupedSignal<Key, Transformed>> {
    _group(by: keyBlock, transform: transform, selector: "-groupBy:transform:")
  }

  /// The groups' dictionary is read and written only by `find` and
  /// `insert`, closure literals written here (they capture nothing, and
  /// are specialized with the operator): the sink's unspecialized code
  /// would look up the dictionary's and its optional result's metadata at
  /// every value (Docs/Internals.md, "Metadata lookups and exclusivity").
  @inlinable
  func _group<Key: Hashable, Transformed>(
    by keyBlock: @escaping (Value) -> Key,
    transform: @escaping (Value) -> Transformed,
    selector: StaticString
  ) -> RACSignal<RACGroupedSignal<Key, Transformed>> {
    _RACSinkSignal(self, selector: selector, arguments: ()) { downstream, _ in
      _RACGroupBySink(
        downstream, keyBlock, transform, groups: [Key: RACGroupedSignal<Key, Transformed>](),
        find: { groups, key in groups[key] },
        insert: { groups, key, group in groups[key] = group })
    }
  }
}

/// `group(by:)`'s sink: keeps the groups of one subscription, by key and in
/// creation order. The source's events are serialized, so the groups need
/// no lock. `Groups`, the dictionary of groups by key, is a generic
/// parameter chosen by the operator rather than a type written here, so
/// that the sink's deinit finds its metadata in the class.
@usableFromInline
final class _RACGroupBySink<Key: Hashable, Value, Transformed, Groups>:
  _RACUpstreamSink<Value, RACGroupedSignal<Key, Transformed>>, @unchecked Sendable
{
  // Safety: the blocks are immutable; the groups are touched only by the
  // source's serialized events.
  private let keyBlock: (Value) -> Key
  private let transform: (Value) -> Transformed
  @exclusivity(unchecked) private var groups: Groups
  private let find: (inout Groups, Key) -> RACGroupedSignal<Key, Transformed>?
  private let insert: (inout Groups, Key, RACGroupedSignal<Key, Transformed>) -> Void
  @exclusivity(unchecked) private var ordered: [RACGroupedSignal<Key, Transformed>] = []

  @usableFromInline
  init(
    _ downstream: any RACSubscriber<RACGroupedSignal<Key, Transformed>>,
    _ keyBlock: @escaping (Value) -> Key,
    _ transform: @escaping (Value) -> Transformed,
    groups: Groups,
    find: @escaping (inout Groups, Key) -> RACGroupedSignal<Key, Transformed>?,
    insert: @escaping (inout Groups, Key, RACGroupedSignal<Key, Transformed>) -> Void
  ) {
    self.keyBlock = keyBlock
    self.transform = transform
    self.groups = groups
    self.find = find
    self.insert = insert
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    let key = keyBlock(value)
    let group: RACGroupedSignal<Key, Transformed>
    if let existing = find(&groups, key) {
      group = existing
    } else {
      group = RACGroupedSignal(key: key)
      insert(&groups, key, group)
      ordered.append(group)
      downstream.sendNext(group)
    }
    group.sendNext(transform(value))
  }

  /// The source's subscription is disposed first (as a block subscriber
  /// disposes it on its terminal event), then the result ends, then every
  /// group, in creation order.
  override func sendError(_ error: any Error) {
    upstream?.dispose()
    downstream.sendError(error)
    for group in ordered { group.sendError(error) }
  }

  override func sendCompleted() {
    upstream?.dispose()
    downstream.sendCompleted()
    for group in ordered { group.sendCompleted() }
  }
}
