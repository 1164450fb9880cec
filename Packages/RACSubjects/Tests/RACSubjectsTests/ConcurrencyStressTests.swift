import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

/// Real threads sending, subscribing and disposing at once (run under the
/// thread sanitizer by `Scripts/tsan.sh`): replay and behavior subjects,
/// multicast `autoconnect`, and `zip` fed from several threads. Bounded:
/// fixed counts, bounded waits, a time limit.
@Suite(.timeLimit(.minutes(10)))
struct ConcurrencyStressTests {
  static let threads = 6
  static let rounds = 300

  /// Every subscriber of a replay subject sees a gap-free, repeat-free run
  /// of the subject's values, with one terminal event at most, however the
  /// sends, subscriptions and disposals of six threads interleave.
  @Test func replaySubjectSendSubscribeDispose() {
    let subject = RACReplaySubject<Int>(capacity: 8)
    let recorders = Log<Recorder<Int>>()
    let sent = Counter()
    let finished = onThreads(Self.threads) { index in
      for round in 0..<Self.rounds {
        if index < 2 {
          subject.sendNext(sent.increment())
        } else {
          let recorder = Recorder<Int>()
          let disposable = subject.subscribe(recorder)
          if round % 2 == 0 { disposable.dispose() } else { recorders.append(recorder) }
        }
      }
    }
    #expect(finished)
    subject.sendCompleted()
    for recorder in recorders.values {
      let values = recorder.values
      #expect(recorder.overlaps == 0)
      #expect(recorder.terminalCount == 1)
      // The subject's values are 1, 2, 3, … in the order of `sent`; sends
      // from two threads may reach the gate in either order, but each
      // subscriber sees each value at most once.
      #expect(Set(values).count == values.count)
    }
  }

  /// A behavior subject's subscribers always start with a value and never
  /// see one twice while threads send, subscribe and dispose.
  @Test func behaviorSubjectSendSubscribeDispose() {
    let subject = RACBehaviorSubject<Int>(defaultValue: 0)
    let recorders = Log<Recorder<Int>>()
    let finished = onThreads(Self.threads) { index in
      for round in 0..<Self.rounds {
        if index < 2 {
          subject.sendNext(index * Self.rounds + round + 1)
        } else {
          let recorder = Recorder<Int>()
          let disposable = subject.subscribe(recorder)
          if round % 3 == 0 { disposable.dispose() } else { recorders.append(recorder) }
        }
      }
    }
    #expect(finished)
    subject.sendCompleted()
    for recorder in recorders.values {
      let values = recorder.values
      #expect(!values.isEmpty)
      #expect(Set(values).count == values.count)
      #expect(recorder.overlaps == 0)
      #expect(recorder.terminalCount == 1)
    }
  }

  /// `autoconnect()`: threads subscribe and dispose while the source sends
  /// from its own thread; the source is subscribed to at most once (RAC 2.5
  /// does not reconnect), each subscriber's events never overlap, and once
  /// every subscriber is gone the connection is disposed.
  @Test func autoconnectSubscribeDisposeWhileSending() {
    let subscriptions = Counter()
    let disposals = Counter()
    let source = RACSubject<Int>()
    let upstream = RACSignal<Int> { subscriber in
      subscriptions.increment()
      let inner = source.subscribe(subscriber)
      return RACDisposable {
        inner.dispose()
        disposals.increment()
      }
    }
    let shared = upstream.publish().autoconnect()
    let keeper = Recorder<Int>()
    let kept = shared.subscribe(keeper)
    let finished = onThreads(Self.threads) { index in
      for round in 0..<Self.rounds {
        if index == 0 {
          source.sendNext(round)
        } else {
          let recorder = Recorder<Int>()
          shared.subscribe(recorder).dispose()
          #expect(recorder.overlaps == 0)
        }
      }
    }
    #expect(finished)
    #expect(subscriptions.value == 1)
    #expect(keeper.values == Array(0..<Self.rounds))
    #expect(keeper.overlaps == 0)
    kept.dispose()
    #expect(disposals.value == 1)
  }

  /// `zip` of two subjects fed from two threads each, with a third thread
  /// subscribing and disposing: the kept subscriber receives pairs in each
  /// source's order, never overlapping.
  @Test func zipFedFromSeveralThreads() {
    let left = RACSubject<Int>()
    let right = RACSubject<Int>()
    let zipped = left.zip(with: right)
    let pairs = Log<(Int, Int)>()
    let overlapping = Recorder<(Int, Int)>()
    let kept = zipped.subscribe(overlapping)
    let keptToo = zipped.subscribeNext { pairs.append($0) }
    let count = 2_000
    let finished = onThreads(3) { index in
      switch index {
      case 0: for value in 0..<count { left.sendNext(value) }
      case 1: for value in 0..<count { right.sendNext(value) }
      default:
        for _ in 0..<Self.rounds { zipped.subscribeNext { _ in }.dispose() }
      }
    }
    #expect(finished)
    left.sendCompleted()
    let received = pairs.values
    #expect(received.count == count)
    #expect(received.map(\.0) == Array(0..<count))
    #expect(received.map(\.1) == Array(0..<count))
    #expect(overlapping.overlaps == 0)
    #expect(overlapping.isCompleted)
    kept.dispose()
    keptToo.dispose()
  }

  /// Subjects: sends, errors and completions race with subscriptions and
  /// disposals; every subscriber gets at most one terminal event and nothing
  /// after it.
  @Test func subjectTerminalRacesWithSends() {
    for _ in 0..<50 {
      let subject = RACSubject<Int>()
      let recorders = (0..<4).map { _ in Recorder<Int>() }
      for recorder in recorders { subject.subscribe(recorder) }
      let finished = onThreads(4) { index in
        switch index {
        case 0: for value in 0..<200 { subject.sendNext(value) }
        case 1: subject.sendError(TestError(code: 1))
        case 2: subject.sendCompleted()
        default: for _ in 0..<50 { subject.subscribeNext { _ in }.dispose() }
        }
      }
      #expect(finished)
      for recorder in recorders {
        let events = recorder.events
        #expect(recorder.terminalCount == 1)
        #expect(events.last?.isFinished == true)
        #expect(recorder.overlaps == 0)
      }
    }
  }
}
