import RACDisposables
import RACStreamCore

// The higher-order family: signals of signals, and errors turned into
// signals. `flatten()` and `flattenMap(_:)` are RACStreamCore's.

extension RACSignal {
  /// Merges the signals the receiver sends, at most `maxConcurrent` at a
  /// time.
  ///
  /// ```text
  /// self:   -a-b-c----|  flatten(2)
  /// a:       -1---2|
  /// b:         -3-|
  /// c:            -5|    (subscribed when b completes)
  /// result: --1-3-25--|
  /// ```
  ///
  /// ![flatten(2); (subscribed when b completes). self: a, b, c, then completed. a: 1, 2, then completed. b: 3, then completed. c: 5, then completed. result: 1, 3, 2, 5, then completed.](flatten-limited.svg)
  ///
  /// An inner signal that arrives while `maxConcurrent` are running waits in
  /// a queue; when a running one completes, the oldest waiting one is
  /// subscribed to. `0` means no limit (``flatten()``),
  /// `1` one at a time (``concat()``). The result completes when the
  /// receiver and every inner signal have completed; an error from any of
  /// them ends it at once and disposes every subscription, and signals
  /// still waiting are never subscribed to. Values are delivered on the
  /// threads the inner signals send them from, one at a time.
  ///
  /// - Parameter maxConcurrent: How many inner signals may run at once;
  ///   `0` for no limit. Must not be negative.
  /// - Returns: A signal of the values of the inner signals.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal flatten:]`.
  public func flatten<U>(_ maxConcurrent: Int) -> RACSignal<U> where Value: RACSignal<U> {
    precondition(maxConcurrent >= 0, "RACSignal.flatten(_:): maxConcurrent must not be negative")
    return _RACFlattenLimitedSignal<Value, U>(
      self, arguments: maxConcurrent, selector: "-flatten: ", argument: maxConcurrent)
  }

  /// Concatenates the signals the receiver sends: each is subscribed to when
  /// the one before it completes.
  ///
  /// ```text
  /// self:   -a-b------|
  /// a:       -1-2|
  /// b:           -3|    (subscribed when a completes)
  /// result: --1-2-3---|
  /// ```
  ///
  /// ![(subscribed when a completes). self: a, b, then completed. a: 1, 2, then completed. b: 3, then completed. result: 1, 2, 3, then completed.](concat.svg)
  ///
  /// `flatten(1)`: signals that arrive while one runs wait in order. The
  /// result completes when the receiver and every inner signal have
  /// completed; an error from any ends it at once.
  ///
  /// - Returns: A signal of the values of the inner signals, one signal
  ///   after the other.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal concat]`.
  public func concat<U>() -> RACSignal<U> where Value: RACSignal<U> {
    _RACFlattenLimitedSignal<Value, U>(self, arguments: 1, selector: "-concat")
  }

  /// Passes on the values of the latest signal the receiver sent only.
  ///
  /// ```text
  /// self:   -a---b--|
  /// a:      -^1-2!
  /// b:      -----^4--5|
  /// result: --1-2-4--5|  (a is disposed when b arrives)
  /// ```
  ///
  /// ![(a is disposed when b arrives). self: a, b, then completed. a: subscribed, 1, 2, then disposed. b: subscribed, 4, 5, then completed. result: 1, 2, 4, 5, then completed.](switchToLatest.svg)
  ///
  /// When a new inner signal arrives it is subscribed to first, then the
  /// previous one is disposed, as in ReactiveCocoa 2.5; what the previous
  /// one sends meanwhile (from the new one's subscription, say) still
  /// passes, an error included. Each inner signal
  /// is subscribed to afresh (a cold one starts again). The result completes
  /// when the receiver and the latest inner signal have completed; an error
  /// from the receiver or the current inner signal ends it at once and
  /// disposes the rest. Disposing the result disposes the current inner
  /// subscription, then the receiver's. Values are delivered on the inner
  /// signal's thread; nothing is allocated per value.
  ///
  /// - Returns: A signal of the values of the latest inner signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal switchToLatest]`.
  public func switchToLatest<U>() -> RACSignal<U> where Value: RACSignal<U> {
    _RACSwitchToLatestSignal<Value, U>(self, arguments: (), selector: "-switchToLatest")
  }

