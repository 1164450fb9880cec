import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

@Suite struct TakeUntilTests {
  @Test func takeUntilCompletesAtTheTriggersValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-d-|")
    let trigger = try test.cold("----x")
    let recorder = test.record(source.take(until: trigger))
    test.run()
    #expect(try recorder.compare(with: "-a-b|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^---!"]).isMatch)
    #expect(try trigger.compareSubscriptions(with: ["^---!"]).isMatch)
  }

  @Test func takeUntilCompletesAtTheTriggersCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let trigger = try test.cold("--|")
    let recorder = test.record(source.take(until: trigger))
    test.run()
    #expect(try recorder.compare(with: "-a|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func takeUntilIgnoresTheTriggersError() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|")
    let trigger = try test.cold("--#")
    let recorder = test.record(source.take(until: trigger))
    test.run()
    #expect(try recorder.compare(with: "-a-b-|").isMatch)
    #expect(try trigger.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func takeUntilPassesTheReceiversErrorOnAndDisposesTheTrigger() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-#")
    let trigger = try test.cold("------x")
    let recorder = test.record(source.take(until: trigger))
    test.run()
    #expect(try recorder.compare(with: "-a-#").isMatch)
    #expect(try trigger.compareSubscriptions(with: ["^--!"]).isMatch)
  }

  @Test func takeUntilWithASynchronousTriggerNeverSubscribesTheReceiver() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    let recorder = test.record(source.take(until: RACSignal<Int>.return(1)))
    test.run()
    #expect(try recorder.compare(with: "|").isMatch)
    #expect(source.subscriptions.isEmpty)
  }

  /// `take(until:)` and `skip(until:)` share their subscription order and
  /// their disposal; each case runs the same checks on one of them.
  enum UntilOperator: CaseIterable, Sendable {
    case take, skip

    func apply<Trigger>(_ source: RACSignal<String>, _ trigger: RACSignal<Trigger>) -> RACSignal<String> {
      switch self {
      case .take: source.take(until: trigger)
      case .skip: source.skip(until: trigger)
      }
    }
  }

  @Test(arguments: UntilOperator.allCases)
  func untilOperatorSubscribesTheTriggerFirst(_ op: UntilOperator) {
    var order: [String] = []
    let source = RACSignal<String> { _ in
      order.append("receiver")
      return nil
    }
    let trigger = RACSignal<Int> { _ in
      order.append("trigger")
      return nil
    }
    _ = op.apply(source, trigger).subscribeNext { _ in }
    #expect(order == ["trigger", "receiver"])
  }

  /// take(until:) is disposed before its trigger fires, skip(until:) after.
  @Test(arguments: [
    (UntilOperator.take, "------x", 2, "-a!", "^-!"),
    (UntilOperator.skip, "-x", 4, "---b!", "^---!"),
  ])
  func untilOperatorDisposalDisposesBoth(
    _ op: UntilOperator, triggerMarbles: String, disposeAt: Int, expected: String, subscription: String
  ) throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let trigger = try test.hot(triggerMarbles)
    let recorder = test.record(op.apply(source, trigger), disposeAt: disposeAt)
    test.run()
    #expect(try recorder.compare(with: expected).isMatch)
    #expect(try source.compareSubscriptions(with: [subscription]).isMatch)
    #expect(try trigger.compareSubscriptions(with: [subscription]).isMatch)
  }

  @Test func takeUntilTriggeredReentrantlyDropsLaterValues() {
    let feeder = Feeder<Int>()
    let trigger = Feeder<Void>()
    var events: [String] = []
    _ = feeder.signal.take(until: trigger.signal).subscribeNext(
      { value in
        events.append("next \(value)")
        trigger.sendNext(())
        feeder.sendNext(value + 1)
      },
      completed: { events.append("completed") })
    feeder.sendNext(1)
    #expect(events == ["next 1", "completed"])
    #expect(feeder.disposals == 1)
  }

  @Test func takeUntilReplacementSwitchesAtTheReplacementsFirstValue() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let replacement = try test.cold("----x-y-|")
    let recorder = test.record(source.take(untilReplacement: replacement))
    test.run()
    #expect(try recorder.compare(with: "-a-bx-y-|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^---!"]).isMatch)
    #expect(try replacement.compareSubscriptions(with: ["^-------!"]).isMatch)
  }

  @Test func takeUntilReplacementSwallowsTheReceiversCompletion() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a|")
    let replacement = try test.cold("----x|")
    let recorder = test.record(source.take(untilReplacement: replacement))
    test.run()
    #expect(try recorder.compare(with: "-a--x|").isMatch)
  }

  @Test func takeUntilReplacementPassesTheReceiversErrorOn() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a#")
    let replacement = try test.cold("----x|")
    let recorder = test.record(source.take(untilReplacement: replacement))
    test.run()
    #expect(try recorder.compare(with: "-a#").isMatch)
    #expect(try replacement.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func takeUntilReplacementEndsWithTheReplacementsTerminalEvent() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-c-|")
    let failing = try test.cold("--#")
    let completing = try test.cold("--|")
    let failed = test.record(source.take(untilReplacement: failing))
    let completed = test.record(source.take(untilReplacement: completing))
    test.run()
    #expect(try failed.compare(with: "-a#").isMatch)
    #expect(try completed.compare(with: "-a|").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!", "^-!"]).isMatch)
  }

  @Test func takeUntilReplacementWithASynchronousReplacementNeverSubscribesTheReceiver() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-|")
    let recorder = test.record(source.take(untilReplacement: .return("x")))
    test.run()
    #expect(try recorder.compare(with: "[x|]").isMatch)
    #expect(source.subscriptions.isEmpty)
  }

  @Test func takeUntilReplacementDisposalDisposesBoth() throws {
    let test = RACMarbleTester()
    let source = try test.hot("-a-b-|")
    let replacement = try test.hot("------x")
    let recorder = test.record(source.take(untilReplacement: replacement), disposeAt: 2)
    test.run()
    #expect(try recorder.compare(with: "-a!").isMatch)
    #expect(try source.compareSubscriptions(with: ["^-!"]).isMatch)
    #expect(try replacement.compareSubscriptions(with: ["^-!"]).isMatch)
  }

  @Test func takeUntilDoesNotLeak() throws {
    try expectNoLeak { $0.take(until: RACSignal<Int>.never()) }
    try expectNoLeak(disposeAt: nil) { $0.take(until: RACSignal<Int>.empty()) }
    try expectNoLeak { $0.take(untilReplacement: .never()) }
    try expectNoLeak(disposeAt: nil) { $0.take(untilReplacement: .return("x")) }
  }

  @Test func takeUntilIsNamedAsInReactiveCocoa() {
    let source = RACSignal<Int>.never().setName("s")
    let trigger = RACSignal<Int>.never().setName("t")
    #expect(source.take(until: trigger).name == "[s] -takeUntil: t")
    #expect(source.take(untilReplacement: trigger).name == "[s] -takeUntilReplacement: t")
  }
  @Test func takeUntilReplacementDropsAStubbornReceiverOnceReplaced() {
    // The receiver ignores its disposal; after the replacement's first
    // value only the replacement is heard, as RAC's disposed receiver
    // subscription is.
    let receiver = StubbornSource(prefix: [1])
    let replacement = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    _ = receiver.take(untilReplacement: replacement).subscribe(subscriber)
    replacement.sendNext(10)
    receiver.sendNext(2)
    receiver.sendError(RACTestError())
    receiver.sendCompleted()
    replacement.sendNext(11)
    replacement.sendCompleted()
    #expect(subscriber.events == ["1", "10", "11", "completed"])
    #expect(receiver.disposals == 1)
  }
}
