import RACDisposables
import RACStreamCore

/// The state of one subscription to an operator with two sources (the
/// receiver and a trigger): inputs from both pass through a serial gate,
/// so `process` never overlaps itself and holds no lock while it calls the
/// subscriber.
///
/// Subclasses override `process(_:)`.
class _RACGatedState<Value, Input>: @unchecked Sendable {
  // Safety: `downstream` and `compound` are immutable; `terminated` and the
  // subclasses' state are touched only by the owner of `gate`.
  let downstream: any RACSubscriber<Value>
  /// What the subscriber disposes: every subscription of the operator.
  let compound = RACCompoundDisposable()
  @exclusivity(unchecked) var terminated = false
  private let gate = _RACSerialGate<Input>()

  init(_ downstream: any RACSubscriber<Value>) {
    self.downstream = downstream
    downstream.didSubscribe(with: compound)
  }

  /// Whether nothing more may be sent: the result ended, or its
  /// subscription was disposed (perhaps while a synchronous source was
  /// still being subscribed to, before its own disposable was kept).
  final var isOver: Bool { terminated || compound.isDisposed }

  /// Handles one input, with the gate held.
  func process(_ input: Input) {
    preconditionFailure("\(type(of: self)) must override process(_:)")
  }

  /// Sends `input` through the gate.
  final func send(_ input: Input) {
    gate.send(input) { process($0) }
  }

  /// The fast path for values: runs `body` at once when the gate is free or
  /// already this thread's, building no input; else queues `make()`.
  @inline(__always)
  final func run(_ body: () -> Void, orQueue make: () -> Input) {
    gate.run({ body() }, busy: { enqueue(make(), $0) }, drain: { drain($0) })
  }

  @inline(never)
  private func drain(_ me: UInt) {
    gate.release(me) { process($0) }
  }

  @inline(never)
  private func enqueue(_ input: Input, _ me: UInt) {
    gate.enqueue(input, me) { process($0) }
  }

  /// Ends the result: disposes every subscription, then sends `event`
  /// (an error or completion). With the gate held.
  final func terminate(_ event: RACEvent<Value>) {
    if isOver { return }
    terminated = true
    compound.dispose()
    downstream.send(event)
  }
}

/// Subscribes to one of the sources of a gated operator and reports its
/// events through closures. As a block subscriber does, a terminal event
/// first disposes the subscription that ended.
final class _RACGatedInput<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: the closures are immutable; `own` is set in `didSubscribe`,
  // before the source sends anything.
  private let next: (Value) -> Void
  private let error: (any Error) -> Void
  private let completed: () -> Void
  private var own: RACCompoundDisposable?

  init(next: @escaping (Value) -> Void, error: @escaping (any Error) -> Void, completed: @escaping () -> Void) {
    self.next = next
    self.error = error
    self.completed = completed
  }

  func sendNext(_ value: Value) { next(value) }

  func sendError(_ error: any Error) {
    own?.dispose()
    self.error(error)
  }

  func sendCompleted() {
    own?.dispose()
    completed()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    if own == nil { own = disposable }
  }
}
