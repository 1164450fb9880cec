import RACCommand
import Testing

/// What a command completes when released, and what its executions do when
/// their subscribers go away (RAC 2.5's RACCommandSpec dealloc cases).
@Suite struct RACCommandLifetimeTests {
  @Test func commandIsReleasedWithoutSubscribers() {
    weak var weakCommand: RACCommand<Void, Never>?
    do {
      let command = RACCommand<Void, Never>(scheduler: RACTestScheduler()) { _ in .empty() }
      weakCommand = command
      #expect(weakCommand != nil)
    }
    #expect(weakCommand == nil)
  }

  @Test func commandIsReleasedAfterExecutingWithSubscribers() {
    let scheduler = RACTestScheduler()
    weak var weakCommand: RACCommand<Int, Int>?
    var values: [Int] = []
    do {
      let command = RACCommand<Int, Int>(scheduler: scheduler) { .return($0) }
      weakCommand = command
      command.executionSignals.flatten().subscribeNext { values.append($0) }
      command.executing.subscribeNext { _ in }
      command.enabled.subscribeNext { _ in }
      command.errors.subscribeNext { _ in }
      command.execute(1)
      scheduler.stepAll()
    }
    #expect(values == [1])
    #expect(weakCommand == nil)
  }

  @Test func signalsCompleteOnTheSchedulerWhenReleased() {
    let scheduler = RACTestScheduler()
    var completions: [String: Bool] = [:]
    do {
      let command = RACCommand<Void, Never>(scheduler: scheduler) { _ in .empty() }
      command.executionSignals.subscribeCompleted {
        completions["executionSignals"] = RACScheduler.current === scheduler
      }
      command.executing.subscribeCompleted { completions["executing"] = RACScheduler.current === scheduler }
      command.enabled.subscribeCompleted { completions["enabled"] = RACScheduler.current === scheduler }
      command.errors.subscribeCompleted { completions["errors"] = RACScheduler.current === scheduler }
    }
    #expect(completions.isEmpty)
    scheduler.stepAll()
    #expect(completions == ["executionSignals": true, "executing": true, "enabled": true, "errors": true])
  }

  @Test func enabledCompletesWhenReleasedEvenIfTheEnabledSignalHasNot() {
    let scheduler = RACTestScheduler()
    let enabledSubject = RACSubject<Bool>()
    weak var weakCommand: RACCommand<Void, Never>?
    var completed = false
    do {
      let command = RACCommand<Void, Never>(enabled: enabledSubject, scheduler: scheduler) { _ in .empty() }
      weakCommand = command
      command.enabled.subscribeCompleted { completed = true }
    }
    scheduler.stepAll()
    #expect(weakCommand == nil)
    #expect(completed)
  }

  @Test func anExecutionOutlivesItsCommand() {
    let (command, scheduler) = passThroughCommand()
    let running = RACSubject<Int>()
    var values: [Int] = []
    var completed = false
    var errorsCompleted = false
    command.errors.subscribeCompleted { errorsCompleted = true }
    command.execute(running).subscribeNext({ values.append($0) }, completed: { completed = true })
    scheduler.stepAll()
    _ = consume command
    scheduler.stepAll()
    #expect(!errorsCompleted)  // errors waits for the running execution
    running.sendNext(1)
    running.sendCompleted()
    scheduler.stepAll()
    #expect(values == [1])
    #expect(completed)
    #expect(errorsCompleted)
  }

  @Test func disposingTheExecutionSubscriberDoesNotStopTheExecution() {
    let scheduler = RACTestScheduler()
    let subject = RACSubject<Int>()
    var sourceDisposed = false
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in
      RACSignal<Int> { subscriber in
        let inner = subject.subscribe(subscriber)
        return RACDisposable {
          sourceDisposed = true
          inner.dispose()
        }
      }
    }
    var values: [Int] = []
    command.executionSignals.flatten().subscribeNext { values.append($0) }
    let subscription = command.execute().subscribeNext { _ in Issue.record("disposed subscriber") }
    scheduler.stepAll()
    subscription.dispose()
    subject.sendNext(1)
    scheduler.stepAll()
    #expect(values == [1])
    #expect(!sourceDisposed)
    #expect(latest(command.executing) == true)
    subject.sendCompleted()
    scheduler.stepAll()
    #expect(latest(command.executing) == false)
  }
}
