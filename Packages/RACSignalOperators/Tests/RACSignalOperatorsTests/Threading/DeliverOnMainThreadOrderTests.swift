import Foundation
import RACSignalOperators
import RACTestSupport
import Testing

/// `deliverOnMainThread()`'s queue order under interleaved senders: the
/// second, independent check of the rule
/// `DeliverOnMainThreadTests.deliverOnMainThreadQueuesMainQueueEventsBehindWaitingOnes`
/// shows by one example — an event sent on the main queue while earlier ones
/// wait for it is queued behind them, so events arrive in the order they
/// were sent, whichever thread sent them — on generated turns.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct DeliverOnMainThreadOrderTests {
  /// Rounds of generated turns: a block on the main queue waits while the
  /// test's thread sends 0–3 values (each has to hop to the main queue, so
  /// it waits behind that block), then the block sends 0–2 values on the
  /// main queue itself, which must wait behind the hopping ones. The
  /// subscriber sees 0, 1, 2, … in sending order, all on the main queue,
  /// then the completion.
  @Test(arguments: [1, 2, 3, 4])
  func eventsFromTheMainQueueAndABackgroundThreadArriveInSendingOrder(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<String>()
    let done = DispatchSemaphore(value: 0)
    manualSignal(box).deliverOnMainThread().subscribeNext(
      { log.append(RACScheduler._isOnMainQueue ? "\($0)" : "off the main queue") },
      completed: {
        log.append(RACScheduler._isOnMainQueue ? "|" : "off the main queue")
        done.signal()
      })
    // The handshakes below order every send: one sender at a time, as the
    // library's contract asks of any one subscriber's senders.
    let sent = ThreadedBox<Int>(0)
    let sendOne: @Sendable () -> Void = {
      let next = sent.value ?? 0
      sent.value = next + 1
      box.value?.sendNext(next)
    }
    for _ in 0..<60 {
      let fromHere = Int.random(in: 0...3, using: &random)
      let fromMain = Int.random(in: 0...2, using: &random)
      let go = DispatchSemaphore(value: 0)
      let finished = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        _ = waitFor(go)
        for _ in 0..<fromMain { sendOne() }
        finished.signal()
      }
      for _ in 0..<fromHere { sendOne() }
      go.signal()
      try #require(waitFor(finished))
    }
    let count = sent.value ?? 0
    box.value?.sendCompleted()
    try #require(waitFor(done))
    #expect(log.entries == (0..<count).map { "\($0)" } + ["|"])
  }
}
