import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("swift-rac needs the pthread API of Glibc, Musl or Darwin (see the Platforms section of the README)")
#endif

// The library's thread primitives — the lock, the striped lock, the thread
// identifier and the thread-local slot — in one file, the only one of any
// layer that imports a platform module (Docs/Internals.md, "Where shared
// helpers live").

/// The library's one lock: state guarded by a pthread mutex.
///
/// A pthread mutex rather than `Synchronization.Mutex`, because the thread
/// sanitizer sees pthread locking (on Linux `Mutex` locks with futexes the
/// sanitizer cannot see, so correctly locked code is reported as racing).
/// The state is reached only inside ``withLock(_:)``.
///
/// The mutex and the state share one allocation (the state is the header of
/// a `ManagedBuffer`, the mutex its one element, which never moves). Copies
/// of a `_RACLock` share that storage: the lock has reference semantics, so it
/// can be captured by closures like a class instance.
///
/// Never call a subscriber, a user block or a scheduler from inside
/// `withLock`: compute under the lock, act after releasing it.
///
/// Not API: public for the library's higher layers.
public struct _RACLock<State>: @unchecked Sendable {
  // Safety: the state is read and written only between `pthread_mutex_lock`
  // and `pthread_mutex_unlock` of the storage's mutex, in `withLock`.
  @usableFromInline let storage: _RACLockStorage<State>

  /// Creates a lock guarding `state`.
  ///
  /// Inlinable, with the storage's factory, so that a lock made in a
  /// layer's unspecialized generic code (a blocking wait's, per `first()`)
  /// gets its storage class from code compiled for its state type, rather
  /// than looking it up at run time.
  @inlinable
  public init(_ state: State) {
    storage = _RACLockStorage.make(state)
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable
  public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}

extension _RACLock where State == Void {
  /// Creates a lock that guards no state of its own.
  public init() { self.init(()) }
}

/// The one allocation of a ``_RACLock``: the state as header, the pthread
/// mutex as the single tail element.
///
/// Not API.
@usableFromInline
final class _RACLockStorage<State>: ManagedBuffer<State, pthread_mutex_t> {
  @inlinable
  static func make(_ state: State) -> _RACLockStorage<State> {
    let buffer = create(minimumCapacity: 1) { _ in state }
    buffer.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      let result = pthread_mutex_init(mutex, nil)
      precondition(result == 0, "_RACLock: pthread_mutex_init failed (\(result))")
    }
    // `create` is declared to return the base class; it allocates `Self`.
    return unsafeDowncast(buffer, to: _RACLockStorage<State>.self)
  }

  // `ManagedBuffer` destroys the header (the state) itself; the element is
  // this class's to destroy.
  deinit {
    withUnsafeMutablePointerToElements { mutex in
      pthread_mutex_destroy(mutex)
      _ = mutex.deinitialize(count: 1)
    }
  }
}

/// Locks for objects that must not pay an allocation for a lock of their
/// own (a compound disposable per subscription, a name per signal): a fixed
/// table of pthread mutexes, each on its own cache line, chosen by the
/// object's address — as the Objective-C runtime guards atomic properties.
///
/// The guarded state is a stored property of the object, read and written
/// only inside ``withLock(for:_:)``. Two objects may share a mutex, so a
/// critical section must never take another lock (striped or not) and, as
/// with ``_RACLock``, never call out to user code.
///
/// Not API: public for the library's higher layers.
public enum _RACStripedLock {
  /// How many mutexes the table holds (a power of two).
  @usableFromInline static let count = 64
  /// The distance between two mutexes: a cache line.
  @usableFromInline static let stride = 64

  /// The table, allocated and initialized once.
  // Safety: written once, by the static initializer (which runs once, under
  // swift_once); afterwards only the mutexes in it are used, and they
  // synchronize themselves.
  /// The next stripe to hand out (``_RACStripe/init()``).
  static let turn = Atomic<Int>(0)

  @usableFromInline nonisolated(unsafe) static let table: UnsafeMutableRawPointer = {
    precondition(MemoryLayout<pthread_mutex_t>.size <= stride)
    let table = UnsafeMutableRawPointer.allocate(byteCount: count * stride, alignment: stride)
    for index in 0..<count {
      let mutex = (table + index * stride).bindMemory(to: pthread_mutex_t.self, capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      let result = pthread_mutex_init(mutex, nil)
      precondition(result == 0, "_RACStripedLock: pthread_mutex_init failed (\(result))")
    }
    return table
  }()

  /// The mutex guarding `object`'s state.
  @inlinable
  static func mutex(for object: AnyObject) -> UnsafeMutablePointer<pthread_mutex_t> {
    // The address itself (`hashValue` would run the seeded hasher on every
    // lock). Heap objects are 16-byte aligned; mix higher bits in as well.
    let address = UInt(bitPattern: ObjectIdentifier(object))
    let index = Int(truncatingIfNeeded: (address >> 4) ^ (address >> 10)) & (count - 1)
    return (table + index * stride).assumingMemoryBound(to: pthread_mutex_t.self)
  }

  /// Runs `body` holding the mutex that guards `object`'s state.
  ///
  /// Inlinable, so that a caller in another layer (a subject's send path
  /// takes it once per value) pays neither a generic call nor a closure.
  @inlinable
  public static func withLock<Result>(
    for object: AnyObject, _ body: () throws -> Result
  ) rethrows -> Result {
    let mutex = mutex(for: object)
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// One mutex of ``_RACStripedLock``, chosen once, for an object whose state
/// is taken on a hot path (a subject's subscriber list, once per value): each
/// lock then skips the choice — the table's lazy initialization check and
/// the address hash. The object keeps the stripe, and takes only it for
/// that state.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACStripe: @unchecked Sendable {
  // Safety: the mutex is one of the table's, which live for the process
  // and synchronize themselves.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// The next stripe in turn: objects made one after another get different
  /// mutexes, as objects at different addresses do.
  public init() {
    let turn = _RACStripedLock.turn.add(1, ordering: .relaxed).oldValue
    let index = turn & (_RACStripedLock.count - 1)
    mutex = (_RACStripedLock.table + index * _RACStripedLock.stride).assumingMemoryBound(to: pthread_mutex_t.self)
  }

  /// Runs `body` holding the stripe's mutex.
  @inlinable
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// An identifier of the calling thread, never 0 and with bit 0 clear.
///
/// Not API: public for the library's higher layers.
@inlinable
@inline(__always)
public func _racCurrentThreadID() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #else
    return UInt(pthread_self())
  #endif
}

/// A thread-local slot holding an unretained pointer (a pthread key): the
/// current scheduler, a blocking wait's subscription. Whoever sets it keeps
/// the object alive while it is set.
///
/// Not API: public for the library's higher layers.
public final class _RACThreadLocal: @unchecked Sendable {
  // Safety: the key is immutable; each thread sees its own value.
  @usableFromInline let key: pthread_key_t

  /// Creates a slot.
  ///
  /// - Parameter owner: Named in the message if the key cannot be created.
  public init(_ owner: StaticString) {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "\(owner): pthread_key_create failed (\(result))")
    self.key = key
  }

  /// The calling thread's value.
  @inlinable
  public var value: UnsafeMutableRawPointer? {
    get { pthread_getspecific(key) }
    set { pthread_setspecific(key, newValue) }
  }
}
