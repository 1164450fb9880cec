import Foundation
import RACSignalOperators
import RACStreamCoreTestSupport
import RACTestSupport
import RACTesting
import Testing

/// `deliverOnMainThread()`: real main queue, bounded waits.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct DeliverOnMainThreadTests {
  /// The marble of the doc comment: sent on the main queue, delivered at
  /// once, so the ticks are unchanged.
  @Test func deliverOnMainThreadMarble() throws {
    let done = DispatchSemaphore(value: 0)
    let result = ThreadedBox<String>()
    DispatchQueue.main.async {
      let test = RACMarbleTester()
      let source = try? test.cold("-a-b-|")
      if let source {
        let recorder = test.record(source.deliverOnMainThread())
        test.run()
        result.value = recorder.marbles
      }
      done.signal()
    }
    try #require(waitFor(done))
    #expect(result.value == "-a-b-|")
  }

  @Test func deliverOnMainThreadIsSynchronousOnTheMainQueue() throws {
    let done = DispatchSemaphore(value: 0)
    let deliveredBeforeReturn = ThreadedBox<[String]>()
    DispatchQueue.main.async {
      let log = ThreadedLog<String>()
      just(["a", "b"]).deliverOnMainThread().subscribeNext({ log.append($0) }, completed: { log.append("|") })
      deliveredBeforeReturn.value = log.entries
      done.signal()
    }
    try #require(waitFor(done))
    #expect(deliveredBeforeReturn.value == ["a", "b", "|"])
  }

  @Test func deliverOnMainThreadFromABackgroundThreadHopsToTheMainQueue() throws {
    let log = ThreadedLog<String>()
    let done = DispatchSemaphore(value: 0)
    let source = RACSignal<Int> { subscriber in
      for value in 0..<50 { subscriber.sendNext(value) }
      subscriber.sendError(RACTestError())
      return nil
    }
    let started = onNewThread {
      source.deliverOnMainThread().subscribeNext(
        { value in
          log.append(RACScheduler._isOnMainQueue ? "\(value)" : "off")
        },
        error: { _ in
          log.append(RACScheduler._isOnMainQueue ? "#" : "off")
          done.signal()
        })
    }
    try #require(started)
    try #require(waitFor(done))
    #expect(log.entries == (0..<50).map { "\($0)" } + ["#"])
  }

  @Test func deliverOnMainThreadQueuesMainQueueEventsBehindWaitingOnes() throws {
    let box = ThreadedBox<any RACSubscriber<String>>()
    let log = ThreadedLog<String>()
    let done = DispatchSemaphore(value: 0)
    manualSignal(box).deliverOnMainThread().subscribeNext({ log.append($0) }, completed: { done.signal() })
    let sentA = DispatchSemaphore(value: 0)
    let seenOnMain = ThreadedBox<[String]>()
    RACScheduler.mainThread.schedule {
      _ = waitFor(sentA)
      // `a` waits for the main queue: `b`, sent on the main queue, must not
      // overtake it.
      box.value?.sendNext("b")
      box.value?.sendCompleted()
      seenOnMain.value = log.entries
    }
    try #require(
      onNewThread {
        box.value?.sendNext("a")
        sentA.signal()
      })
    try #require(waitFor(done))
    #expect(seenOnMain.value == [])
    #expect(log.entries == ["a", "b"])
  }

  @Test func deliverOnMainThreadDisposalDropsQueuedEvents() throws {
    let (gate, blocked) = blockQueue(of: RACScheduler.mainThread)
    try #require(blocked)
    let log = ThreadedLog<Int>()
    let disposable = RACSignal<Int> { subscriber in
      subscriber.sendNext(1)
      return nil
    }.deliverOnMainThread().subscribeNext { log.append($0) }
    disposable.dispose()
    gate.signal()
    try #require(drain(RACScheduler.mainThread))
    #expect(log.entries.isEmpty)
  }
}
