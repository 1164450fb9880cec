// How a sequence describes itself: its public type and the values it has
// computed so far, computing nothing.

extension RACSequence: CustomStringConvertible {
  /// The sequence's public type and the values it has computed so far, as
  /// `<RACSequence<Int>: [1, 2, 3]>`.
  ///
  /// The type is always `RACSequence<Value>`, never the library's internal
  /// class behind an operator. Describing a sequence computes nothing: a
  /// lazy sequence shows the values already read, then `…` for the rest
  /// (`<RACSequence<Int>: [0, 1, …]>`, or `<RACSequence<Int>: […]>` before
  /// any was read), so printing an infinite sequence, or one that waits for
  /// a signal, returns at once. A sequence made from an array, and an eager
  /// one, show their values (the first 20, then `…`). A lazy `map` or
  /// `filter` over an array keeps its values in a buffer it fills on demand
  /// (see the RACSequence article, "No recursion along the length") and
  /// shows `[…]`, read or not.
  ///
  /// A sequence has no `name` (see [Decisions](/documentation/guides/decisions), "Sequences have no
  /// name"): its values say more about it.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSequence description]`, which shows
  ///   the head (computing it) and, for an array sequence, the array.
  public var description: String {
    "<\(_racPublicTypeName(of: type(of: self))): \(_describedValues(limit: 20))>"
  }

  /// The values computed so far, bracketed: at most `limit` of them, then
  /// `…` where more may follow or are not computed yet.
  func _describedValues(limit: Int) -> String {
    var shown: [String] = []
    var complete = false
    if let (storage, offset) = _arrayBacking {
      for value in storage[offset...].prefix(limit) { shown.append(String(reflecting: value)) }
      complete = storage.count - offset <= limit
    } else if _backing == .nodes {
      var node = self
      walk: while shown.count < limit {
        guard let (head, tail) = node._computedStep() else { break walk }
        guard let head else {
          complete = true
          break walk
        }
        shown.append(String(reflecting: head))
        switch tail {
        case .none: break walk
        case .some(.none):
          complete = true
          break walk
        case .some(.some(let next)):
          if next._backing != .nodes {
            // An array-backed or indexed rest: show what it has, within the limit.
            let rest = next._describedValues(limit: limit - shown.count)
            let inner = rest.dropFirst().dropLast()
            if !inner.isEmpty { shown.append(String(inner)) }
            return "[" + shown.joined(separator: ", ") + "]"
          }
          node = next
        }
      }
    }
    if !complete { shown.append("…") }
    return "[" + shown.joined(separator: ", ") + "]"
  }
}
