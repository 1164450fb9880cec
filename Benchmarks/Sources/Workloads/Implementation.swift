/// The three implementations measured side by side.
public enum Implementation: String, CaseIterable, Sendable {
  /// This library (RACSignal, RACSubject, …).
  case library
  /// OpenCombine 0.14, the peer.
  case openCombine
  /// A plain Swift loop with the same (opaque) closures: the floor.
  case plainLoop

  /// The column heading of the table.
  public var title: String {
    switch self {
    case .library: "this library"
    case .openCombine: "OpenCombine"
    case .plainLoop: "plain loop"
    }
  }
}

// The namespaces of the three implementations' halves. Each family file
// (`Families/<Family>.swift`) extends all three with its workloads' halves,
// one `static let` (a ``Half``) and one small function per workload, so that
// a workload's halves sit side by side.

/// This library's half of each workload, in the library's own spellings
/// (those of `Docs/PortingMap.md`).
///
/// To add a workload: in its family's file under `Families/` (or a new file
/// named after the family, spelled as the library's source folder and DocC
/// article are), declare the ``Workload`` in an `extension Workloads`, write
/// each implementation's half as one small function in an extension of this
/// enum, ``OpenCombineWorkloads`` and ``PlainWorkloads`` (same sizes from
/// ``Workloads``, same closures from ``Ops``, same result), pair them in an
/// `extension Registry` entry, and add that entry to ``Registry/entries``.
/// A half the library cannot provide yet is `.notYet`.
///
/// `bench-table` and the package-benchmark suite pick the half up from
/// ``Registry`` and check its result against the workload's expected value.
enum RACWorkloads {}

/// OpenCombine 0.14's half of each workload: the code an OpenCombine user
/// would write, with the closures of ``Ops``. Where OpenCombine's convenience
/// methods would fuse a chain away (`Publishers.Sequence.map` maps the whole
/// array eagerly, `Just.map` returns a `Just`), the operators are built
/// explicitly so that each one really runs per event.
enum OpenCombineWorkloads {}

/// The plain-Swift half of each workload: the floor. The same work with the
/// same closures (``Ops``, opaque to the optimizer) and no framework: loops,
/// an array of observer closures where a subject is needed, `DispatchQueue`
/// where a hop is needed.
///
/// The helpers' stored properties are `@exclusivity(unchecked)`: every access
/// is single-threaded and never nested, and a floor that paid the runtime's
/// dynamic exclusivity checks (`swift_beginAccess`, measured at 2–3× the cost
/// of Combining.zip's plain zip) would flatter every framework's ratio to the loop.
enum PlainWorkloads {}

/// The plain baseline's subject: an array of observer closures
/// (Transforming.subjectChain, Subjects.fanOut, Combining.combineLatest,
/// Combining.zip, HigherOrder.switchToLatest).
final class PlainSubject {
  @exclusivity(unchecked) private var observers: [(Int) -> Void] = []

  func subscribe(_ observer: @escaping (Int) -> Void) {
    observers.append(observer)
  }

  func send(_ value: Int) {
    for observer in observers {
      observer(value)
    }
  }
}
