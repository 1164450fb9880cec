import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

/// Real threads: sends from several threads, subscribers coming and going.
@Suite struct SubjectStressTests {
  static let senders = 4
  static let perSender = 5_000

  /// Four threads send into a subject while a fifth adds and removes
  /// subscribers. Subscribers present throughout receive every value once,
  /// with no two deliveries overlapping; nothing crashes.
  @Test(.timeLimit(.minutes(10)))
  func subjectConcurrentSendsWithChurningSubscribers() {
    let subject = RACSubject<Int>()
    let steady = (0..<3).map { _ in Recorder<Int>() }
    for recorder in steady { subject.subscribe(recorder) }
    let transientValues = Counter()
    let finished = onThreads(Self.senders + 1) { index in
      if index == Self.senders {
        for round in 0..<500 {
          let disposable = subject.subscribeNext { _ in transientValues.increment() }
          if round % 3 == 0 {
            disposable.dispose()
          } else {
            // Dispose from inside a delivery, or on the next round.
            let serial = RACSerialDisposable()
            serial.disposable = subject.subscribeNext { _ in serial.dispose() }
            disposable.dispose()
          }
        }
      } else {
        for value in 0..<Self.perSender { subject.sendNext(index * Self.perSender + value) }
      }
    }
    #expect(finished)
    subject.sendCompleted()

    let expected = Set(0..<(Self.senders * Self.perSender))
    let order = steady[0].values
    for recorder in steady {
      let values = recorder.values
      #expect(values.count == expected.count)
      #expect(Set(values) == expected)
      // Every subscriber sees the subject's single order.
      #expect(values == order)
      #expect(recorder.overlaps == 0)
      #expect(recorder.isCompleted)
      #expect(recorder.terminalCount == 1)
    }
    // Values from one sender stay in that sender's order.
    for sender in 0..<Self.senders {
      let range = (sender * Self.perSender)..<((sender + 1) * Self.perSender)
      #expect(order.filter { range.contains($0) } == Array(range))
    }
  }

  /// Subscribers that subscribe and dispose from inside deliveries, while
  /// other threads send.
  @Test(.timeLimit(.minutes(10)))
  func subjectSubscribingInsideDeliveriesAcrossThreads() {
    let subject = RACSubject<Int>()
    let steady = Recorder<Int>()
    subject.subscribe(steady)
    let nested = Counter()
    subject.subscribeNext { value in
      if value % 100 == 0 {
        let serial = RACSerialDisposable()
        serial.disposable = subject.subscribeNext { _ in
          nested.increment()
          serial.dispose()
        }
      }
    }
    let finished = onThreads(Self.senders) { index in
      for value in 0..<2_000 { subject.sendNext(index * 2_000 + value) }
    }
    #expect(finished)
    #expect(Set(steady.values) == Set(0..<(Self.senders * 2_000)))
    #expect(steady.overlaps == 0)
  }

  /// Events sent to one replay subject from several threads while
  /// subscribers are disposed during their replay.
  @Test(.timeLimit(.minutes(10)))
  func replaySubjectDisposalDuringReplayAcrossThreads() {
    let subject = RACReplaySubject<Int>(capacity: 64)
    let steady = Recorder<Int>()
    subject.subscribe(steady)
    let finished = onThreads(Self.senders + 1) { index in
      if index == Self.senders {
        for _ in 0..<300 {
          subject.subscribe(TakingSubscriber<Int>(limit: 3))
        }
      } else {
        for value in 0..<2_000 { subject.sendNext(index * 2_000 + value) }
      }
    }
    #expect(finished)
    #expect(Set(steady.values) == Set(0..<(Self.senders * 2_000)))
    #expect(steady.overlaps == 0)
  }

  /// A subject subscribed to sources on several threads (RACSignal's
  /// passthrough serializes each source; the subject serializes them all).
  @Test(.timeLimit(.minutes(10)))
  func subjectFedBySignalsOnSeveralThreads() {
    let subject = RACSubject<Int>()
    let recorder = Recorder<Int>()
    subject.subscribe(recorder)
    let finished = onThreads(Self.senders) { index in
      RACSignal<Int> { subscriber in
        for value in 0..<1_000 { subscriber.sendNext(index * 1_000 + value) }
        return nil
      }.subscribe(subject)
    }
    #expect(finished)
    #expect(Set(recorder.values) == Set(0..<(Self.senders * 1_000)))
    #expect(recorder.overlaps == 0)
  }
}
