#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The library's one lock: state guarded by a pthread mutex.
///
/// A pthread mutex rather than `Synchronization.Mutex`, because the thread
/// sanitizer sees pthread locking (on Linux `Mutex` locks with futexes the
/// sanitizer cannot see, so correctly locked code is reported as racing).
/// The state is reached only inside ``withLock(_:)``.
///
/// Never call a subscriber, a user block or a scheduler from inside
/// `withLock`: compute under the lock, act after releasing it.
///
/// Not API: public for the library's higher layers.
public final class _RACLock<State>: @unchecked Sendable {
  // Safety: `state` is read and written only between `pthread_mutex_lock`
  // and `pthread_mutex_unlock` of `mutex`, in `withLock`.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var state: State

  /// Creates a lock guarding `state`.
  public init(_ state: State) {
    self.state = state
    mutex = UnsafeMutablePointer.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(mutex, nil)
    precondition(result == 0, "_RACLock: pthread_mutex_init failed (\(result))")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable
  public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}

extension _RACLock where State == Void {
  /// Creates a lock that guards no state of its own.
  public convenience init() { self.init(()) }
}