  /// Switches to the signal of the latest key `signal` sends: the case for
  /// that key, else `defaultSignal`.
  ///
  /// ```text
  /// signal: -a--b--c--|
  /// result: --1--2--0-|     cases: a → -1|, b → -2|; default: -0|
  /// ```
  ///
  /// ![cases: a → -1|, b → -2|; default: -0|. signal: a, b, c, then completed. result: 1, 2, 0, then completed.](switch.svg)
  ///
  /// `signal.map { cases[$0] ?? defaultSignal }.switchToLatest()`: see
  /// ``switchToLatest()`` for completion, errors and disposal. A key with no
  /// case and no default sends `RACSignalError.noMatchingCase` (describing
  /// the key).
  ///
  /// - Parameters:
  ///   - signal: The keys.
  ///   - cases: The signal of each key.
  ///   - defaultSignal: The signal of keys with no case; `nil` for none.
  /// - Returns: A signal of the values of the latest selected signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal switch:cases:default:]`.
  public static func `switch`<Key: Hashable>(
    _ signal: RACSignal<Key>,
    cases: [Key: RACSignal<Value>],
    default defaultSignal: RACSignal<Value>? = nil
  ) -> RACSignal<Value> {
    let copy = cases
    return signal.map { key -> RACSignal<Value> in
      if let selected = copy[key] ?? defaultSignal { return selected }
      return .error(RACSignalError.noMatchingCase(String(describing: key)))
    }
    .switchToLatest()
    ._setName(
      .lazy {
        "+switch: \(signal.name) cases: \(copy.mapValues(\.name)) default: \(defaultSignal?.name ?? "nil")"
      })
  }

  /// Switches between two signals by the latest Boolean `boolSignal` sends.
  ///
  /// ```text
  /// bool:   -t---f---|  t = true, f = false
  /// then:   -^1-1!
  /// else:   -----^0|
  /// result: --1-1-0--|
  /// ```
  ///
  /// ![t = true, f = false. bool: t, f, then completed. then: subscribed, 1, 1, then disposed. else: subscribed, 0, then completed. result: 1, 1, 0, then completed.](if.svg)
  ///
  /// `boolSignal.map { $0 ? trueSignal : falseSignal }.switchToLatest()`:
  /// see ``switchToLatest()`` for completion, errors and disposal.
  ///
  /// - Parameters:
  ///   - boolSignal: The conditions.
  ///   - trueSignal: The signal while the latest condition is `true`.
  ///   - falseSignal: The signal while it is `false`.
  /// - Returns: A signal of the values of the latest selected signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal if:then:else:]`.
  public static func `if`(
    _ boolSignal: RACSignal<Bool>,
    then trueSignal: RACSignal<Value>,
    else falseSignal: RACSignal<Value>
  ) -> RACSignal<Value> {
    boolSignal.map { $0 ? trueSignal : falseSignal }
      .switchToLatest()
      ._setName(.lazy { "+if: \(boolSignal.name) then: \(trueSignal.name) else: \(falseSignal.name)" })
  }

