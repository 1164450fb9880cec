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
