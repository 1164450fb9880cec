import RACDisposables

// The sinks of two stateless stages subscribed as one: a `map` or `filter`
// whose source is a `map` or `filter` (Docs/Internals.md, "Stateless stages
// fused in pairs"). Each passes a value through the first stage's block,
// then the second's, and passes on what comes out: the events the two
// stages' own sinks (`_RACMapSink`, `_RACFilterSink`) would have sent, with
// one object and one call of a sink per value instead of two. Errors,
// completion and the source's subscription pass through `_RACSink`'s
// forwarding, as they do through the two sinks. One kind per order of the
// two stages' kinds; the stages (`_RACStage`, `Kernel/_RACSinkSignal.swift`)
// make them.

/// `map` then `map`.
final class _RACMapMapSink<Input, Middle, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let first: _RACTransform<Input, Middle>
  let second: _RACTransform<Middle, Output>
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

  init(
    _ downstream: any RACSubscriber<Output>, _ first: _RACTransform<Input, Middle>,
    _ second: _RACTransform<Middle, Output>
  ) {
    self.first = first
    self.second = second
    super.init(downstream)
  }

  override func sendNext(_ value: Input) {
    let middle = first.apply(value)
    if ended { return }
    let transformed = second.apply(middle)
    if ended { return }
    downstream.sendNext(transformed)
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}

/// `map` then `filter`.
final class _RACMapFilterSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let transform: _RACTransform<Input, Output>
  let predicate: _RACPredicate<Output>
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

  init(
    _ downstream: any RACSubscriber<Output>, _ transform: _RACTransform<Input, Output>,
    _ predicate: _RACPredicate<Output>
  ) {
    self.transform = transform
    self.predicate = predicate
    super.init(downstream)
  }

  override func sendNext(_ value: Input) {
    let transformed = transform.apply(value)
    if ended { return }
    if predicate.test(transformed) && !ended { downstream.sendNext(transformed) }
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}

/// `filter` then `map`.
final class _RACFilterMapSink<Input, Output>: _RACSink<Input, Output>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let predicate: _RACPredicate<Input>
  let transform: _RACTransform<Input, Output>
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

  init(
    _ downstream: any RACSubscriber<Output>, _ predicate: _RACPredicate<Input>,
    _ transform: _RACTransform<Input, Output>
  ) {
    self.predicate = predicate
    self.transform = transform
    super.init(downstream)
  }

  override func sendNext(_ value: Input) {
    if !predicate.test(value) || ended { return }
    let transformed = transform.apply(value)
    if ended { return }
    downstream.sendNext(transformed)
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}

/// `filter` then `filter`.
final class _RACFilterFilterSink<Value>: _RACSink<Value, Value>, @unchecked Sendable {
  // Safety: immutable; events arrive serialized.
  let first: _RACPredicate<Value>
  let second: _RACPredicate<Value>
  /// Set by `willEnd()`; read after each block (Docs/Internals.md, "A block
  /// that ends its receiver"). Last: a byte, not a word.
  @exclusivity(unchecked) private var ended = false

  init(_ downstream: any RACSubscriber<Value>, _ first: _RACPredicate<Value>, _ second: _RACPredicate<Value>) {
    self.first = first
    self.second = second
    super.init(downstream)
  }

  override func sendNext(_ value: Value) {
    if first.test(value) && !ended && second.test(value) && !ended { downstream.sendNext(value) }
  }

  /// Records the end (see ``_RACSink/willEnd()``).
  override func willEnd() { ended = true }
}
