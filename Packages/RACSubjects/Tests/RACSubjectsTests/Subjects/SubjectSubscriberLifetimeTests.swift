import Dispatch
import RACDisposables
import RACStreamCore
import RACSubjects
import Synchronization
import Testing

/// A subject's send delivers to the subscribers of the moment: these check
/// that what a send holds on to never keeps a subscriber alive after its
/// subscription ends, whichever thread disposes and when.
@Suite struct SubjectSubscriberLifetimeTests {
  @Test func aDisposedSubscriberIsReleasedWhileTheSubjectLives() {
    let subject = RACSubject<Int>()
    var weakSubscriber: Weak<Recorder<Int>>?
    do {
      let recorder = Recorder<Int>()
      let disposable = subject.subscribe(recorder)
      subject.sendNext(1)
      subject.sendNext(2)
      #expect(recorder.values == [1, 2])
      disposable.dispose()
      weakSubscriber = Weak(recorder)
    }
    #expect(weakSubscriber?.object == nil)
    subject.sendNext(3)
  }

  @Test func aSubscriberDisposingItselfInItsCallbackIsReleasedAfterTheSend() {
    let subject = RACSubject<Int>()
    let other = Recorder<Int>()
    subject.subscribe(other)
    let released = Counter()
    var disposable: RACDisposable?
    do {
      let token = LifetimeToken { released.increment() }
      disposable = subject.subscribeNext { value in
        withExtendedLifetime(token) {}
        if value == 2 { disposable?.dispose() }
      }
    }
    subject.sendNext(1)
    #expect(released.value == 0)
    subject.sendNext(2)
    disposable = nil
    #expect(released.value == 1)
    subject.sendNext(3)
    #expect(other.values == [1, 2, 3])
  }

  // A send delivers without retaining the subscriber (nor, for a subject's
  // only subscriber, its subscription): both outlive the delivery however
  // the subscription ends during it. Each test ends the subscription inside
  // the subscriber's own callback (`WatchedSubscriber`), which checks, still
  // inside it, that the subscriber (whose block holds a token) was not
  // released under it. `amongOthers`: the watched subscriber is the second
  // of three, delivered to through the list; else it is the only one.

  @Test(arguments: [false, true])
  func aWatchedSubscriberDisposingItselfInItsCallbackIsReleasedAfterTheSend(amongOthers: Bool) {
    let subject = RACSubject<Int>()
    let before = Recorder<Int>()
    if amongOthers { subject.subscribe(before) }
    let watched = WatchedSubscriber(subject) { value, watched in
      if value == 2 { watched.disposable?.dispose() }
    }
    let after = Recorder<Int>()
    if amongOthers { subject.subscribe(after) }
    subject.sendNext(1)
    subject.sendNext(2)
    #expect(watched.releasedInCallback.value == 0)
    #expect(watched.released.value == 1)
    subject.sendNext(3)
    #expect(watched.events == ["1", "2"])
    #expect(before.values == (amongOthers ? [1, 2, 3] : []))
    #expect(after.values == (amongOthers ? [1, 2, 3] : []))
  }

  @Test(arguments: [false, true])
  func aWatchedSubscriberCompletingTheSubjectInItsCallbackIsReleasedAfterTheSend(amongOthers: Bool) {
    let subject = RACSubject<Int>()
    let before = Recorder<Int>()
    if amongOthers { subject.subscribe(before) }
    let watched = WatchedSubscriber(subject) { value, _ in
      if value == 1 { subject.sendCompleted() }
    }
    let after = Recorder<Int>()
    if amongOthers { subject.subscribe(after) }
    subject.sendNext(1)
    #expect(watched.releasedInCallback.value == 0)
    #expect(watched.released.value == 1)
    subject.sendNext(2)
    #expect(watched.events == ["1", "|"])
    // Among others, the completion, nested in the value's delivery to the
    // second subscriber, reached everyone; the value's delivery then went
    // on to nobody (the third subscription had ended).
    #expect(before.events == (amongOthers ? [.next(1), .completed] : []))
    #expect(after.events == (amongOthers ? [.completed] : []))
  }

