/// Draws lines as an SVG picture in the style of rxmarbles: one arrow per
/// line, a coloured circle per value (equal values share a colour on every
/// line), a bar for completion, a cross for an error, a caret for a
/// subscription and a dashed red bar for a disposal. A sequence line is its
/// values in a row between square brackets, without a time axis (a value
/// longer than two characters in a rounded box of its colour); a returned
/// value is its text in a grey box. The legend of these marks is
/// `Docs/Guides.docc/MarbleLegend.md` (its picture: `RACMarblePictureLegend`).
///
/// Every tick is equally wide, and the marks of one tick are drawn in that
/// tick: stacked in the order they happened, top to bottom, on a grey group
/// (the text diagram's `[e|]`), so that a completion in the tick of a value
/// is not drawn a tick late.
///
/// Pictures are readable where DocC shows them: DocC scales a picture wider
/// than its content column (705 px in a 1280-px-wide window) down to it, so
/// a picture stays at most ``widest`` px wide, its 13-px notes then reading
/// at 11 px or more. A note that would make it wider goes under its line,
/// wrapped; a timeline that would is drawn with narrower ticks.
///
/// The output depends only on the lines (integer coordinates, colours in
/// order of first appearance), so a committed picture can be compared
/// byte for byte with a new rendering.
public enum RACMarbleSVGRenderer {
  /// The width of a tick.
  static let cell = 40
  /// The narrowest a tick gets to keep a long timeline within ``widest``.
  static let narrowestCell = 32
  /// The height of a line whose ticks have one mark each.
  static let row = 64
  /// The distance between the marks stacked in one tick.
  static let stackStep = 32
  /// The height of a row of note text under a line.
  static let noteRow = 18
  /// The widest picture: 705 px * 13 / 11, so that 13-px text scaled to a
  /// 705-px column reads at 11 px.
  public static let widest = 833
  static let palette = [
    "#ff7f50", "#ffd24d", "#7fd44c", "#5ac8fa", "#b48cff",
    "#ff8cc6", "#3cdcb4", "#ffa03c", "#a0a0ff", "#c8c864",
  ]

