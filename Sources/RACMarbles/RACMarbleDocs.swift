import Foundation

/// Finds the text diagrams that doc comments and articles draw, reads
/// them into comparable lines, and compares them with a rendering.
public enum RACMarbleDocs {
  /// The repository's root folder (this file is
  /// `Sources/RACMarbles/RACMarbleDocs.swift`).
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A diagram line as compared: its label, its marbles from the diagram's
  /// first marble column (so that an input drawn late keeps its offset),
  /// and its note with whitespace collapsed.
  public struct Line: Equatable, Sendable, CustomStringConvertible {
    /// The label, without `:`.
    public let label: String
    /// The marbles.
    public let marbles: String
    /// The note, or `nil`.
    public let note: String?

    /// Creates a line.
    public init(label: String, marbles: String, note: String?) {
      self.label = label
      self.marbles = marbles
      self.note = note
    }

    public var description: String {
      "\(label.isEmpty ? "" : label + ": ")\(marbles)" + (note.map { "   \($0)" } ?? "")
    }
  }

  // MARK: Finding diagrams

  /// The lines of a file, relative to the repository root.
  public static func read(_ path: String, root: URL = repositoryRoot) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return text.components(separatedBy: "\n")
  }

  /// The index of the declaration (or article line) a location names.
  public static func index(of location: RACMarbleExample.Location, in lines: [String]) -> Int? {
    let matches = lines.indices.filter { index in
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix(location.declaration) && !trimmed.hasPrefix("//")
    }
    return location.occurrence <= matches.count ? matches[location.occurrence - 1] : nil
  }

  /// The diagram a location names: in a Swift file, the first
  /// ```` ```text ```` block of the doc comment before the declaration; in
  /// an article, the first block after the named line.
  ///
  /// - Returns: The diagram's lines, without fences, or `nil` when there
  ///   is no such declaration or block.
  public static func diagram(at location: RACMarbleExample.Location, in lines: [String]) -> [String]? {
    guard let index = index(of: location, in: lines) else { return nil }
    if location.file.hasSuffix(".md") {
      return block(in: Array(lines[(index + 1)...]))
    }
    return block(in: docComment(before: index, in: lines))
  }

  /// The lines of the fences (```` ```text ```` and ```` ``` ````) of the
  /// block a location names.
  public static func blockRange(at location: RACMarbleExample.Location, in lines: [String]) -> (Int, Int)? {
    guard let index = index(of: location, in: lines) else { return nil }
    let isArticle = location.file.hasSuffix(".md")
    var open: Int?
    if isArticle {
      open = lines[(index + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "```text" }
    } else {
      let comment = docComment(before: index, in: lines)
      var cursor = index - 1
      while cursor >= 0, lines[cursor].trimmingCharacters(in: .whitespaces).hasPrefix("@") { cursor -= 1 }
      let first = cursor - comment.count + 1
      open = (first...cursor).first { lines[$0].trimmingCharacters(in: .whitespaces).hasSuffix("```text") }
    }
    guard let open,
      let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasSuffix("```") })
    else { return nil }
    return (open, close)
  }

  /// The image line that shows an example's picture.
  public static func pictureLine(_ example: RACMarbleExample) -> String {
    "![The \(example.name) marble diagram](\(example.name).svg)"
  }

  /// Whether the picture is shown right after the location's diagram (in
  /// the doc comment, or within three lines after an article's block).
  public static func showsPicture(
    _ example: RACMarbleExample, at location: RACMarbleExample.Location, in lines: [String]
  ) -> Bool {
    let reference = "](\(example.name).svg)"
    guard let (_, close) = blockRange(at: location, in: lines) else { return false }
    if location.file.hasSuffix(".md") {
      return lines[(close + 1)..<min(lines.count, close + 4)].contains { $0.contains(reference) }
    }
    guard let index = index(of: location, in: lines) else { return false }
    return docComment(before: index, in: lines).contains { $0.contains(reference) }
  }

  /// The doc comment above line `index` (attributes skipped), without the
  /// `///` prefixes.
  static func docComment(before index: Int, in lines: [String]) -> [String] {
    var cursor = index - 1
    while cursor >= 0, lines[cursor].trimmingCharacters(in: .whitespaces).hasPrefix("@") { cursor -= 1 }
    var comment: [String] = []
    while cursor >= 0 {
      let trimmed = lines[cursor].trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else { break }
      var body = trimmed.dropFirst(3)
      if body.hasPrefix(" ") { body = body.dropFirst() }
      comment.insert(String(body), at: 0)
      cursor -= 1
    }
    return comment
  }

  /// The first ```` ```text ```` block of `lines`.
  static func block(in lines: [String]) -> [String]? {
    guard let open = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```text" }),
      let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```" })
    else { return nil }
    return Array(lines[(open + 1)..<close])
  }

  /// The declarations of a Swift file whose doc comments hold a
  /// ```` ```text ```` block: their line indices.
  public static func diagramDeclarations(in lines: [String]) -> [Int] {
    lines.indices.filter { index in
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("//") || trimmed.hasPrefix("@") || trimmed.isEmpty { return false }
      guard index > 0 else { return false }
      let comment = docComment(before: index, in: lines)
      return !comment.isEmpty && block(in: comment) != nil
    }
  }

  // MARK: Reading diagrams

  /// Reads a diagram into comparable lines.
  public static func parse(_ diagram: [String]) -> [Line] {
    let rows = diagram.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
      row -> (String, [Character], Int) in
      let characters = Array(row)
      var label = ""
      var bodyStart = 0
      if let colon = characters.firstIndex(of: ":") {
        let candidate = String(characters[..<colon])
        if let first = candidate.first, first.isLetter, !candidate.contains(where: { "-|#^![".contains($0) }) {
          label = candidate
          bodyStart = colon + 1
        }
      }
      var start = bodyStart
      while start < characters.count, characters[start] == " " { start += 1 }
      return (label, characters, start)
    }
    let base = rows.map(\.2).min() ?? 0
    return rows.map { label, characters, start in
      let from = min(base, characters.count)
      let end = marbleEnd(characters, from: start)
      var marbles = String(characters[from..<max(from, end)])
      while marbles.last == " " { marbles.removeLast() }
      let note = String(characters[min(end, characters.count)...])
        .split(whereSeparator: { $0 == " " }).joined(separator: " ")
      return Line(label: label, marbles: marbles, note: note.isEmpty ? nil : note)
    }
  }

  static let marbleCharacters = Set("-|#^![]()," + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// Where the marbles starting at `start` end: after the terminal event
  /// (or the group holding it), or at a space not followed by more marbles
  /// that reach a terminal event.
  static func marbleEnd(_ characters: [Character], from start: Int) -> Int {
    var depth = 0
    var terminalInGroup = false
    var index = start
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "[", "(":
        depth += 1
      case "]", ")":
        depth -= 1
        if depth <= 0, terminalInGroup { return index + 1 }
      case "|", "#", "!":
        if depth == 0 { return index + 1 }
        terminalInGroup = true
      case " " where depth == 0:
        var ahead = index
        while ahead < characters.count, characters[ahead] == " " || marbleCharacters.contains(characters[ahead]) {
          if "|#!".contains(characters[ahead]) { break }
          ahead += 1
        }
        if ahead >= characters.count || !"|#!".contains(characters[ahead]) { return index }
      default:
        if !marbleCharacters.contains(character) { return index }
      }
      index += 1
    }
    return characters.count
  }

  // MARK: Comparing

  /// Compares the diagram a document draws with the one the run draws.
  ///
  /// - Returns: `nil` when they match, else a report showing both.
  public static func difference(documented: [String], rendered: [String]) -> String? {
    let expected = parse(documented)
    let actual = parse(rendered)
    if expected == actual { return nil }
    var report = ["the documented diagram differs from what running the operator draws:", "documented:"]
    report += documented.map { "  " + $0 }
    report.append("running the operator:")
    report += rendered.map { "  " + $0 }
    for (index, (documentedLine, renderedLine)) in zip(expected, actual).enumerated()
    where documentedLine != renderedLine {
      report.append("first difference, line \(index + 1): `\(documentedLine)` vs `\(renderedLine)`")
      break
    }
    if expected.count != actual.count { report.append("\(expected.count) lines vs \(actual.count)") }
    return report.joined(separator: "\n")
  }
}
