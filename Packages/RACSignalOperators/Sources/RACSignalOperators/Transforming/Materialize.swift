import RACDisposables
import RACStreamCore

/// `materialize()`: every event becomes a ``RACEvent`` value.
///
/// Building a `RACEvent<Value>` in this unspecialized code would look up
/// the enum's metadata at run time for every value (Docs/Internals.md,
/// "Metadata lookups and exclusivity"). So the event type is the sink's
/// second generic parameter, `Event` (`RACEvent<Value>`, chosen by the
/// operator), and the sink builds each event through `Event`'s
/// ``_RACEventRepresenting`` witnesses, which find the enum's metadata
/// among the class's own generic arguments.
@usableFromInline
final class _RACMaterializeSink<Value, Event: _RACEventRepresenting>:
  _RACOwningSink<Value, Event>, @unchecked Sendable
where Event._Value == Value {
  // Safety: no state of its own; events arrive serialized.

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Event>) {
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    Event._sendNext(value, to: downstream)
  }

  // As ReactiveCocoa's block subscriber does, a terminal event first
  // disposes the subscription that ended, then the events go on; a
  // subscriber that disposes on receiving the event gets no completion.
  override func sendError(_ error: any Error) {
    disposeSource()
    downstream.sendNext(Event._error(error))
    if isDisposed { return }
    downstream.sendCompleted()
  }

  override func sendCompleted() {
    disposeSource()
    downstream.sendNext(Event._completed)
    if isDisposed { return }
    downstream.sendCompleted()
  }
}

/// `dematerialize()`: values become events again; the first terminal event
/// ends the result and disposes the receiver's subscription.
///
/// As `materialize()`'s sink, it takes the event type as a generic
/// parameter (`RACEvent<Value>`, chosen by the operator) and never looks
/// inside an event itself, which in this unspecialized code would look up
/// the enum's metadata for every value: `Event`'s witness sends a value on
/// and names a terminal event with the non-generic ``_RACDematerialized``.
@usableFromInline
final class _RACDematerializeSink<Value, Event: _RACEventRepresenting>:
  _RACEndingSink<Event, Value>, @unchecked Sendable
where Event._Value == Value {
  // Safety: no state of its own; events arrive serialized.

  @usableFromInline
  override init(_ downstream: any RACSubscriber<Value>) {
    super.init(downstream)
  }

  override func sendNext(_ event: Event) {
    if isDone { return }
    switch event._sendValue(to: downstream) {
    case nil:
      break
    case .error(let error)?:
      // As -bind: with `stop`: the receiver's subscription goes first.
      end(with: error)
    case .completed?:
      endCompleted()
    }
  }
}

/// The terminal event a `.error` or `.completed` value describes, as
/// ``_RACEventRepresenting/_sendValue(to:)`` reports it: not generic, so
/// that the unspecialized sink matches it without a metadata lookup.
@usableFromInline
enum _RACDematerialized {
  case error(any Error)
  case completed
}

/// What `materialize()`'s and `dematerialize()`'s sinks do with a
/// ``RACEvent``, as witnesses of the event type itself.
///
/// A witness is handed the metadata of the conforming type, here
/// `RACEvent<Value>`, which the sinks hold among their generic arguments;
/// inlined into the witness, each body builds or matches the event with it
/// instead of looking the enum up at run time, as code written in the
/// unspecialized sinks would on every event (Docs/Internals.md, "Metadata
/// lookups and exclusivity").
@usableFromInline
protocol _RACEventRepresenting {
  /// The type of a value event's value.
  associatedtype _Value

  /// Sends `.next(value)` to `subscriber`.
  static func _sendNext(_ value: _Value, to subscriber: any RACSubscriber<Self>)

  /// `.error(error)`.
  static func _error(_ error: any Error) -> Self

  /// `.completed`.
  static var _completed: Self { get }

  /// Sends a value event's value to `subscriber` and returns `nil`;
  /// returns a terminal event's ``_RACDematerialized`` without sending
  /// anything.
  func _sendValue(to subscriber: any RACSubscriber<_Value>) -> _RACDematerialized?
}

extension RACEvent: _RACEventRepresenting {
  @usableFromInline
  @inline(__always)
  static func _sendNext(_ value: Value, to subscriber: any RACSubscriber<RACEvent<Value>>) {
    subscriber.sendNext(.next(value))
  }

  @usableFromInline
  @inline(__always)
  static func _error(_ error: any Error) -> RACEvent<Value> { .error(error) }

  @usableFromInline
  @inline(__always)
  static var _completed: RACEvent<Value> { .completed }

  @usableFromInline
  @inline(__always)
  func _sendValue(to subscriber: any RACSubscriber<Value>) -> _RACDematerialized? {
    switch self {
    case .next(let value):
      subscriber.sendNext(value)
      return nil
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}
