import RACDisposables

extension RACSignal {
  /// Subscribes with blocks; the primitive of the `subscribe…` family.
  @inlinable
  func _subscribe(
    next: ((Value) -> Void)?,
    error: ((any Error) -> Void)?,
    completed: (() -> Void)?
  ) -> RACDisposable {
    // A signal that sends inline (`return`, `empty`, or a chain of `map` and
    // `filter` on one) calls the blocks at once, with no subscriber object:
    // the same calls, in the same order (Docs/PerformanceHistory.md, "Synchronous
    // chains").
    if _sendsInline && _sendInline({ next?($0) }) {
      completed?()
      return _racFinishedDisposable
    }
    if let next, error == nil, completed == nil {
      return subscribe(_RACNextSubscriber(next: next))
    }
    return subscribe(_RACBlockSubscriber(next: next, error: error, completed: completed))
  }

  /// Subscribes to values; errors and completion are ignored.
  ///
  /// - Parameter next: Called with each value.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeNext:]`.
  @discardableResult
  @inlinable
  public func subscribeNext(_ next: @escaping (Value) -> Void) -> RACDisposable {
    _subscribe(next: next, error: nil, completed: nil)
  }

  /// Subscribes to values and completion.
  ///
  /// - Parameters:
  ///   - next: Called with each value.
  ///   - completed: Called when the signal completes.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeNext:completed:]`.
  @discardableResult
  @inlinable
  public func subscribeNext(
    _ next: @escaping (Value) -> Void,
    completed: @escaping () -> Void
  ) -> RACDisposable {
    _subscribe(next: next, error: nil, completed: completed)
  }

  /// Subscribes to values and errors.
  ///
  /// - Parameters:
  ///   - next: Called with each value.
  ///   - error: Called when the signal fails.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeNext:error:]`.
  @discardableResult
  @inlinable
  public func subscribeNext(
    _ next: @escaping (Value) -> Void,
    error: @escaping (any Error) -> Void
  ) -> RACDisposable {
    _subscribe(next: next, error: error, completed: nil)
  }

  /// Subscribes to every event.
  ///
  /// - Parameters:
  ///   - next: Called with each value.
  ///   - error: Called when the signal fails.
  ///   - completed: Called when the signal completes.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeNext:error:completed:]`.
  @discardableResult
  @inlinable
  public func subscribeNext(
    _ next: @escaping (Value) -> Void,
    error: @escaping (any Error) -> Void,
    completed: @escaping () -> Void
  ) -> RACDisposable {
    _subscribe(next: next, error: error, completed: completed)
  }

  /// Subscribes to errors only.
  ///
  /// - Parameter error: Called when the signal fails.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeError:]`.
  @discardableResult
  @inlinable
  public func subscribeError(_ error: @escaping (any Error) -> Void) -> RACDisposable {
    _subscribe(next: nil, error: error, completed: nil)
  }

  /// Subscribes to completion only.
  ///
  /// - Parameter completed: Called when the signal completes.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeCompleted:]`.
  @discardableResult
  @inlinable
  public func subscribeCompleted(_ completed: @escaping () -> Void) -> RACDisposable {
    _subscribe(next: nil, error: nil, completed: completed)
  }

  /// Subscribes to errors and completion.
  ///
  /// - Parameters:
  ///   - error: Called when the signal fails.
  ///   - completed: Called when the signal completes.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal subscribeError:completed:]`.
  @discardableResult
  @inlinable
  public func subscribeError(
    _ error: @escaping (any Error) -> Void,
    completed: @escaping () -> Void
  ) -> RACDisposable {
    _subscribe(next: nil, error: error, completed: completed)
  }
}
