import Foundation
import RACMarbles
import Testing

/// The pictures cannot lie: every example's run must draw exactly the
/// diagrams its doc comments and articles show, and its committed SVG;
/// every diagram of a covered file must be an example's.
@Suite struct MarbleDiagramTests {
  static let ids = RACMarbleCatalog.all.map { "\($0.layer.rawValue)/\($0.name)" }

  static func example(_ id: String) throws -> RACMarbleExample {
    try #require(RACMarbleCatalog.all.first { "\($0.layer.rawValue)/\($0.name)" == id })
  }

  /// Runs `body` on a thread of its own: a run blocks its thread while the
  /// operators it waits for (a blocking one on its thread, a signal that
  /// iterates an `AsyncSequence` in a task) answer, and must not block the
  /// concurrency runtime's threads those tasks need.
  static func offThePool(_ body: @escaping @Sendable () -> [String]) async -> [String] {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }

  @Test(arguments: ids)
  func documentedDiagramMatchesTheRun(_ id: String) async throws {
    let example = try Self.example(id)
    let problems = await Self.offThePool { RACMarbleVerifier.diagramProblems(of: example) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: ids)
  func committedPictureMatchesTheRun(_ id: String) async throws {
    let example = try Self.example(id)
    let problems = await Self.offThePool { RACMarbleVerifier.pictureProblems(of: example) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func everyDiagramOfACoveredFileHasAnExample() {
    let problems = RACMarbleVerifier.coverageProblems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func aChangedDiagramIsCaught() throws {
    let example = try Self.example("RACStreamCore/map")
    let rendered = try RACMarbleRunner.text(of: example)
    #expect(RACMarbleDocs.difference(documented: rendered, rendered: rendered) == nil)
    let wrong = rendered.map { $0.replacingOccurrences(of: "-2-4-6-|", with: "-2-4-7-|") }
    #expect(RACMarbleDocs.difference(documented: wrong, rendered: rendered) != nil)
    let shifted = rendered.map { $0.replacingOccurrences(of: "-2-4-6-|", with: "--2-4-6|") }
    #expect(RACMarbleDocs.difference(documented: shifted, rendered: rendered) != nil)
    let respaced = rendered.map { $0.replacingOccurrences(of: ":", with: ":    ") }
    #expect(RACMarbleDocs.difference(documented: respaced, rendered: rendered) == nil)
  }
}
