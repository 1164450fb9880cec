import RACDisposables

extension RACSignal {
  /// Combines each value with a running result and sends every new result.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -1-3-6-|  scan(withStart: 0, reduce: +)
  /// ```
  ///
  /// ![scan(withStart: 0, reduce: +). self: 1, 2, 3, then completed. result: 1, 3, 6, then completed.](scan.svg)
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
  /// ![scan(withStart: 2) { running, next, index in running * next + index }. self: 1, 1, 2, then completed. result: 2, 3, 8, then completed.](scan-index.svg)
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

/// `scan(withStart:reduceWithIndex:)`'s sink; also the first stage of
/// `aggregate` (RACSignalOperators), which RAC builds on `scan`.
///
/// Not API: public for the library's higher layers.
public final class _RACScanIndexSink<Value, R>: _RACSink<Value, R>, @unchecked Sendable {
  // Safety: `running` and `index` are touched only by serialized events.
  @exclusivity(unchecked) private var running: R
  @exclusivity(unchecked) private var index = 0
  private let reduce: (R, Value, Int) -> R

  /// Creates the sink: sends `reduce`'s running result for each value,
  /// starting from `start`.
  public init(_ downstream: any RACSubscriber<R>, _ start: R, _ reduce: @escaping (R, Value, Int) -> R) {
    running = start
    self.reduce = reduce
    super.init(downstream)
  }

  /// Folds the value in and sends the result.
  public override func sendNext(_ value: Value) {
    running = reduce(running, value, index)
    index += 1
    downstream.sendNext(running)
  }
}
