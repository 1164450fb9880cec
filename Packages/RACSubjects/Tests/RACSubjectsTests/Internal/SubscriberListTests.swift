import RACDisposables
import Testing

@testable import RACSubjects

/// A subject's subscriber list, white-box: a removal leaves a hole, and the
/// holes are compacted once they are three quarters of the list (Docs/
/// Internals.md, "A subject's subscription"), so that adding and removing
/// stay O(1) amortized and a subject that outlives many subscribers holds
/// no more room than its live ones need.
@Suite struct SubscriberListTests {
  /// The length of the subject's list, holes included.
  private func length(of subject: RACSubject<Int>) -> Int {
    subject.gate.withState { state in
      switch state.subscribers {
      case .none: 0
      case .one: 1
      case .many(let subscriptions): subscriptions.count
      }
    }
  }

  @Test func holesStayUntilThreeQuartersOfTheListAreHoles() {
    let subject = RACSubject<Int>()
    let disposables = (0..<100).map { _ in subject.subscribeNext { _ in } }
    #expect(length(of: subject) == 100)
    for disposable in disposables[0..<75] {
      disposable.dispose()
    }
    // 25 live of 100: not yet.
    #expect(length(of: subject) == 100)
    disposables[75].dispose()
    // 24 live of 100: compacted to the live ones.
    #expect(length(of: subject) == 24)
    var received = 0
    disposables[76].dispose()
    subject.subscribeNext { _ in received += 1 }
    subject.sendNext(1)
    #expect(received == 1)
    // A hole where the 77th was, and the newcomer at the end.
    #expect(length(of: subject) == 25)
  }

  /// A list shorter than 16 keeps its holes (compacting it would cost
  /// more than the room it frees); one of 16 is compacted like any other.
  @Test(arguments: [15, 16])
  func onlyAListOfSixteenOrMoreIsCompacted(count: Int) {
    let subject = RACSubject<Int>()
    let disposables = (0..<count).map { _ in subject.subscribeNext { _ in } }
    for disposable in disposables.dropLast(3) {
      disposable.dispose()
    }
    #expect(length(of: subject) == (count >= 16 ? 3 : count))
  }

  @Test func aSubjectThatOutlivesManySubscribersHoldsRoomForTheLiveOnesOnly() {
    let subject = RACSubject<Int>()
    var total = 0
    let permanent = (0..<4).map { _ in subject.subscribeNext { total += $0 } }
    for _ in 0..<10_000 {
      subject.subscribeNext { _ in }.dispose()
    }
    #expect(length(of: subject) <= 16)
    subject.sendNext(1)
    #expect(total == 4)
    permanent.forEach { $0.dispose() }
  }

  /// How many of a subject's subscribers are being replayed its history.
  private func replaying(_ subject: RACSubject<Int>) -> Int32 {
    subject.gate.withState { $0.replayingCount }
  }

  /// A replay subject counts the subscribers it is replaying (its sends then
  /// queue for them) and stops counting each when its replay ends — by
  /// itself, by a disposal during it, or by a terminal event sent during
  /// it — so that sends go back to the path that queues nothing.
  @Test func theCountOfSubscribersBeingReplayedReturnsToZero() {
    let subject = RACReplaySubject<Int>()
    subject.sendNext(1)
    subject.sendNext(2)
    var seenDuringReplay: [Int32] = []
    let first = subject.subscribeNext { _ in seenDuringReplay.append(self.replaying(subject)) }
    #expect(seenDuringReplay == [1, 1])
    #expect(replaying(subject) == 0)

    var leaving: Recorder<Int>!
    leaving = Recorder<Int> { _ in leaving.subscriptionDisposables.forEach { $0.dispose() } }
    subject.subscribe(leaving)
    #expect(leaving.values == [1])
    #expect(replaying(subject) == 0)

    subject.subscribe(
      Recorder<Int> { value in
        if value == 1 { subject.sendCompleted() }
      })
    #expect(replaying(subject) == 0)
    first.dispose()
  }
}
