// RACSignal's entry points for the transforming operators. `map` is a stage
// (`_mapStage(_:_:)`, Kernel/_RACSinkSignal.swift; its sink in Map.swift),
// `scan` runs its own sink (Scan.swift), and `mapReplace(_:)` and
// `reduceEach(_:)` are `map`s: RAC 2.5 builds them on RACStream's `map`, a
// `-bind:` that would make and subscribe a signal per value
// (Docs/Decisions.md, "RACSignalOperators: transform, filter, side
// effects"). RACSequence runs the generic algorithms
// (RACStream+Transforming.swift).

extension RACSignal {
  /// Replaces every value with `value`.
  ///
  /// ```text
  /// self:   -a-b-c-|
  /// result: -x-x-x-|      mapReplace(x)
  /// ```
  ///
  /// ![mapReplace(x). self: a, b, c, then completed. result: x, x, x, then completed.](mapReplace.svg)
  ///
  /// Errors and completion pass through; disposing the result disposes the
  /// subscription to the receiver.
  ///
  /// - Parameter value: The value every value of the receiver becomes.
  /// - Returns: A signal of `value`, once per value of the receiver.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream mapReplace:]`.
  @inlinable
  public func mapReplace<U>(_ value: U) -> RACSignal<U> {
    // RAC's `map` with a constant block, on RACSignal's own `map` (a stage,
    // which also sends inline on a source that does): the generic
    // algorithm's `map` would make and subscribe a `return` signal per
    // value. Its stage is `map`'s, named as RAC names it by the stage
    // signal's initializer with an argument, with no closure made for the
    // name.
    _RACStageSignal(
      self, selector: "-mapReplace: ", argument: value, stage: _RACTransform { _ in value },
      step: { transform, value, next in next(transform.apply(value)) }
    ) { downstream, transform in
      _RACMapSink(downstream, transform)
    }
  }

  /// Unpacks each tuple value into the arguments of `block` and sends what
  /// it returns.
  ///
  /// ```text
  /// self:   -a-b-|        a = (1, 2), b = (3, 4)
  /// result: -3-7-|        reduceEach { x, y in x + y }
  /// ```
  ///
  /// ![a = (1, 2), b = (3, 4); reduceEach { x, y in x + y }. self: a, b, then completed. result: 3, 7, then completed.](reduceEach.svg)
  ///
  /// Errors and completion pass through. A tuple of any arity works.
  ///
  /// - Parameter block: Combines the elements of one tuple.
  /// - Returns: A signal of the combined values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream reduceEach:]`.
  @inlinable
  public func reduceEach<each T, U>(_ block: @escaping (repeat each T) -> U) -> RACSignal<U>
  where Value == (repeat each T) {
    // RAC's `map` unpacking the tuple, on RACSignal's own `map` (see
    // `mapReplace(_:)`).
    _mapStage("-reduceEach:") { (tuple: Value) in block(repeat each tuple) }
  }
}

extension RACSignal {
  /// Maps each value with `block`.
  ///
  /// ```text
  /// self:   -1-2-3-|
  /// result: -2-4-6-|     map { $0 * 2 }
  /// ```
  ///
  /// ![map { $0 * 2 }. self: 1, 2, 3, then completed. result: 2, 4, 6, then completed.](map.svg)
  ///
  /// A block that ends the receiver re-entrantly (it completes the subject
  /// it maps) has its result dropped, as RAC's `-bind:` drops it: nothing
  /// follows the terminal event.
  ///
  /// - Parameter block: The transform.
  /// - Returns: A signal of the transformed values.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream map:]`.
  @inlinable
  public func map<U>(_ block: @escaping (Value) -> U) -> RACSignal<U> {
    _mapStage("-map:", block)
  }
}

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
      _RACScanSink(downstream, arguments.0, arguments.1) { running, value, reduce, sink in
        running = reduce(running, value)
        // RAC's -bind: drops the block's result when the block ended the
        // receiver re-entrantly.
        if sink.ended { return }
        sink.downstream.sendNext(running)
      }
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
  /// Each subscription starts again from `startingValue` and index 0. The
  /// index advances before `reduceBlock` runs, as RAC's `index++`: a value
  /// the block sends back into the receiver gets the next index.
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
      _RACScanIndexSink(downstream, arguments.0, arguments.1) { running, value, index, reduce, sink in
        running = reduce(running, value, index)
        // RAC's -bind: drops the block's result when the block ended the
        // receiver re-entrantly.
        if sink.ended { return }
        sink.downstream.sendNext(running)
      }
    }
  }
}