  /// As above, with a subscriber object of its own rather than blocks: a
  /// block's context is retained while it runs, which would hide a
  /// subscriber released under its own `sendNext`. The subject is the only
  /// owner of the subscriber, which ends its subscription from inside
  /// `sendNext`: it is released once the send is done, never during it.
  @Test(arguments: [false, true], [SelfEndingSubscriber.Ending.completion, .error, .disposal])
  func aSubscriberObjectEndingItsSubscriptionInItsCallbackOutlivesTheCallback(
    amongOthers: Bool, ending: SelfEndingSubscriber.Ending
  ) {
    let subject = RACSubject<Int>()
    let before = Recorder<Int>()
    if amongOthers { subject.subscribe(before) }
    let flags = SelfEndingSubscriber.Flags()
    subject.subscribe(SelfEndingSubscriber(subject, ending: ending, flags: flags))
    if amongOthers { subject.subscribe(Recorder<Int>()) }
    subject.sendNext(1)
    #expect(flags.releasedInCallback.value == 0)
    #expect(flags.released.value == 1)
    #expect(flags.values.value == 1)
  }

  @Test func anOnlySubscriberNestingASendThenDisposingIsReleasedAfterTheOuterSend() {
    let subject = RACSubject<Int>()
    let watched = WatchedSubscriber(subject) { value, watched in
      if value == 1 { subject.sendNext(10) }
      if value == 10 { watched.disposable?.dispose() }
    }
    subject.sendNext(1)
    #expect(watched.releasedInCallback.value == 0)
    #expect(watched.released.value == 1)
    subject.sendNext(2)
    #expect(watched.events == ["1", "10"])
  }

  /// Another thread disposes the only subscriber while the subject's send
  /// is inside its callback: the subscriber stays alive until the callback
  /// returns, receives nothing after, and is released before the send
  /// returns.
  @Test(.timeLimit(.minutes(10)))
  func anOnlySubscriberDisposedFromAnotherThreadDuringItsCallbackIsReleasedAfterTheSend() throws {
    let subject = RACSubject<Int>()
    let inCallback = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let watched = WatchedSubscriber(subject) { value, _ in
      if value == 1 {
        inCallback.signal()
        disposed.wait()
      }
    }
    let disposable = try #require(watched.disposable)
    let disposer = DispatchGroup()
    DispatchQueue.global().async(group: disposer) {
      inCallback.wait()
      disposable.dispose()
      disposed.signal()
    }
    subject.sendNext(1)
    disposer.wait()
    #expect(watched.releasedInCallback.value == 0)
    #expect(watched.released.value == 1)
    subject.sendNext(2)
    #expect(watched.events == ["1"])
  }

  // A subscription keeps its subscriber until it ends, and a subscriber may
  // keep its subscription (`Recorder` keeps every disposable it is told
  // of): however the subscription ends, both go.

  @Test(arguments: [false, true])
  func aSubscriberKeepingItsSubscriptionIsReleasedWhenTheSubjectEnds(withError: Bool) {
    let subject = RACSubject<Int>()
    var weakSubscriber: Weak<Recorder<Int>>?
    var weakSubscription: Weak<RACDisposable>?
    do {
      let recorder = Recorder<Int>()
      let disposable = subject.subscribe(recorder)
      subject.sendNext(1)
      weakSubscriber = Weak(recorder)
      weakSubscription = Weak(disposable)
    }
    #expect(weakSubscriber?.object != nil)
    if withError { subject.sendError(TestError(code: 1)) } else { subject.sendCompleted() }
    #expect(weakSubscriber?.object == nil)
    #expect(weakSubscription?.object == nil)
  }

