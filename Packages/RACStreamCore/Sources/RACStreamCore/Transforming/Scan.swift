import RACDisposables

/// `scan(withStart:reduce:)` and its indexed form: sends the running value
/// after each value.
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
