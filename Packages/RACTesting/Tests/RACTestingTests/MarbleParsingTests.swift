import RACStreamCore
import RACTesting
import Testing

/// `(tick, description)` pairs, for compact expectations.
func ticks<Value>(_ timeline: RACMarbleTimeline<Value>) -> [String] {
  timeline.events.map { "\($0.tick) \($0.event)" }
}

@Suite struct MarbleParsingTests {
  @Test func parsingValuesAndCompletion() throws {
    let timeline = try RACMarbleTimeline("-a-b-|", values: ["a": 1, "b": 2])
    #expect(ticks(timeline) == ["1 next(1)", "3 next(2)", "5 completed"])
    #expect(timeline.length == 6)
    #expect(timeline.subscriptionTick == nil)
    #expect(timeline.disposalTick == nil)
    #expect(timeline.terminalEvent == .completed)
    #expect(timeline.events.map(\.symbol) == ["a", "b", "|"])
  }

  @Test func parsingError() throws {
    let timeline = try RACMarbleTimeline("-a-#", values: ["a": 1], error: RACTestError("boom"))
    #expect(ticks(timeline) == ["1 next(1)", "3 error(RACTestError(boom))"])
    #expect(timeline.terminalEvent == .error(RACTestError("boom")))
  }

  @Test func parsingDefaultErrorIsRACTestError() throws {
    let timeline = try RACMarbleTimeline<Int>("#", values: [:])
    #expect(timeline.events.first?.event == .error(RACTestError()))
    #expect(timeline.events.first?.event != .error(RACTestError("other")))
  }

  @Test func parsingValueCharactersAreLettersAndDigits() throws {
    let timeline = try RACMarbleTimeline<String>("aZ09")
    #expect(ticks(timeline) == ["0 next(a)", "1 next(Z)", "2 next(0)", "3 next(9)"])
  }

  @Test func parsingWithoutLegendConverts() throws {
    let numbers = try RACMarbleTimeline<Int>("-1-2-|")
    #expect(numbers.events.compactMap(\.event.value) == [1, 2])
    let characters = try RACMarbleTimeline<Character>("xy")
    #expect(characters.events.compactMap(\.event.value) == ["x", "y"])
  }

  @Test func parsingWithClosureLegend() throws {
    let timeline = try RACMarbleTimeline("-1-2-|", values: RACMarbleLegend { Int(String($0)).map { $0 * 10 } })
    #expect(timeline.events.compactMap(\.event.value) == [10, 20])
  }

  @Test func parsingWithDictionaryLegend() throws {
    let legend: [Character: [Int]] = ["a": [1], "b": []]
    let timeline = try RACMarbleTimeline("ab", values: RACMarbleLegend(legend))
    #expect(timeline.events.compactMap(\.event.value) == [[1], []])
  }

  @Test func parsingSameTickGroupIsOneTick() throws {
    let timeline = try RACMarbleTimeline("-[ab]-|", values: ["a": 1, "b": 2])
    #expect(ticks(timeline) == ["1 next(1)", "1 next(2)", "3 completed"])
    #expect(timeline.length == 4)
  }

  @Test func parsingGroupsKeepWrittenOrder() throws {
    let timeline = try RACMarbleTimeline("[ba]", values: ["a": 1, "b": 2])
    #expect(timeline.events.compactMap(\.event.value) == [2, 1])
  }

  @Test func parsingGroupWithTerminal() throws {
    let timeline = try RACMarbleTimeline("[a|]", values: ["a": 1])
    #expect(ticks(timeline) == ["0 next(1)", "0 completed"])
  }

  @Test func parsingParenthesesAreAGroupToo() throws {
    let brackets = try RACMarbleTimeline("-[ab|]", values: ["a": 1, "b": 2])
    let parentheses = try RACMarbleTimeline("-(ab|)", values: ["a": 1, "b": 2])
    #expect(ticks(brackets) == ticks(parentheses))
  }

  @Test func parsingSpacesOnlyAlign() throws {
    let spaced = try RACMarbleTimeline("  - a - b - |  ", values: ["a": 1, "b": 2])
    let plain = try RACMarbleTimeline("-a-b-|", values: ["a": 1, "b": 2])
    #expect(ticks(spaced) == ticks(plain))
    #expect(spaced.length == plain.length)
  }

