import RACDisposables
import RACStreamCore

/// What a logging operator logs.
@usableFromInline
struct _RACLogEvents: OptionSet, Sendable {
  @usableFromInline let rawValue: Int
  @usableFromInline init(rawValue: Int) { self.rawValue = rawValue }

  @usableFromInline static let next = _RACLogEvents(rawValue: 1)
  @usableFromInline static let error = _RACLogEvents(rawValue: 2)
  @usableFromInline static let completed = _RACLogEvents(rawValue: 4)
}

/// Logs the chosen events of `source` through ``RACLog`` before passing
/// them on, as ReactiveCocoa's `-doNext:`-based logging does.
@usableFromInline
final class _RACLogSink<Value>: _RACUpstreamSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let source: RACSignal<Value>
  let events: _RACLogEvents

  @usableFromInline
  init(_ downstream: any RACSubscriber<Value>, _ source: RACSignal<Value>, _ events: _RACLogEvents) {
    self.source = source
    self.events = events
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if events.contains(.next) { RACLog.write("\(source) next: \(value)") }
    downstream.sendNext(value)
  }

  override func sendError(_ error: any Error) {
    if events.contains(.error) {
      upstream?.dispose()
      RACLog.write("\(source) error: \(error)")
    }
    downstream.sendError(error)
  }

  override func sendCompleted() {
    if events.contains(.completed) {
      upstream?.dispose()
      RACLog.write("\(source) completed")
    }
    downstream.sendCompleted()
  }
}

extension RACSignal {
  /// The receiver, logging `events`; named as the receiver, as in
  /// ReactiveCocoa.
  func _racLog(_ events: _RACLogEvents) -> RACSignal<Value> {
    _RACSinkSignal(self, name: .lazy { [self] in name }, arguments: ()) { [self] downstream, _ in
      _RACLogSink(downstream, self, events)
    }
  }
}
