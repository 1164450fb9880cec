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
