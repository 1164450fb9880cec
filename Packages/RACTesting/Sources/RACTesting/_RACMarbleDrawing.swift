import Foundation

/// Draws marks at ticks as marble strings.
///
/// Not API.
enum _RACMarbleDrawing {
  /// A mark to draw: its tick, its character, and whether the tick is its
  /// exact time (a time between ticks is drawn at the tick before it).
  struct Mark {
    let tick: Int
    let symbol: Character
    let exact: Bool
  }

  /// One marble string to draw: its marks in time order, and how many ticks
  /// it spans at least.
  struct Line {
    var marks: [Mark]
    var length: Int = 0
  }

  /// The drawn strings, the column each tick starts at, and whether the
  /// strings show every mark at its exact time.
  struct Drawing {
    let strings: [String]
    let columns: [Int]
    let exact: Bool

    /// The column `tick` starts at in every string.
    func column(of tick: Int) -> Int {
      if tick < 0 { return 0 }
      if tick < columns.count { return columns[tick] }
      return (columns.last ?? 0) + tick - (columns.count - 1)
    }
  }

  /// Draws `lines` so that each tick starts at the same column in all of
  /// them: a tick that is a group in one string is padded with spaces in
  /// the others (spaces only align).
  static func draw(_ lines: [Line]) -> Drawing {
    var exact = true
    var cells: [[Int: String]] = []
    var lastTicks: [Int] = []
    for line in lines {
      var symbols: [Int: [Character]] = [:]
      for mark in line.marks {
        if !mark.exact || mark.tick < 0 { exact = false }
        symbols[max(0, mark.tick), default: []].append(mark.symbol)
      }
      cells.append(symbols.mapValues { $0.count == 1 ? String($0) : "[" + String($0) + "]" })
      lastTicks.append(max(symbols.keys.max() ?? -1, line.length - 1))
    }
    let lastTick = lastTicks.max() ?? -1
    var widths = [Int](repeating: 1, count: lastTick + 1)
    for line in cells {
      for (tick, cell) in line { widths[tick] = max(widths[tick], cell.count) }
    }
    var columns = [0]
    for width in widths { columns.append(columns[columns.count - 1] + width) }
    var strings: [String] = []
    for (index, line) in cells.enumerated() {
      var string = ""
      if lastTicks[index] >= 0 {
        for tick in 0...lastTicks[index] {
          let cell = line[tick] ?? "-"
          string += cell
          if tick < lastTicks[index] { string += String(repeating: " ", count: widths[tick] - cell.count) }
        }
      }
      strings.append(string)
    }
    return Drawing(strings: strings, columns: columns, exact: exact)
  }

  /// Draws one marble string.
  static func draw(_ marks: [Mark], length: Int = 0) -> (marbles: String, exact: Bool) {
    let drawing = draw([Line(marks: marks, length: length)])
    return (drawing.strings[0], drawing.exact)
  }

  /// The marks of a marble string as read: `^` first at its tick, then the
  /// events, then `!`.
  static func marks(_ tokens: [_RACMarbleToken]) -> [Mark] {
    func order(_ kind: _RACMarbleToken.Kind) -> Int {
      switch kind {
      case .subscribed: 0
      case .disposed: 2
      default: 1
      }
    }
    return tokens.enumerated()
      .sorted {
        ($0.element.tick, order($0.element.kind), $0.offset) < ($1.element.tick, order($1.element.kind), $1.offset)
      }
      .map { token in
        let symbol: Character
        switch token.element.kind {
        case .value(let character): symbol = character
        case .completed: symbol = "|"
        case .error: symbol = "#"
        case .subscribed: symbol = "^"
        case .disposed: symbol = "!"
        }
        return Mark(tick: token.element.tick, symbol: symbol, exact: true)
      }
  }
}

/// Gives each value a character to draw it with: the character the
/// expectation wrote for an equal value, else its description when that is
/// a single letter or digit not standing for something else, else a fresh
/// letter (listed in `legendLines`).
///
/// Not API.
struct _RACSymbolTable<Value> {
  private var taken: [Character: Value] = [:]
  private var known: [(Character, Value)]
  private var fresh: [(Character, Value)] = []
  private let equal: ((Value, Value) -> Bool)?
  private static var alphabet: String { "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" }

  init(known: [(Character, Value)] = [], equal: ((Value, Value) -> Bool)? = nil) {
    self.known = known
    self.equal = equal
    for (symbol, value) in known { taken[symbol] = value }
  }

  mutating func symbol(for value: Value) -> Character {
    if let equal {
      if let hit = known.first(where: { equal($0.1, value) }) { return hit.0 }
      if let hit = fresh.first(where: { equal($0.1, value) }) { return hit.0 }
    }
    let description = String(describing: value)
    if description.count == 1, let symbol = description.first, _RACMarbleParser.isValueCharacter(symbol) {
      if let other = taken[symbol] {
        if String(describing: other) == description { return symbol }
      } else {
        taken[symbol] = value
        return symbol
      }
    }
    guard let symbol = Self.alphabet.first(where: { taken[$0] == nil }) else { return "?" }
    taken[symbol] = value
    fresh.append((symbol, value))
    return symbol
  }

  /// `x = 42` for each character made up for a value.
  var legendLines: [String] {
    fresh.map { "\($0.0) = \($0.1)" }
  }
}

/// The subscriptions of one test signal.
///
/// Not API.
final class _RACSubscriptionLog: Sendable {
  private let entries = _RACLock<[RACTestSubscription]>([])

  /// Records a subscription at `time`; returns its index.
  func subscribed(at time: TimeInterval) -> Int {
    entries.withLock { entries in
      entries.append(RACTestSubscription(subscribed: time))
      return entries.count - 1
    }
  }

  /// Records the disposal of subscription `index` at `time` (the first
  /// disposal only).
  func disposed(_ index: Int, at time: TimeInterval) {
    entries.withLock { entries in
      let entry = entries[index]
      if entry.disposed == nil {
        entries[index] = RACTestSubscription(subscribed: entry.subscribed, disposed: time)
      }
    }
  }

  var subscriptions: [RACTestSubscription] { entries.withLock { $0 } }
}
