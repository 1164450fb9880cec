import RACDisposables
import Synchronization

/// `flattenMap(_:)`'s and `flatten()`'s signal: a direct form of `-bind:`
/// without `stop`, on the multi-input kernel; `arguments` holds the block
/// that makes each inner signal.
final class _RACFlattenMapSignal<Value, U>: _RACOperatorSignal<Value, U, _RACFlattenBlock<Value, U>>,
  @unchecked Sendable
{
  // Safety: no stored properties of its own; its source and arguments are
  // _RACOperatorSignal's, immutable.
  override func subscribe(_ subscriber: any RACSubscriber<U>) -> RACDisposable {
    let state = _RACFlattenState(subscriber)
    state.subscribe(source, _RACFlattenOuterSink(state, arguments.make), joining: state.compound)
    return state.subscription
  }
}

/// `flattenMap`'s block, wrapped so that it keeps the abstraction the
/// source's input stores it at: passed bare as the signal's `Arguments`, it
/// would be read back through a reabstraction thunk, called on every value
/// (Docs/Internals.md, "Two ways to build an operator", on `_RACPredicate`).
struct _RACFlattenBlock<Value, U> {
  let make: (Value) -> RACSignal<U>
  init(_ make: @escaping (Value) -> RACSignal<U>) { self.make = make }
}

/// The state of one `flattenMap` or `bind` subscription, on the multi-input
/// kernel (Docs/Internals.md, "The multi-input kernel"): the source and the
/// inner signals are its inputs. It counts the signals still active and
/// follows RAC's `-bind:` to the letter: an error disposes every
/// subscription, then is sent; completion is sent when the last signal
/// completed, then every subscription is disposed; a completed inner
/// signal's subscription leaves the compound disposable, in constant time
/// (Docs/Internals.md, "Children in constant time").
///
/// What turns a source value into an inner signal is the source's input's
/// business (``_RACFlattenOuterSink``, or `bind`'s ``_RACBindOuterInput``).
final class _RACFlattenState<U>: _RACForwardingState<U>, @unchecked Sendable {
  // Safety: the disposables are immutable; the counter is atomic; the rest
  // is the kernel's.

  /// The source's and the live inner signals' subscriptions (held by the
  /// kernel's subscription).
  let compound = RACCompoundDisposable()
  /// The source plus every inner signal not yet completed.
  let active = Atomic<Int>(1)
  /// How many inline inner signals (`return`, `empty`) are being delivered,
  /// nested; touched only by the source's serialized events, which deliver
  /// them.
  @exclusivity(unchecked) private var inlineDepth = 0
  /// Where the source's subscription sits in `compound`, when the source's
  /// side ended during an inline delivery (from a callback of the value,
  /// re-entrantly): it ends once the delivery is over. RAC counts a
  /// `return:` signal as active until it completes, after its value's
  /// callbacks, so the result cannot complete inside them.
  @exclusivity(unchecked) private var deferredSourceEnd: RACCompoundDisposable.Token?

  init(_ downstream: any RACSubscriber<U>) {
    super.init(downstream, disposing: [compound])
  }

  override func innerFailed(_ error: any Error) {
    fail(error)
  }

  override func innerCompleted(_ input: _RACInput<U>) {
    complete(leaving: input)
  }

  /// An error from any input: every subscription goes, then the error.
  func fail(_ error: any Error) {
    compound.dispose()
    receive(.error(error))
  }

  /// One of the signals completed; `input` is its input, whose
  /// subscription leaves the compound disposable unless everything
  /// completed.
  func complete(leaving input: _RACInput<some Any>) {
    if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
      sendCompletedEvent()
      compound.dispose()
    } else {
      input.leave()
    }
  }

  /// The source's side ended now; `token` is where its subscription sits
  /// in the compound disposable (see ``endSource(removing:)``).
  private func complete(removing token: RACCompoundDisposable.Token) {
    if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
      sendCompletedEvent()
      compound.dispose()
    } else {
      compound.remove(token)
    }
  }

  /// Out of line: the event is built only when everything completed.
  @inline(never)
  private func sendCompletedEvent() {
    receive(.completed)
  }

  /// Subscribes to an inner signal, which counts as active until it
  /// completes.
  @inline(__always)
  func add(_ signal: RACSignal<U>) {
    // An inner `return(x)` or `empty()` only sends x (or nothing) and
    // completes, at once: take its value without an inner subscriber. The
    // source is still active, and its side's end waits for the delivery
    // (`endSource(removing:)`), so the result's completion cannot be due.
    inlineDepth &+= 1
    let sentInline = signal._sendInline({ deliver($0) })
    inlineDepth &-= 1
    if sentInline {
      if inlineDepth == 0, let token = deferredSourceEnd {
        deferredSourceEnd = nil
        if !compound.isDisposed { complete(removing: token) }
      }
      return
    }
    active.add(1, ordering: .acquiringAndReleasing)
    subscribe(signal, innerInput(), joining: compound)
  }

  /// The source's side ended (it completed, or `bind`'s binding function
  /// stopped it); `token` is where its subscription sits in `compound`. It
  /// leaves the count at once, or once the inline delivery it ended in is
  /// over. Called only from the source's serialized events.
  func endSource(removing token: RACCompoundDisposable.Token) {
    if inlineDepth > 0 {
      deferredSourceEnd = token
      return
    }
    complete(removing: token)
  }
}

/// `flattenMap`'s source input: each value makes an inner signal.
final class _RACFlattenOuterSink<Value, U>: _RACInput<Value>, @unchecked Sendable {
  // Safety: immutable.
  let state: _RACFlattenState<U>
  let block: (Value) -> RACSignal<U>

  init(_ state: _RACFlattenState<U>, _ block: @escaping (Value) -> RACSignal<U>) {
    self.state = state
    self.block = block
  }

  override func sendNext(_ value: Value) {
    if isFinished || state.compound.isDisposed { return }
    state.add(block(value))
  }

  /// `self`, converted where the class's metadata is at hand.
  override func asSubscriber() -> any RACSubscriber<Value> { self }

  override func receiveError(_ error: any Error) { state.fail(error) }
  override func receiveCompleted() { state.endSource(removing: joinToken) }
}