  /// On an error, continues with the signal `block` makes from it.
  ///
  /// ```text
  /// self:   -a-#
  /// block:     -x-|
  /// result: -a--x-|
  /// ```
  ///
  /// ![self: a, then error. block: x, then completed. result: a, x, then completed.](catch.svg)
  ///
  /// The same subscriber is subscribed to the returned signal, whose events
  /// then pass on unchanged (its error too). Values and completion of the
  /// receiver pass through. Disposing the result disposes the returned
  /// signal's subscription, then the receiver's.
  ///
  /// The subscriber is handed one disposable for the whole subscription,
  /// the returned signal's included, before any event; once it is disposed
  /// nothing more is delivered, even while a returned signal that sends at
  /// once is still being subscribed to, and an ending operator downstream
  /// (`take(1)`, say) ends the returned signal too.
  ///
  /// - Parameter block: Makes the signal to continue with from the error.
  /// - Returns: A signal that recovers from the receiver's error.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal catch:]`.
  public func `catch`(_ block: @escaping (any Error) -> RACSignal<Value>) -> RACSignal<Value> {
    _RACOwningSinkSignal(self, selector: "-catch:", arguments: ()) { downstream, _ in
      let sink = _RACCatchSink(downstream, block)
      return (sink, sink)
    }
  }

  /// On an error, continues with `signal`: `catch { _ in signal }`.
  ///
  /// ```text
  /// self:   -a-#
  /// signal:    -x-|
  /// result: -a--x-|
  /// ```
  ///
  /// ![self: a, then error. signal: x, then completed. result: a, x, then completed.](catchTo.svg)
  ///
  /// Errors, completion and disposal as ``catch(_:)``.
  ///
  /// - Parameter signal: The signal to continue with.
  /// - Returns: A signal that recovers from the receiver's error.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal catchTo:]`.
  public func `catch`(to signal: RACSignal<Value>) -> RACSignal<Value> {
    _RACOwningSinkSignal(self, selector: "-catchTo: ", argument: _RACNameOf(signal), arguments: ()) { downstream, _ in
      let sink = _RACCatchSink(downstream) { _ in signal }
      return (sink, sink)
    }
  }

  /// Passes each value on after `block` accepts it; an error `block`
  /// throws ends the signal.
  ///
  /// ```text
  /// self:   ^1-[2!]
  /// result: -1-#     try { if $0 == 2 { throw error } }
  /// ```
  ///
  /// ![try { if $0 == 2 { throw error } }. self: subscribed, 1, then 2 and disposed in one tick. result: 1, then error.](try.svg)
  ///
  /// On a thrown error the receiver's subscription is disposed and the
  /// error sent. Errors and completion of the receiver pass through.
  /// Values are delivered on the receiver's thread.
  ///
  /// - Parameter block: Checks a value; throws to fail the signal.
  /// - Returns: A signal of the accepted values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal try:]`.
  public func `try`(_ block: @escaping (Value) throws -> Void) -> RACSignal<Value> {
    // `tryMap` with the value itself, as RAC builds `-try:` on the same
    // pattern as `-tryMap:`; the wrapping block is made once, here.
    let check: (Value) throws -> Value = { value in
      try block(value)
      return value
    }
    return _RACSinkSignal(self, selector: "-try:", arguments: ()) { downstream, _ in
      _RACTryMapSink(downstream, check)
    }
  }

  /// Maps each value with `block`; an error `block` throws ends the signal.
  ///
  /// ```text
  /// self:   ^2-4-[0!]
  /// result: -4-2-#     tryMap { 8 / $0 }, throwing on 0
  /// ```
  ///
  /// ![tryMap { 8 / $0 }, throwing on 0. self: subscribed, 2, 4, then 0 and disposed in one tick. result: 4, 2, then error.](tryMap.svg)
  ///
  /// On a thrown error the receiver's subscription is disposed and the
  /// error sent. Errors and completion of the receiver pass through.
  /// Values are delivered on the receiver's thread.
  ///
  /// - Parameter block: Maps a value; throws to fail the signal.
  /// - Returns: A signal of the mapped values.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal tryMap:]`.
  public func tryMap<U>(_ block: @escaping (Value) throws -> U) -> RACSignal<U> {
    _RACSinkSignal(self, selector: "-tryMap:", arguments: ()) { downstream, _ in
      _RACTryMapSink(downstream, block)
    }
  }
}