  /// The SVG document.
  ///
  /// - Parameters:
  ///   - lines: The drawn lines.
  ///   - title: The picture's title (its accessible name).
  /// - Returns: The document, ending with a newline.
  public static func render(_ lines: [RACMarbleLine], title: String) -> String {
    let ticks = lines.map(\.end).max() ?? 0
    let labelChars = lines.map(\.label.count).max() ?? 0
    let left = labelChars == 0 ? 16 : labelChars * 9 + 28
    let width = ticks == 0 ? cell : max(narrowestCell, min(cell, (widest - left - 32) / ticks))
    func x(_ tick: Int) -> Int { left + tick * width }
    let axisEnd = x(ticks) + 24
    let contentEnd =
      lines.map { line in
        switch line.content {
        case .timeline: axisEnd
        case .sequence(let items): left + sequenceWidth(items)
        case .returned(let text): left + returnedWidth(text)
        }
      }.max() ?? axisEnd
    // Notes after the lines when the widest fits; else each under its line.
    let notesAt = max(axisEnd, contentEnd) + 16
    let noteChars = lines.map { $0.note?.count ?? 0 }.max() ?? 0
    let notesBeside = noteChars == 0 || notesAt + noteChars * 8 + 8 <= widest
    let noteRows: [[String]] = lines.map { line in
      guard let note = line.note, !note.isEmpty, !notesBeside else { return [] }
      return wrap(note, columns: (widest - left - 8) / 8)
    }
    let pictureWidth =
      notesBeside
      ? notesAt + (noteChars == 0 ? 0 : noteChars * 8 + 8)
      : max(max(axisEnd, contentEnd) + 8, left + (noteRows.flatMap { $0 }.map(\.count).max() ?? 0) * 8 + 8)
    let stacks = lines.map { line in (0..<line.end).map { slotted(line.marks(at: $0)).count }.max() ?? 1 }
    let markHeights = stacks.map { $0 <= 1 ? row : $0 * stackStep + 32 }
    let rowHeights = zip(markHeights, noteRows).map { $0 + $1.count * noteRow }
    let height = rowHeights.reduce(0, +) + 8

    var colours: [String: String] = [:]
    for line in lines {
      var keys: [String] = line.marks.compactMap { mark in
        if case .value(let key) = mark.kind { key } else { nil }
      }
      if case .sequence(let items) = line.content { keys += items.map(\.colour) }
      for key in keys where colours[key] == nil {
        colours[key] = palette[colours.count % palette.count]
      }
    }

    var out: [String] = []
    out.append(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(pictureWidth)" height="\##(height)" viewBox="0 0 \##(pictureWidth) \##(height)" role="img" aria-label="\##(escape(title)) marble diagram">"##
    )
    out.append("<title>\(escape(title))</title>")
    out.append(##"<rect width="100%" height="100%" fill="#ffffff"/>"##)
    out.append(##"<g font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="14">"##)
    var top = 8
    for (index, line) in lines.enumerated() {
      let y = top + markHeights[index] / 2
      if !line.label.isEmpty {
        out.append(##"<text x="8" y="\##(y + 5)" fill="#333333">\##(escape(line.label)):</text>"##)
      }
      switch line.content {
      case .timeline: out += drawTimeline(line, y: y, axisEnd: axisEnd, x: x, width: width, colours: colours)
      case .sequence(let items): out += drawSequence(items, x: left, y: y, colours: colours)
      case .returned(let text): out += drawReturned(text, x: left, y: y)
      }
      if let note = line.note, !note.isEmpty, notesBeside {
        out.append(
          ##"<text x="\##(notesAt)" y="\##(y + 5)" fill="#666666" font-family="Menlo, monospace" font-size="13">\##(escape(note))</text>"##
        )
      }
      for (row, text) in noteRows[index].enumerated() {
        let baseline = top + markHeights[index] + row * noteRow + 4
        out.append(
          ##"<text x="\##(left)" y="\##(baseline)" fill="#666666" font-family="Menlo, monospace" font-size="13">\##(escape(text))</text>"##
        )
      }
      top += rowHeights[index]
    }
    out.append("</g>")
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// `text` in rows of at most `columns` characters, broken at spaces
  /// (a word longer than a row gets a row of its own).
  static func wrap(_ text: String, columns: Int) -> [String] {
    var rows: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !current.isEmpty, current.count + 1 + word.count > columns {
        rows.append(current)
        current = String(word)
      } else {
        current = current.isEmpty ? String(word) : current + " " + word
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }

  /// A timeline: its arrow from its start, and its marks, those of one tick
  /// stacked on a group.
  static func drawTimeline(
    _ line: RACMarbleLine, y: Int, axisEnd: Int, x: (Int) -> Int, width: Int, colours: [String: String]
  ) -> [String] {
    var out: [String] = []
    let start = x(line.start)
    out.append(
      ##"<line x1="\##(start)" y1="\##(y)" x2="\##(axisEnd - 10)" y2="\##(y)" stroke="#555555" stroke-width="2"/>"##)
    out.append(
      ##"<polygon points="\##(axisEnd),\##(y) \##(axisEnd - 12),\##(y - 6) \##(axisEnd - 12),\##(y + 6)" fill="#555555"/>"##
    )
    for tick in 0..<line.end {
      let marks = line.marks(at: tick)
      let stack = slotted(marks)
      let cx = x(tick) + width / 2
      let first = y - (stack.count - 1) * stackStep / 2
      if stack.count > 1 {
        let half = stackStep / 2
        out.append(
          ##"<rect x="\##(cx - half - 1)" y="\##(first - half - 2)" width="\##(2 * half + 2)" height="\##(stack.count * stackStep + 4)" rx="8" fill="#ececec" stroke="#b0b0b0" stroke-width="1"/>"##
        )
      }
      for (slot, mark) in stack.enumerated() {
        out.append(draw(mark, cx: cx, y: first + slot * stackStep, stacked: stack.count > 1, colours: colours))
      }
      // The caret goes under the tick's marks (under a group's box).
      let below = stack.count > 1 ? first + (stack.count - 1) * stackStep + 8 : y
      for mark in marks where mark.kind == .subscribed {
        out.append(draw(mark, cx: cx, y: below, stacked: false, colours: colours))
      }
    }
    return out
  }

  /// How wide an item of a sequence line is drawn: a circle for one or two
  /// characters, else a rounded box.
  static func itemWidth(_ item: RACMarbleLine.Item) -> Int {
    item.text.count <= 2 ? 30 : item.text.count * 8 + 16
  }

  /// A sequence line's width: brackets, items and the gaps between them.
  static func sequenceWidth(_ items: [RACMarbleLine.Item]) -> Int {
    items.isEmpty ? 24 : items.map { itemWidth($0) + 10 }.reduce(0, +) + 14
  }

  /// A sequence line: `[`, the values in a row, `]`.
  static func drawSequence(_ items: [RACMarbleLine.Item], x: Int, y: Int, colours: [String: String]) -> [String] {
    let end = x + sequenceWidth(items)
    var out = [
      ##"<path d="M\##(x + 7) \##(y - 19) L\##(x) \##(y - 19) L\##(x) \##(y + 19) L\##(x + 7) \##(y + 19)" fill="none" stroke="#555555" stroke-width="2"/>"##,
      ##"<path d="M\##(end - 7) \##(y - 19) L\##(end) \##(y - 19) L\##(end) \##(y + 19) L\##(end - 7) \##(y + 19)" fill="none" stroke="#555555" stroke-width="2"/>"##,
    ]
    var cursor = x + 12
    for item in items {
      let width = itemWidth(item)
      let fill = colours[item.colour] ?? "#cccccc"
      let shape =
        width == 30
        ? ##"<circle cx="\##(cursor + 15)" cy="\##(y)" r="15" fill="\##(fill)" stroke="#333333" stroke-width="1.5"/>"##
        : ##"<rect x="\##(cursor)" y="\##(y - 15)" width="\##(width)" height="30" rx="15" fill="\##(fill)" stroke="#333333" stroke-width="1.5"/>"##
      out.append(
        shape
          + ##"<text x="\##(cursor + width / 2)" y="\##(y + 5)" text-anchor="middle" font-weight="bold" fill="#222222">\##(escape(item.text))</text>"##
      )
      cursor += width + 10
    }
    return out
  }

  /// How wide a returned value's box is.
  static func returnedWidth(_ text: String) -> Int { text.count * 8 + 24 }

  /// A returned value: its text in a box.
  static func drawReturned(_ text: String, x: Int, y: Int) -> [String] {
    [
      ##"<rect x="\##(x)" y="\##(y - 16)" width="\##(returnedWidth(text))" height="32" rx="6" fill="#f2f2f2" stroke="#555555" stroke-width="1.5"/>"##
        + ##"<text x="\##(x + 12)" y="\##(y + 5)" fill="#222222" font-family="Menlo, monospace" font-size="13">\##(escape(text))</text>"##
    ]
  }

  /// The marks of a tick that take a place of their own (a subscription's
  /// caret goes under the first).
  static func slotted(_ marks: [RACMarbleLine.Mark]) -> [RACMarbleLine.Mark] {
    marks.filter { $0.kind != .subscribed }
  }

  /// One mark centred at (`cx`, `y`); the bars of a stack are shorter,
  /// to fit its step.
  static func draw(_ mark: RACMarbleLine.Mark, cx: Int, y: Int, stacked: Bool, colours: [String: String]) -> String {
    let bar = stacked ? 13 : 15
    switch mark.kind {
    case .value(let key):
      return
        ##"<circle cx="\##(cx)" cy="\##(y)" r="15" fill="\##(colours[key] ?? "#cccccc")" stroke="#333333" stroke-width="1.5"/>"##
        + ##"<text x="\##(cx)" y="\##(y + 5)" text-anchor="middle" font-weight="bold" fill="#222222">\##(escape(String(mark.symbol)))</text>"##
    case .completed:
      return
        ##"<line x1="\##(cx)" y1="\##(y - bar)" x2="\##(cx)" y2="\##(y + bar)" stroke="#222222" stroke-width="3"/>"##
    case .error:
      return
        ##"<path d="M\##(cx - 10) \##(y - 10) L\##(cx + 10) \##(y + 10) M\##(cx + 10) \##(y - 10) L\##(cx - 10) \##(y + 10)" stroke="#d62d20" stroke-width="3"/>"##
    case .subscribed:
      return
        ##"<polyline points="\##(cx - 8),\##(y + 24) \##(cx),\##(y + 12) \##(cx + 8),\##(y + 24)" fill="none" stroke="#1e6fd9" stroke-width="2.5"/>"##
    case .disposed:
      return
        ##"<line x1="\##(cx)" y1="\##(y - bar - 3)" x2="\##(cx)" y2="\##(y + bar + 3)" stroke="#d62d20" stroke-width="2.5" stroke-dasharray="4 3"/>"##
    }
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
