import Foundation
import RACSignalOperators
import Testing

/// `deliverOnMainThread()`'s queue order under interleaved senders: the
/// second, independent check of the rule
/// `DeliverOnMainThreadTests.deliverOnMainThreadQueuesMainQueueEventsBehindWaitingOnes`
/// shows by one example — an event sent on the main queue while earlier ones
/// wait for it is queued behind them, so events arrive in the order they
/// were sent, whichever thread sent them.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DeliverOnMainThreadOrderTests {
  /// A background thread and blocks on the main queue take turns sending
  /// 0, 1, 2, … (a lock orders the sends, as the library's contract asks of
  /// any one subscriber's senders); the subscriber sees them in that order,
  /// all on the main queue, then the completion.
  @Test(arguments: [1, 2, 3])
  func eventsFromTheMainQueueAndABackgroundThreadArriveInSendingOrder(seed: Int) throws {
    let count = 400
    let box = ThreadedBox<any RACSubscriber<Int>>()
    let log = ThreadedLog<String>()
    let done = DispatchSemaphore(value: 0)
    manualSignal(box).deliverOnMainThread().subscribeNext(
      { log.append(RACScheduler._isOnMainQueue ? "\($0)" : "off the main queue") },
      completed: {
        log.append(RACScheduler._isOnMainQueue ? "|" : "off the main queue")
        done.signal()
      })
    let sender = NSLock()
    let sent = ThreadedBox<Int>(0)
    // Sends the next value (or, after the last, the completion) and says
    // whether anything is left to send.
    let sendOne: @Sendable () -> Bool = {
      sender.lock()
      defer { sender.unlock() }
      let next = sent.value ?? 0
      if next > count { return false }
      sent.value = next + 1
      if next == count {
        box.value?.sendCompleted()
      } else {
        box.value?.sendNext(next)
      }
      return true
    }
    // The main queue sends in bursts of one to three, re-enqueuing itself.
    let mainTurn = ThreadedBox<@Sendable () -> Void>()
    let burst = seed
    mainTurn.value = {
      var more = true
      for _ in 0..<burst where more { more = sendOne() }
      if more, let again = mainTurn.value { DispatchQueue.main.async(execute: again) }
    }
    DispatchQueue.main.async(execute: mainTurn.value!)
    try #require(onNewThread {
      while sendOne() {}
    })
    try #require(threadedWait(done))
    mainTurn.value = nil
    #expect(log.entries == (0..<count).map { "\($0)" } + ["|"])
  }
}
