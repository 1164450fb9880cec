import RACMarbles
import RACSequence
import RACSignalOperators
import RACStreamCore
import RACTesting
import Testing

/// The tool's own parts: reading diagrams, drawing lines.
@Suite struct MarbleToolTests {
  @Test func parseKeepsAlignmentSpacesAndSplitsNotes() {
    let lines = RACMarbleDocs.parse([
      "self:      ^a-b-    c-|         (subscribed to at once)",
      "result, 1: ----[^ab]c-|",
      "b:              -3-|",
      "trigger:   ----x",
    ])
    #expect(lines.map(\.label) == ["self", "result, 1", "b", "trigger"])
    #expect(lines[0].marbles == "^a-b-    c-|")
    #expect(lines[0].note == "(subscribed to at once)")
    #expect(lines[1].marbles == "----[^ab]c-|")
    #expect(lines[1].note == nil)
    #expect(lines[2].marbles == "     -3-|")
    #expect(lines[3].marbles == "----x")
  }

  @Test func parseReadsNotesWithColonsAndUnlabelledLines() {
    let labelled = RACMarbleDocs.parse(["self:   -a-#", "result: -a-#          doError: runs at 3"])
    #expect(labelled[1].note == "doError: runs at 3")
    let unlabelled = RACMarbleDocs.parse(["[a|]"])
    #expect(unlabelled == [RACMarbleDocs.Line(label: "", marbles: "[a|]", note: nil)])
  }

  @Test func textAlignsTicksAcrossLines() {
    let value = RACMarbleLine.Mark.Kind.value(colour: "a")
    let lines = [
      RACMarbleLine(
        label: "self", marks: [.init(tick: 1, symbol: "a", kind: value), .init(tick: 3, symbol: "|", kind: .completed)]),
      RACMarbleLine(
        label: "result",
        marks: [.init(tick: 1, symbol: "a", kind: value), .init(tick: 1, symbol: "|", kind: .completed)],
        note: "take(1)"),
    ]
    #expect(RACMarbleTextRenderer.render(lines) == ["self:   -a   -|", "result: -[a|]    take(1)"])
  }

  @Test func equalValuesShareAColourInThePicture() {
    let lines = [
      RACMarbleLine(label: "self", marks: [.init(tick: 1, symbol: "2", kind: .value(colour: "2"))]),
      RACMarbleLine(
        label: "result",
        marks: [
          .init(tick: 1, symbol: "2", kind: .value(colour: "2")),
          .init(tick: 2, symbol: "4", kind: .value(colour: "4")),
        ]),
    ]
    let svg = RACMarbleSVGRenderer.render(lines, title: "t")
    let fills = svg.split(separator: "\n").compactMap { line -> Substring? in
      guard let range = line.range(of: "fill=\"#"), line.contains("<circle") else { return nil }
      return line[range.upperBound...].prefix(6)
    }
    #expect(fills.count == 3)
    #expect(fills[0] == fills[1])
    #expect(fills[1] != fills[2])
  }

  @Test func hotInputsAndDisposalsAreDrawn() throws {
    let example = RACMarbleExample("hot", layer: .streamCore, documents: []) { m in
      let source: RACSignal<String> = try m.hot("self", "-a-b-c-|")
      m.record(source.map { $0.uppercased() }, subscribeAt: 2, disposeAt: 5, subscriptions: true)
    }
    let text = try RACMarbleRunner.text(of: example)
    // The disposal at 5 comes after what the hot signal sends at 5.
    #expect(text == ["self:   -a-b-c   -|", "result: --^B-[C!]"], "\(text)")
  }

  @Test func aColdLineDrawsOnlyWhatItSentBeforeItsDisposal() throws {
    // The trigger's x at 3 was scheduled before the subscription scheduled
    // b: takeUntil disposes self before b is sent.
    let disposedFirst = RACMarbleExample("cold disposed first", layer: .streamCore, documents: []) { m in
      let trigger: RACSignal<String> = try m.hot("trigger", "---x")
      let source: RACSignal<String> = try m.cold("self", "-a-b-|", subscriptions: true)
      m.record(source.take(until: trigger))
    }
    let disposedFirstText = try RACMarbleRunner.text(of: disposedFirst)
    #expect(disposedFirstText == ["trigger: ---x", "self:    ^a-!", "result:  -a-|"], "\(disposedFirstText)")
    // take(1) disposes on a: b of the same tick is never sent.
    let sameTick = RACMarbleExample("cold same tick", layer: .streamCore, documents: []) { m in
      let source: RACSignal<String> = try m.cold("self", "-[ab]-|", subscriptions: true)
      m.record(source.take(1))
    }
    #expect(try RACMarbleRunner.text(of: sameTick) == ["self:   ^[a!]", "result: -[a|]"])
    // A line that ended before its disposal is drawn whole.
    let ended = RACMarbleExample("cold ended", layer: .streamCore, documents: []) { m in
      let source: RACSignal<String> = try m.cold("self", "-a|", subscriptions: true)
      m.record(source, disposeAt: 4)
    }
    #expect(try RACMarbleRunner.text(of: ended) == ["self:   ^a|", "result: -a|"])
  }

