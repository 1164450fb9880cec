/// A disposable that disposes itself, and so the disposable it wraps, when it
/// is deinitialized.
///
/// Keep it in a property to tie the lifetime of a subscription to its owner:
///
/// ```swift
/// final class Model {
///   let subscription: RACScopedDisposable
///   init(signal: RACSignal<Int>) {
///     subscription = signal.subscribeNext { print($0) }.asScopedDisposable()
///   }
/// } // the subscription is disposed when the model goes away
/// ```
///
/// - Note: ReactiveCocoa 2.x: `RACScopedDisposable`,
///   `+scopedDisposableWithDisposable:`.
public final class RACScopedDisposable: RACDisposable, @unchecked Sendable {
  // Safety: no state of its own; see RACDisposable.

  /// Creates a scoped disposable that disposes `disposable` when it is
  /// disposed or deinitialized, whichever comes first.
  ///
  /// - Parameter disposable: The disposable to dispose.
  /// - Note: ReactiveCocoa 2.x: `+[RACScopedDisposable scopedDisposableWithDisposable:]`.
  public init(_ disposable: RACDisposable) {
    super.init(block: { disposable.dispose() })
  }

  /// Creates a scoped disposable that runs `block` when it is disposed or
  /// deinitialized, whichever comes first.
  ///
  /// - Parameter block: The clean-up work. It runs at most once.
  /// - Note: ReactiveCocoa 2.x: `+[RACScopedDisposable disposableWithBlock:]`.
  public override init(block: @escaping () -> Void) {
    super.init(block: block)
  }

  deinit {
    dispose()
  }

  /// Returns the receiver: it is already scoped.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACScopedDisposable asScopedDisposable]`.
  public override func asScopedDisposable() -> RACScopedDisposable {
    self
  }
}
