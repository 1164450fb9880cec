/// One event of a signal, as a value: what `materialize()` produces.
///
/// - Note: ReactiveCocoa 2.x: `RACEvent` (`eventType`, `value`, `error`,
///   `finished`).
public enum RACEvent<Value> {
  /// A value (`RACEventTypeNext`).
  case next(Value)
  /// An error, which ends the signal (`RACEventTypeError`).
  case error(any Error)
  /// Completion, which ends the signal (`RACEventTypeCompleted`).
  case completed

  /// Whether the event ends the signal (an error or completion).
  public var isFinished: Bool {
    switch self {
    case .next: false
    case .error, .completed: true
    }
  }

  /// The value of a `.next` event, else `nil`.
  public var value: Value? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `.error` event, else `nil`.
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }
}

extension RACEvent: Sendable where Value: Sendable {}

extension RACEvent: CustomStringConvertible {
  /// A description such as `next(1)`, `error(…)` or `completed`.
  public var description: String {
    switch self {
    case .next(let value): "next(\(value))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

extension RACEvent: Equatable where Value: Equatable {
  /// Two events are equal when they are of the same kind with equal values;
  /// errors compare by their description and type, as `NSError`s compare by
  /// domain and code in ReactiveCocoa.
  public static func == (lhs: RACEvent, rhs: RACEvent) -> Bool {
    switch (lhs, rhs) {
    case (.next(let a), .next(let b)): a == b
    case (.completed, .completed): true
    case (.error(let a), .error(let b)):
      type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
    default: false
    }
  }
}

extension RACSubscriber {
  /// Sends `event` to the subscriber.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func send(_ event: RACEvent<Value>) {
    switch event {
    case .next(let value): sendNext(value)
    case .error(let error): sendError(error)
    case .completed: sendCompleted()
    }
  }
}
