import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// One million synchronous resubscriptions: the stack must not grow (they
/// all run on one thread with a small stack) and nothing may pile up (the
/// subscriptions of the source are released as they end).
@Suite(.serialized) struct ResubscriptionStressTests {
  static let attempts = 1_000_000

  @Test(.timeLimit(.minutes(10)))
  func repeatResubscribesAMillionTimes() {
    let source = SynchronousSource(fails: false)
    let result = RunOnSmallStack.subscribe(source.repeat().take(Self.attempts))
    #expect(result.values == Self.attempts)
    #expect(result.terminal == "completed")
    #expect(source.subscriptions == Self.attempts)
    #expect(source.maxLive <= 2)
    #expect(source.live == 0)
  }

  @Test(.timeLimit(.minutes(10)))
  func retryResubscribesAMillionTimes() {
    let source = SynchronousSource(fails: true)
    let result = RunOnSmallStack.subscribe(source.retry(Self.attempts - 1))
    #expect(result.values == Self.attempts)
    #expect(result.terminal == "error")
    #expect(source.subscriptions == Self.attempts)
    #expect(source.maxLive <= 2)
    #expect(source.live == 0)
  }
}

/// A source that sends its subscription count and then completes (or
/// fails) inside `subscribe`, and counts the subscription records still
/// alive (each returned disposable holds one).
final class SynchronousSource: RACSignal<Int>, @unchecked Sendable {
  // Safety: used from one thread at a time by the tests.
  let fails: Bool
  var subscriptions = 0
  var live = 0
  var maxLive = 0

  init(fails: Bool) {
    self.fails = fails
    super.init()
  }

  final class Record {
    unowned let source: SynchronousSource
    init(_ source: SynchronousSource) {
      self.source = source
      source.live += 1
      source.maxLive = max(source.maxLive, source.live)
    }
    deinit { source.live -= 1 }
  }

  override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    subscriptions += 1
    let record = Record(self)
    subscriber.sendNext(subscriptions)
    if fails { subscriber.sendError(RACTestError()) } else { subscriber.sendCompleted() }
    return RACDisposable { withExtendedLifetime(record) {} }
  }
}

/// A scheduler that runs what is scheduled in a loop on the thread that
/// calls ``drain()``, one block after another: each resubscription is one
/// iteration of the loop, never a nested call.
final class LoopScheduler: RACScheduler, @unchecked Sendable {
  // Safety: used from one thread.
  private var pending: [() -> Void] = []

  override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
    let disposable = RACDisposable()
    pending.append { if !disposable.isDisposed { block() } }
    return disposable
  }

  func drain() {
    while !pending.isEmpty {
      let batch = pending
      pending = []
      for block in batch { performAsCurrentScheduler(block) }
    }
  }
}

enum RunOnSmallStack {
  struct Result {
    var values = 0
    var terminal = ""
  }

  final class Box: @unchecked Sendable {
    // Safety: written by the worker thread before it signals, read after.
    var result = Result()
    let signal: RACSignal<Int>
    init(_ signal: RACSignal<Int>) { self.signal = signal }
  }

  /// Subscribes to `signal` on a thread with a 256 KiB stack, inside a
  /// ``LoopScheduler``, runs it to the end and reports what arrived.
  static func subscribe(_ signal: RACSignal<Int>) -> Result {
    let box = Box(signal)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let scheduler = LoopScheduler()
      scheduler.performAsCurrentScheduler {
        _ = box.signal.subscribeNext(
          { _ in box.result.values += 1 },
          error: { _ in box.result.terminal = "error" },
          completed: { box.result.terminal = "completed" })
      }
      scheduler.drain()
      done.signal()
    }
    thread.stackSize = 256 * 1024
    thread.start()
    done.wait()
    return box.result
  }
}
