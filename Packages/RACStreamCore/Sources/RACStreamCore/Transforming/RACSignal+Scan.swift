import RACDisposables

extension RACSignal {
  /// Combines each value with a running result and sends every new result.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -1-3-6-|  scan(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![The scan marble diagram](scan.svg)
  ///
  /// Each subscription starts again from `startingValue`.
  ///
  /// - Parameters:
  ///   - startingValue: The initial running result.
  ///   - reduceBlock: Combines the running result and a value.
  /// - Returns: A signal of running results.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream scanWithStart:reduce:]`.
  @inlinable
  public func scan<R>(
    withStart startingValue: R,
    reduce reduceBlock: @escaping (R, Value) -> R
  ) -> RACSignal<R> {
    _RACSinkSignal(
      self, selector: "-scanWithStart: ", argument: startingValue, suffix: " reduce:",
      arguments: (startingValue, reduceBlock)
    ) { downstream, arguments in
      _RACScanSink(downstream, arguments.0, arguments.1)
    }
  }

  /// Combines each value and its index with a running result and sends
  /// every new result.
  ///
  /// ```text
  /// self:   -1-1-2-|
  /// result: -2-3-8-|  scan(withStart: 2) { running, next, index in running * next + index }
  /// ```
  ///
  /// ![The scan-index marble diagram](scan-index.svg)
  ///
  /// Each subscription starts again from `startingValue` and index 0.
  ///
  /// - Parameters:
  ///   - startingValue: The initial running result.
  ///   - reduceBlock: Combines the running result, a value and its index.
  /// - Returns: A signal of running results.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream scanWithStart:reduceWithIndex:]`.
  @inlinable
  public func scan<R>(
    withStart startingValue: R,
    reduceWithIndex reduceBlock: @escaping (R, Value, Int) -> R
  ) -> RACSignal<R> {
    _RACSinkSignal(
      self, selector: "-scanWithStart: ", argument: startingValue, suffix: " reduceWithIndex:",
      arguments: (startingValue, reduceBlock)
    ) { downstream, arguments in
      _RACScanIndexSink(downstream, arguments.0, arguments.1)
    }
  }
}

@usableFromInline
final class _RACScanSink<Value, R>: _RACSink<Value, R>, @unchecked Sendable {
  // Safety: `running` is touched only by serialized events.
  @exclusivity(unchecked) private var running: R
  private let reduce: (R, Value) -> R

  @usableFromInline
  init(_ downstream: any RACSubscriber<R>, _ start: R, _ reduce: @escaping (R, Value) -> R) {
    running = start
    self.reduce = reduce
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    running = reduce(running, value)
    downstream.sendNext(running)
  }
}

/// A running fold with an index: what `scan(withStart:reduceWithIndex:)`
/// sends after each value, and what `aggregate` sends at the end (RAC
/// builds `-aggregateWithStart:reduceWithIndex:` on
/// `-scanWithStart:reduceWithIndex:`). Held inline by its sink.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACFold<Value, R> {
  /// The result so far.
  public var running: R { _running }
  @usableFromInline var _running: R
  @usableFromInline var index = 0
  @usableFromInline let reduce: (R, Value, Int) -> R

  /// A fold starting from `start`.
  @inlinable
  public init(_ start: R, _ reduce: @escaping (R, Value, Int) -> R) {
    _running = start
    self.reduce = reduce
  }

  /// Folds `value` in and returns the new result.
  @inlinable
  public mutating func fold(_ value: Value) -> R {
    _running = reduce(_running, value, index)
    index += 1
    return _running
  }
}

@usableFromInline
final class _RACScanIndexSink<Value, R>: _RACSink<Value, R>, @unchecked Sendable {
  // Safety: `state` is touched only by serialized events.
  @exclusivity(unchecked) private var state: _RACFold<Value, R>

  @usableFromInline
  init(_ downstream: any RACSubscriber<R>, _ start: R, _ reduce: @escaping (R, Value, Int) -> R) {
    state = _RACFold(start, reduce)
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    downstream.sendNext(state.fold(value))
  }
}
