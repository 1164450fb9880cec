import Synchronization

/// A disposable encapsulates the work needed to tear down and clean up a
/// subscription.
///
/// `dispose()` runs the block given at creation exactly once, however many
/// threads call it at the same time; later calls do nothing. The block is
/// released once it has run, which breaks any retain cycle it closed over.
/// ``isDisposed`` is a single lock-free atomic load.
///
/// ```swift
/// let disposable = RACDisposable { print("cleaned up") }
/// disposable.dispose()   // prints "cleaned up"
/// disposable.dispose()   // does nothing
/// ```
///
/// - Note: ReactiveCocoa 2.x: `RACDisposable`, `+disposableWithBlock:`.
open class RACDisposable: @unchecked Sendable {
  // Safety: `_disposed` is atomic. `_block` is written once, in `init`, and
  // afterwards read and cleared only by the one thread that wins the
  // false → true exchange of `_disposed`, so no two threads ever touch it.
  //
  // The flag comes after the block so that it is the object's last byte:
  // a subclass's small stored properties go into the padding behind it, and
  // a compound disposable is 64 bytes, not 72 (Docs/Internals.md, "What a
  // disposable weighs").
  private var _block: (() -> Void)?
  @usableFromInline
  internal let _disposed = Atomic<Bool>(false)

  /// Creates a disposable that does nothing but record that it was disposed.
  public init() {
    _block = nil
  }

  /// Creates a disposable that runs `block` the first time it is disposed.
  ///
  /// - Parameter block: The clean-up work. It runs at most once, on the
  ///   thread that disposes first, and is released afterwards.
  /// - Note: ReactiveCocoa 2.x: `+[RACDisposable disposableWithBlock:]`.
  public init(block: @escaping () -> Void) {
    _block = block
  }

  /// Whether the disposable has been disposed. Lock-free.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACDisposable isDisposed]`.
  @inlinable
  public final var isDisposed: Bool {
    _disposed.load(ordering: .acquiring)
  }

  /// Performs the clean-up work, if not already done. Thread-safe: exactly
  /// one caller runs the block.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACDisposable dispose]`.
  open func dispose() {
    guard _markDisposed() else { return }
    let block = _block
    _block = nil
    block?()
  }

  /// Atomically flips the disposed flag; returns `true` for the one caller
  /// that flipped it. Subclasses call it to claim the disposal.
  @inlinable
  public final func _markDisposed() -> Bool {
    !_disposed.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Returns a disposable that disposes the receiver when it is
  /// deinitialized.
  ///
  /// - Returns: A new ``RACScopedDisposable`` wrapping the receiver, or the
  ///   receiver itself when it already is one.
  /// - Note: ReactiveCocoa 2.x: `-[RACDisposable asScopedDisposable]`.
  open func asScopedDisposable() -> RACScopedDisposable {
    RACScopedDisposable(self)
  }
}

extension RACDisposable: CustomStringConvertible {
  /// The disposable's public type and whether it has been disposed, as
  /// `<RACCompoundDisposable: disposed = false>`, in the style of a
  /// signal's description.
  ///
  /// The type is the first public class up the disposable's class hierarchy:
  /// the library's internal disposables show as `RACDisposable`; a subclass
  /// of the app's own keeps its name. Reading it is one atomic load.
  public var description: String {
    "<\(_racPublicTypeName(of: type(of: self))): disposed = \(isDisposed)>"
  }
}
