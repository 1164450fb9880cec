import RACSignalOperators
import RACStreamCoreTestSupport
import RACTesting
import Testing

@Suite struct SwitchToLatestTests {
  @Test func switchToLatestPassesOnTheLatestInnerSignalOnly() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-2-3|")
    let b = try test.cold("-4--5|")
    let outer = try test.cold("-a---b--|", values: ["a": a, "b": b])
    let recorder = test.record(outer.switchToLatest())
    test.run()
    expectMarbles(recorder, "--1-2-4--5|")
    expectSubscriptions(a, ["-^---!"])
    expectSubscriptions(b, ["-----^----!"])
    expectSubscriptions(outer, ["^-------!"])
  }

  @Test func switchToLatestSubscribesTheNewInnerSignalBeforeDisposingThePrevious() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    let disposable = log.subscribe(outer.signal.switchToLatest())
    outer.send(log.source("a", [1], end: nil))
    outer.send(log.source("b", [2], end: nil))
    disposable.dispose()
    #expect(
      log.lines == [
        "a subscribed", "next 1", "b subscribed", "next 2", "a disposed", "b disposed",
      ])
  }

  // RAC's derivation cuts the previous inner signal with its `takeUntil:`
  // trigger, a later subscriber of the published receiver than the
  // flattenMap that subscribes the new one: what the previous one sends
  // while the new one is being subscribed to still passes.
  @Test func switchToLatestPassesWhatThePreviousInnerSendsWhileTheNewIsSubscribed() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    let a = ManualSource<Int>()
    let b = RACSignal<Int> { subscriber in
      a.send(99)
      subscriber.sendNext(2)
      a.send(98)
      return nil
    }
    log.subscribe(outer.signal.switchToLatest())
    outer.send(a.signal)
    a.send(1)
    outer.send(b)
    a.send(3)
    #expect(log.lines == ["next 1", "next 99", "next 2", "next 98"])
  }

  @Test func switchToLatestPassesAnErrorOfThePreviousInnerWhileTheNewIsSubscribed() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    let a = ManualSource<Int>()
    let b = RACSignal<Int> { subscriber in
      a.sendError(TestFailure(code: 7))
      subscriber.sendNext(2)
      return RACDisposable { log("b disposed") }
    }
    log.subscribe(outer.signal.switchToLatest())
    outer.send(a.signal)
    outer.send(b)
    #expect(log.lines == ["error TestFailure(code: 7)", "b disposed"])
  }

  // A third inner signal sent while the second is being subscribed to: all
  // three pass until the third is subscribed, then only the third.
  @Test func switchToLatestKeepsEveryReplacedInnerUntilTheNewestIsSubscribed() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let c = RACSignal<Int> { subscriber in
      a.send(10)
      b.send(20)
      subscriber.sendNext(30)
      return nil
    }
    let subscribingB = RACSignal<Int> { subscriber in
      let subscription = b.signal.subscribe(subscriber)
      outer.send(c)
      b.send(21)
      a.send(11)
      return subscription
    }
    log.subscribe(outer.signal.switchToLatest())
    outer.send(a.signal)
    outer.send(subscribingB)
    a.send(12)
    b.send(22)
    #expect(log.lines == ["next 10", "next 20", "next 30"])
  }

  // A `return` inner signal, taken without a subscription, leaves the
  // window open as subscribing to it does: a value the previous inner
  // signal sends from the subscriber's callback passes.
  @Test func switchToLatestPassesWhatThePreviousInnerSendsWhileAReturnInnerSends() {
    let outer = ManualSource<RACSignal<Int>>()
    let a = ManualSource<Int>()
    var values: [Int] = []
    outer.signal.switchToLatest().subscribeNext { value in
      values.append(value)
      if value == 2 { a.send(99) }
    }
    outer.send(a.signal)
    outer.send(.return(2))
    a.send(3)
    #expect(values == [2, 99])
  }

  @Test func ifPassesWhatThePreviousBranchSendsWhileTheNewIsSubscribed() {
    let conditions = ManualSource<Bool>()
    let yes = ManualSource<Int>()
    let no = RACSignal<Int> { subscriber in
      yes.send(99)
      subscriber.sendNext(0)
      return nil
    }
    var values: [Int] = []
    RACSignal.if(conditions.signal, then: yes.signal, else: no).subscribeNext { values.append($0) }
    conditions.send(true)
    yes.send(1)
    conditions.send(false)
    yes.send(2)
    #expect(values == [1, 99, 0])
  }

  // `return` and `empty` inner signals are taken at once, without an inner
  // subscriber: their value, then the previous inner signal disposed, as
  // subscribing to them does.
  @Test func switchToLatestTakesAReturnInnerThenDisposesThePrevious() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    let disposable = log.subscribe(outer.signal.switchToLatest())
    outer.send(log.source("a", [1], end: nil))
    outer.send(.return(2))
    outer.send(log.source("b", [3], end: nil))
    outer.send(.empty())
    outer.send(.return(4))
    disposable.dispose()
    #expect(
      log.lines == [
        "a subscribed", "next 1", "next 2", "a disposed", "b subscribed", "next 3", "b disposed", "next 4",
      ])
  }

  @Test func switchToLatestCompletesAfterAReturnInnerOnceTheOuterCompletes() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    log.subscribe(outer.signal.switchToLatest())
    outer.send(log.source("a", [1], end: nil))
    outer.send(.return(2))
    outer.sendCompleted()
    #expect(log.lines == ["a subscribed", "next 1", "next 2", "a disposed", "completed"])
  }

  @Test func switchToLatestReturnInnerSentFromAnInnerValueTakesOver() {
    let outer = ManualSource<RACSignal<Int>>()
    var values: [Int] = []
    var completed = false
    outer.signal.switchToLatest().subscribeNext(
      { value in
        values.append(value)
        if value == 1 { outer.send(RACSignal.return(2)) }
        if value == 2 { outer.sendCompleted() }
      }, completed: { completed = true })
    outer.send(RACSignal.return(1))
    #expect(values == [1, 2])
    #expect(completed)
  }

  @Test func switchToLatestDisposedFromAReturnInnersValueSendsNothingMore() {
    let outer = ManualSource<RACSignal<Int>>()
    var values: [Int] = []
    var completed = false
    var disposable: RACDisposable?
    disposable = outer.signal.switchToLatest().subscribeNext(
      { value in
        values.append(value)
        disposable?.dispose()
      }, completed: { completed = true })
    outer.send(RACSignal.return(1))
    outer.send(RACSignal.return(2))
    outer.sendCompleted()
    #expect(values == [1])
    #expect(!completed)
  }

  @Test(arguments: [("-a|", "-1---|", "--1---|"), ("-a-----|", "-1|", "--1----|"), ("--|", "", "--|")])
  func switchToLatestCompletesWhenTheOuterAndTheLatestInnerHave(
    outerMarbles: String, innerMarbles: String, expected: String
  ) throws {
    let test = RACMarbleTester()
    let inner = try test.cold(innerMarbles.isEmpty ? "-" : innerMarbles)
    let recorder = test.record(try test.cold(outerMarbles, values: ["a": inner]).switchToLatest())
    test.run()
    expectMarbles(recorder, expected)
  }

  @Test func switchToLatestIgnoresTheCompletionOfAReplacedInnerSignal() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-|")
    let b = try test.cold("-2---|")
    let outer = try test.cold("-a-b|", values: ["a": a, "b": b])
    let recorder = test.record(outer.switchToLatest())
    test.run()
    expectMarbles(recorder, "--1-2---|")
    expectSubscriptions(a, ["-^-!"])
  }

  @Test func switchToLatestInnerErrorDisposesTheOuter() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1#")
    let outer = try test.cold("-a-----|", values: ["a": a])
    let recorder = test.record(outer.switchToLatest())
    test.run()
    expectMarbles(recorder, "--1#")
    expectSubscriptions(outer, ["^--!"])
  }

  @Test func switchToLatestOuterErrorDisposesTheInner() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-----|")
    let outer = try test.cold("-a--#", values: ["a": a])
    let recorder = test.record(outer.switchToLatest())
    test.run()
    expectMarbles(recorder, "--1-#")
    expectSubscriptions(a, ["-^--!"])
  }

  @Test func switchToLatestDisposesTheInnerSignalThenTheOuter() {
    let log = EventLog()
    let outer = RACSignal<RACSignal<Int>> { subscriber in
      log("outer subscribed")
      subscriber.sendNext(log.source("a", [1], end: nil))
      return RACDisposable { log("outer disposed") }
    }
    log.subscribe(outer.switchToLatest()).dispose()
    #expect(log.lines == ["outer subscribed", "a subscribed", "next 1", "a disposed", "outer disposed"])
  }

  @Test func switchToLatestSubscribesAColdSignalAfresh() throws {
    let test = RACMarbleTester()
    let a = try test.cold("-1-2|")
    let outer = try test.cold("-a-a-----|", values: ["a": a])
    let recorder = test.record(outer.switchToLatest())
    test.run()
    expectMarbles(recorder, "--1-1-2--|")
    expectSubscriptions(a, ["-^-!", "---^---!"])
  }

  @Test func switchToLatestDeliversAReentrantSendAtOnce() {
    let outer = ManualSource<RACSignal<Int>>()
    let inner = ManualSource<Int>()
    var values: [Int] = []
    let disposable = outer.signal.switchToLatest().subscribeNext { value in
      values.append(value)
      if value == 1 { outer.send(.return(2)) }
      values.append(-value)
    }
    outer.send(inner.signal)
    inner.send(1)
    inner.send(5)
    disposable.dispose()
    #expect(values == [1, 2, -2, -1])
  }

  @Test func switchToLatestReplacedWhileSubscribingDisposesTheReplacedSignal() {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    let first = RACSignal<Int> { subscriber in
      log("a subscribed")
      subscriber.sendNext(1)
      subscriber.sendNext(3)
      return RACDisposable { log("a disposed") }
    }
    let disposable = outer.signal.switchToLatest().subscribeNext { value in
      log("next \(value)")
      if value == 1 { outer.send(log.source("b", [2], end: nil)) }
    }
    outer.send(first)
    disposable.dispose()
    #expect(log.lines == ["a subscribed", "next 1", "b subscribed", "next 2", "a disposed", "b disposed"])
  }

  @Test func switchToLatestIsNamedAsInReactiveCocoa() {
    #expect(RACSignal<RACSignal<Int>>.never().setName("o").switchToLatest().name == "[o] -switchToLatest")
  }

  /// An inner signal that completes while it is being subscribed to still
  /// replaces the previous one, which is disposed after it (as RAC's
  /// `takeUntil:` on the next outer value does), whether or not its sink is
  /// then kept for the next inner signal.
  @Test(arguments: [1, 2])
  func switchToLatestDisposesThePreviousInnerWhenTheNextCompletesAtOnce(atOnce: Int) {
    let log = EventLog()
    let outer = ManualSource<RACSignal<Int>>()
    log.subscribe(outer.signal.switchToLatest())
    outer.send(log.source("a", [1], end: nil))
    for index in 0..<atOnce { outer.send(log.source("b\(index)", [2 + index])) }
    // Each completing inner signal's own subscription is disposed at its
    // completion, before the replaced one.
    var expected = ["a subscribed", "next 1", "b0 subscribed", "next 2", "b0 disposed", "a disposed"]
    if atOnce == 2 { expected += ["b1 subscribed", "next 3", "b1 disposed"] }
    #expect(log.lines == expected)
  }

  @Test func switchToLatestReleasesItsSubscriber() {
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        let outer = RACSignal<RACSignal<Int>>.return(.never()).concat(.never())
        recorder.subscribe(to: outer.switchToLatest())
        recorder.dispose()
        return recorder
      })  // Inner signals that complete synchronously: sent inline (`return`),
    // or subscribed to through a sink that is kept for the next one.
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        let outer = RACSignal<RACSignal<Int>>.return(.return(1)).concat(.never())
        recorder.subscribe(to: outer.switchToLatest())
        recorder.dispose()
        return recorder
      })
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        let completesAtOnce = RACSignal<Int> { subscriber in
          subscriber.sendNext(1)
          subscriber.sendCompleted()
          return nil
        }
        let outer = RACSignal<RACSignal<Int>>.return(completesAtOnce).concat(.never())
        recorder.subscribe(to: outer.switchToLatest())
        recorder.dispose()
        return recorder
      })
    #expect(
      RACLeakTracker.isReleased {
        let recorder = RACTestRecorder<Int>(scheduler: RACTestScheduler())
        recorder.subscribe(to: RACSignal<RACSignal<Int>>.return(.return(1)).switchToLatest())
        return recorder
      })
  }

  /// An inner signal that hands over one subscription and returns another:
  /// disposing the result disposes both.
  @Test func disposingReachesBothSubscriptionsOfTheLiveInnerSignal() throws {
    let inner = ReturningSource(hands: true)
    let subscription = RACSignal<RACSignal<Int>>.return(inner).concat(.never()).switchToLatest()
      .subscribeNext { _ in }
    let handed = try #require(inner.handed)
    let returned = try #require(inner.returned)
    subscription.dispose()
    #expect(handed.isDisposed)
    #expect(returned.isDisposed)
  }
}

