import RACStreamCore

// The spellings `Combining/RACSignal+Combine.swift` still names its signals
// with, forwarding to the one naming mechanism, `_setName(_:)` with a
// `_RACName` (Docs/Internals.md, "Names"). Internal, so that they add
// nothing to the public surface; delete this file once that file calls
// `_setName(.lazy { … })` and `_setName(.derived(from:_:argument:))`.
extension RACSignal {
  /// Forwards to `_setName(.lazy(build))`.
  @discardableResult
  func _setName(lazy build: @escaping () -> String) -> Self {
    _setName(.lazy(build))
  }

  /// Forwards to `_setName(.derived(from:_:argument:suffix:))`.
  @discardableResult
  func _setName(
    source: any _RACNameProviding, selector: StaticString, argument: Any? = nil, suffix: StaticString = ""
  ) -> Self {
    _setName(.derived(from: source, selector, argument: argument, suffix: suffix))
  }
}
