import RACSignalOperators
import RACStreamCore

// RACSignalOperators, SyncAndAsync family (SyncAndAsync/): operators that leave
// the reactive world. Each blocking one runs on a thread of its own while
// the test scheduler plays its input, each `async` one in a task; the
// result line is what it returned.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let file = "SyncAndAsync/RACSignal+SyncAndAsync.swift"

/// A diagram of two cases: `self` (`first`) and what `operation` returned,
/// then `self` (`second`) and what it returned.
private func twoCases<Result>(
  _ name: String, _ file: String, _ declaration: String, _ occurrence: Int = 1, note: String,
  _ first: String, _ second: String,
  _ operation: @escaping @Sendable (RACSignal<String>) throws -> Result
) -> Example {
  Example(name, layer: .signalOperators, documents: [At(file, declaration, occurrence)]) { m in
    m.returned(by: try m.cold("self", first), note: note, operation)
    try m.section { m.returned(by: try m.cold("self", second), operation) }
  }
}

/// The same with an `async` operation.
private func twoAwaitedCases<Result>(
  _ name: String, _ file: String, _ declaration: String, note: String,
  _ first: String, _ second: String,
  _ operation: @escaping @Sendable (RACSignal<String>) async throws -> Result
) -> Example {
  Example(name, layer: .signalOperators, documents: [At(file, declaration)]) { m in
    m.awaited(by: try m.cold("self", first), note: note, operation)
    try m.section { m.awaited(by: try m.cold("self", second), operation) }
  }
}

/// What a `for try await` loop over `signal.values` saw.
@Sendable private func loop(_ signal: RACSignal<String>) async -> String {
  var seen: [String] = []
  do {
    for try await value in signal.values { seen.append(value) }
    return (seen + ["then the loop ends"]).joined(separator: ", ")
  } catch {
    return (seen + ["then the loop throws \(RACMarbleScenario.text(of: error))"]).joined(separator: ", ")
  }
}

extension RACMarbleCatalog {
  static let signalOperatorsSyncAndAsync = RACMarbleFamily(
    "SyncAndAsync", layer: .signalOperators,
    files: [file],
    examples: [
      twoCases(
        "firstOrDefault-success", file, "public func firstOrDefault(", note: "firstOrDefault(\"z\", success:error:)",
        "--a-b-|", "---#"
      ) { signal in
        var success = false
        var error: (any Error)?
        let value = signal.firstOrDefault("z", success: &success, error: &error)
        return "\(value), success \(success), error \(RACMarbleScenario.text(of: error))"
      },
      twoCases("firstOrDefault", file, "public func firstOrDefault(_", note: "firstOrDefault(\"z\")", "--a-b-|", "--|")
      {
        $0.firstOrDefault("z")
      },
      twoCases("first", file, "public func first() -> Value?", note: "first()", "--a-b-|", "--#") { $0.first() },
      twoCases(
        "waitUntilCompleted", file, "public func waitUntilCompleted() throws", note: "waitUntilCompleted()", "--a-b-|",
        "--a-#"
      ) {
        try $0.waitUntilCompleted()
      },
      twoCases("toArray", file, "public func toArray() -> [Value]?", note: "toArray()", "--a-b-|", "--a-#") {
        $0.toArray()
      },

      twoAwaitedCases("first-async", file, "public func first() async", note: "try await first()", "--a-b-|", "--#") {
        try await $0.first()
      },
      twoAwaitedCases(
        "toArray-async", file, "public func toArray() async", note: "try await toArray()", "--a-b-|", "--a-#"
      ) {
        try await $0.toArray()
      },
      twoAwaitedCases(
        "waitUntilCompleted-async", file, "public func waitUntilCompleted() async",
        note: "try await waitUntilCompleted()",
        "--a-b-|", "--a-#"
      ) { try await $0.waitUntilCompleted() },
      twoAwaitedCases(
        "values", file, "public var values:", note: "for try await value in signal.values", "-a-b-|", "-a-#",
        loop),
      Example(
        "init-asyncSequence", layer: .signalOperators,
        caption: "RACSignal(sequence): sent as the task iterates, no virtual time passing",
        documents: [At(file, "public convenience init<S: AsyncSequence")]
      ) { m in
        let values = m.sequence("sequence", ["a", "b"]).array
        let stream = AsyncStream<String> { continuation in
          for value in values { continuation.yield(value) }
          continuation.finish()
        }
        m.recordUntilEnd(RACSignal(stream))
      },
    ])
}
