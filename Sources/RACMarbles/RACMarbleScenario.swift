import Foundation
import RACSchedulers
import RACStreamCore
import RACTesting

/// What an example's body uses: test signals that are drawn as input lines,
/// recorders drawn as result lines, and actions at ticks, all on one
/// ``RACMarbleTester``.
///
/// Lines are drawn in the order they are declared: the inputs first, then
/// the signals an operator's block makes while it runs (`f(a)` of
/// `flattenMap`), then the recorded results.
public final class RACMarbleScenario {
  /// The clock everything runs on.
  public let tester = RACMarbleTester()
  /// How a drawn line is made once the example has run.
  var lineMakers: [(label: String, group: Int, make: () throws -> RACMarbleLine)] = []
  /// The order of the lines by label, when it is not the order they were
  /// declared in (a signal of signals declares its inner signals first).
  public var order: [String]?

  init() {}

  // MARK: Inputs

  /// A cold test signal drawn as an input line: the timeline as written,
  /// starting at the tick of its first subscription (blank before), or at
  /// tick 0 with `^`/`!` marks when `subscriptions` is `true`.
  ///
  /// - Parameters:
  ///   - label: The line's label, such as `self`.
  ///   - marbles: The timeline, counted from each subscription.
  ///   - values: What each value character stands for.
  ///   - note: The text after the marbles (a legend, say).
  ///   - error: What `#` stands for.
  ///   - subscriptions: Whether to draw the first subscription (`^`) and
  ///     its disposal (`!`) instead of starting the line late.
  /// - Returns: The signal.
  public func cold<Value>(
    _ label: String,
    _ marbles: String,
    values: RACMarbleLegend<Value>,
    note: String? = nil,
    error: any Error = RACTestError(),
    subscriptions: Bool = false
  ) throws -> RACColdTestSignal<Value> {
    let signal = try tester.cold(marbles, values: values, error: error)
    let tickLength = tester.tickLength
    addLine(label) {
      let first = signal.subscriptions.first
      let subscribed = first.map { Self.tick($0.subscribed, tickLength) } ?? 0
      var marks: [RACMarbleLine.Mark] = []
      let disposedTick = first?.disposed.map { Self.tick($0, tickLength) }
      // What the first subscription sent before its disposal: an event
      // scheduled at the disposal's tick is drawn only when it was sent.
      let sent = signal.sentEventCounts.first ?? 0
      let events = signal.timeline.events
      var cut: Int?
      if subscriptions, let disposedTick, sent < events.count || events.last?.event.isFinished != true {
        cut = disposedTick
      }
      if subscriptions, first != nil { marks.append(.init(tick: subscribed, symbol: "^", kind: .subscribed)) }
      for event in cut == nil ? events[...] : events.prefix(sent) {
        marks.append(Self.mark(event.event, symbol: event.symbol, tick: event.tick + subscribed))
      }
      if let cut { marks.append(.init(tick: cut, symbol: "!", kind: .disposed)) }
      return RACMarbleLine(
        label: label, marks: marks, start: subscriptions ? 0 : subscribed,
        length: cut == nil ? subscribed + signal.timeline.length : 0, note: note)
    }
    return signal
  }

  /// A cold input line whose value characters convert with
  /// `Value.init(_: String)` (`"-1-2-|"` as `Int`s, `"-a-b-|"` as
  /// `String`s).
  public func cold<Value: LosslessStringConvertible>(
    _ label: String,
    _ marbles: String,
    note: String? = nil,
    error: any Error = RACTestError(),
    subscriptions: Bool = false
  ) throws -> RACColdTestSignal<Value> {
    try cold(label, marbles, values: .characters, note: note, error: error, subscriptions: subscriptions)
  }

  /// A hot test signal drawn as an input line, as written (ticks from the
  /// origin). Its marbles must not hold `^`.
  ///
  /// - Parameters:
  ///   - label: The line's label.
  ///   - marbles: The timeline, from tick 0.
  ///   - values: What each value character stands for.
  ///   - note: The text after the marbles.
  ///   - error: What `#` stands for.
  /// - Returns: The signal, its timeline scheduled.
  public func hot<Value>(
    _ label: String,
    _ marbles: String,
    values: RACMarbleLegend<Value>,
    note: String? = nil,
    error: any Error = RACTestError()
  ) throws -> RACHotTestSignal<Value> {
    let signal = try tester.hot(marbles, values: values, error: error)
    addLine(label) {
      RACMarbleLine(
        label: label,
        marks: signal.timeline.events.map { Self.mark($0.event, symbol: $0.symbol, tick: $0.tick) },
        length: signal.timeline.length, note: note)
    }
    return signal
  }

  /// A hot input line whose value characters convert with
  /// `Value.init(_: String)`.
  public func hot<Value: LosslessStringConvertible>(
    _ label: String,
    _ marbles: String,
    note: String? = nil,
    error: any Error = RACTestError()
  ) throws -> RACHotTestSignal<Value> {
    try hot(label, marbles, values: .characters, note: note, error: error)
  }

  // MARK: Results

