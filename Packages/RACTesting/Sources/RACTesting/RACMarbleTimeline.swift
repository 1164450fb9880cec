import RACStreamCore

/// A marble string read into events at ticks: what test signals play and
/// what recorders are compared with.
///
/// The grammar (as in the house style): `-` one tick; a letter or digit a
/// value; `|` completed; `#` error; `^` subscribed; `!` disposed; `[ab]`
/// same tick; spaces only align. Every character but a space is one tick:
/// in `"-a-b-|"` the values come at ticks 1 and 3 and completion at tick 5.
/// A group is one tick, holding its events in the written order
/// (`"[ab]-|"` sends `a` and `b` at tick 0 and completes at tick 2). Pad
/// with spaces to keep diagrams written one above the other aligned:
///
/// ```text
/// source: -[ab]-|
/// result: -  c -|
/// ```
///
/// `( … )` is accepted for `[ … ]`.
///
/// ```swift
/// let timeline = try RACMarbleTimeline("-a-[bc]-|", values: ["a": 1, "b": 2, "c": 3])
/// // timeline.events: 1 next(1), 3 next(2), 3 next(3), 5 completed
/// ```
///
/// Reading fails with a ``RACMarbleError`` that points at the offending
/// character: an unknown character or value, an unbalanced or empty group,
/// anything after the terminal event but time, a second `^` or `!`, a `!`
/// before the `^`.
public struct RACMarbleTimeline<Value> {
  /// An event at a tick.
  public struct Event {
    /// The tick, counted from the start of the string (spaces do not
    /// count).
    public let tick: Int
    /// The event.
    public let event: RACEvent<Value>
    /// The character it was written as.
    public let symbol: Character
  }

  /// The marble string, as given.
  public let marbles: String
  /// The events, in order of time (and, at one tick, in written order).
  public let events: [Event]
  /// The tick of the `^`, if there is one.
  public let subscriptionTick: Int?
  /// The tick of the `!`, if there is one.
  public let disposalTick: Int?
  /// How many ticks the string spans (a group counts as one).
  public let length: Int

  let tokens: [_RACMarbleToken]

  /// Reads a marble string, taking values from a legend.
  ///
  /// ```swift
  /// let timeline = try RACMarbleTimeline("-a-#", values: ["a": 1], error: RACTestError("boom"))
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The marble string.
  ///   - values: What each value character stands for.
  ///   - error: What `#` stands for.
  /// - Throws: ``RACMarbleError`` when the string is malformed or uses a
  ///   value the legend does not map.
  public init(_ marbles: String, values: RACMarbleLegend<Value>, error: any Error = RACTestError())
    throws(RACMarbleError)
  {
    let (tokens, length) = try _RACMarbleParser.tokens(marbles)
    var events: [Event] = []
    var subscriptionTick: Int?
    var disposalTick: Int?
    for token in tokens {
      switch token.kind {
      case .value(let symbol):
        guard let value = values.lookup(symbol) else {
          throw RACMarbleError(.unknownValue(symbol), in: marbles, at: token.column)
        }
        events.append(Event(tick: token.tick, event: .next(value), symbol: symbol))
      case .completed:
        events.append(Event(tick: token.tick, event: .completed, symbol: "|"))
      case .error:
        events.append(Event(tick: token.tick, event: .error(error), symbol: "#"))
      case .subscribed:
        subscriptionTick = token.tick
      case .disposed:
        disposalTick = token.tick
      }
    }
    self.marbles = marbles
    self.tokens = tokens
    self.events = events
    self.subscriptionTick = subscriptionTick
    self.disposalTick = disposalTick
    self.length = length
  }

  /// The terminal event, if the string has one.
  public var terminalEvent: RACEvent<Value>? {
    events.last.flatMap { $0.event.isFinished ? $0.event : nil }
  }

  /// The events grouped by tick, in order.
  var eventsByTick: [(tick: Int, events: [RACEvent<Value>])] {
    var groups: [(tick: Int, events: [RACEvent<Value>])] = []
    for event in events {
      if let last = groups.last, last.tick == event.tick {
        groups[groups.count - 1].events.append(event.event)
      } else {
        groups.append((event.tick, [event.event]))
      }
    }
    return groups
  }
}

extension RACMarbleTimeline where Value: LosslessStringConvertible {
  /// Reads a marble string, converting each value character with
  /// `Value.init(_: String)`.
  ///
  /// ```swift
  /// let words = try RACMarbleTimeline<String>("-a-b-|")   // "a", "b"
  /// let numbers = try RACMarbleTimeline<Int>("-1-2-|")    // 1, 2
  /// ```
  ///
  /// - Parameters:
  ///   - marbles: The marble string.
  ///   - error: What `#` stands for.
  /// - Throws: ``RACMarbleError`` when the string is malformed or a
  ///   character does not convert.
  public init(_ marbles: String, error: any Error = RACTestError()) throws(RACMarbleError) {
    try self.init(marbles, values: .characters, error: error)
  }
}

extension RACMarbleTimeline.Event: CustomStringConvertible {
  /// `tick: event`, such as `3: next(2)`.
  public var description: String { "\(tick): \(event)" }
}

extension RACMarbleTimeline: CustomStringConvertible {
  /// The timeline's type and its marble string, as
  /// `<RACMarbleTimeline<Int>: -a-b-|>`, in the style of a signal's
  /// description.
  public var description: String { "<RACMarbleTimeline<\(Value.self)>: \(marbles)>" }
}
