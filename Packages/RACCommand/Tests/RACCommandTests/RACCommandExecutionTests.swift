import RACCommand
import Testing

/// RAC 2.5's RACCommandSpec, "with a simple signal block" and the execution
/// cases, on a test scheduler in place of the main thread.
@Suite struct RACCommandExecutionTests {
  private func returnCommand() -> (RACCommand<Int, Int>, RACTestScheduler) {
    let scheduler = RACTestScheduler()
    return (RACCommand<Int, Int>(scheduler: scheduler) { .return($0) }, scheduler)
  }

  @Test func allowsConcurrentExecutionIsFalseByDefault() {
    let (command, _) = returnCommand()
    #expect(command.allowsConcurrentExecution == false)
  }

  @Test func enabledByDefault() {
    let (command, _) = returnCommand()
    #expect(latest(command.enabled) == true)
  }

  @Test func notExecutingByDefault() {
    let (command, _) = returnCommand()
    #expect(latest(command.executing) == false)
  }

  @Test func executeCreatesAnExecutionSignal() {
    let (command, scheduler) = returnCommand()
    var signalsReceived = 0
    var values: [Int] = []
    var completed = false
    command.executionSignals.subscribeNext { signal in
      signalsReceived += 1
      signal.subscribeNext({ values.append($0) }, completed: { completed = true })
    }
    #expect(signalsReceived == 0)
    command.execute(7)
    #expect(signalsReceived == 0)  // delivered on the scheduler
    scheduler.stepAll()
    #expect(signalsReceived == 1)
    #expect(values == [7])
    #expect(completed)
  }

  @Test func executeReturnsTheExecutionSignal() {
    let (command, scheduler) = returnCommand()
    var values: [Int] = []
    var completed = false
    command.execute(3).subscribeNext({ values.append($0) }, completed: { completed = true })
    scheduler.stepAll()
    #expect(values == [3])
    #expect(completed)
  }

  @Test func executeWithoutInputPassesVoid() {
    let scheduler = RACTestScheduler()
    var calls = 0
    let command = RACCommand<Void, String>(scheduler: scheduler) { _ in
      calls += 1
      return .return("done")
    }
    var values: [String] = []
    command.execute().subscribeNext { values.append($0) }
    scheduler.stepAll()
    #expect(calls == 1)
    #expect(values == ["done"])
  }

  @Test func executionSignalsAreDeliveredOnTheScheduler() {
    let (command, scheduler) = returnCommand()
    var onScheduler: [Bool] = []
    command.executionSignals.subscribeNext { _ in
      onScheduler.append(RACScheduler.current === scheduler)
    }
    command.execute(1)
    #expect(onScheduler.isEmpty)
    scheduler.stepAll()
    #expect(onScheduler == [true])
  }

  @Test func executingIsTrueWhileAnExecutionRuns() {
    let (command, scheduler) = returnCommand()
    var executingDuringValues: [Bool?] = []
    command.executionSignals.subscribeNext { signal in
      signal.subscribeNext { _ in executingDuringValues.append(latest(command.executing)) }
    }
    command.execute(1)
    scheduler.stepAll()
    #expect(executingDuringValues == [true])
    #expect(latest(command.executing) == false)
  }

  @Test func executingIsUpdatedOnTheScheduler() {
    let (command, scheduler) = returnCommand()
    var updates: [(Bool, Bool)] = []
    command.executing.skip(1).subscribeNext { executing in
      updates.append((executing, RACScheduler.current === scheduler))
    }
    command.execute(1)
    #expect(updates.isEmpty)
    scheduler.stepAll()
    #expect(updates.map(\.0) == [true, false])
    #expect(updates.allSatisfy { $0.1 })
  }

  @Test func signalBlockIsCalledOncePerExecution() {
    let scheduler = RACTestScheduler()
    var inputs: [String] = []
    let command = RACCommand<String, Never>(scheduler: scheduler) { input in
      inputs.append(input)
      return .empty()
    }
    command.execute("foo")
    scheduler.stepAll()
    #expect(inputs == ["foo"])
    command.execute("bar")
    scheduler.stepAll()
    #expect(inputs == ["foo", "bar"])
  }

  @Test func executionSignalsAreSentInOrderOfExecution() {
    let scheduler = RACTestScheduler()
    let command = RACCommand<[String], String>(scheduler: scheduler) { strings in
      RACSignal<String> { subscriber in
        for string in strings { subscriber.sendNext(string) }
        subscriber.sendCompleted()
        return nil
      }
    }
    var values: [String] = []
    command.executionSignals.concat().subscribeNext { values.append($0) }
    command.execute(["foo", "bar"])
    scheduler.stepAll()
    command.execute(["buzz", "baz"])
    scheduler.stepAll()
    #expect(values == ["foo", "bar", "buzz", "baz"])
  }

  @Test func executingWaitsForEveryExecutionToEnd() {
    let (command, scheduler, first, second) = twoConcurrentExecutions()
    scheduler.stepAll()
    #expect(latest(command.executing) == true)

    first.sendError(TestError(code: 1))
    scheduler.stepAll()
    #expect(latest(command.executing) == true)

    second.sendNext(1)
    scheduler.stepAll()
    #expect(latest(command.executing) == true)

    second.sendCompleted()
    scheduler.stepAll()
    #expect(latest(command.executing) == false)
  }

  @Test func executionSignalsDoNotDeliverErrors() {
    let subject = RACSubject<Int>()
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in subject }
    var events: [RACEvent<Int>] = []
    command.executionSignals.flatten().materialize().subscribeNext { events.append($0) }
    command.execute()
    scheduler.stepAll()
    #expect(latest(command.executing) == true)

    subject.sendNext(1)
    subject.sendNext(2)
    scheduler.stepAll()
    #expect(events.compactMap(\.value) == [1, 2])
    #expect(latest(command.executing) == true)

    subject.sendError(TestError(code: 1))
    scheduler.stepAll()
    #expect(latest(command.executing) == false)
    #expect(events.count == 2)
  }

  @Test func executeDeliversErrors() {
    let subject = RACSubject<Int>()
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in subject }
    var events: [RACEvent<Int>] = []
    command.execute().materialize().subscribeNext { events.append($0) }
    scheduler.stepAll()
    #expect(latest(command.executing) == true)

    subject.sendNext(1)
    subject.sendNext(2)
    subject.sendError(TestError(code: 1))
    scheduler.stepAll()
    #expect(events.compactMap(\.value) == [1, 2])
    #expect(events.last?.error as? TestError == TestError(code: 1))
    #expect(latest(command.executing) == false)
  }

  @Test func executionReplaysToLateSubscribers() {
    let (command, scheduler) = returnCommand()
    let execution = command.execute(5)
    scheduler.stepAll()
    var values: [Int] = []
    var completed = false
    execution.subscribeNext({ values.append($0) }, completed: { completed = true })
    #expect(values == [5])
    #expect(completed)
  }
}
