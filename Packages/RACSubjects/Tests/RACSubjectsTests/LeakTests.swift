import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

/// After disposal and release, subjects, subscribers and sources are gone.
@Suite struct LeakTests {
  @Test func subjectAndSubscriberAreReleasedAfterDisposal() {
    var weakSubject: Weak<RACSubject<Int>>?
    var weakSubscriber: Weak<Recorder<Int>>?
    do {
      let subject = RACSubject<Int>()
      let recorder = Recorder<Int>()
      let disposable = subject.subscribe(recorder)
      subject.sendNext(1)
      disposable.dispose()
      weakSubject = Weak(subject)
      weakSubscriber = Weak(recorder)
    }
    #expect(weakSubject?.object == nil)
    #expect(weakSubscriber?.object == nil)
  }

  @Test func subjectReleasedWithLiveSubscribersReleasesThem() {
    var weakSubscriber: Weak<Recorder<Int>>?
    var weakSubject: Weak<RACReplaySubject<Int>>?
    do {
      let subject = RACReplaySubject<Int>()
      let recorder = Recorder<Int>()
      subject.subscribe(recorder)
      subject.sendNext(1)
      weakSubject = Weak(subject)
      weakSubscriber = Weak(recorder)
    }
    #expect(weakSubject?.object == nil)
    #expect(weakSubscriber?.object == nil)
  }

  @Test func subjectReleasesSubscribersThatCompleted() {
    let subject = RACSubject<Int>()
    var weakSubscriber: Weak<Recorder<Int>>?
    do {
      let recorder = Recorder<Int>()
      subject.subscribe(recorder)
      weakSubscriber = Weak(recorder)
    }
    #expect(weakSubscriber?.object != nil)
    subject.sendCompleted()
    #expect(weakSubscriber?.object == nil)
  }

  @Test func replayedValuesAreReleasedWithTheSubject() {
    let released = Counter()
    do {
      let subject = RACReplaySubject<LifetimeToken>(capacity: 2)
      for _ in 0..<5 { subject.sendNext(LifetimeToken { released.increment() }) }
      // The ring buffer released the three oldest values already.
      #expect(released.value == 3)
    }
    #expect(released.value == 5)
  }

  /// The copy of the history a replay sends is released once sent: the
  /// values go with the subject, however many subscribers were replayed to.
  @Test(arguments: [1, 3])
  func replayedValuesAreReleasedAfterTheirReplays(subscribers: Int) {
    let released = Counter()
    let received = Counter()
    do {
      let subject = RACReplaySubject<LifetimeToken>()
      for _ in 0..<3 { subject.sendNext(LifetimeToken { released.increment() }) }
      for _ in 0..<subscribers { subject.subscribeNext { _ in received.increment() } }
      #expect(released.value == 0)
    }
    #expect(received.value == 3 * subscribers)
    #expect(released.value == 3)
  }

  @Test func behaviorSubjectReleasesItsPreviousValue() {
    let released = Counter()
    let subject = RACBehaviorSubject(defaultValue: LifetimeToken { released.increment() })
    subject.sendNext(LifetimeToken { released.increment() })
    #expect(released.value == 1)
  }

  @Test func publishedSourceIsReleasedAfterDisposal() {
    var weakConnection: Weak<RACMulticastConnection<Int>>?
    var weakSource: Weak<RACSignal<Int>>?
    var weakSubject: Weak<RACSignal<Int>>?
    let upstream = RACSubject<Int>()
    do {
      let source = RACSignal<Int> { subscriber in upstream.subscribe(subscriber) }
      let connection = source.publish()
      let recorder = Recorder<Int>()
      let subscription = connection.signal.subscribe(recorder)
      let disposable = connection.connect()
      upstream.sendNext(1)
      subscription.dispose()
      disposable.dispose()
      weakConnection = Weak(connection)
      weakSource = Weak(source)
      weakSubject = Weak(connection.signal)
    }
    #expect(weakConnection?.object == nil)
    #expect(weakSource?.object == nil)
    #expect(weakSubject?.object == nil)
  }

