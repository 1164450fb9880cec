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

  // A subject's only subscriber is delivered to without a retain; the
  // list's reference outlives the delivery however the subscription ends
  // during it. Each test ends the subscription inside the subscriber's own
  // callback (`WatchedSubscriber`), which checks, still inside it, that the
  // subscriber (whose block holds a token) was not released under it.

  @Test func anOnlySubscriberDisposingItselfInItsCallbackIsReleasedAfterTheSend() {
    let subject = RACSubject<Int>()
    let watched = WatchedSubscriber(subject) { value, watched in
      if value == 2 { watched.disposable?.dispose() }
    }
    subject.sendNext(1)
    subject.sendNext(2)
    #expect(watched.releasedInCallback.value == 0)
    #expect(watched.released.value == 1)
    subject.sendNext(3)
    #expect(watched.events == ["1", "2"])
  }

  @Test func anOnlySubscriberCompletingTheSubjectInItsCallbackIsReleasedAfterTheSend() {
    let subject = RACSubject<Int>()
    let watched = WatchedSubscriber(subject) { value, _ in
      if value == 1 { subject.sendCompleted() }
    }
    subject.sendNext(1)
    #expect(watched.releasedInCallback.value == 0)
    #expect(watched.released.value == 1)
    subject.sendNext(2)
    #expect(watched.events == ["1", "|"])
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
  @Test(.timeLimit(.minutes(1)))
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
  @Test(.timeLimit(.minutes(1)))
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
