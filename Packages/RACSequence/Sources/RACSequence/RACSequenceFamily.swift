/// The family of ``RACSequence``: the generic ``RACStream`` operators
/// applied to a sequence give sequences.
public enum RACSequenceFamily: RACStreamFamily {}

extension RACSequenceFamily: _RACStreamTypeConstructor {
  /// Calls `visitor` with `RACSequence<Visitor.Element>`.
  public static func _withStreamType<Visitor: _RACStreamTypeVisitor>(
    _ visitor: Visitor
  ) -> Visitor.Result where Visitor.Family == RACSequenceFamily {
    visitor.visit(RACSequence<Visitor.Element>.self)
  }
}
