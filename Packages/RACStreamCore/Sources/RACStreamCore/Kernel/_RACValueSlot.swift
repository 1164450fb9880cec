/// One value a kernel state keeps between inputs (`throttle`'s pending
/// value, `sample`'s latest), in storage allocated once with the state.
///
/// Not an optional: a state in unspecialized generic code would look up the
/// optional's metadata whenever it stored or read one, on every value
/// (Docs/Internals.md, "Metadata lookups"). The slot is the storage and a
/// flag; its methods are inlined, so storing a value costs what writing
/// through the pointer did. Noncopyable, so that the storage has one owner
/// and is freed (with the value in it, if any) when the state goes.
///
/// Only the gate's owner touches it: a state keeps it in an
/// `@exclusivity(unchecked)` stored property.
///
/// Not API: public for the library's higher layers.
@frozen
public struct _RACValueSlot<Value>: ~Copyable {
  @usableFromInline let storage: UnsafeMutablePointer<Value>
  @usableFromInline var full = false

  /// An empty slot.
  @inlinable
  public init() {
    storage = .allocate(capacity: 1)
  }

  deinit {
    if full { storage.deinitialize(count: 1) }
    storage.deallocate()
  }

  /// Whether the slot holds a value.
  @inlinable
  public var isFull: Bool { full }

  /// The value held; the slot must be full.
  @inlinable
  public var value: Value { storage.pointee }

  /// Holds `value`, in place of the value held, if any.
  @inlinable
  public mutating func store(_ value: Value) {
    if full {
      storage.pointee = value
    } else {
      storage.initialize(to: value)
      full = true
    }
  }

  /// Moves the value out, leaving the slot empty; the slot must be full.
  @inlinable
  public mutating func take() -> Value {
    full = false
    return storage.move()
  }

  /// Drops the value held, if any.
  @inlinable
  public mutating func clear() {
    if full {
      storage.deinitialize(count: 1)
      full = false
    }
  }
}
