/// One drawn line of a diagram: a label, marks at ticks, the ticks before
/// the line starts (blank), how far it runs, and a note after it; or,
/// instead of marks, a sequence's values or a returned value
/// (``Content``).
public struct RACMarbleLine: Sendable, Equatable {
  /// What a line shows.
  public enum Content: Sendable, Equatable {
    /// A timeline: the marks, at ticks (`-a-b-|`).
    case timeline
    /// The values of a pulled sequence, in order, without a time axis
    /// (`[a, b, c]`); the line has no marks and takes no ticks.
    case sequence([Item])
    /// What an operator returned, as text (`a, success true, error nil`);
    /// the line has no marks and takes no ticks.
    case returned(String)
  }

  /// One value of a sequence line.
  public struct Item: Sendable, Equatable {
    /// How the value is written (`a`, `10`, `(1, x)`).
    public let text: String
    /// Names the value's colour, so that equal values share it.
    public let colour: String

    /// Creates an item.
    public init(text: String, colour: String) {
      self.text = text
      self.colour = colour
    }
  }

  /// What happens at a tick.
  public struct Mark: Sendable, Equatable {
    /// What kind of mark.
    public enum Kind: Sendable, Equatable {
      /// A value: `colour` names it, so that equal values share a colour.
      case value(colour: String)
      /// `|`.
      case completed
      /// `#`.
      case error
      /// `^`.
      case subscribed
      /// `!`.
      case disposed
    }

    /// The tick.
    public let tick: Int
    /// The character drawn.
    public let symbol: Character
    /// The kind.
    public let kind: Kind

    /// Creates a mark.
    public init(tick: Int, symbol: Character, kind: Kind) {
      self.tick = tick
      self.symbol = symbol
      self.kind = kind
    }
  }

  /// The label before the `:`; empty for a diagram of one unlabelled line.
  public var label: String
  /// The marks, in time order (at one tick, in the order they happened).
  public var marks: [Mark]
  /// The first tick drawn; the ticks before it are blank.
  public var start: Int
  /// How many ticks the line runs at least (from tick 0).
  public var length: Int
  /// The text after the marbles.
  public var note: String?
  /// What the line shows: a timeline of ``marks`` by default.
  public var content: Content

  /// Creates a line.
  public init(
    label: String, marks: [Mark], start: Int = 0, length: Int = 0, note: String? = nil, content: Content = .timeline
  ) {
    self.label = label
    self.marks = marks
    self.start = start
    self.length = length
    self.note = note
    self.content = content
  }

  /// The tick after the last one drawn.
  public var end: Int { max(length, (marks.map(\.tick).max() ?? -1) + 1, start) }

  /// The marks at `tick`, in order.
  public func marks(at tick: Int) -> [Mark] { marks.filter { $0.tick == tick } }
}
