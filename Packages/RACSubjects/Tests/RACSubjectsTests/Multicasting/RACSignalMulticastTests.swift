import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

/// publish, replay, replayLast, replayLazily: the source's side effects run
/// once, however many subscribers.
@Suite struct RACSignalMulticastTests {
  /// A cold signal sending 1, 2, 3 then completing, counting its side effects.
  private func source(_ sideEffects: Counter) -> RACSignal<Int> {
    coldSignal([1, 2, 3], subscriptions: sideEffects).setName("source")
  }

  @Test func publishSubscribesOnceAtConnect() {
    let sideEffects = Counter()
    let connection = source(sideEffects).publish()
    let recorders = (0..<3).map { _ in Recorder<Int>() }
    for recorder in recorders { connection.signal.subscribe(recorder) }
    #expect(sideEffects.value == 0)
    connection.connect()
    connection.connect()
    #expect(sideEffects.value == 1)
    for recorder in recorders {
      #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }
    // A late subscriber of a publish gets nothing that was sent before.
    let late = Recorder<Int>()
    connection.signal.subscribe(late)
    #expect(late.events.isEmpty)
  }

  @Test func replaySubscribesAtOnce() {
    let sideEffects = Counter()
    let replayed = source(sideEffects).replay()
    #expect(sideEffects.value == 1)
    for _ in 0..<3 {
      let recorder = Recorder<Int>()
      replayed.subscribe(recorder)
      #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }
    #expect(sideEffects.value == 1)
  }

  @Test func replayLastReplaysTheLatestValue() {
    let sideEffects = Counter()
    let replayed = source(sideEffects).replayLast()
    #expect(sideEffects.value == 1)
    for _ in 0..<3 {
      let recorder = Recorder<Int>()
      replayed.subscribe(recorder)
      #expect(recorder.events == [.next(3), .completed])
    }
    #expect(sideEffects.value == 1)
  }

  @Test func replayLazilySubscribesOnTheFirstSubscription() {
    let sideEffects = Counter()
    let replayed = source(sideEffects).replayLazily()
    #expect(sideEffects.value == 0)
    for _ in 0..<3 {
      let recorder = Recorder<Int>()
      replayed.subscribe(recorder)
      #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
      #expect(sideEffects.value == 1)
    }
  }

  /// The seed's motivating case: a "network request" subscribed to by
  /// several consumers runs once.
  @Test func replayLazilyRunsTheRequestOnceForManyConsumers() {
    let requests = Counter()
    let request = coldSignal(["response"], subscriptions: requests).replayLazily()
    var seen: [String] = []
    request.map { $0.uppercased() }.subscribeNext { seen.append($0) }
    request.map { $0.count }.subscribeNext { seen.append("\($0)") }
    request.subscribeNext { seen.append($0) }
    #expect(requests.value == 1)
    #expect(seen == ["RESPONSE", "8", "response"])
  }

  @Test func replayLazilyOnVirtualTime() {
    let scheduler = RACTestScheduler()
    let sideEffects = Counter()
    let timed = RACSignal<String> { subscriber in
      sideEffects.increment()
      let start = scheduler.now
      scheduler.after(start.addingTimeInterval(1)) { subscriber.sendNext("a") }
      scheduler.after(start.addingTimeInterval(3)) { subscriber.sendNext("b") }
      scheduler.after(start.addingTimeInterval(4)) { subscriber.sendCompleted() }
      return nil
    }.replayLazily()
    let first = Recorder<String>()
    let second = Recorder<String>()
    scheduler.after(at(3)) { timed.subscribe(first) }
    scheduler.after(at(5)) { timed.subscribe(second) }
    scheduler.advance(to: at(4.5))
    #expect(sideEffects.value == 1)
    #expect(first.values == ["a"])
    #expect(second.events.isEmpty)
    scheduler.stepAll()
    #expect(sideEffects.value == 1)
    #expect(first.events == [.next("a"), .next("b"), .completed])
    #expect(second.events == [.next("a"), .next("b"), .completed])
  }

  @Test func replayForwardsErrors() {
    let sideEffects = Counter()
    let failing = RACSignal<Int> { subscriber in
      sideEffects.increment()
      subscriber.sendNext(1)
      subscriber.sendError(TestError(code: 5))
      return nil
    }
    for replayed in [failing.replay(), failing.replayLast(), failing.replayLazily()] {
      let recorder = Recorder<Int>()
      replayed.subscribe(recorder)
      #expect(recorder.events == [.next(1), .error(TestError(code: 5))])
    }
    #expect(sideEffects.value == 3)
  }

  @Test func replayLazilyDisposalOfASubscriberKeepsTheSourceAlive() {
    let disposed = Counter()
    let source = RACSubject<Int>()
    let replayed = RACSignal<Int> { subscriber in
      let inner = source.subscribe(subscriber)
      return RACDisposable {
        disposed.increment()
        inner.dispose()
      }
    }.replayLazily()
    let first = replayed.subscribeNext { _ in }
    source.sendNext(1)
    first.dispose()
    source.sendNext(2)
    #expect(disposed.value == 0)
    let late = Recorder<Int>()
    replayed.subscribe(late)
    #expect(late.values == [1, 2])
  }

  @Test func multicastOperatorNames() {
    let sideEffects = Counter()
    let named = source(sideEffects)
    #expect(named.publish().signal.name == "[source] -publish")
    #expect(named.replay().name == "[source] -replay")
    #expect(named.replayLast().name == "[source] -replayLast")
    #expect(named.replayLazily().name == "[source] -replayLazily")
  }

  // MARK: Diagrams

  /// The diagrams of multicast(_:) and publish().
  @Test func publishMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let source = TimedSource<String>(scheduler, [(2, "a"), (4, "b"), (6, "c"), (8, nil)])
    let connection = source.signal.publish()
    let early = TimedRecorder<String>(scheduler)
    let late = TimedRecorder<String>(scheduler)
    on(scheduler, at: 0) {
      connection.connect()
      connection.signal.subscribe(early)
    }
    on(scheduler, at: 5) { connection.signal.subscribe(late) }
    scheduler.stepAll()
    #expect(source.subscribed == [0])
    #expect(early.timeline == ["0^", "2a", "4b", "6c", "8|"])
    #expect(late.timeline == ["5^", "6c", "8|"])

    let multicastSource = TimedSource<String>(scheduler, [(2, "a"), (4, "b"), (6, nil)])
    let multicast = multicastSource.signal.multicast(RACSubject())
    let recorder = TimedRecorder<String>(scheduler)
    let start = Int(scheduler.now.timeIntervalSince(RACTestScheduler.defaultStartDate))
    multicast.signal.subscribe(recorder)
    multicast.connect()
    scheduler.stepAll()
    #expect(recorder.timeline == ["\(start)^", "\(start + 2)a", "\(start + 4)b", "\(start + 6)|"])
  }

  /// The diagrams of replay() and replayLast().
  @Test(arguments: [false, true])
  func replayMarbleDiagram(last: Bool) {
    let scheduler = RACTestScheduler()
    let source = TimedSource<String>(scheduler, [(1, "a"), (3, "b"), (5, "c"), (7, nil)])
    var replayed: RACSignal<String>?
    let first = TimedRecorder<String>(scheduler)
    let second = TimedRecorder<String>(scheduler)
    on(scheduler, at: 0) { replayed = last ? source.signal.replayLast() : source.signal.replay() }
    on(scheduler, at: 4) { replayed?.subscribe(first) }
    on(scheduler, at: 9) { replayed?.subscribe(second) }
    scheduler.stepAll()
    #expect(source.subscribed == [0])
    if last {
      #expect(first.timeline == ["4^", "4b", "5c", "7|"])
      #expect(second.timeline == ["9^", "9c", "9|"])
    } else {
      #expect(first.timeline == ["4^", "4a", "4b", "5c", "7|"])
      #expect(second.timeline == ["9^", "9a", "9b", "9c", "9|"])
    }
  }

  /// The diagram of replayLazily().
  @Test func replayLazilyMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let source = TimedSource<String>(scheduler, [(1, "a"), (3, "b"), (5, "c"), (7, nil)])
    let replayed = source.signal.replayLazily()
    let first = TimedRecorder<String>(scheduler)
    let second = TimedRecorder<String>(scheduler)
    on(scheduler, at: 3) { replayed.subscribe(first) }
    on(scheduler, at: 7) { replayed.subscribe(second) }
    scheduler.stepAll()
    #expect(source.subscribed == [3])
    #expect(first.timeline == ["3^", "4a", "6b", "8c", "10|"])
    #expect(second.timeline == ["7^", "7a", "7b", "8c", "10|"])
  }
}
