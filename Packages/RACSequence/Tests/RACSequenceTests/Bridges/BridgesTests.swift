import Foundation
import RACSequence
import RACTesting
import Testing

@Suite struct SequenceToSignalTests {
  /// RAC names `-signal` by itself, not by the `-signalWithScheduler:` it
  /// calls.
  @Test func theSignalsAreNamedByTheOperatorThatMadeThem() {
    let scheduler = RACTestScheduler()
    #expect([1, 2].racSequence.signal().name == "[RACSequence<Int>] -signal")
    #expect(
      [1, 2].racSequence.signal(with: scheduler).name
        == "[RACSequence<Int>] -signalWithScheduler: \(scheduler)")
  }

  @Test func signalWithSchedulerSendsOneValuePerStep() {
    // The diagram of signal(with:): -a-b-c-|, one value per step.
    let scheduler = RACTestScheduler()
    var events: [String] = []
    scheduler.schedule {
      ["a", "b", "c"].racSequence.signal(with: scheduler).subscribeNext(
        { events.append($0) }, completed: { events.append("|") })
    }
    #expect(scheduler.step())  // subscribes; schedules the first step
    #expect(events == [])
    #expect(scheduler.step())
    #expect(events == ["a"])
    #expect(scheduler.step())
    #expect(events == ["a", "b"])
    #expect(scheduler.step())
    #expect(events == ["a", "b", "c"])
    #expect(scheduler.step())
    #expect(events == ["a", "b", "c", "|"])
  }

  @Test func signalWithSchedulerReadsLazilyAndStopsOnDisposal() {
    let scheduler = RACTestScheduler()
    let heads = Counter()
    var values: [Int] = []
    var disposable: RACDisposable?
    scheduler.schedule {
      disposable = naturals(counter: heads).signal(with: scheduler).subscribeNext { values.append($0) }
    }
    scheduler.step(3)
    #expect(values == [0, 1])
    #expect(heads.value == 2)
    disposable?.dispose()
    scheduler.stepAll()
    #expect(values == [0, 1])
    #expect(heads.value == 2)
  }

  @Test func signalWithSchedulerRestartsForEachSubscription() {
    let signal = [1, 2].racSequence.signal(with: .immediate)
    var values: [Int] = []
    signal.subscribeNext { values.append($0) }
    signal.subscribeNext { values.append($0) }
    #expect(values == [1, 2, 1, 2])
  }

  @Test(.timeLimit(.minutes(10))) func signalSendsOnABackgroundScheduler() {
    let done = DispatchSemaphore(value: 0)
    let received = Locked<(values: [Int], onTestThread: Bool)>(([], false))
    let testThread = Thread.current
    [1, 2, 3].racSequence.signal().subscribeNext(
      { value in
        received.mutate {
          $0.values.append(value)
          $0.onTestThread = $0.onTestThread || Thread.current == testThread
        }
      },
      completed: { done.signal() })
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(received.value.values == [1, 2, 3])
    #expect(!received.value.onTestThread)
  }

  @Test func emptySequenceCompletesAtOnce() {
    var completed = false
    RACSequence<Int>.empty().signal(with: .immediate).subscribeCompleted { completed = true }
    #expect(completed)
  }
}

@Suite struct SignalToSequenceTests {
  @Test func sequenceOfACompletedSignal() {
    // The diagram of RACSignal.sequence.
    let signal = RACSignal<String> { subscriber in
      for value in ["a", "b", "c"] { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }
    let sequence = signal.sequence
    #expect(sequence.array == ["a", "b", "c"])
    #expect(sequence.tail?.head == "b")
    #expect(sequence.map { $0.uppercased() }.array == ["A", "B", "C"])
  }

  @Test func errorEndsTheSequence() {
    let signal = RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      subscriber.sendError(RACTestError("boom"))
      return nil
    }
    #expect(signal.sequence.array == [1])
    #expect(RACSignal<Int>.error(RACTestError("boom")).sequence.head == nil)
  }

  @Test func subscribesAtOnceAndRecordsFromThen() {
    let source = HotSource<Int>()
    source.send(0)  // before the sequence: not recorded
    let sequence = source.signal.sequence
    #expect(source.subscriberCount == 1)
    source.send(1)
    source.send(2)
    source.complete()
    #expect(sequence.array == [1, 2])
  }

  @Test(.timeLimit(.minutes(10))) func headBlocksUntilTheFirstValue() {
    let source = HotSource<Int>()
    let sequence = source.signal.sequence
    let read = DispatchSemaphore(value: 0)
    let result = Locked<[Int]>([])
    Thread {
      let values = sequence.array
      result.mutate { $0 = values }
      read.signal()
    }.start()
    source.send(7)
    source.send(8)
    source.complete()
    #expect(read.wait(timeout: .now() + 60) == .success)
    #expect(result.value == [7, 8])
  }

  @Test(.timeLimit(.minutes(10))) func headBlocksUntilTheEnd() {
    let source = HotSource<Int>()
    let sequence = source.signal.sequence
    let read = DispatchSemaphore(value: 0)
    let result = Locked<Int?>(-1)
    Thread {
      let head = sequence.head
      result.mutate { $0 = head }
      read.signal()
    }.start()
    source.complete()
    #expect(read.wait(timeout: .now() + 60) == .success)
    #expect(result.value == nil)
  }

  @Test(.timeLimit(.minutes(10))) func fourReadersWhileValuesArrive() {
    let source = HotSource<Int>()
    let sequence = source.signal.sequence
    let results = Locked<[[Int]]>([])
    let group = DispatchGroup()
    for _ in 0..<4 {
      group.enter()
      Thread {
        let values = sequence.map { $0 * 2 }.array
        results.mutate { $0.append(values) }
        group.leave()
      }.start()
    }
    for value in 0..<1000 { source.send(value) }
    source.complete()
    #expect(group.wait(timeout: .now() + 30) == .success)
    let expected = (0..<1000).map { $0 * 2 }
    #expect(results.value == [expected, expected, expected, expected])
  }

  @Test func releasingTheSequenceDisposesTheSubscription() {
    let disposed = Counter()
    let signal = RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      return RACDisposable { disposed.increment() }
    }
    var sequence: RACSequence<Int>? = signal.sequence
    #expect(sequence?.head == 1)
    #expect(disposed.value == 0)
    sequence = nil
    _ = sequence
    #expect(disposed.value == 1)
  }

  @Test func roundTrip() {
    let sequence = naturals().take(5).signal(with: .immediate).sequence
    #expect(sequence.array == [0, 1, 2, 3, 4])
  }
}

/// A hot signal driven by hand: values sent before a subscription are lost.
final class HotSource<Value>: @unchecked Sendable {
  // Safety: guarded by `subscribers`' lock.
  private let subscribers = Locked<[any RACSubscriber<Value>]>([])

  var subscriberCount: Int { subscribers.value.count }

  var signal: RACSignal<Value> {
    RACSignal { subscriber in
      self.subscribers.mutate { $0.append(subscriber) }
      return nil
    }
  }

  func send(_ value: Value) {
    for subscriber in subscribers.value { subscriber.sendNext(value) }
  }

  func complete() {
    for subscriber in subscribers.value { subscriber.sendCompleted() }
  }
}
