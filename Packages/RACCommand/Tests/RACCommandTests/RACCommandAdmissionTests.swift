import Foundation
import Testing

@testable import RACCommand

/// What `execute(_:)` decides on, against RAC 2.5's `-execute:`, which reads
/// `[[self.immediateEnabled first] boolValue]` afresh each time: the
/// `enabled` input as it stands (disabled for good once it failed), the
/// running count as `-addActiveExecutionSignal:` left it, and
/// `allowsConcurrentExecution` as its setter stored it.
@Suite struct RACCommandAdmissionTests {
  struct Boom: Error, Equatable {}

  // MARK: An `enabled` input that fails

  /// RAC 2.5: `_immediateEnabled` is the cold `[[RACSignal combineLatest:@[
  /// enabledSignal, moreExecutionsAllowed ]] and]`, and `-execute:` reads
  /// `[[self.immediateEnabled first] boolValue]`. Once the enabled input
  /// failed, its `replayLast` replays the error, `combineLatest` fails,
  /// `-first` returns nil, `[nil boolValue]` is NO: `-execute:` returns the
  /// `RACCommandErrorNotEnabled` error and never calls the signal block.
  @Test func executeAfterTheEnabledSignalFailedIsNotEnabled() {
    let enabledInput = RACSubject<Bool>()
    let scheduler = RACTestScheduler()
    var blockCalls = 0
    let command = RACCommand<Void, Int>(enabled: enabledInput, scheduler: scheduler) { _ in
      blockCalls += 1
      return .return(1)
    }
    enabledInput.sendError(Boom())
    scheduler.stepAll()
    var error: (any Error)?
    command.execute().subscribeError { error = $0 }
    scheduler.stepAll()
    #expect(blockCalls == 0)
    #expect(error as? RACCommandError == .notEnabled)
  }

  /// Same, with an enabled input that fails at once (during `init`): RAC's
  /// `enabled` fails and every `-execute:` is NotEnabled.
  @Test func executeWithAnEnabledSignalThatFailedAtInitIsNotEnabled() {
    var blockCalls = 0
    let command = RACCommand<Void, Int>(enabled: .error(Boom()), scheduler: RACTestScheduler()) { _ in
      blockCalls += 1
      return .return(1)
    }
    var error: (any Error)?
    command.execute().subscribeError { error = $0 }
    #expect(blockCalls == 0)
    #expect(error as? RACCommandError == .notEnabled)
  }

  /// After the enabled input failed, no execution starts, let alone a
  /// second one beside the first (RAC 2.5: both are NotEnabled).
  @Test func afterTheEnabledSignalFailedNoConcurrentExecutionStarts() {
    let enabledInput = RACSubject<Bool>()
    let scheduler = RACTestScheduler()
    var blockCalls = 0
    let command = RACCommand<Void, Int>(enabled: enabledInput, scheduler: scheduler) { _ in
      blockCalls += 1
      return .never()
    }
    enabledInput.sendError(Boom())
    command.execute()
    command.execute()
    scheduler.stepAll()
    #expect(blockCalls <= 1)
  }

  // MARK: The running count as it stands

  /// RAC 2.5's `-execute:` reads the state afresh: `[self.immediateEnabled
  /// first]` subscribes `RACObserve(self, activeExecutionSignals)`, which
  /// reads the array `-addActiveExecutionSignal:` already grew. On a
  /// synchronous scheduler, an `executing` subscriber that executes again
  /// when it sees `true` must not start a second execution while
  /// `allowsConcurrentExecution` is `false`.
  @Test func reentrantExecuteFromExecutingTrueIsNotEnabledWithoutConcurrency() {
    var blockCalls = 0
    let command = RACCommand<Void, Int>(scheduler: .immediate) { _ in
      blockCalls += 1
      return .never()
    }
    var reentrantResult: [String] = []
    var done = false
    command.executing.subscribeNext { executing in
      guard executing, !done else { return }
      done = true
      command.execute().subscribeNext(
        { _ in }, error: { reentrantResult.append("error \($0)") },
        completed: { reentrantResult.append("completed") })
    }
    command.execute()
    #expect(blockCalls == 1)
    #expect(reentrantResult == ["error notEnabled"])
  }

  // MARK: The setting as its setter stored it

  /// RAC 2.5's setter stores the atomic ivar between `willChange` and
  /// `didChange`, so every observer of the change (and every later read on
  /// the same thread) reads the new value: an `enabled` subscriber reacting
  /// to the setter reads the new value from the getter.
  @Test func getterReadsTheNewValueInsideTheEnabledUpdateItCauses() {
    let command = RACCommand<RACSignal<Int>, Int>(scheduler: .immediate) { $0 }
    command.execute(RACSubject<Int>())  // running: enabled is false
    var readInside: [Bool] = []
    command.enabled.skip(1).subscribeNext { _ in readInside.append(command.allowsConcurrentExecution) }
    command.allowsConcurrentExecution = true  // enabled turns true
    #expect(readInside == [true])
  }

