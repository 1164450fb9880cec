import RACCommand
import Testing

/// RAC 2.5's RACCommandSpec, "enabled signal", on a test scheduler.
@Suite struct RACCommandEnabledTests {
  private func commandWithEnabledSubject() -> (RACCommand<Void, Int>, RACSubject<Bool>, RACTestScheduler) {
    let enabled = RACSubject<Bool>()
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(enabled: enabled, scheduler: scheduler) { _ in .return(1) }
    return (command, enabled, scheduler)
  }

  @Test func enabledIsTrueBeforeTheEnabledSignalSends() {
    let (command, _, _) = commandWithEnabledSubject()
    #expect(latest(command.enabled) == true)
  }

  @Test func enabledFollowsTheEnabledSignal() {
    let (command, enabled, scheduler) = commandWithEnabledSubject()
    enabled.sendNext(false)
    scheduler.stepAll()
    #expect(latest(command.enabled) == false)
    enabled.sendNext(true)
    scheduler.stepAll()
    #expect(latest(command.enabled) == true)
    enabled.sendNext(false)
    scheduler.stepAll()
    #expect(latest(command.enabled) == false)
  }

  @Test func enabledSamplesTheEnabledSignalAtInitialization() {
    let command = RACCommand<Void, Never>(enabled: .return(false), scheduler: RACTestScheduler()) { _ in
      .empty()
    }
    #expect(latest(command.enabled) == false)
  }

  @Test func enabledIsFalseWhileExecutingWithoutConcurrentExecution() {
    let (command, _, scheduler) = commandWithEnabledSubject()
    var seenDuringExecution: [(Bool?, Bool?)] = []
    command.executionSignals.flatten().subscribeNext { _ in
      seenDuringExecution.append((latest(command.executing), latest(command.enabled)))
    }
    #expect(latest(command.enabled) == true)
    command.execute()
    scheduler.stepAll()
    #expect(seenDuringExecution.count == 1)
    #expect(seenDuringExecution.first?.0 == true)
    #expect(seenDuringExecution.first?.1 == false)
    #expect(latest(command.enabled) == true)
  }

  @Test func enabledStaysTrueWhileExecutingWithConcurrentExecution() {
    let (command, _, scheduler) = commandWithEnabledSubject()
    command.allowsConcurrentExecution = true
    var outerExecuted = false
    var innerExecuted = false
    var seenDuringExecution: [(Bool?, Bool?)] = []
    // Only the first execution executes again, or it would never end.
    command.executionSignals.take(1).flatten().subscribeNext { _ in
      outerExecuted = true
      seenDuringExecution.append((latest(command.executing), latest(command.enabled)))
      command.execute().subscribeCompleted { innerExecuted = true }
    }
    #expect(latest(command.enabled) == true)
    command.execute()
    scheduler.stepAll()
    #expect(outerExecuted)
    #expect(innerExecuted)
    #expect(seenDuringExecution.first?.0 == true)
    #expect(seenDuringExecution.first?.1 == true)
    #expect(latest(command.enabled) == true)
  }

  @Test func executeFailsWithNotEnabledWhileDisabled() throws {
    let (command, enabled, _) = commandWithEnabledSubject()
    enabled.sendNext(false)
    var calls = 0
    let counting = RACCommand<Void, Int>(enabled: .return(false), scheduler: RACTestScheduler()) { _ in
      calls += 1
      return .return(1)
    }
    for signal in [command.execute(), counting.execute()] {
      var events: [RACEvent<Int>] = []
      signal.materialize().subscribeNext { events.append($0) }
      #expect(events.count == 1)
      #expect(events.first?.error as? RACCommandError == .notEnabled)
    }
    #expect(calls == 0)
  }

  @Test func executeFailsWithNotEnabledWhileAnotherExecutionRuns() {
    let (command, scheduler) = passThroughCommand()
    let running = RACSubject<Int>()
    command.execute(running)
    var error: (any Error)?
    command.execute(.return(2)).subscribeError { error = $0 }
    #expect(error as? RACCommandError == .notEnabled)
    scheduler.stepAll()
    running.sendCompleted()
    scheduler.stepAll()
    #expect(latest(command.enabled) == true)
  }

  /// `execute` reads the state `enabled` shows: called from a subscriber
  /// of `enabled` (on `.immediate`, so inside the update), it fails while
  /// the subscriber sees `false` and runs once it sees `true` — and the
  /// execution it starts disables the command again at once, so the call
  /// made from the nested `false` fails.
  @Test func executeCalledFromAnEnabledSubscriberReadsTheStateItSees() {
    let enabledSignal = RACSubject<Bool>()
    var runs = 0
    let command = RACCommand<Void, Int>(enabled: enabledSignal, scheduler: .immediate) { _ in
      runs += 1
      return .never()
    }
    var outcomes: [(seen: Bool, notEnabled: Bool)] = []
    command.enabled.skip(1).subscribeNext { seen in
      var notEnabled = false
      command.execute().subscribeError { notEnabled = $0 as? RACCommandError == .notEnabled }
      outcomes.append((seen, notEnabled))
    }
    enabledSignal.sendNext(false)
    enabledSignal.sendNext(true)
    // The nested call (from the `false` the execution causes) ends first.
    #expect(outcomes.map(\.seen) == [false, false, true])
    #expect(outcomes.map(\.notEnabled) == [true, true, false])
    #expect(runs == 1)
  }

  /// Allowing concurrent execution lets the next `execute` run at once,
  /// while another execution runs, before the scheduler delivers the new
  /// `enabled`; disallowing it again stops the next one.
  @Test func executeReadsAllowsConcurrentExecutionAtOnce() {
    let (command, scheduler) = passThroughCommand()
    let running = RACSubject<Int>()
    command.execute(running)
    var errors: [RACCommandError?] = []
    command.execute(.never()).subscribeError { errors.append($0 as? RACCommandError) }
    command.allowsConcurrentExecution = true
    var values: [Int] = []
    command.execute(.return(2)).subscribeNext { values.append($0) }
    command.allowsConcurrentExecution = false
    command.execute(.return(3)).subscribeError { errors.append($0 as? RACCommandError) }
    scheduler.stepAll()
    #expect(errors == [.notEnabled, .notEnabled])
    #expect(values == [2])
    running.sendCompleted()
  }

  @Test func enabledIsUpdatedOnTheScheduler() {
    let (command, enabled, scheduler) = commandWithEnabledSubject()
    var updates: [(Bool, Bool)] = []
    command.enabled.skip(1).subscribeNext { value in
      updates.append((value, RACScheduler.current === scheduler))
    }
    enabled.sendNext(false)
    #expect(latest(command.enabled) == true)
    #expect(updates.isEmpty)
    scheduler.stepAll()
    #expect(latest(command.enabled) == false)
    #expect(updates.map(\.0) == [false])
    #expect(updates.allSatisfy { $0.1 })
  }

  @Test func allowsConcurrentExecutionUpdatesEnabled() {
    let (command, scheduler) = passThroughCommand()
    let running = RACSubject<Int>()
    command.execute(running)
    scheduler.stepAll()
    #expect(latest(command.enabled) == false)
    command.allowsConcurrentExecution = true
    #expect(command.allowsConcurrentExecution)
    scheduler.stepAll()
    #expect(latest(command.enabled) == true)
    command.allowsConcurrentExecution = false
    scheduler.stepAll()
    #expect(latest(command.enabled) == false)
    running.sendCompleted()
    scheduler.stepAll()
    #expect(latest(command.enabled) == true)
  }
}
