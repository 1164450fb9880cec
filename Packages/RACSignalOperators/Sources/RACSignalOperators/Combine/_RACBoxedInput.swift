import RACStreamCore

/// An input queued in a serial gate of boxed inputs.
///
/// The multi-source states use `_RACSerialGate<AnyObject>`: a concrete type,
/// so that the gate's fast path (`tryAcquire`/`tryRelease`) looks up no
/// generic metadata. A gate over an input enum nested in a generic class
/// would look up the enum's metadata, and then the gate's, on every value
/// (a few hundred instructions). Inputs are boxed only when they must be
/// queued (another thread owns the gate) or for terminal events.
final class _RACBoxedInput<Input> {
  let input: Input

  init(_ input: Input) { self.input = input }

  /// The input in `box`, which a gate of this input type queued.
  @inline(__always)
  static func unbox(_ box: AnyObject) -> Input {
    unsafeDowncast(box, to: _RACBoxedInput<Input>.self).input
  }
}
