import RACDisposables
import RACStreamCore

// `reduceApply()` on signals of tuples `(block, arguments…)`. Swift 6.3 cannot
// take the tail of a tuple as a parameter pack (`(F, repeat each A)` cannot be
// split), so there is one overload per number of arguments, 1…6
// (Docs/Decisions.md).

extension RACSignal {
  /// Calls the block each tuple carries with the 1 argument that follows it, and
  /// sends the result.
  ///
  /// ```text
  /// self:   -a-b-|        a = ({ $0 + 1 }, 2), b = ({ $0 * 2 }, 3)
  /// result: -3-6-|
  /// ```
  ///
  /// ![a = ({ $0 + 1 }, 2), b = ({ $0 * 2 }, 3). self: a, b, then completed. result: 3, 6, then completed.](reduceApply-1.svg)
  ///
  /// Errors and completion pass through. Each tuple may carry a different
  /// block.
  ///
  /// - Returns: A signal of the blocks' results.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal reduceApply]`.
  @inlinable
  public func reduceApply<A, R>() -> RACSignal<R>
  where Value == ((A) -> R, A) {
    _mapStage("-reduceApply") { $0.0($0.1) }
  }

  /// Calls the block each tuple carries with the 2 arguments that follow it, and
  /// sends the result.
  ///
  /// ```text
  /// self:   -a-b-|        a = (+, 1, 2), b = (*, 2, 3)
  /// result: -3-6-|
  /// ```
  ///
  /// ![a = (+, 1, 2), b = (*, 2, 3). self: a, b, then completed. result: 3, 6, then completed.](reduceApply-2.svg)
  ///
  /// Errors and completion pass through. Each tuple may carry a different
  /// block.
  ///
  /// - Returns: A signal of the blocks' results.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal reduceApply]`.
  @inlinable
  public func reduceApply<A, B, R>() -> RACSignal<R>
  where Value == ((A, B) -> R, A, B) {
    _mapStage("-reduceApply") { $0.0($0.1, $0.2) }
  }

  /// Calls the block each tuple carries with the 3 arguments that follow it, and
  /// sends the result.
  ///
  /// ```text
  /// self:   -a-|          a = ({ $0 + $1 + $2 }, 1, 1, 1)
  /// result: -3-|
  /// ```
  ///
  /// ![a = ({ $0 + $1 + $2 }, 1, 1, 1). self: a, then completed. result: 3, then completed.](reduceApply-3.svg)
  ///
  /// Errors and completion pass through. Each tuple may carry a different
  /// block.
  ///
  /// - Returns: A signal of the blocks' results.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal reduceApply]`.
  @inlinable
  public func reduceApply<A, B, C, R>() -> RACSignal<R>
  where Value == ((A, B, C) -> R, A, B, C) {
    _mapStage("-reduceApply") { $0.0($0.1, $0.2, $0.3) }
  }

  /// Calls the block each tuple carries with the 4 arguments that follow it, and
  /// sends the result.
  ///
  /// ```text
  /// self:   -a-|          a = ({ $0 + $1 + $2 + $3 }, 1, 1, 1, 1)
  /// result: -4-|
  /// ```
  ///
  /// ![a = ({ $0 + $1 + $2 + $3 }, 1, 1, 1, 1). self: a, then completed. result: 4, then completed.](reduceApply-4.svg)
  ///
  /// Errors and completion pass through. Each tuple may carry a different
  /// block.
  ///
  /// - Returns: A signal of the blocks' results.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal reduceApply]`.
  @inlinable
  public func reduceApply<A, B, C, D, R>() -> RACSignal<R>
  where Value == ((A, B, C, D) -> R, A, B, C, D) {
    _mapStage("-reduceApply") { $0.0($0.1, $0.2, $0.3, $0.4) }
  }

  /// Calls the block each tuple carries with the 5 arguments that follow it, and
  /// sends the result.
  ///
  /// ```text
  /// self:   -a-|          a = ({ $0 + $1 + $2 + $3 + $4 }, 1, 1, 1, 1, 1)
  /// result: -5-|
  /// ```
  ///
  /// ![a = ({ $0 + $1 + $2 + $3 + $4 }, 1, 1, 1, 1, 1). self: a, then completed. result: 5, then completed.](reduceApply-5.svg)
  ///
  /// Errors and completion pass through. Each tuple may carry a different
  /// block.
  ///
  /// - Returns: A signal of the blocks' results.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal reduceApply]`.
  @inlinable
  public func reduceApply<A, B, C, D, E, R>() -> RACSignal<R>
  where Value == ((A, B, C, D, E) -> R, A, B, C, D, E) {
    _mapStage("-reduceApply") { $0.0($0.1, $0.2, $0.3, $0.4, $0.5) }
  }

  /// Calls the block each tuple carries with the 6 arguments that follow it, and
  /// sends the result.
  ///
  /// ```text
  /// self:   -a-|          a = ({ $0 + $1 + $2 + $3 + $4 + $5 }, 1, 1, 1, 1, 1, 1)
  /// result: -6-|
  /// ```
  ///
  /// ![a = ({ $0 + $1 + $2 + $3 + $4 + $5 }, 1, 1, 1, 1, 1, 1). self: a, then completed. result: 6, then completed.](reduceApply-6.svg)
  ///
  /// Errors and completion pass through. Each tuple may carry a different
  /// block.
  ///
  /// - Returns: A signal of the blocks' results.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal reduceApply]`.
  @inlinable
  public func reduceApply<A, B, C, D, E, F, R>() -> RACSignal<R>
  where Value == ((A, B, C, D, E, F) -> R, A, B, C, D, E, F) {
    _mapStage("-reduceApply") { $0.0($0.1, $0.2, $0.3, $0.4, $0.5, $0.6) }
  }
}
