/// A stream family that can name its stream type for any value type: the
/// type constructor Swift cannot spell (it has no higher-kinded types),
/// offered in continuation-passing style.
///
/// Operators written once on ``RACStream`` whose algorithm passes through
/// streams of other value types — ``RACStream/zip(_:)``
/// zips pairs before it builds arrays, ``RACStream/combinePrevious(withStart:reduce:)``
/// scans tuples before it maps them — ask the family for those streams'
/// type with a visitor.
///
/// Not API: public for the library's stream families.
public protocol _RACStreamTypeConstructor: RACStreamFamily {
  /// Calls `visitor` with the family's canonical stream type whose values
  /// are `Visitor.Element`, and returns what it returns.
  static func _withStreamType<Visitor: _RACStreamTypeVisitor>(
    _ visitor: Visitor
  ) -> Visitor.Result where Visitor.Family == Self
}

/// The continuation of ``_RACStreamTypeConstructor/_withStreamType(_:)``:
/// code that needs a stream type of its family for values of `Element`.
///
/// Not API: public for the library's stream families.
public protocol _RACStreamTypeVisitor<Family, Element, Result> {
  /// The family whose stream type is asked for.
  associatedtype Family: RACStreamFamily
  /// The value type of the stream type asked for.
  associatedtype Element
  /// What the visitor computes.
  associatedtype Result

  /// Computes the result with `type`, the family's stream of `Element`.
  func visit<S: RACStream>(_ type: S.Type) -> Result
  where S.Value == Element, S.Family == Family, S.Concrete == S
}

extension RACSignalFamily: _RACStreamTypeConstructor {
  /// Calls `visitor` with `RACSignal<Visitor.Element>`.
  public static func _withStreamType<Visitor: _RACStreamTypeVisitor>(
    _ visitor: Visitor
  ) -> Visitor.Result where Visitor.Family == RACSignalFamily {
    visitor.visit(RACSignal<Visitor.Element>.self)
  }
}

extension RACStream {
  /// The receiver as a stream of type `R` of its family: by a cast when it
  /// already is one (a `RACSignal` viewed as a `RACSignal`), else through
  /// the identity map, which the stream laws make equivalent.
  @inline(__always)
  func _asStream<R: RACStream>(_ type: R.Type = R.self) -> R
  where R.Family == Family, R.Value == Value, R.Concrete == R {
    if let stream = self as? R { return stream }
    return map { $0 }
  }
}
