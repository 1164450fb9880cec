/// One workload and its three halves.
public struct Entry: Sendable {
  public let workload: Workload
  private let library: Half
  private let openCombine: Half
  private let plainLoop: Half

  init(_ workload: Workload, library: Half, openCombine: Half, plainLoop: Half) {
    self.workload = workload
    self.library = library
    self.openCombine = openCombine
    self.plainLoop = plainLoop
  }

  /// The half of `implementation`, as declared in its file.
  public func half(_ implementation: Implementation) -> Half {
    switch implementation {
    case .library: library
    case .openCombine: openCombine
    case .plainLoop: plainLoop
    }
  }

  /// A run of `implementation` that stops the process unless it computes the
  /// workload's expected result; `nil` when the half does not exist.
  public func checkedRun(_ implementation: Implementation) -> (@Sendable () -> Int)? {
    guard case .run(let body) = half(implementation) else { return nil }
    let workload = workload
    return {
      let result = body()
      precondition(
        result == workload.expected,
        "\(workload.name) \(implementation.title): computed \(result), expected \(workload.expected)")
      return result
    }
  }
}
