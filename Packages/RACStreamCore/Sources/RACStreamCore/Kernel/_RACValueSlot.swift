/// One value a kernel state keeps between inputs (`throttle`'s pending
/// value, `sample`'s latest), in storage allocated once with the state.
///
/// Not an optional: a state in unspecialized generic code would look up the
/// optional's metadata whenever it stored or read one, on every value
/// (Docs/Internals.md, "Metadata lookups"). Not generic either, for the same
/// reason: a stored property of a generic struct type makes the state fetch
/// that struct's metadata on every access (a `_RACValueSlot<Value>` cost
/// Time.throttleDelay 1.5 lookups and about 490 instructions per event).
/// The value's type is passed to each method instead, where the caller's
/// generic parameter already holds it; the methods are inlined, so storing
/// a value costs what writing through a typed pointer does.
///
/// Noncopyable, so that the storage has one owner; its deinit frees the
/// storage but cannot destroy a value it does not know the type of, so the
/// owner's deinit calls ``clear(as:)`` first.
///
/// Only the gate's owner touches it: a state keeps it in an
/// `@exclusivity(unchecked)` stored property.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACValueSlot: ~Copyable {
  @usableFromInline let storage: UnsafeMutableRawPointer
  @usableFromInline var full = false

  /// An empty slot for values of type `type`.
  @inlinable
  public init<Value>(of type: Value.Type) {
    storage = .allocate(byteCount: MemoryLayout<Value>.stride, alignment: MemoryLayout<Value>.alignment)
  }

  deinit {
    assert(!full, "_RACValueSlot: its owner must clear(as:) it before it goes")
    storage.deallocate()
  }

  /// Whether the slot holds a value.
  @inlinable
  public var isFull: Bool { full }

  /// The value held, of type `type`; the slot must be full.
  @inlinable
  public func value<Value>(as type: Value.Type) -> Value {
    storage.assumingMemoryBound(to: Value.self).pointee
  }

  /// Holds `value`, in place of the value held, if any.
  @inlinable
  public mutating func store<Value>(_ value: Value) {
    let typed = storage.assumingMemoryBound(to: Value.self)
    if full {
      typed.pointee = value
    } else {
      typed.initialize(to: value)
      full = true
    }
  }

  /// Moves the value of type `type` out, leaving the slot empty; the slot
  /// must be full.
  @inlinable
  public mutating func take<Value>(as type: Value.Type) -> Value {
    full = false
    return storage.assumingMemoryBound(to: Value.self).move()
  }

  /// Destroys the value held, of type `type`, if any.
  @inlinable
  public mutating func clear<Value>(as type: Value.Type) {
    if full {
      storage.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
      full = false
    }
  }
}
