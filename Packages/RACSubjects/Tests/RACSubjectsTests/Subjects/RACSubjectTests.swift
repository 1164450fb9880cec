import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACSubjectTests {
  @Test func subjectSendsToSubscribersPresentAtSending() {
    let subject = RACSubject<Int>()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    subject.sendNext(0)
    subject.subscribe(first)
    subject.sendNext(1)
    subject.subscribe(second)
    subject.sendNext(2)
    subject.sendCompleted()
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(2), .completed])
  }

  /// The diagram of RACSubject's documentation.
  @Test func subjectMarbleDiagram() {
    let (first, second) = subjectDiagram(
      RACSubject(), values: [1: "a", 3: "b", 5: "c"], secondSubscribesAt: 4, completesAt: 7)
    #expect(first.timeline == ["0^", "1a", "3b", "5c", "7|"])
    #expect(second.timeline == ["4^", "5c", "7|"])
  }

  @Test func subjectErrorEndsEverySubscription() {
    let subject = RACSubject<Int>()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    subject.subscribe(first)
    subject.subscribe(second)
    subject.sendNext(1)
    subject.sendError(TestError(code: 7))
    subject.sendNext(2)
    subject.sendCompleted()
    let expected: [RACEvent<Int>] = [.next(1), .error(TestError(code: 7))]
    for recorder in [first, second] {
      #expect(recorder.events == expected)
      #expect(recorder.subscriptionDisposables.allSatisfy { $0.isDisposed })
    }
  }

  /// ReactiveCocoa 2.5: the subject itself does not stop. A subscriber added
  /// after a terminal event receives nothing at subscription, and events sent
  /// afterwards reach it (and only it).
  @Test func subjectLateSubscriberAfterTerminalEvent() {
    let subject = RACSubject<Int>()
    let early = Recorder<Int>()
    subject.subscribe(early)
    subject.sendNext(1)
    subject.sendCompleted()

    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.events.isEmpty)

    subject.sendNext(2)
    subject.sendCompleted()
    #expect(early.events == [.next(1), .completed])
    #expect(late.events == [.next(2), .completed])
  }

  @Test func subjectBlockSubscriberSeesOneTerminalEvent() {
    let subject = RACSubject<Int>()
    var values: [Int] = []
    var completions = 0
    var errors = 0
    subject.subscribeNext({ values.append($0) }, error: { _ in errors += 1 }, completed: { completions += 1 })
    subject.sendNext(1)
    subject.sendCompleted()
    subject.sendError(TestError(code: 1))
    subject.sendNext(2)
    #expect(values == [1])
    #expect(completions == 1)
    #expect(errors == 0)
  }

  @Test func subjectDisposingOneSubscriptionRemovesOnlyIt() {
    let subject = RACSubject<Int>()
    let kept = Recorder<Int>()
    let dropped = Recorder<Int>()
    subject.subscribe(kept)
    let disposable = subject.subscribe(dropped)
    subject.sendNext(1)
    disposable.dispose()
    subject.sendNext(2)
    subject.sendCompleted()
    #expect(kept.events == [.next(1), .next(2), .completed])
    #expect(dropped.events == [.next(1)])
  }

  /// Disposing the subscription disposes what the subscriber attached to it
  /// (ReactiveObjC's "should dispose the paired disposable when a
  /// subscription terminates").
  @Test func subjectDisposalDisposesThePairedDisposable() {
    let subject = RACSubject<Int>()
    let recorder = Recorder<Int>()
    let disposable = subject.subscribe(recorder)
    #expect(recorder.subscriptionDisposables.count == 1)
    #expect(recorder.subscriptionDisposables[0].isDisposed == false)
    disposable.dispose()
    #expect(recorder.subscriptionDisposables[0].isDisposed)
  }

  @Test func subjectSubscribingInsideSendNextStartsWithTheNextValue() {
    let subject = RACSubject<Int>()
    let inner = Recorder<Int>()
    var outer: [Int] = []
    subject.subscribeNext { value in
      outer.append(value)
      if value == 1 { subject.subscribe(inner) }
    }
    subject.sendNext(1)
    subject.sendNext(2)
    #expect(outer == [1, 2])
    #expect(inner.values == [2])
  }

  @Test func subjectDisposingInsideSendNext() {
    let subject = RACSubject<Int>()
    var selfDisposing: [Int] = []
    var disposable: RACDisposable?
    disposable = subject.subscribeNext { value in
      selfDisposing.append(value)
      disposable?.dispose()
    }
    // A subscriber that disposes a later one while the value is being sent:
    // the later one no longer receives it.
    var victim: RACDisposable?
    var killer: [Int] = []
    subject.subscribeNext { value in
      killer.append(value)
      victim?.dispose()
    }
    var victimValues: [Int] = []
    victim = subject.subscribeNext { victimValues.append($0) }

    subject.sendNext(1)
    subject.sendNext(2)
    #expect(selfDisposing == [1])
    #expect(killer == [1, 2])
    #expect(victimValues.isEmpty)
  }

  @Test func subjectReentrantSendIsDeliveredAtOnce() {
    let subject = RACSubject<Int>()
    var log: [String] = []
    subject.subscribeNext { value in
      log.append("a\(value)")
      if value == 1 { subject.sendNext(2) }
      log.append("a\(value) done")
    }
    subject.subscribeNext { log.append("b\($0)") }
    subject.sendNext(1)
    #expect(log == ["a1", "a2", "a2 done", "b2", "a1 done", "b1"])
  }

  /// A subject subscribed to two others, and a recorder subscribed to it.
  func subjectOfTwoSubjects() -> (
    subject: RACSubject<String>, recorder: Recorder<String>, first: RACSubject<String>, second: RACSubject<String>
  ) {
    let subject = RACSubject<String>()
    let recorder = Recorder<String>()
    subject.subscribe(recorder)
    let first = RACSubject<String>()
    let second = RACSubject<String>()
    first.subscribe(subject)
    second.subscribe(subject)
    return (subject, recorder, first, second)
  }

  @Test func subjectSubscribedToSignalsRelaysTheirValues() {
    let (_, recorder, first, second) = subjectOfTwoSubjects()
    first.sendNext("foo")
    second.sendNext("bar")
    first.sendNext("buzz")
    second.sendNext("baz")
    #expect(recorder.values == ["foo", "bar", "buzz", "baz"])
  }

  /// ReactiveObjC's subscriber examples: the first terminal event from any
  /// subscription ends the subject's subscriptions to the others.
  @Test func subjectTerminalEventDisposesItsSubscriptions() {
    let (subject, recorder, first, second) = subjectOfTwoSubjects()
    let disposed = Counter()
    RACSignal<String> { _ in RACDisposable { disposed.increment() } }.subscribe(subject)

    first.sendNext("foo")
    second.sendNext("bar")
    first.sendCompleted()
    second.sendNext("baz")
    #expect(recorder.events == [.next("foo"), .next("bar"), .completed])
    #expect(disposed.value == 1)

    // A subscription made after the terminal event is disposed at once.
    let later = Counter()
    RACSignal<String> { _ in RACDisposable { later.increment() } }.subscribe(subject)
    #expect(later.value == 1)
  }

  /// An error sent by hand disposes the subject's subscriptions to other
  /// signals too, before its subscribers receive it (RAC's `-sendError:`
  /// disposes its disposable first); completion does the same, above.
  @Test(arguments: [false, true])
  func subjectTerminalEventSentByHandDisposesItsSubscriptionsFirst(failing: Bool) {
    let subject = RACSubject<String>()
    var log: [String] = []
    subject.subscribeNext({ _ in }, error: { _ in log.append("error") }, completed: { log.append("completed") })
    RACSignal<String> { _ in RACDisposable { log.append("upstream disposed") } }.subscribe(subject)
    #expect(log.isEmpty)
    if failing { subject.sendError(TestError(code: 1)) } else { subject.sendCompleted() }
    #expect(log == ["upstream disposed", failing ? "error" : "completed"])
  }

  @Test func subjectForgetsUpstreamSubscriptionsThatEnd() {
    let subject = RACSubject<Int>()
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    // A finished upstream subscription must not end the subject.
    let upstream = RACSubject<Int>()
    let disposable = upstream.subscribe(subject)
    upstream.sendNext(1)
    disposable.dispose()
    upstream.sendNext(2)
    subject.sendNext(3)
    #expect(recorder.values == [1, 3])
  }

  @Test func subjectLetsGoOfAnUpstreamSubscriptionThatEnded() {
    let subject = RACSubject<Int>()
    let upstream = RACSubject<Int>()
    weak var ended: RACDisposable?
    do {
      let subscription = upstream.subscribe(subject)
      ended = subscription
      subscription.dispose()
    }
    // Neither the subject nor the upstream subject keeps it.
    #expect(ended == nil)
    // The subject goes on, and takes new upstream subscriptions.
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    upstream.subscribe(subject)
    upstream.sendNext(1)
    #expect(recorder.values == [1])
  }

  @Test func subjectThatGoesAwayReleasesItsUpstreamSubscriptions() {
    weak var released: RACSubject<Int>?
    weak var upstreamSubscription: RACDisposable?
    let disposed = Counter()
    do {
      let subject = RACSubject<Int>()
      released = subject
      // Never ends by itself, and keeps no reference to its subscriber.
      let upstream = RACSignal<Int> { _ in RACDisposable { disposed.increment() } }
      upstreamSubscription = upstream.subscribe(subject)
    }
    // Going away, the subject disposed the subscription, which let go of it.
    #expect(released == nil)
    #expect(disposed.value == 1)
    #expect(upstreamSubscription == nil)
  }

  @Test func subjectKeepsTheOrderOfManySubscribersAsTheyComeAndGo() {
    let subject = RACSubject<Int>()
    var log: [String] = []
    var disposables: [String: RACDisposable] = [:]
    for name in ["a", "b", "c", "d", "e"] {
      disposables[name] = subject.subscribeNext { log.append("\(name)\($0)") }
    }
    disposables["b"]?.dispose()
    disposables["d"]?.dispose()
    for name in ["f", "g"] {
      disposables[name] = subject.subscribeNext { log.append("\(name)\($0)") }
    }
    subject.sendNext(1)
    #expect(log == ["a1", "c1", "e1", "f1", "g1"])
  }

  @Test func subjectWithoutSubscribersDropsValues() {
    let subject = RACSubject<Int>()
    subject.sendNext(1)
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }

  @Test func subjectDeliversToSubscribersInSubscriptionOrder() {
    let subject = RACSubject<Int>()
    var log: [String] = []
    for name in ["a", "b", "c", "d"] {
      subject.subscribeNext { log.append("\(name)\($0)") }
    }
    subject.sendNext(1)
    #expect(log == ["a1", "b1", "c1", "d1"])
  }

  @Test func subjectIsUsableAsASignal() {
    let subject = RACSubject<Int>()
    var doubled: [Int] = []
    subject.map { $0 * 2 }.subscribeNext { doubled.append($0) }
    subject.sendNext(1)
    subject.sendNext(2)
    #expect(doubled == [2, 4])
  }
}
