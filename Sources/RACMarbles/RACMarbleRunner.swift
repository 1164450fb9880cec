import RACTesting

/// Plays examples and draws them.
public enum RACMarbleRunner {
  /// Plays `example` on a fresh test scheduler until nothing is left to
  /// run (and its waiting operators have returned), and returns its drawn
  /// lines: the inputs, then the lines made while it ran, then the
  /// results, section by section; the caption goes after the last line
  /// unless that line has a note.
  ///
  /// - Parameter example: The example.
  /// - Returns: The lines.
  /// - Throws: ``RACMarbleRunError`` (or a marble error) when the example
  ///   cannot be played or drawn.
  public static func lines(of example: RACMarbleExample) throws -> [RACMarbleLine] {
    let scenario = RACMarbleScenario()
    try example.body(scenario)
    try scenario.play()
    for check in scenario.checks where !check.condition() {
      throw RACMarbleRunError("\(example.name): expected \(check.message)")
    }
    var makers = (0...scenario.groups).flatMap { group in
      (scenario.lineMakers + scenario.resultMakers).filter { $0.group == group }
    }
    if let order = scenario.order {
      makers.sort { (order.firstIndex(of: $0.label) ?? order.count) < (order.firstIndex(of: $1.label) ?? order.count) }
    }
    var lines = try makers.map { try $0.make() }
    if let caption = example.caption, !lines.isEmpty, lines[lines.count - 1].note == nil {
      lines[lines.count - 1].note = caption
    }
    return lines
  }

  /// Rewrites the diagram of every document of `example` that differs
  /// from the run with the rendering (keeping each line's indentation and
  /// comment prefix).
  ///
  /// - Returns: The locations rewritten.
  public static func fixDocuments(of example: RACMarbleExample) throws -> [String] {
    let rendered = try text(of: example)
    var fixed: [String] = []
    for location in example.documents + example.articles {
      let path = "\(example.sourcesFolder)/\(location.file)"
      var lines = try RACMarbleDocs.read(path)
      guard let documented = RACMarbleDocs.diagram(at: location, in: lines),
        let (open, close) = RACMarbleDocs.blockRange(at: location, in: lines)
      else { continue }
      var changed = false
      let prefix = String(lines[open].dropLast("```text".count))
      if RACMarbleDocs.difference(documented: documented, rendered: rendered) != nil {
        lines.replaceSubrange((open + 1)..<close, with: rendered.map { prefix + $0 })
        changed = true
      }
      if !RACMarbleDocs.showsPicture(example, at: location, in: lines) {
        let (_, close) = RACMarbleDocs.blockRange(at: location, in: lines)!
        let blank = prefix.hasSuffix(" ") ? String(prefix.dropLast()) : prefix
        lines.insert(contentsOf: [blank, prefix + RACMarbleDocs.pictureLine(example)], at: close + 1)
        changed = true
      }
      guard changed else { continue }
      try lines.joined(separator: "\n").write(
        to: RACMarbleDocs.repositoryRoot.appendingPathComponent(path), atomically: true, encoding: .utf8)
      fixed.append(path + ": " + location.declaration)
    }
    return fixed
  }

  /// The text diagram of `example`, as doc comments write it.
  ///
  /// - Parameter example: The example.
  /// - Returns: The diagram's lines, without the ```` ```text ```` fences.
  /// - Throws: When the example cannot be played.
  public static func text(of example: RACMarbleExample) throws -> [String] {
    RACMarbleTextRenderer.render(try lines(of: example))
  }

  /// The SVG picture of `example`.
  ///
  /// - Parameter example: The example.
  /// - Returns: The SVG document.
  /// - Throws: When the example cannot be played.
  public static func svg(of example: RACMarbleExample) throws -> String {
    RACMarbleSVGRenderer.render(try lines(of: example), title: example.name)
  }
}
