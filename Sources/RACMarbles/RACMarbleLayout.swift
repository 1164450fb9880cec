/// The columns shared by every line of a diagram: each tick is as wide as
/// its widest cell (a group `[ab]` is wider than one mark), so that a tick
/// starts at the same column on every line.
struct RACMarbleLayout {
  /// The width of each tick, in cells (characters).
  let widths: [Int]

  init(_ lines: [RACMarbleLine]) {
    let ticks = lines.map(\.end).max() ?? 0
    var widths = Array(repeating: 1, count: ticks)
    for line in lines {
      for tick in 0..<line.end {
        widths[tick] = max(widths[tick], Self.cell(line.marks(at: tick)).count)
      }
    }
    self.widths = widths
  }

  /// The column `tick` starts at.
  func column(of tick: Int) -> Int { widths.prefix(tick).reduce(0, +) }

  /// A tick's text: `-`, its mark, or a group `[…]`.
  static func cell(_ marks: [RACMarbleLine.Mark]) -> String {
    switch marks.count {
    case 0: "-"
    case 1: String(marks[0].symbol)
    default: "[" + String(marks.map(\.symbol)) + "]"
    }
  }
}