  @Test func parsingSubscriptionAndDisposalMarkers() throws {
    let timeline = try RACMarbleTimeline("--^-a--!", values: ["a": 1])
    #expect(timeline.subscriptionTick == 2)
    #expect(timeline.disposalTick == 7)
    #expect(ticks(timeline) == ["4 next(1)"])
  }

  @Test func parsingMarkersInsideAGroup() throws {
    let timeline = try RACMarbleTimeline("[^a]-[b!]", values: ["a": 1, "b": 2])
    #expect(timeline.subscriptionTick == 0)
    #expect(timeline.disposalTick == 2)
    #expect(ticks(timeline) == ["0 next(1)", "2 next(2)"])
  }

  @Test func parsingTimeAfterTerminalIsAllowed() throws {
    let timeline = try RACMarbleTimeline<String>("-|--")
    #expect(ticks(timeline) == ["1 completed"])
    #expect(timeline.length == 4)
  }

  @Test func parsingEmptyStringIsSilence() throws {
    let timeline = try RACMarbleTimeline<String>("")
    #expect(timeline.events.isEmpty)
    #expect(timeline.length == 0)
  }

  static let malformed: [(String, RACMarbleError.Kind, Int)] = [
    ("-a-%", .unexpectedCharacter("%"), 3),
    ("-a-c", .unknownValue("c"), 3),
    ("-[ab", .unclosedGroup, 1),
    ("-a]", .unopenedGroupEnd, 2),
    ("-[a)", .unopenedGroupEnd, 3),
    ("[a[b]]", .nestedGroup, 2),
    ("-[]", .emptyGroup, 2),
    ("[a-b]", .timeInsideGroup, 2),
    ("-|a", .eventAfterTerminal, 2),
    ("-#|", .eventAfterTerminal, 2),
    ("[|a]", .eventAfterTerminal, 2),
    ("^-|-!", .eventAfterTerminal, 4),
    ("^-^", .duplicateSubscription, 2),
    ("^!-!", .duplicateDisposal, 3),
    ("-!-^", .disposalBeforeSubscription, 1),
  ]

  @Test(arguments: malformed)
  func parsingMalformedThrows(marbles: String, kind: RACMarbleError.Kind, column: Int) {
    #expect(throws: RACMarbleError(kind, in: marbles, at: column)) {
      try RACMarbleTimeline(marbles, values: ["a": 1, "b": 2])
    }
  }

  @Test func parsingErrorDescriptionPointsAtTheColumn() {
    do {
      _ = try RACMarbleTimeline("-a-b-c-|", values: ["a": 1, "b": 2])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == """
          RACMarbleError: no legend entry for value "c" (column 5)
            -a-b-c-|
                 ^
          """)
    }
  }

  @Test func parsingSubscriptionMarbles() throws {
    let subscription = try RACTestSubscription("--^--!")
    #expect(subscription == RACTestSubscription(subscribed: 2, disposed: 5))
    #expect(subscription.marbles() == "--^--!")
    let open = try RACTestSubscription("^", tickLength: 0.5)
    #expect(open == RACTestSubscription(subscribed: 0))
    let halves = try RACTestSubscription("-^-!", tickLength: 0.5)
    #expect(halves == RACTestSubscription(subscribed: 0.5, disposed: 1.5))
    #expect(halves.marbles(tickLength: 0.5) == "-^-!")
    #expect(RACTestSubscription(subscribed: 1, disposed: 1).marbles() == "-[^!]")
  }

  @Test func parsingMalformedSubscriptionMarbles() {
    #expect(throws: RACMarbleError(.missingSubscription, in: "--!", at: 0)) { try RACTestSubscription("--!") }
    #expect(throws: RACMarbleError(.notAllowed("a", reason: "a subscription log holds only - ^ !"), in: "^a!", at: 1)) {
      try RACTestSubscription("^a!")
    }
    #expect(throws: RACMarbleError.self) { try RACTestSubscription("^-|") }
  }
}
