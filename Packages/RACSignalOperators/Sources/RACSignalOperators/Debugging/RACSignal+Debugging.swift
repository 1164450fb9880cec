import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Logs every event of the receiver through ``RACLog`` (standard error by
  /// default), then passes it on.
  ///
  /// ```text
  /// self:   -a-|
  /// result: -a-|          logs "<…: name = s> next: a", then "<…: name = s> completed"
  /// ```
  ///
  /// ![logs "<…: name = s> next: a", then "<…: name = s> completed". self: a, then completed. result: a, then completed.](logAll.svg)
  ///
  /// Each line is the receiver's description (its type and name), then the
  /// event. Lines are written on the thread that delivers the event. The
  /// result has the receiver's name.
  ///
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal logAll]`.
  public func logAll() -> RACSignal<Value> {
    _racLog([.next, .error, .completed])
  }

  /// Logs each value of the receiver through ``RACLog``, then passes it on.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: -a-b-|        logs "<…: name = s> next: a", "<…: name = s> next: b"
  /// ```
  ///
  /// ![logs "<…: name = s> next: a", "<…: name = s> next: b". self: a, b, then completed. result: a, b, then completed.](logNext.svg)
  ///
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal logNext]`.
  public func logNext() -> RACSignal<Value> {
    _racLog(.next)
  }

  /// Logs the receiver's error through ``RACLog``, then passes it on.
  ///
  /// ```text
  /// self:   -a-#
  /// result: -a-#          logs "<…: name = s> error: RACTestError(error)"
  /// ```
  ///
  /// ![logs "<…: name = s> error: RACTestError(error)". self: a, then error. result: a, then error.](logError.svg)
  ///
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal logError]`.
  public func logError() -> RACSignal<Value> {
    _racLog(.error)
  }

  /// Logs the receiver's completion through ``RACLog``, then passes it on.
  ///
  /// ```text
  /// self:   -a-|
  /// result: -a-|          logs "<…: name = s> completed"
  /// ```
  ///
  /// ![logs "<…: name = s> completed". self: a, then completed. result: a, then completed.](logCompleted.svg)
  ///
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal logCompleted]`.
  public func logCompleted() -> RACSignal<Value> {
    _racLog(.completed)
  }
}
