import RACStreamCore

extension RACTestRecorder where Value: Equatable {
  /// Compares what the recorder recorded with a marble expectation.
  ///
  /// Events must match in order, kind, value (`==`) and tick; errors
  /// compare by type and description (an expected `#` matches `error`).
  /// A `^` in the expectation also checks the tick the recorder subscribed
  /// at, and a `!` the tick its subscription was disposed at before any
  /// terminal event; without them neither is checked. Time after the last
  /// event (trailing `-`) is not checked.
  ///
  /// ```swift
  /// let test = RACMarbleTester()
  /// let recorder = test.record(try test.cold("-a-b-|", values: ["a": 1, "b": 2]).map { $0 * 10 })
  /// test.run()
  /// let result = try recorder.compare(with: "-x-y-|", values: ["x": 10, "y": 20])
  /// #expect(result.isMatch, "\(result)")
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The expected marble string, ticks counted from the
  ///     recorder's origin.
  ///   - values: What each value character stands for.
  ///   - error: What `#` stands for.
  /// - Returns: The outcome, with a readable report on a mismatch.
  /// - Throws: ``RACMarbleError`` when `expected` is malformed, or has an
  ///   event before its `^`.
  public func compare(
    with expected: String,
    values: RACMarbleLegend<Value>,
    error: any Error = RACTestError()
  ) throws(RACMarbleError) -> RACMarbleComparison {
    let timeline = try RACMarbleTimeline(expected, values: values, error: error)
    try _RACMarbleParser.requireEventsAfterSubscription(timeline.tokens, of: expected)
    return compare(with: timeline)
  }

  /// Compares what the recorder recorded with a timeline already read; see
  /// ``compare(with:values:error:)``.
  ///
  /// - Parameter timeline: The expectation.
  /// - Returns: The outcome, with a readable report on a mismatch.
  public func compare(with timeline: RACMarbleTimeline<Value>) -> RACMarbleComparison {
    typealias Item = _RACComparedItem<Value>

    // Expected: `^` first at its tick, then the events, then `!`.
    var expected: [(order: Int, line: _RACReportLine, item: Item)] = []
    func expect(_ tick: Int, _ order: Int, _ text: String, _ item: Item) {
      expected.append((order, _RACReportLine(tick: tick, label: "\(tick)", text: text, drawnTick: tick), item))
    }
    if let tick = timeline.subscriptionTick { expect(tick, 0, "subscribed", .subscribed) }
    for event in timeline.events { expect(event.tick, 1, "\(event.event)", .event(event.event)) }
    if let tick = timeline.disposalTick { expect(tick, 2, "disposed", .disposed) }
    expected = expected.enumerated()
      .sorted {
        ($0.element.line.drawnTick, $0.element.order, $0.offset) < (
          $1.element.line.drawnTick, $1.element.order, $1.offset
        )
      }
      .map(\.element)

    // Actual, in the order it happened.
    let snapshot = state.withLock { $0 }
    var actual: [(line: _RACReportLine, item: Item)] = []
    func happened(_ time: Double, _ text: String, _ item: Item) {
      let line = _RACReportLine(
        tick: _RACTickMath.tick(of: time, tickLength: tickLength),
        label: _RACTickMath.label(of: time, tickLength: tickLength),
        text: text,
        drawnTick: _RACTickMath.column(of: time, tickLength: tickLength))
      actual.append((line, item))
    }
    let checkSubscription = timeline.subscriptionTick != nil
    let checkDisposal = timeline.disposalTick != nil
    if checkSubscription, let time = snapshot.subscribedAt { happened(time, "subscribed", .subscribed) }
    for timed in snapshot.events { happened(timed.time, "\(timed.event)", .event(timed.event)) }
    if checkDisposal, !snapshot.terminated, let time = snapshot.disposedAt { happened(time, "disposed", .disposed) }

    let difference = _RACReport.firstDifference(expected.map(\.line), actual.map(\.line)) { index in
      switch (expected[index].item, actual[index].item) {
      case (.subscribed, .subscribed), (.disposed, .disposed): true
      case (.event(let a), .event(let b)): a == b
      default: false
      }
    }

    var symbols = _RACSymbolTable<Value>(
      known: timeline.events.compactMap { event in event.event.value.map { (event.symbol, $0) } },
      equal: ==)
    let drawing = _RACMarbleDrawing.draw([
      _RACMarbleDrawing.Line(marks: _RACMarbleDrawing.marks(timeline.tokens), length: timeline.length),
      _RACMarbleDrawing.Line(
        marks: marks(symbols: &symbols, subscription: checkSubscription, disposal: true),
        length: snapshot.terminated || snapshot.disposedAt != nil ? 0 : timeline.length),
    ])
    return _RACReport.make(
      title: "Recorded events",
      expectedMarbles: drawing.strings[0],
      actualMarbles: drawing.strings[1],
      approximate: !drawing.exact,
      column: drawing.column(of:),
      expected: expected.map(\.line),
      actual: actual.map(\.line),
      difference: difference,
      legend: symbols.legendLines)
  }
}

extension RACTestRecorder where Value: Equatable & LosslessStringConvertible {
  /// Compares what the recorder recorded with a marble expectation whose
  /// value characters convert to values with `Value.init(_: String)`; see
  /// ``compare(with:values:error:)``.
  ///
  /// ```swift
  /// let result = try recorder.compare(with: "-1-2-|")   // a RACTestRecorder<Int>
  /// #expect(result.isMatch, "\(result)")
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The expected marble string.
  ///   - error: What `#` stands for.
  /// - Returns: The outcome, with a readable report on a mismatch.
  /// - Throws: ``RACMarbleError`` when `expected` is malformed.
  public func compare(with expected: String, error: any Error = RACTestError()) throws(RACMarbleError)
    -> RACMarbleComparison
  {
    try compare(with: expected, values: .characters, error: error)
  }
}

/// What a line of a recorder comparison stands for.
///
/// Not API.
enum _RACComparedItem<Value> {
  case subscribed
  case disposed
  case event(RACEvent<Value>)
}
