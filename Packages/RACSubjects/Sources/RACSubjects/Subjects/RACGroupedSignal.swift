import RACStreamCore

/// A subject that carries the values of one group of a
/// ``RACSignal/group(by:)`` or
/// ``RACSignal/group(by:transform:)`` signal, with the key they
/// share.
///
/// It is a ``RACSubject``: subscribe to it as soon as the outer signal sends
/// it to receive every value of the group.
///
/// - Note: ReactiveCocoa 2.x: `RACGroupedSignal`, `key`, `+signalWithKey:`.
public final class RACGroupedSignal<Key: Hashable, Value>: RACSubject<Value>, @unchecked Sendable {
  // Safety: `key` is immutable; the rest is RACSubject's.

  /// The key shared by the values of the group.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACGroupedSignal.key`.
  public let key: Key

  /// Creates an empty group for `key`.
  ///
  /// - Parameter key: The group's key.
  /// - Note: ReactiveCocoa 2.x: `+[RACGroupedSignal signalWithKey:]`.
  public init(key: Key) {
    self.key = key
    super.init(historyCapacity: nil, latchesTerminal: false, name: .lazy { "group \(key)" })
  }
}
