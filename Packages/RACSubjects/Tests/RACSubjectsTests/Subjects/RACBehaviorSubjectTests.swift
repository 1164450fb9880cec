import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACBehaviorSubjectTests {
  @Test func behaviorSubjectSendsTheDefaultValueFirst() {
    let subject = RACBehaviorSubject(defaultValue: 0)
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    #expect(recorder.values == [0])
    subject.sendNext(1)
    #expect(recorder.values == [0, 1])
  }

  @Test func behaviorSubjectSendsTheLatestValueToNewSubscribers() {
    let subject = RACBehaviorSubject(defaultValue: 0)
    subject.sendNext(1)
    subject.sendNext(2)
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    subject.sendNext(3)
    #expect(recorder.values == [2, 3])
  }

  /// The diagram of RACBehaviorSubject's documentation.
  @Test func behaviorSubjectMarbleDiagram() {
    let (first, second) = subjectDiagram(
      RACBehaviorSubject(defaultValue: "z"), values: [3: "a", 7: "b"], secondSubscribesAt: 5, completesAt: 8)
    #expect(first.timeline == ["0^", "0z", "3a", "7b", "8|"])
    #expect(second.timeline == ["5^", "5a", "7b", "8|"])
  }

  /// ReactiveCocoa 2.5: terminal events are not remembered; a subscriber
  /// added after completion receives the latest value, and later events.
  @Test func behaviorSubjectAfterCompletionSendsTheLatestValueOnly() {
    let subject = RACBehaviorSubject(defaultValue: 0)
    subject.sendNext(1)
    subject.sendCompleted()
    let late = Recorder<Int>()
    subject.subscribe(late)
    #expect(late.events == [.next(1)])
    subject.sendNext(2)
    #expect(late.events == [.next(1), .next(2)])
  }

  @Test func behaviorSubjectAcceptsOptionalValues() {
    let subject = RACBehaviorSubject<Int?>(defaultValue: nil)
    let recorder = Recorder<Int?>()
    subject.subscribe(recorder)
    subject.sendNext(4)
    subject.sendNext(nil)
    #expect(recorder.values == [nil, 4, nil])
  }

  @Test func behaviorSubjectDisposedOnTheCurrentValueGetsNothingMore() {
    let subject = RACBehaviorSubject(defaultValue: 0)
    let subscriber = TakingSubscriber<Int>(limit: 1)
    subject.subscribe(subscriber)
    subject.sendNext(1)
    #expect(subscriber.values == [0])
  }

  /// The current value and live values from other threads reach a new
  /// subscriber once each, newest last.
  @Test(.timeLimit(.minutes(10)))
  func behaviorSubjectSubscribersNeverMissOrRepeatAcrossThreads() {
    let subject = RACBehaviorSubject(defaultValue: -1)
    let joiners = Log<Recorder<Int>>()
    let finished = onThreads(2) { index in
      if index == 0 {
        for value in 0..<5_000 { subject.sendNext(value) }
      } else {
        for _ in 0..<50 {
          let recorder = Recorder<Int>()
          subject.subscribe(recorder)
          joiners.append(recorder)
        }
      }
    }
    #expect(finished)
    for recorder in joiners.values {
      let values = recorder.values
      #expect(!values.isEmpty)
      // Strictly increasing and contiguous from the current value on.
      #expect(values == Array(values[0]...4_999))
      #expect(recorder.overlaps == 0)
    }
  }
}