  /// The same across threads. RAC 2.5: a setter on thread B stores the
  /// ivar before it returns, and B's next `-execute:` reads
  /// `RACObserve(self, allowsConcurrentExecution)` afresh — even while
  /// thread A is inside the delivery of its own setting (held in an
  /// `enabled` subscriber on `.immediate`), when B's notification waits.
  /// Semaphores only, no sleeping. `bSets: true`: B's getter reads `true`;
  /// `bSets: false`: B's `execute` is not enabled.
  @Test(.timeLimit(.minutes(10)), arguments: [true, false])
  func setterThenReadOnAnotherThreadSeesTheNewSetting(bSets: Bool) {
    let command = RACCommand<RACSignal<Int>, Int>(scheduler: .immediate) { $0 }
    command.execute(RACSubject<Int>())  // running: enabled is false
    let aInside = DispatchSemaphore(value: 0)
    let bDone = DispatchSemaphore(value: 0)
    let aDone = DispatchSemaphore(value: 0)
    var held = false
    command.enabled.skip(1).subscribeNext { _ in
      guard !held else { return }
      held = true
      aInside.signal()
      _ = bDone.wait(timeout: .now() + 20)
    }
    // A, on a thread of its own (not a dispatch queue's, which may all be
    // busy): allows concurrent execution; held inside that delivery.
    Thread {
      command.allowsConcurrentExecution = true
      aDone.signal()
    }.start()
    guard aInside.wait(timeout: .now() + 20) == .success else {
      Issue.record("thread A never delivered its setting")
      return
    }
    // B (this thread), while A is inside the delivery of its own setting:
    command.allowsConcurrentExecution = bSets
    let readBack = command.allowsConcurrentExecution
    var outcome = "none"
    command.execute(.return(1)).subscribeNext(
      { _ in outcome = "ran" }, error: { outcome = "\($0)" })
    bDone.signal()
    #expect(aDone.wait(timeout: .now() + 20) == .success)
    #expect(readBack == bSets)
    #expect(outcome == (bSets ? "ran" : "notEnabled"))
  }
}

/// RACCommandSpec.m's cases and RAC 2.5's structure, one test each.
@Suite struct RACCommandSpecTests {
  struct Boom: Error, Equatable { let code: Int }

  /// Spec "should return the execution signal from -execute:" plus
  /// RAC's structure: the signal on `executionSignals` is not the returned
  /// one (RAC sends `[connection.signal catchTo:[RACSignal empty]]`), and
  /// both deliver the same values.
  @Test func executionSignalIsNotTheReturnedSignalButCarriesItsValues() {
    let (command, scheduler) = passThroughCommand()
    var sent: [RACSignal<Int>] = []
    command.executionSignals.subscribeNext { sent.append($0) }
    let subject = RACSubject<Int>()
    let result = command.execute(subject)
    scheduler.stepAll()
    #expect(sent.count == 1)
    #expect(sent.first !== result)
    var fromSent: [Int] = []
    var fromResult: [Int] = []
    sent.first?.subscribeNext { fromSent.append($0) }
    result.subscribeNext { fromResult.append($0) }
    subject.sendNext(7)
    subject.sendCompleted()
    #expect(fromSent == [7] && fromResult == [7])
  }

  /// RAC: errors' `flattenMap` subscribes the execution inside
  /// `-addActiveExecutionSignal:`, before `-execute:` subscribes its
  /// removal block, so on the main scheduler the error on `errors` comes
  /// before `executing` sends NO.
  @Test func errorsIsDeliveredBeforeExecutingTurnsFalse() {
    let (command, scheduler) = passThroughCommand()
    var log: [String] = []
    command.errors.subscribeNext { _ in log.append("error") }
    command.executing.skip(1).subscribeNext { log.append("executing \($0)") }
    let subject = RACSubject<Int>()
    command.execute(subject)
    scheduler.stepAll()
    subject.sendError(Boom(code: 1))
    scheduler.stepAll()
    #expect(log == ["executing true", "error", "executing false"])
  }

  /// Spec "should deliver errors onto 'errors'" (subscribed after
  /// both executions started).
  @Test func specDeliversErrorsOfEarlierExecutions() {
    let (command, scheduler, first, second) = twoConcurrentExecutions()
    var received: [Int] = []
    command.errors.subscribeNext { received.append(($0 as? Boom)?.code ?? -1) }
    scheduler.stepAll()
    first.sendError(Boom(code: 1))
    scheduler.stepAll()
    #expect(received == [1])
    second.sendError(Boom(code: 2))
    scheduler.stepAll()
    #expect(received == [1, 2])
    #expect(latest(command.executing) == false)
  }

  /// Spec "should send an error from -execute: when NO": nothing
  /// runs; the returned signal fails at once (cold `+error:`), for every
  /// subscriber.
  @Test func disabledExecuteFailsForEverySubscriber() {
    let enabled = RACSubject<Bool>()
    let command = RACCommand<Void, Int>(enabled: enabled, scheduler: RACTestScheduler()) { _ in .return(1) }
    enabled.sendNext(false)
    let result = command.execute()
    for _ in 0..<2 {
      var error: (any Error)?
      result.subscribeError { error = $0 }
      #expect(error as? RACCommandError == .notEnabled)
    }
  }

