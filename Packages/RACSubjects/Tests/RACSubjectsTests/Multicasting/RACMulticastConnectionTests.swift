import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACMulticastConnectionTests {
  /// A published signal counting its subscriptions, as in ReactiveObjC's spec.
  private func counted() -> (RACMulticastConnection<Int>, Counter) {
    let subscriptions = Counter()
    let connection = RACSignal<Int> { _ in
      subscriptions.increment()
      return nil
    }.publish()
    return (connection, subscriptions)
  }

  @Test func connectSubscribesToTheSource() {
    let (connection, subscriptions) = counted()
    #expect(subscriptions.value == 0)
    connection.connect()
    #expect(subscriptions.value == 1)
  }

  @Test func connectReturnsTheSameDisposableEachTime() {
    let (connection, subscriptions) = counted()
    let first = connection.connect()
    let second = connection.connect()
    #expect(first === second)
    #expect(subscriptions.value == 1)
  }

  @Test func connectDoesNotReconnectAfterDisposal() {
    let (connection, subscriptions) = counted()
    let first = connection.connect()
    first.dispose()
    let second = connection.connect()
    #expect(first === second)
    #expect(subscriptions.value == 1)
  }

  @Test func connectDisposalEndsTheSourceSubscription() {
    let disposed = Counter()
    let source = RACSubject<Int>()
    let connection = RACSignal<Int> { subscriber in
      let inner = source.subscribe(subscriber)
      return RACDisposable {
        disposed.increment()
        inner.dispose()
      }
    }.publish()
    let recorder = Recorder<Int>()
    connection.signal.subscribe(recorder)
    let disposable = connection.connect()
    source.sendNext(1)
    disposable.dispose()
    source.sendNext(2)
    #expect(disposed.value == 1)
    #expect(recorder.values == [1])
  }

  /// Eight threads race to connect while the source is still subscribing:
  /// the source is subscribed once, the other callers return at once, and
  /// every caller gets the same disposable.
  @Test(.timeLimit(.minutes(10)))
  func connectRacingThreadsSubscribeOnce() {
    let subscriptions = Counter()
    let entered = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let returned = DispatchSemaphore(value: 0)
    let connection = RACSignal<Int> { _ in
      subscriptions.increment()
      entered.signal()
      _ = gate.wait(timeout: .now() + waitTimeout)
      return nil
    }.publish()
    let disposables = Log<ObjectIdentifier>()
    for _ in 0..<8 {
      Thread {
        disposables.append(ObjectIdentifier(connection.connect()))
        returned.signal()
      }.start()
    }
    #expect(entered.wait(timeout: .now() + waitTimeout) == .success)
    for _ in 0..<7 {
      #expect(returned.wait(timeout: .now() + waitTimeout) == .success)
    }
    gate.signal()
    #expect(returned.wait(timeout: .now() + waitTimeout) == .success)
    #expect(subscriptions.value == 1)
    #expect(Set(disposables.values).count == 1)
  }

  @Test func connectedSignalSharesOneSubscription() {
    let sideEffects = Counter()
    let source = coldSignal([1, 2], subscriptions: sideEffects)
    let connection = source.publish()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    connection.signal.subscribe(first)
    connection.signal.subscribe(second)
    connection.connect()
    #expect(sideEffects.value == 1)
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(1), .next(2), .completed])
  }

  @Test func multicastUsesTheGivenSubject() {
    let subjects = Counter()
    let subject = RACReplaySubject<Int>()
    let connection = coldSignal([1, 2], subscriptions: subjects).multicast(subject)
    #expect(connection.signal === subject)
    connection.connect()
    let late = Recorder<Int>()
    connection.signal.subscribe(late)
    #expect(late.events == [.next(1), .next(2), .completed])
    #expect(subjects.value == 1)
  }

  // MARK: autoconnect

  @Test func autoconnectConnectsOnTheFirstSubscription() {
    let (connection, subscriptions) = counted()
    let signal = connection.autoconnect()
    #expect(subscriptions.value == 0)
    signal.subscribeNext { _ in }
    #expect(subscriptions.value == 1)
    signal.subscribeNext { _ in }
    #expect(subscriptions.value == 1)
  }

  @Test func autoconnectDisposesTheConnectionWithTheLastSubscriber() {
    let disposed = Counter()
    let signal = RACSignal<Int> { _ in
      RACDisposable { disposed.increment() }
    }.publish().autoconnect()
    let first = signal.subscribeNext { _ in }
    let second = signal.subscribeNext { _ in }
    first.dispose()
    #expect(disposed.value == 0)
    second.dispose()
    #expect(disposed.value == 1)
  }

  /// ReactiveCocoa 2.5: once the subscriber count has dropped to zero the
  /// connection stays disposed; a later subscriber does not reconnect.
  @Test func autoconnectDoesNotReconnectAfterDisposal() {
    let subscriptions = Counter()
    let source = RACSubject<Int>()
    let signal = RACSignal<Int> { subscriber in
      subscriptions.increment()
      return source.subscribe(subscriber)
    }.publish().autoconnect()
    let first = Recorder<Int>()
    let disposable = signal.subscribe(first)
    source.sendNext(1)
    disposable.dispose()
    #expect(subscriptions.value == 1)

    let second = Recorder<Int>()
    signal.subscribe(second)
    source.sendNext(2)
    #expect(subscriptions.value == 1)
    #expect(first.values == [1])
    #expect(second.values.isEmpty)
  }

  @Test func autoconnectReplaysAfterDisposalWithAReplaySubject() {
    let source = RACSubject<Int>()
    let signal = source.multicast(RACReplaySubject()).autoconnect()
    let first = Recorder<Int>()
    let disposable = signal.subscribe(first)
    source.sendNext(1)
    source.sendNext(2)
    #expect(first.values == [1, 2])
    disposable.dispose()
    let second = Recorder<Int>()
    signal.subscribe(second)
    #expect(second.values == [1, 2])
  }

  @Test func autoconnectSubscriberCompletionReleasesTheConnection() {
    let disposed = Counter()
    let source = RACSubject<Int>()
    let signal = RACSignal<Int> { subscriber in
      let inner = source.subscribe(subscriber)
      return RACDisposable {
        disposed.increment()
        inner.dispose()
      }
    }.publish().autoconnect()
    var completed = false
    signal.subscribeCompleted { completed = true }
    source.sendCompleted()
    #expect(completed)
    #expect(disposed.value == 1)
  }

  /// The source's error reaches every subscriber through the subject, once,
  /// after the values sent before it; a replay subject hands it to a
  /// subscriber that comes after it.
  @Test func autoconnectForwardsTheSourcesErrorToEverySubscriber() {
    let source = RACSubject<Int>()
    let signal = source.multicast(RACReplaySubject()).autoconnect()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    signal.subscribe(first)
    signal.subscribe(second)
    source.sendNext(1)
    source.sendError(TestError(code: 9))
    source.sendNext(2)
    let late = Recorder<Int>()
    signal.subscribe(late)
    for recorder in [first, second, late] {
      #expect(recorder.events == [.next(1), .error(TestError(code: 9))])
    }
  }

  /// The source's completion reaches every subscriber, once.
  @Test func autoconnectForwardsTheSourcesCompletionToEverySubscriber() {
    let source = RACSubject<Int>()
    let signal = source.publish().autoconnect()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    signal.subscribe(first)
    signal.subscribe(second)
    source.sendNext(1)
    source.sendCompleted()
    source.sendCompleted()
    for recorder in [first, second] {
      #expect(recorder.events == [.next(1), .completed])
    }
  }

  @Test func autoconnectName() {
    let connection = RACSignal<Int>.never().setName("source").publish()
    #expect(connection.signal.name == "[source] -publish")
    #expect(connection.autoconnect().name == "[[source] -publish] -autoconnect")
  }

  // MARK: Diagrams

  /// The diagram of RACMulticastConnection's documentation.
  @Test func connectionMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let source = TimedSource<String>(scheduler, [(2, "a"), (4, "b"), (6, "c"), (8, nil)])
    let connection = source.signal.publish()
    let first = TimedRecorder<String>(scheduler)
    let second = TimedRecorder<String>(scheduler)
    on(scheduler, at: 0) {
      connection.signal.subscribe(first)
      connection.connect()
    }
    on(scheduler, at: 3) { connection.signal.subscribe(second) }
    scheduler.stepAll()
    #expect(source.subscribed == [0])
    #expect(first.timeline == ["0^", "2a", "4b", "6c", "8|"])
    #expect(second.timeline == ["3^", "4b", "6c", "8|"])
  }

  /// The diagram of autoconnect().
  @Test func autoconnectMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let source = TimedSource<String>(scheduler, [(2, "a"), (4, "b"), (6, "c"), (8, nil)])
    let signal = source.signal.publish().autoconnect()
    let first = TimedRecorder<String>(scheduler)
    let second = TimedRecorder<String>(scheduler)
    var disposables: [RACDisposable] = []
    on(scheduler, at: 0) { disposables.append(signal.subscribe(first)) }
    on(scheduler, at: 3) { disposables.append(signal.subscribe(second)) }
    on(scheduler, at: 5) { disposables[0].dispose() }
    on(scheduler, at: 6) { disposables[1].dispose() }
    scheduler.stepAll()
    #expect(source.subscribed == [0])
    #expect(source.disposed == [6])
    #expect(first.timeline == ["0^", "2a", "4b"])
    #expect(second.timeline == ["3^", "4b"])
  }
}