  /// A subscription holds its subscriber in a noncopyable field, which
  /// reflection cannot copy: it reflects as its disposed state instead.
  @Test func aSubscriptionAndWhatKeepsItCanBeReflected() {
    let subject = RACSubject<Int>()
    let recorder = Recorder<Int>()
    let disposable = subject.subscribe(recorder)
    var dumped = ""
    dump(recorder, to: &dumped)
    #expect(dumped.contains("isDisposed: false"))
    disposable.dispose()
    let children = Mirror(reflecting: disposable).children.map { "\($0.label ?? "")=\($0.value)" }
    #expect(children == ["isDisposed=true"])
    #expect(disposable.description == "<RACCompoundDisposable: disposed = true>")
  }

  @Test func aSubscriberDisposingItsSubscriptionWhenToldOfItIsReleased() {
    let subject = RACSubject<Int>()
    var weakSubscriber: Weak<Recorder<Int>>?
    do {
      let recorder = Recorder<Int>()
      let disposable = subject.subscribe(DisposingAtOnce(recorder))
      #expect(disposable.isDisposed)
      weakSubscriber = Weak(recorder)
    }
    subject.sendNext(1)
    #expect(weakSubscriber?.object == nil)
  }

  @Test func aReplaySubjectsSubscriberKeepingItsSubscriptionIsReleased() {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    var disposed: Weak<Recorder<Int>>?
    var completed: Weak<Recorder<Int>>?
    do {
      let first = Recorder<Int>()
      subject.subscribe(first).dispose()
      #expect(first.values == [1])
      disposed = Weak(first)
    }
    #expect(disposed?.object == nil)
    subject.sendCompleted()
    do {
      // Replayed the history and the terminal event, without joining.
      let late = Recorder<Int>()
      subject.subscribe(late)
      #expect(late.events == [.next(1), .completed])
      completed = Weak(late)
    }
    #expect(completed?.object == nil)
  }

  @Test func aSubjectGoingAwayReleasesSubscribersThatKeepTheirSubscriptions() {
    var weakSubscriber: Weak<Recorder<Int>>?
    do {
      let subject = RACSubject<Int>()
      let recorder = Recorder<Int>()
      subject.subscribe(recorder)
      subject.sendNext(1)
      weakSubscriber = Weak(recorder)
    }
    #expect(weakSubscriber?.object == nil)
  }

  /// Subscriptions disposed in mixed order leave the list, through its
  /// compactions (which renumber the survivors): the subject holds none of
  /// them, and the survivors keep receiving, in order.
  @Test func subscriptionsDisposedInMixedOrderAreAllReleased() {
    let subject = RACSubject<Int>()
    var survivors: [Recorder<Int>] = []
    var weakSubscriptions: [Weak<RACDisposable>] = []
    do {
      var disposables: [RACDisposable] = []
      for index in 0..<200 {
        let recorder = Recorder<Int>()
        let disposable = subject.subscribeNext { [recorder] in recorder.sendNext($0) }
        if index % 10 == 3 {
          survivors.append(recorder)
        } else {
          disposables.append(disposable)
        }
      }
      subject.sendNext(1)
      // Every seventh first, then the others backwards.
      let order =
        stride(from: 0, to: disposables.count, by: 7).map { $0 }
        + disposables.indices.reversed().filter { $0 % 7 != 0 }
      for index in order {
        disposables[index].dispose()
        weakSubscriptions.append(Weak(disposables[index]))
      }
    }
    subject.sendNext(2)
    #expect(weakSubscriptions.count == 180)
    #expect(weakSubscriptions.allSatisfy { $0.object == nil })
    #expect(survivors.allSatisfy { $0.values == [1, 2] })
  }

  @Test func subscribersAddedAndRemovedBetweenSendsSeeExactlyTheirValues() {
    let subject = RACSubject<Int>()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let firstDisposable = subject.subscribe(first)
    subject.sendNext(1)
    let secondDisposable = subject.subscribe(second)
    subject.sendNext(2)
    firstDisposable.dispose()
    subject.sendNext(3)
    secondDisposable.dispose()
    subject.sendNext(4)
    #expect(first.values == [1, 2])
    #expect(second.values == [2, 3])
  }