/// Inner signals that ignore their disposal and keep sending: once replaced,
/// nothing of theirs passes (RAC's `takeUntil:` on each inner signal has
/// completed and dropped its subscriber).
@Suite struct SwitchToLatestStubbornInnerTests {
  struct Failure: Error {}

  /// A `return` inner signal, taken without a subscription, replaces the
  /// previous inner signal as subscribing to it would: the previous one is
  /// disposed, and what it sends afterwards, an error included, is not
  /// heard.
  @Test func nothingOfAnInnerReplacedByAReturnInnerPasses() {
    let outer = ManualSource<RACSignal<Int>>()
    let a = StubbornSource(prefix: [])
    let subscriber = RawSubscriber()
    let subscription = outer.signal.switchToLatest().subscribe(subscriber)
    outer.send(a)
    a.sendNext(1)
    outer.send(.return(2))
    #expect(a.disposals == 1)
    a.sendNext(3)
    a.sendError(Failure())
    #expect(subscriber.events == ["1", "2"])
    withExtendedLifetime(subscription) {}
  }

  /// An inner signal that completed during its subscription lets the next
  /// one reuse its sink; once that next one is replaced in turn, what it
  /// sends is still not heard: the replacement gets a sink of its own.
  @Test func nothingOfAnInnerReplacedAfterAnInnerThatCompletedAtOncePasses() {
    let outer = ManualSource<RACSignal<Int>>()
    let completesAtOnce = RACSignal<Int> { subscriber in
      subscriber.sendCompleted()
      return nil
    }
    let b = StubbornSource(prefix: [])
    let c = ManualSource<Int>()
    let subscriber = RawSubscriber()
    let subscription = outer.signal.switchToLatest().subscribe(subscriber)
    outer.send(completesAtOnce)
    outer.send(b)
    b.sendNext(1)
    outer.send(c.signal)
    #expect(b.disposals == 1)
    b.sendNext(9)
    b.sendCompleted()
    c.send(5)
    #expect(subscriber.events == ["1", "5"])
    withExtendedLifetime(subscription) {}
  }
}