  @Test func autoconnectReleasesEverythingWhenTheLastSubscriberLeaves() {
    var weakSignal: Weak<RACSignal<Int>>?
    var weakRecorder: Weak<Recorder<Int>>?
    let upstream = RACSubject<Int>()
    do {
      let signal = RACSignal<Int> { subscriber in upstream.subscribe(subscriber) }.publish().autoconnect()
      let recorder = Recorder<Int>()
      let disposable = signal.subscribe(recorder)
      upstream.sendNext(1)
      disposable.dispose()
      weakSignal = Weak(signal)
      weakRecorder = Weak(recorder)
    }
    #expect(weakSignal?.object == nil)
    #expect(weakRecorder?.object == nil)
  }

  @Test func replayLazilyReleasesEverythingWhenTheSourceCompletes() {
    var weakSignal: Weak<RACSignal<Int>>?
    var weakRecorder: Weak<Recorder<Int>>?
    do {
      let signal = coldSignal([1, 2], subscriptions: Counter()).replayLazily()
      let recorder = Recorder<Int>()
      signal.subscribe(recorder)
      weakSignal = Weak(signal)
      weakRecorder = Weak(recorder)
    }
    #expect(weakSignal?.object == nil)
    #expect(weakRecorder?.object == nil)
  }

  @Test func groupByReleasesGroupsAndSubscribers() {
    var weakGroup: Weak<RACGroupedSignal<Int, Int>>?
    var weakRecorder: Weak<Recorder<Int>>?
    let source = RACSubject<Int>()
    do {
      let recorder = Recorder<Int>()
      let disposable = source.group(by: { $0 % 2 }).subscribeNext { group in
        weakGroup = Weak(group)
        group.subscribe(recorder)
      }
      source.sendNext(1)
      disposable.dispose()
      weakRecorder = Weak(recorder)
    }
    #expect(weakGroup?.object == nil)
    #expect(weakRecorder?.object == nil)
  }

  @Test func channelThatNeverEndsIsReleased() {
    var weakLeading: Weak<RACChannelTerminal<Int>>?
    var weakFollowing: Weak<RACChannelTerminal<Int>>?
    var weakRecorder: Weak<Recorder<Int>>?
    do {
      let channel = RACChannel<Int>()
      let recorder = Recorder<Int>()
      channel.followingTerminal.subscribe(recorder)
      channel.leadingTerminal.sendNext(1)
      weakLeading = Weak(channel.leadingTerminal)
      weakFollowing = Weak(channel.followingTerminal)
      weakRecorder = Weak(recorder)
    }
    #expect(weakLeading?.object == nil)
    #expect(weakFollowing?.object == nil)
    #expect(weakRecorder?.object == nil)
  }

  @Test func startLazilyReleasesItsWorkWhenDone() {
    var weakSignal: Weak<RACSignal<Int>>?
    do {
      let signal = RACSignal<Int>.startLazily(with: .immediate) { subscriber in
        subscriber.sendNext(1)
        subscriber.sendCompleted()
      }
      let recorder = Recorder<Int>()
      signal.subscribe(recorder)
      #expect(recorder.events == [.next(1), .completed])
      weakSignal = Weak(signal)
    }
    #expect(weakSignal?.object == nil)
  }
}

/// `switchToLatest` on a subject, ended by `take(1)` while a synchronous
/// inner signal is being subscribed to, frees its subscriber.
@Suite struct SwitchToLatestOnSubjectLeakTests {
  final class Captured {}

  @Test func subjectOuterEndedByTakeFreesTheSubscriber() {
    weak var weakCaptured: Captured?
    let outer = RACSubject<RACSignal<Int>>()
    var values: [Int] = []
    do {
      let captured = Captured()
      weakCaptured = captured
      outer.switchToLatest().take(1).subscribeNext { value in
        _ = captured
        values.append(value)
      }
    }
    outer.sendNext(.return(7))
    #expect(values == [7])
    #expect(weakCaptured == nil)
  }
}