  /// One thread sends without pause while others subscribe and dispose:
  /// every disposed subscriber is released by the end.
  @Test(.timeLimit(.minutes(10)))
  func concurrentDisposalsReleaseEverySubscriber() {
    let subject = RACSubject<Int>()
    let released = Counter()
    let stop = Flag()
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      var value = 0
      while !stop.isSet && value < 5_000_000 {
        subject.sendNext(value)
        value += 1
      }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<500 {
        let token = LifetimeToken { released.increment() }
        let disposable = subject.subscribeNext { _ in withExtendedLifetime(token) {} }
        disposable.dispose()
      }
    }
    stop.set()
    sender.wait()
    subject.sendNext(-1)
    #expect(released.value == 2_000)
  }
}

/// Disposes the subscription it is told of at once, and keeps it.
private final class DisposingAtOnce<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: written once, in `didSubscribe(with:)`, before any event.
  let target: Recorder<Value>
  var kept: RACCompoundDisposable?

  init(_ target: Recorder<Value>) { self.target = target }

  func sendNext(_ value: Value) { target.sendNext(value) }
  func sendError(_ error: any Error) { target.sendError(error) }
  func sendCompleted() { target.sendCompleted() }
  func didSubscribe(with disposable: RACCompoundDisposable) {
    kept = disposable
    disposable.dispose()
  }
}

/// A flag set once, read from any thread.
private final class Flag: Sendable {
  private let value = Atomic<Bool>(false)

  var isSet: Bool { value.load(ordering: .acquiring) }

  func set() { value.store(true, ordering: .releasing) }
}

/// A subject's only subscriber whose block holds a token: `released` counts
/// the token's release, and `releasedInCallback` the callbacks that found
/// it released once `onValue` (which may end the subscription) returned.
private final class WatchedSubscriber {
  let released = Counter()
  let releasedInCallback = Counter()
  /// The values received, then `|` at completion.
  var events: [String] = []
  var disposable: RACDisposable?

  init(_ subject: RACSubject<Int>, onValue: @escaping (Int, WatchedSubscriber) -> Void) {
    let token = LifetimeToken { [released] in released.increment() }
    disposable = subject.subscribeNext(
      { [self] value in
        withExtendedLifetime(token) {}
        events.append("\(value)")
        onValue(value, self)
        if released.value != 0 { releasedInCallback.increment() }
        withExtendedLifetime(token) {}
      },
      completed: { [self] in events.append("|") })
  }
}

/// A subscriber that ends its subscription from inside its own `sendNext`
/// (the subject completes or fails, or the subscription is disposed), and
/// records whether it was released while that callback was still running.
final class SelfEndingSubscriber: RACSubscriber, @unchecked Sendable {
  // Safety: the tests drive it from one thread.
  enum Ending: Sendable { case completion, error, disposal }

  /// What it records, in an object of its own that outlives it.
  final class Flags: Sendable {
    let released = Counter()
    let releasedInCallback = Counter()
    let values = Counter()
  }

  let subject: RACSubject<Int>
  let ending: Ending
  let flags: Flags
  var subscription: RACCompoundDisposable?
  var inCallback = false

  init(_ subject: RACSubject<Int>, ending: Ending, flags: Flags) {
    self.subject = subject
    self.ending = ending
    self.flags = flags
  }

  deinit {
    flags.released.increment()
    if inCallback { flags.releasedInCallback.increment() }
  }

  func sendNext(_ value: Int) {
    inCallback = true
    flags.values.increment()
    switch ending {
    case .completion: subject.sendCompleted()
    case .error: subject.sendError(TestError(code: 1))
    case .disposal: subscription?.dispose()
    }
    inCallback = false
  }

  func sendError(_ error: any Error) {}
  func sendCompleted() {}
  func didSubscribe(with disposable: RACCompoundDisposable) { subscription = disposable }
}
