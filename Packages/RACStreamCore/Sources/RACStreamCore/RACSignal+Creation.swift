import RACDisposables
import RACSchedulers

extension RACSignal {
  /// A signal that completes at once, with no value.
  ///
  /// ```text
  /// |
  /// ```
  ///
  /// ![the signal: completed.](empty.svg)
  ///
  /// - Returns: The empty signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal empty]` (`RACEmptySignal`).
  public static func empty() -> RACSignal<Value> {
    _RACEmptySignal()
  }

  /// A signal that sends `value`, then completes.
  ///
  /// ```text
  /// [a|]
  /// ```
  ///
  /// ![the signal: a and completed in one tick.](return.svg)
  ///
  /// - Parameter value: The value.
  /// - Returns: A signal of one value.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal return:]` (`RACReturnSignal`).
  @inlinable
  public static func `return`(_ value: Value) -> RACSignal<Value> {
    _RACReturnSignal(value)
  }

  /// A signal that fails at once with `error`.
  ///
  /// ```text
  /// #
  /// ```
  ///
  /// ![the signal: error.](error.svg)
  ///
  /// - Parameter error: The error.
  /// - Returns: A failing signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal error:]` (`RACErrorSignal`).
  public static func error(_ error: any Error) -> RACSignal<Value> {
    _RACErrorSignal(error)
  }

  /// A signal that never sends anything.
  ///
  /// ```text
  /// ------
  /// ```
  ///
  /// ![the signal: nothing.](never.svg)
  ///
  /// - Returns: A silent signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal never]`.
  public static func never() -> RACSignal<Value> {
    _RACNeverSignal()
  }

  /// A signal that calls `block` for each subscription and subscribes to the
  /// signal it returns: postpones the creation of a signal, and its side
  /// effects, until it is subscribed to.
  ///
  /// ```text
  /// block(): ^a-b-|
  /// result:  ^a-b-|
  /// ```
  ///
  /// ![block(): subscribed, a, b, then completed. result: subscribed, a, b, then completed.](defer.svg)
  ///
  /// - Parameter block: Makes the signal to subscribe to.
  /// - Returns: A deferred signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal defer:]`.
  public static func `defer`(_ block: @escaping () -> RACSignal<Value>) -> RACSignal<Value> {
    _RACDeferSignal(block)
  }
}

/// `+empty`: completes on subscription.
final class _RACEmptySignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: no state of its own.
  override init() {
    super.init()
    _sendsInline = true
  }

  override func _customName() -> String {
    "+empty"
  }

  // RACScheduler.subscription runs its block at once (Docs/Decisions.md), so
  // the event is sent directly: no closure to allocate per subscription.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    subscriber.sendCompleted()
    return _racFinishedDisposable
  }

  override func _sendInline(_ next: (Value) -> Void) -> Bool {
    true
  }
}

/// `+return:`: sends its value and completes on subscription.
@usableFromInline
final class _RACReturnSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: the value is immutable.
  let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
    super.init()
    _sendsInline = true
  }

  override func _customName() -> String {
    "+return: \(value)"
  }

  // Sent directly, as `_RACEmptySignal` does.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    subscriber.sendNext(value)
    subscriber.sendCompleted()
    return _racFinishedDisposable
  }

  override func _sendInline(_ next: (Value) -> Void) -> Bool {
    next(value)
    return true
  }
}

/// `+error:`: fails on subscription.
final class _RACErrorSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: the error is immutable.
  let error: any Error

  init(_ error: any Error) {
    self.error = error
    super.init()
  }

  override func _customName() -> String {
    "+error: \(error)"
  }

  // Sent directly, as `_RACEmptySignal` does.
  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    subscriber.sendError(error)
    return _racFinishedDisposable
  }
}

/// `+never`: hands the subscriber a disposable and sends nothing.
final class _RACNeverSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: no state of its own.
  override init() { super.init() }

  override func _customName() -> String {
    "+never"
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    return disposable
  }
}

/// `+defer:`: each subscription subscribes the subscriber directly to the
/// signal the block makes, which hands it its own disposable and delivers
/// its events itself: no passthrough subscriber, no gate stands between
/// them.
final class _RACDeferSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable.
  let block: () -> RACSignal<Value>

  init(_ block: @escaping () -> RACSignal<Value>) {
    self.block = block
    super.init()
  }

  override func _customName() -> String {
    "+defer:"
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    block().subscribe(subscriber)
  }
}

/// The disposable returned by subscriptions that finished synchronously:
/// already disposed, shared, so that they allocate none.
@usableFromInline
let _racFinishedDisposable: RACDisposable = {
  let disposable = RACDisposable()
  disposable.dispose()
  return disposable
}()
