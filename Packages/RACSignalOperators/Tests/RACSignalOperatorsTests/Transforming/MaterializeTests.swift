import RACSignalOperators
import RACTesting
import Testing

@Suite struct MaterializeTests {
  typealias Event = RACEvent<String>

  @Test func materializeWrapsValuesAndCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let recorder = test.record(source.materialize())
    test.run()
    let result = try recorder.compare(
      with: "-x-y-[z|]", values: ["x": Event.next("a"), "y": .next("b"), "z": .completed])
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func materializeTurnsAnErrorIntoAValueThenCompletes() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let recorder = test.record(source.materialize())
    test.run()
    let result = try recorder.compare(
      with: "-x-[e|]", values: ["x": Event.next("a"), "e": .error(RACTestError())])
    #expect(result.isMatch, "\(result)")
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func materializeDisposalDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let recorder = test.record(source.materialize(), disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "-x!", values: ["x": Event.next("a")]).isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func materializeDeliversReentrantValuesNested() {
    let feeder = Feeder<Int>()
    var events: [String] = []
    feeder.signal.materialize().subscribeNext { event in
      events.append("\(event)")
      if case .next(1) = event { feeder.sendNext(2) }
    }
    feeder.sendNext(1)
    feeder.sendCompleted()
    #expect(events == ["next(1)", "next(2)", "completed"])
  }

  @Test func dematerializeUnwrapsEvents() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-x-y-z-|", values: ["x": Event.next("a"), "y": .next("b"), "z": .completed])
    let recorder = test.record(source.dematerialize())
    test.run()
    #expect(try recorder.compare(with: "-a-b-|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^----!"]).isMatch)
  }

  @Test func dematerializeFailsOnAnErrorValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-x-e-y|", values: ["x": Event.next("a"), "y": .next("b"), "e": .error(RACTestError())])
    let recorder = test.record(source.dematerialize())
    test.run()
    #expect(try recorder.compare(with: "-a-#").isMatch)
    #expect(try source.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func dematerializePassesTheReceiversErrorOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-x-#", values: ["x": Event.next("a")])
    let recorder = test.record(source.dematerialize())
    test.run()
    #expect(try recorder.compare(with: "-a-#").isMatch)
  }

  @Test func dematerializeIgnoresInputAfterATerminalValue() {
    let feeder = Feeder<RACEvent<Int>>()
    var events: [String] = []
    feeder.signal.dematerialize().subscribeNext(
      { events.append("next \($0)") },
      error: { _ in events.append("error") },
      completed: { events.append("completed") })
    feeder.sendNext(.next(1))
    feeder.sendNext(.completed)
    feeder.sendNext(.next(2))
    feeder.sendNext(.error(RACTestError()))
    #expect(events == ["next 1", "completed"])
    #expect(feeder.disposals == 1)
  }

  @Test func dematerializeDisposalDisposesUpstream() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-x-y-|", values: ["x": Event.next("a"), "y": .next("b")])
    let recorder = test.record(source.dematerialize(), disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "-a!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func materializeThenDematerializeIsTheIdentity() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-#")
    let recorder = test.record(source.materialize().dematerialize())
    test.run()
    #expect(try recorder.compare(with: "-a-b-#").isMatch)
  }

  @Test func materializeAndDematerializeDoNotLeak() throws {
    try expectNoLeak { $0.materialize() }
    try expectNoLeak { $0.materialize().dematerialize() }
    try expectNoLeak(source: "-a-b|", disposeAt: nil) { $0.materialize().dematerialize() }
  }

  @Test func materializeIsNamedAfterItsSource() {
    let source = RACSignal<Int>.never().setName("source")
    #expect(source.materialize().name == "[source] -materialize")
    #expect(source.materialize().dematerialize().name == "[[source] -materialize] -dematerialize")
  }
  // The sinks build and match events through the event type's witnesses,
  // handed the event type as a generic argument; from generic code that
  // argument is a type the operator does not know. Values of any type must
  // pass both ways, and be released.
  @Test func materializeAndDematerializeFromGenericCode() {
    weak var weakTracked: Tracked?
    var received: [String] = []
    do {
      let tracked = Tracked()
      weakTracked = tracked
      let eventsFeeder = Feeder<Payload>()
      let valuesFeeder = Feeder<Payload>()
      let eventsSubscription = Self.materialized(eventsFeeder.signal).subscribeNext {
        received.append("event \($0.isFinished)")
      }
      let valuesSubscription = Self.roundTrip(valuesFeeder.signal).subscribeNext(
        { received.append("value \($0.name)") },
        error: { received.append("error \($0)") },
        completed: { received.append("completed") })
      for feeder in [eventsFeeder, valuesFeeder] {
        feeder.sendNext(Payload(name: "a", object: tracked))
        feeder.sendError(RACTestError("3"))
      }
      eventsSubscription.dispose()
      valuesSubscription.dispose()
    }
    #expect(received == ["event false", "event true", "value a", "error RACTestError(3)"])
    #expect(weakTracked == nil)
  }

  @Test func dematerializeFromGenericCodeEndsOnTheFirstTerminalValue() {
    let feeder = Feeder<RACEvent<Payload>>()
    var received: [String] = []
    Self.dematerialized(feeder.signal).subscribeNext(
      { received.append($0.name) },
      error: { received.append("error \($0)") },
      completed: { received.append("completed") })
    feeder.sendNext(.next(Payload(name: "a")))
    feeder.sendNext(.completed)
    feeder.sendNext(.next(Payload(name: "b")))
    feeder.sendNext(.error(RACTestError("1")))
    #expect(received == ["a", "completed"])
  }

  private static func materialized<Value>(_ signal: RACSignal<Value>) -> RACSignal<RACEvent<Value>> {
    signal.materialize()
  }

  private static func dematerialized<Value>(_ signal: RACSignal<RACEvent<Value>>) -> RACSignal<Value> {
    signal.dematerialize()
  }

  private static func roundTrip<Value>(_ signal: RACSignal<Value>) -> RACSignal<Value> {
    dematerialized(materialized(signal))
  }
}

/// A value of a type the generic tests' code does not know, holding a
/// reference so that a value kept too long shows.
private struct Payload {
  let name: String
  var object: Tracked?

  init(name: String, object: Tracked? = nil) {
    self.name = name
    self.object = object
  }
}

private final class Tracked {}
