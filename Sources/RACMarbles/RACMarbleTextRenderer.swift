/// Draws lines as the text diagram of a doc comment:
///
/// ```text
/// self:   -1-2-3-|
/// result: -2-4-6-|     map { $0 * 2 }
/// ```
///
/// Labels are padded to one column; each tick is as wide as its widest
/// cell on any line (spaces pad the narrower ones); blank ticks before a
/// line's start are spaces; notes start two columns after the longest
/// marbles. A sequence line is written `[a, b, c]`, a returned value as
/// its text; neither takes part in the ticks.
public enum RACMarbleTextRenderer {
  /// The diagram's lines.
  ///
  /// - Parameter lines: The drawn lines.
  /// - Returns: One string per line, without trailing spaces.
  public static func render(_ lines: [RACMarbleLine]) -> [String] {
    let layout = RACMarbleLayout(lines)
    let labelled = lines.contains { !$0.label.isEmpty }
    let labelWidth = labelled ? (lines.map(\.label.count).max() ?? 0) + 2 : 0
    let marbles = lines.map { marbleText($0, layout) }
    let noteColumn = (marbles.map(\.count).max() ?? 0) + 2
    return zip(lines, marbles).map { line, marbles in
      var text = labelled ? pad(line.label + ":", labelWidth) : ""
      text += marbles
      if let note = line.note, !note.isEmpty {
        text = pad(text, labelWidth + noteColumn) + note
      }
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// One line's marbles, from tick 0.
  static func marbleText(_ line: RACMarbleLine, _ layout: RACMarbleLayout) -> String {
    switch line.content {
    case .timeline: break
    case .sequence(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .returned(let text): return text
    }
    var text = ""
    for tick in 0..<line.end {
      let cell = tick < line.start ? "" : RACMarbleLayout.cell(line.marks(at: tick))
      text += pad(cell, layout.widths[tick])
    }
    return String(text.reversed().drop { $0 == " " }.reversed())
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