  /// Records `signal` and draws what it sent as a result line.
  ///
  /// - Parameters:
  ///   - signal: The operator's result.
  ///   - label: The line's label; `result` by default.
  ///   - note: The text after the marbles (the example's caption goes
  ///     after the last line when this is `nil`).
  ///   - subscribeAt: The tick to subscribe at; tick 0 by default.
  ///   - disposeAt: The tick to dispose the subscription at, if any.
  ///   - subscriptions: Whether to draw `^` at the subscription and `!` at
  ///     a disposal before a terminal event.
  ///   - disposal: Whether to draw `!` at a disposal before a terminal
  ///     event (without `^`).
  ///   - length: How many ticks the line runs at least.
  ///   - symbol: The character a value is drawn as; by default its
  ///     description when that is one character.
  /// - Returns: The recorder.
  @discardableResult
  public func record<Value>(
    _ signal: RACSignal<Value>,
    label: String = "result",
    note: String? = nil,
    subscribeAt: Int? = nil,
    disposeAt: Int? = nil,
    subscriptions: Bool = false,
    disposal: Bool = false,
    length: Int = 0,
    symbol: @escaping (Value) -> Character? = { value in
      let text = String(describing: value)
      return text.count == 1 ? text.first : nil
    }
  ) -> RACTestRecorder<Value> {
    let recorder = tester.record(signal, subscribeAt: subscribeAt, disposeAt: disposeAt)
    let tickLength = tester.tickLength
    addLine(label, result: true) {
      var marks: [RACMarbleLine.Mark] = []
      if subscriptions, let at = recorder.subscribedAt {
        marks.append(.init(tick: Self.tick(at, tickLength), symbol: "^", kind: .subscribed))
      }
      for timed in recorder.events {
        let tick = Self.tick(timed.time, tickLength)
        if case .next(let value) = timed.event {
          guard let character = symbol(value) else {
            throw RACMarbleRunError("line \(label): no character for the value \(value); pass `symbol:`")
          }
          marks.append(
            .init(tick: tick, symbol: character, kind: .value(colour: Self.colour(of: value, drawnAs: character))))
        } else {
          marks.append(Self.mark(timed.event, symbol: timed.event.error == nil ? "|" : "#", tick: tick))
        }
      }
      if subscriptions || disposal, recorder.terminalEvent == nil, let at = recorder.disposedAt {
        marks.append(.init(tick: Self.tick(at, tickLength), symbol: "!", kind: .disposed))
      }
      return RACMarbleLine(label: label, marks: marks, length: length, note: note)
    }
    return recorder
  }

  /// Records `signal`, drawing each value as the legend's character for an
  /// equal value.
  @discardableResult
  public func record<Value: Equatable>(
    _ signal: RACSignal<Value>,
    label: String = "result",
    note: String? = nil,
    subscribeAt: Int? = nil,
    disposeAt: Int? = nil,
    subscriptions: Bool = false,
    disposal: Bool = false,
    length: Int = 0,
    values: [Character: Value]
  ) -> RACTestRecorder<Value> {
    record(
      signal, label: label, note: note, subscribeAt: subscribeAt, disposeAt: disposeAt,
      subscriptions: subscriptions, disposal: disposal, length: length,
      symbol: { value in values.first { $0.value == value }?.key })
  }

  // MARK: Actions

  /// What must hold once the example has run (a side effect a note
  /// describes, say); the run fails with `message` otherwise.
  var checks: [(condition: () -> Bool, message: String)] = []

  /// Checks `condition` once the example has run: the note after a line
  /// (`doNext: log is [a, b]`) is then as true as the marbles.
  public func expect(_ message: String, _ condition: @escaping () -> Bool) {
    checks.append((condition, message))
  }

  /// The current tick, for a block that records when it ran.
  public var tick: Int { tester.tick }

  /// Runs `action` at `tick`, after what is already scheduled for it.
  public func at(_ tick: Int, _ action: @escaping () -> Void) {
    tester.scheduler.after(tester.date(ofTick: tick), schedule: action)
  }

  /// Draws each value as the character `symbols` gives its description
  /// (`String(describing:)`): for tuples, arrays and other values that
  /// are not one character, such as `["(\"a\", 1)": "p"]`.
  public static func describedAs<Value>(_ symbols: [String: Character]) -> (Value) -> Character? {
    { symbols[String(describing: $0)] }
  }

  // MARK: Helpers

  /// Result lines, drawn after every input line (also after those made
  /// while the example ran).
  var resultMakers: [(label: String, group: Int, make: () throws -> RACMarbleLine)] = []
  /// The section (``section(_:)``) lines are declared in; 0 outside any.
  var group = 0
  /// How many sections there are.
  var groups = 0
  /// What the run waits for besides the scheduler: blocking and awaiting
  /// operators on threads of their own, signals sending from other threads.
  var waiters: [RACMarbleWaiter] = []

  func addLine(_ label: String, result: Bool = false, _ make: @escaping () throws -> RACMarbleLine) {
    if (lineMakers + resultMakers).contains(where: { $0.label == label && $0.group == group }) { return }
    if result { resultMakers.append((label, group, make)) } else { lineMakers.append((label, group, make)) }
  }

  static func tick(_ time: TimeInterval, _ tickLength: TimeInterval) -> Int {
    Int((time / tickLength).rounded(.down))
  }

  /// What decides a value's colour: its description, or for an object (a
  /// signal sent by a signal of signals, a group) its letter.
  static func colour<Value>(of value: Value, drawnAs symbol: Character) -> String {
    Mirror(reflecting: value).displayStyle == .class ? "object \(symbol)" : String(describing: value)
  }

  static func mark<Value>(_ event: RACEvent<Value>, symbol: Character, tick: Int) -> RACMarbleLine.Mark {
    switch event {
    case .next(let value): .init(tick: tick, symbol: symbol, kind: .value(colour: colour(of: value, drawnAs: symbol)))
    case .error: .init(tick: tick, symbol: "#", kind: .error)
    case .completed: .init(tick: tick, symbol: "|", kind: .completed)
    }
  }
}