  @Test func aFalseNoteFailsTheRun() {
    let example = RACMarbleExample("note", layer: .streamCore, documents: []) { m in
      let source: RACSignal<String> = try m.cold("self", "-a-|")
      m.record(source)
      m.expect("something that does not hold") { false }
    }
    #expect(throws: RACMarbleRunError.self) { try RACMarbleRunner.text(of: example) }
  }

  @Test func sequencesAreDrawnAsTheirValues() throws {
    let example = RACMarbleExample("sequence", layer: .sequence, caption: "filter { $0 % 2 == 0 }", documents: []) {
      m in
      let source = m.sequence("self", [1, 2, 3, 4])
      m.record(source.filter { $0 % 2 == 0 })
    }
    #expect(
      try RACMarbleRunner.text(of: example) == ["self:   [1, 2, 3, 4]", "result: [2, 4]        filter { $0 % 2 == 0 }"])
    let svg = try RACMarbleRunner.svg(of: example)
    #expect(!svg.contains("<line "), "a sequence has no time axis")
    let fills = svg.split(separator: "\n").filter { $0.contains("<circle") }.map { line in
      line[line.range(of: "fill=\"#")!.upperBound...].prefix(6)
    }
    #expect(fills.count == 6)
    #expect(fills[1] == fills[4] && fills[3] == fills[5], "2 and 4 keep their colours")
  }

  @Test func valuesAreWrittenAsDiagramsWriteThem() {
    let nothing: String? = nil
    #expect(RACMarbleScenario.text(of: Optional("a")) == "a")
    #expect(RACMarbleScenario.text(of: nothing) == "nil")
    #expect(RACMarbleScenario.text(of: (1, "x")) == "(1, x)")
    #expect(RACMarbleScenario.text(of: [["a"], []]) == "[[a], []]")
    #expect(RACMarbleScenario.text(of: [1, 2].racSequence) == "[1, 2]")
    #expect(RACMarbleScenario.text(of: RACTestError()) == "#")
  }

  @Test func aBlockingOperatorIsRunWhileTheSchedulerPlaysItsInput() throws {
    let example = RACMarbleExample("blocking", layer: .signalOperators, documents: []) { m in
      let source: RACSignal<String> = try m.cold("self", "--a-b-|")
      m.returned(by: source, note: "first()") { $0.first() }
      try m.section {
        let failing: RACSignal<String> = try m.cold("self", "--#")
        m.returned(by: failing) { try $0.waitUntilCompleted() }
      }
      try m.section {
        let completing: RACSignal<String> = try m.cold("self", "-a-|")
        m.returned(by: completing) { try $0.waitUntilCompleted() }
      }
    }
    let text = try RACMarbleRunner.text(of: example)
    #expect(
      text == [
        "self:   --a-b-|", "result: a         first()", "self:   --#", "result: throws #", "self:   -a-|",
        "result: returns",
      ], "\(text)")
    #expect(try RACMarbleRunner.svg(of: example).contains(">throws #</text>"))
  }

  @Test func anAwaitingOperatorIsRunInATask() throws {
    let example = RACMarbleExample("awaiting", layer: .signalOperators, documents: []) { m in
      let source: RACSignal<String> = try m.cold("self", "--a-b-|")
      m.awaited(by: source) { try await $0.toArray() }
    }
    #expect(try RACMarbleRunner.text(of: example) == ["self:   --a-b-|", "result: [a, b]"])
  }

  @Test func aSignalSendingFromAnotherThreadIsRecordedUntilItEnds() throws {
    let example = RACMarbleExample("background", layer: .sequence, documents: []) { m in
      let source = m.sequence("self", ["a", "b"])
      m.recordUntilEnd(source.signal())
    }
    #expect(try RACMarbleRunner.text(of: example) == ["self:   [a, b]", "result: [ab|]"])
  }
}
