import RACDisposables
import RACStreamCore

// `not()`, `and()` and `or()`. Swift 6.3 cannot constrain every element of a
// parameter pack to `Bool`, so `and()`/`or()` exist on arrays of Bool and on
// Bool tuples of arity 2…6.

extension RACSignal where Value == Bool {
  /// Negates each value.
  ///
  /// ```text
  /// self:   -t-f-|
  /// result: -f-t-|        t = true, f = false
  /// ```
  ///
  /// ![t = true, f = false. self: t, f, then completed. result: f, t, then completed.](not.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the negated values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal not]`.
  @inlinable
  public func not() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-not", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { !$0 }
    }
  }
}

extension RACSignal where Value == [Bool] {
  /// Reduces each array of Bools with a logical AND.
  ///
  /// ```text
  /// self:   -x-y-|        x = [true, true], y = [true, false]
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (true, true), y = (true, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](and-array.svg)
  ///
  /// Errors and completion pass through. An empty array is a programming
  /// error (ReactiveCocoa asserts a non-empty tuple): it stops the program.
  ///
  /// - Returns: A signal of the conjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal and]`.
  @inlinable
  public func and() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-and", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { values in
        precondition(!values.isEmpty, "RACSignal.and(): the array must hold at least one Bool")
        return !values.contains(false)
      }
    }
  }

  /// Reduces each array of Bools with a logical OR.
  ///
  /// ```text
  /// self:   -x-y-|        x = [false, true], y = [false, false]
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (false, true), y = (false, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](or-array.svg)
  ///
  /// Errors and completion pass through. An empty array is a programming
  /// error (ReactiveCocoa asserts a non-empty tuple): it stops the program.
  ///
  /// - Returns: A signal of the disjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal or]`.
  @inlinable
  public func or() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-or", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { values in
        precondition(!values.isEmpty, "RACSignal.or(): the array must hold at least one Bool")
        return values.contains(true)
      }
    }
  }
}

extension RACSignal where Value == (Bool, Bool) {
  /// Reduces each tuple of 2 Bools with a logical AND.
  ///
  /// ```text
  /// self:   -x-y-|        x = (true, true), y = (true, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (true, true), y = (true, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](and-2.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the conjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal and]`.
  @inlinable
  public func and() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-and", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 && $0.1 }
    }
  }

  /// Reduces each tuple of 2 Bools with a logical OR.
  ///
  /// ```text
  /// self:   -x-y-|        x = (false, true), y = (false, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (false, true), y = (false, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](or-2.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the disjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal or]`.
  @inlinable
  public func or() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-or", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 || $0.1 }
    }
  }
}

extension RACSignal where Value == (Bool, Bool, Bool) {
  /// Reduces each tuple of 3 Bools with a logical AND.
  ///
  /// ```text
  /// self:   -x-y-|        x = (true, true, true), y = (true, true, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (true, true, true), y = (true, true, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](and-3.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the conjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal and]`.
  @inlinable
  public func and() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-and", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 && $0.1 && $0.2 }
    }
  }

  /// Reduces each tuple of 3 Bools with a logical OR.
  ///
  /// ```text
  /// self:   -x-y-|        x = (false, false, true), y = (false, false, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (false, false, true), y = (false, false, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](or-3.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the disjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal or]`.
  @inlinable
  public func or() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-or", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 || $0.1 || $0.2 }
    }
  }
}

extension RACSignal where Value == (Bool, Bool, Bool, Bool) {
  /// Reduces each tuple of 4 Bools with a logical AND.
  ///
  /// ```text
  /// self:   -x-y-|        x = (true, true, true, true), y = (true, true, true, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (true, true, true, true), y = (true, true, true, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](and-4.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the conjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal and]`.
  @inlinable
  public func and() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-and", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 && $0.1 && $0.2 && $0.3 }
    }
  }

  /// Reduces each tuple of 4 Bools with a logical OR.
  ///
  /// ```text
  /// self:   -x-y-|        x = (false, false, false, true), y = (false, false, false, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (false, false, false, true), y = (false, false, false, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](or-4.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the disjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal or]`.
  @inlinable
  public func or() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-or", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 || $0.1 || $0.2 || $0.3 }
    }
  }
}

extension RACSignal where Value == (Bool, Bool, Bool, Bool, Bool) {
  /// Reduces each tuple of 5 Bools with a logical AND.
  ///
  /// ```text
  /// self:   -x-y-|        x = (true, true, true, true, true), y = (true, true, true, true, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (true, true, true, true, true), y = (true, true, true, true, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](and-5.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the conjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal and]`.
  @inlinable
  public func and() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-and", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 && $0.1 && $0.2 && $0.3 && $0.4 }
    }
  }

  /// Reduces each tuple of 5 Bools with a logical OR.
  ///
  /// ```text
  /// self:   -x-y-|        x = (false, false, false, false, true), y = (false, false, false, false, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (false, false, false, false, true), y = (false, false, false, false, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](or-5.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the disjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal or]`.
  @inlinable
  public func or() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-or", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 || $0.1 || $0.2 || $0.3 || $0.4 }
    }
  }
}

extension RACSignal where Value == (Bool, Bool, Bool, Bool, Bool, Bool) {
  /// Reduces each tuple of 6 Bools with a logical AND.
  ///
  /// ```text
  /// self:   -x-y-|        x = (true, true, true, true, true, true), y = (true, true, true, true, true, false)
  /// result: -t-f-|        t = true, f = false
  /// ```
  ///
  /// ![x = (true, true, true, true, true, true), y = (true, true, true, true, true, false); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](and-6.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the conjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal and]`.
  @inlinable
  public func and() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-and", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 && $0.1 && $0.2 && $0.3 && $0.4 && $0.5 }
    }
  }

  /// Reduces each tuple of 6 Bools with a logical OR.
  ///
  /// ```text
  /// self:   -x-y-|  x = (false × 5, true), y = (false × 6)
  /// result: -t-f-|  t = true, f = false
  /// ```
  ///
  /// ![x = (false × 5, true), y = (false × 6); t = true, f = false. self: x, y, then completed. result: t, f, then completed.](or-6.svg)
  ///
  /// Errors and completion pass through.
  ///
  /// - Returns: A signal of the disjunctions.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal or]`.
  @inlinable
  public func or() -> RACSignal<Bool> {
    _RACSinkSignal(self, selector: "-or", arguments: ()) { downstream, _ in
      _RACMapSink(downstream) { $0.0 || $0.1 || $0.2 || $0.3 || $0.4 || $0.5 }
    }
  }
}
