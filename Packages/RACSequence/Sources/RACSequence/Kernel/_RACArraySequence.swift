/// A sequence backed by an array, read by index: no node per element.
///
/// `tail` makes a new view one element further on (RAC does the same), so a
/// walk by `head`/`tail` allocates; iteration, `array` and the folds walk
/// the array by index instead. Also the representation of eager sequences.
///
/// As RAC's `RACArraySequence`, the tail of the last value is the empty
/// sequence and the tail of the empty sequence is `nil`. A *unary* one (the
/// sequence of `return`) is RAC's `RACUnarySequence` instead: its tail is
/// `nil` at once.
final class _RACArraySequence<Value>: RACSequence<Value>, @unchecked Sendable {
  // Safety: every stored property is immutable.
  let storage: [Value]
  let offset: Int
  let eager: Bool
  let unary: Bool

  init(_ storage: [Value], offset: Int = 0, eager: Bool = false, unary: Bool = false) {
    self.storage = storage
    self.offset = offset
    self.eager = eager
    self.unary = unary
    super.init()
  }

  override var head: Value? {
    offset < storage.count ? storage[offset] : nil
  }

  override var tail: RACSequence<Value>? {
    if unary || offset >= storage.count { return nil }
    return _RACArraySequence(storage, offset: offset + 1, eager: eager)
  }

  override var _isEager: Bool { eager }

  override var _backing: _RACBacking { .array }

  override var _arrayBacking: (storage: [Value], offset: Int)? { (storage, offset) }
}