  /// Spec "should send YES while executing is YES and
  /// allowsConcurrentExecution is YES" (re-entrant execute from the
  /// execution's value).
  @Test func specReentrantExecuteWithConcurrency() {
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in .return(1) }
    command.allowsConcurrentExecution = true
    var outer = false
    var inner = false
    command.executionSignals.take(1).flatten().subscribeNext { _ in
      outer = true
      #expect(latest(command.executing) == true)
      #expect(latest(command.enabled) == true)
      command.execute().subscribeCompleted { inner = true }
    }
    command.execute()
    scheduler.stepAll()
    #expect(outer && inner)
    #expect(latest(command.enabled) == true)
    #expect(latest(command.executing) == false)
  }

  /// An execution's subscriber that executes again from its
  /// completion runs (RAC's removal block is the replay subject's earlier
  /// subscriber, so the command is enabled again by then).
  @Test func executeFromTheCompletionOfTheReturnedSignalRuns() {
    let (command, scheduler) = passThroughCommand()
    var second: [Int] = []
    let subject = RACSubject<Int>()
    command.execute(subject).subscribeCompleted {
      command.execute(.return(2)).subscribeNext { second.append($0) }
    }
    scheduler.stepAll()
    subject.sendCompleted()
    scheduler.stepAll()
    #expect(second == [2])
  }

  /// An enabled input that fails: `enabled` fails too, on the
  /// scheduler (RAC: the error of `[[immediateEnabled skip:1]
  /// deliverOn:…]`, replayed by `replayLast`). (What `execute` does then is
  /// defect D1.)
  @Test func enabledFailsOnTheSchedulerWhenTheEnabledInputFails() {
    let input = RACSubject<Bool>()
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(enabled: input, scheduler: scheduler) { _ in .empty() }
    var failedOnScheduler: [Bool] = []
    command.enabled.subscribeError { _ in failedOnScheduler.append(RACScheduler.current === scheduler) }
    input.sendError(Boom(code: 9))
    #expect(failedOnScheduler.isEmpty)
    scheduler.stepAll()
    #expect(failedOnScheduler == [true])
    var late = false
    command.enabled.subscribeError { _ in late = true }
    #expect(late)
  }

  /// `nil` input (an optional `Input`) reaches the block.
  @Test func nilInputReachesTheBlock() {
    let scheduler = RACTestScheduler()
    var inputs: [Int?] = []
    let command = RACCommand<Int?, Int>(scheduler: scheduler) { input in
      inputs.append(input)
      return .empty()
    }
    command.execute(nil)
    #expect(inputs == [nil])
  }

  /// Names of the four signals (this library's spelling of RAC's `"%@
  /// -executionSignals"` etc., with "RACCommand" for the command's
  /// description).
  @Test func namesOfTheFourSignals() {
    let command = RACCommand<Void, Int>(scheduler: RACTestScheduler()) { _ in .empty() }
    #expect(command.executionSignals.name == "RACCommand -executionSignals")
    #expect(command.executing.name == "RACCommand -executing")
    #expect(command.enabled.name == "RACCommand -enabled")
    #expect(command.errors.name == "RACCommand -errors")
  }

  /// The execution is subscribed once, on the scheduler, even with
  /// several subscribers to the returned signal and to `executionSignals`
  /// (multicast onto a replay subject, connected).
  @Test func executionIsSubscribedOnceOnTheScheduler() {
    let scheduler = RACTestScheduler()
    var subscriptions: [Bool] = []
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in
      RACSignal<Int> { subscriber in
        subscriptions.append(RACScheduler.current === scheduler)
        subscriber.sendNext(1)
        subscriber.sendCompleted()
        return nil
      }
    }
    command.executionSignals.flatten().subscribeNext { _ in }
    let result = command.execute()
    result.subscribeNext { _ in }
    #expect(subscriptions.isEmpty)
    scheduler.stepAll()
    result.subscribeNext { _ in }
    #expect(subscriptions == [true])
  }

  /// Releasing the command while an execution runs completes
  /// `executing` and `enabled` (RAC: the KVO observations and
  /// `takeUntil:rac_willDeallocSignal` complete), the last `executing` value
  /// stays `true`.
  @Test func releasedWhileRunning() {
    let scheduler = RACTestScheduler()
    let running = RACSubject<Int>()
    var executingEvents: [String] = []
    do {
      let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in running }
      command.executing.subscribeNext(
        { executingEvents.append("\($0)") }, error: { _ in },
        completed: { executingEvents.append("completed") })
      command.execute()
      scheduler.stepAll()
    }
    scheduler.stepAll()
    running.sendCompleted()
    scheduler.stepAll()
    #expect(executingEvents == ["false", "true", "completed"])
  }
}
