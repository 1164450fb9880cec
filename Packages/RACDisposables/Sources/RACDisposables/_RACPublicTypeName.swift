/// The name of the first public class up `type`'s class hierarchy, with its
/// generic arguments: `RACSignal<String>` for the internal class behind a
/// `filter`, `RACSubject<Int>` for a subject.
///
/// The library names every class that is not API with a leading underscore
/// (`_RACSinkSignal`, `_RACArraySequence`, …), so the walk skips
/// those, whatever operator made them: a new internal class needs nothing
/// here. A subclass of the app's own keeps its own name. Descriptions and
/// default names use it so that no internal type reaches them.
///
/// Not API: public for the library's higher layers (signals, sequences,
/// schedulers and disposables describe themselves with it).
public func _racPublicTypeName(of type: AnyClass) -> String {
  var current: AnyClass = type
  while true {
    let name = _typeName(current, qualified: false)
    if !name.hasPrefix("_") { return name }
    guard let superclass = _getSuperclass(current) else { return name }
    current = superclass
  }
}
