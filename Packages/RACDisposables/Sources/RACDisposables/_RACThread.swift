#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("swift-rac needs the pthread API of Glibc, Musl or Darwin (see the Platforms section of the README)")
#endif

// The library's thread primitives, in one place, so that no other file of
// any layer imports a platform module (Docs/Internals.md, "Where shared
// helpers live").

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