/// A signal subclass that hands its subscriber no subscription and returns
/// one that counts its disposals: only the operator that holds that
/// disposable can dispose it.
private final class UnhandedSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  var subscriber: (any RACSubscriber<Int>)?
  var disposals = 0

  override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    self.subscriber = subscriber
    return RACDisposable { [weak self] in self?.disposals += 1 }
  }
}

@Suite struct SwitchToLatestEndTests {
  /// In RAC the latest inner signal's subscription ends with it (its
  /// `takeUntil:` wrapper's block subscriber disposes everything at its
  /// completion), whoever subscribed to the result: when the latest inner
  /// signal completes after the outer one, its subscription is disposed
  /// even for a subscriber that disposes nothing at its terminal event.
  @Test func theLastInnerSignalsSubscriptionIsDisposedAtCompletion() {
    let outer = ManualSource<RACSignal<Int>>()
    let inner = UnhandedSource()
    let subscriber = RawSubscriber()
    let subscription = outer.signal.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    outer.sendCompleted()
    inner.subscriber?.sendNext(1)
    inner.subscriber?.sendCompleted()
    #expect(subscriber.events == ["1", "completed"])
    #expect(inner.disposals == 1)
    withExtendedLifetime(subscription) {}
  }
}

@Suite struct SwitchCasesTests {
  @Test func switchSelectsTheCaseOfTheLatestKey() throws {
    let test = RACMarbleTester()
    let keys = try test.cold("-a--b--c--|")
    let cases = ["a": try test.cold("-1|") as RACSignal<String>, "b": try test.cold("-2|")]
    let recorder = test.record(RACSignal.switch(keys, cases: cases, default: try test.cold("-0|")))
    test.run()
    expectMarbles(recorder, "--1--2--0-|")
  }

