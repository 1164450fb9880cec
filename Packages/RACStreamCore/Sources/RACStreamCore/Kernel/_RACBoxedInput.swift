import RACDisposables

/// An input of a kernel state whose gate queues boxed inputs.
///
/// A state over an input enum nested in a generic class looks up the enum's
/// metadata whenever it builds or matches an input (a few hundred
/// instructions in unspecialized code). States on a hot path therefore use
/// `AnyObject` as their gate's input type and box an input only when it
/// must be queued (another thread owns the gate): values on the fast path
/// are processed without building an input at all, and rare inputs (a
/// terminal event) are built but handled unboxed (Docs/Internals.md,
/// "Metadata lookups"). Internal: states box and unbox through
/// ``_RACBoxedState``.
final class _RACBoxedInput<Input> {
  /// The input.
  let input: Input

  /// Boxes `input`.
  init(_ input: Input) { self.input = input }

  /// The input in `box`, which a gate of this input type queued.
  @inline(__always)
  static func unbox(_ box: AnyObject) -> Input {
    unsafeDowncast(box, to: _RACBoxedInput<Input>.self).input
  }
}

/// A kernel state whose gate queues boxed inputs (see `_RACBoxedInput`):
/// subclasses override ``handle(_:)``, send rare inputs with
/// ``receive(_:)``, and values on the fast path with
/// ``run(_:orQueue:)-(_,()->Input)``, which boxes only when queueing; a
/// state whose fast path must not mention its input type at all builds
/// the input inside ``boxed(_:)`` (the time operators).
///
/// Not API: public for the library's higher layers.
open class _RACBoxedState<Output, Input>: _RACGatedState<Output, AnyObject>, @unchecked Sendable {
  // Safety: no stored properties of its own; the state is _RACGatedState's,
  // serialized by its gate.

  /// Creates the state; see ``_RACGatedState/init(_:disposing:)``.
  public override init(_ downstream: any RACSubscriber<Output>, disposing disposables: [RACDisposable] = []) {
    super.init(downstream, disposing: disposables)
  }

  /// Handles one input, with the gate held; subclasses override it.
  open func handle(_ input: Input) {
    preconditionFailure("\(type(of: self)) must override handle(_:)")
  }

  /// Unboxes a queued input for ``handle(_:)``.
  public final override func process(_ box: AnyObject) {
    handle(_RACBoxedInput<Input>.unbox(box))
  }

  /// Sends `input` through the gate: handled at once when the gate is free
  /// or this thread's, boxed only when another thread owns it and it must
  /// be queued. (Boxing it first would cost an allocation and a lookup of
  /// the box's class metadata on every input, queued or not.)
  public final func receive(_ input: Input) {
    run({ handle(input) }, orQueue: { input })
  }

  /// The fast path: runs `work` at once when the gate is free or this
  /// thread's, else queues `input()`, boxed out of line.
  @inlinable
  @inline(__always)
  public final func run(_ work: () -> Void, orQueue input: () -> Input) {
    run(work, orQueue: { () -> AnyObject in boxed(input()) })
  }

  /// Builds an input and boxes it, out of line: the gate's `AnyObject`
  /// form of `run` with `orQueue: { boxed(.next(value)) }` is a fast path
  /// that mentions no input type, whose generic metadata it would otherwise
  /// fetch on every value (Docs/Internals.md, "Metadata lookups"). An
  /// instance method: it needs no metadata beyond the instance's own (a
  /// static method of this generic class would instantiate the class's
  /// metadata, and the input type's, on every call).
  @inline(never)
  public final func boxed(_ input: @autoclosure () -> Input) -> AnyObject {
    _RACBoxedInput(input())
  }
}
