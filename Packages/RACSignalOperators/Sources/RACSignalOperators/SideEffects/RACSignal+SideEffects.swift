import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Runs `block` with each value before passing the value on.
  ///
  /// ```text
  /// self:   -a-b-|
  /// result: -a-b-|        doNext { log.append($0) }: log is [a, b]
  /// ```
  ///
  /// ![doNext { log.append($0) }: log is (a, b). self: a, b, then completed. result: a, b, then completed.](doNext.svg)
  ///
  /// Errors and completion pass through; `block` runs on the thread that
  /// delivers the value, once per subscription and value.
  ///
  /// - Parameter block: The side effect.
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal doNext:]`.
  @inlinable
  public func doNext(_ block: @escaping (Value) -> Void) -> RACSignal<Value> {
    // As RAC builds it: a map that runs the block and returns the value, on
    // RACSignal's own `map` stage.
    _mapStage("-doNext:") { value in
      block(value)
      return value
    }
  }

  /// Runs `block` with the receiver's error before passing it on.
  ///
  /// ```text
  /// self:   -a-#
  /// result: -a-#          doError: runs at 3
  /// ```
  ///
  /// ![doError: runs at 3. self: a, then error. result: a, then error.](doError.svg)
  ///
  /// The subscription to the receiver is disposed, then `block` runs, then
  /// the error is sent. Not run on completion or disposal.
  ///
  /// - Parameter block: The side effect.
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal doError:]`.
  @inlinable
  public func doError(_ block: @escaping (any Error) -> Void) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-doError:", arguments: ()) { downstream, _ in
      _RACTerminalEffectSink(downstream, onError: block, onCompleted: nil)
    }
  }

  /// Runs `block` when the receiver completes, before passing completion
  /// on.
  ///
  /// ```text
  /// self:   -a-|
  /// result: -a-|          doCompleted: runs at 3
  /// ```
  ///
  /// ![doCompleted: runs at 3. self: a, then completed. result: a, then completed.](doCompleted.svg)
  ///
  /// The subscription to the receiver is disposed, then `block` runs, then
  /// completion is sent. Not run on error or disposal.
  ///
  /// - Parameter block: The side effect.
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal doCompleted:]`.
  @inlinable
  public func doCompleted(_ block: @escaping () -> Void) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-doCompleted:", arguments: ()) { downstream, _ in
      _RACTerminalEffectSink(downstream, onError: nil, onCompleted: block)
    }
  }

  /// Runs `block` for each subscription, before subscribing to the
  /// receiver.
  ///
  /// ```text
  /// self:   -a-|
  /// result: ^a-|          initially: runs at 0, before the subscription
  /// ```
  ///
  /// ![initially: runs at 0, before the subscription. self: a, then completed. result: subscribed, a, then completed.](initially.svg)
  ///
  /// `block` runs on the subscribing thread, once per subscription, even if
  /// the subscription is disposed at once.
  ///
  /// - Parameter block: The side effect.
  /// - Returns: The receiver, with `block` run before each subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal initially:]`.
  public func initially(_ block: @escaping () -> Void) -> RACSignal<Value> {
    // As RAC builds it: a deferred signal that runs the block, then
    // subscribes to the receiver.
    RACSignal.defer { [self] in
      block()
      return self
    }._setName(.derived(from: self, "-initially:"))
  }

  /// Runs `block` when the receiver completes or fails, before passing the
  /// event on.
  ///
  /// ```text
  /// self:   -a-#
  /// result: -a-#          finally: runs at 3
  /// ```
  ///
  /// ![finally: runs at 3. self: a, then error. result: a, then error.](finally.svg)
  ///
  /// The subscription to the receiver is disposed, then `block` runs, then
  /// the event is sent. Disposal does NOT run it: a subscription disposed
  /// before the receiver ends never calls `block`.
  ///
  /// - Parameter block: The side effect.
  /// - Returns: The receiver's events, unchanged.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal finally:]`.
  @inlinable
  public func finally(_ block: @escaping () -> Void) -> RACSignal<Value> {
    _RACSinkSignal(self, selector: "-finally:", arguments: ()) { downstream, _ in
      _RACTerminalEffectSink(downstream, onError: { _ in block() }, onCompleted: block)
    }
  }
}