  @Test func switchWithoutADefaultFailsOnAnUnknownKey() throws {
    let test = RACMarbleTester()
    let keys = try test.cold("-a--c--|")
    let recorder = test.record(RACSignal.switch(keys, cases: ["a": try test.cold("-1-----|")]))
    test.run()
    #expect(recorder.values == ["1"])
    #expect(recorder.error as? RACSignalError == .noMatchingCase("c"))
  }

  @Test func switchWithANilDefaultFailsOnAnUnknownKey() {
    let log = EventLog()
    log.subscribe(RACSignal.switch(RACSignal<Int>.return(7), cases: [1: RACSignal<Int>.return(1)], default: nil))
    #expect(log.lines == ["error noMatchingCase(\"7\")"])
  }

  @Test func ifSwitchesByTheLatestCondition() throws {
    let test = RACMarbleTester()
    let bool = try test.cold("-t---f---|", values: ["t": true, "f": false])
    let recorder = test.record(RACSignal.if(bool, then: try test.cold("-1-1-|"), else: try test.cold("-0|")))
    test.run()
    expectMarbles(recorder, "--1-1-0--|")
  }

  @Test func switchAndIfAreNamedAsInReactiveCocoa() {
    let key = RACSignal<Bool>.never().setName("k")
    let yes = RACSignal<Int>.never().setName("y")
    let no = RACSignal<Int>.never().setName("n")
    #expect(RACSignal.if(key, then: yes, else: no).name == "+if: k then: y else: n")
    #expect(RACSignal.switch(key, cases: [true: yes], default: no).name == "+switch: k cases: [true: \"y\"] default: n")
  }
}
