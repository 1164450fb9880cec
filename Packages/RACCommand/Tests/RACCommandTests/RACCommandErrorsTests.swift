import RACCommand
import Testing

/// RAC 2.5's RACCommandSpec, the `errors` cases, on a test scheduler.
@Suite struct RACCommandErrorsTests {
  @Test func errorsSendsNothingByDefault() {
    let scheduler = RACTestScheduler()
    let command = RACCommand<Int, Int>(scheduler: scheduler) { .return($0) }
    var received = 0
    command.errors.subscribeNext { _ in received += 1 }
    var completed = false
    command.execute(1).subscribeCompleted { completed = true }
    scheduler.stepAll()
    #expect(completed)
    #expect(received == 0)
  }

  @Test func errorsReceivesTheErrorsOfExecutionsStartedBeforeSubscribing() {
    let (command, scheduler, first, second) = twoConcurrentExecutions()

    // Subscribed after both executions started: `errors` is multicast.
    var received: [TestError] = []
    command.errors.subscribeNext { received.append($0 as! TestError) }
    scheduler.stepAll()
    #expect(latest(command.executing) == true)

    first.sendError(TestError(code: 1))
    scheduler.stepAll()
    #expect(latest(command.executing) == true)
    #expect(received == [TestError(code: 1)])

    second.sendError(TestError(code: 2))
    scheduler.stepAll()
    #expect(latest(command.executing) == false)
    #expect(received == [TestError(code: 1), TestError(code: 2)])
  }

  @Test func errorsIgnoresValuesAndCompletion() {
    let subject = RACSubject<Int>()
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in subject }
    var received = 0
    command.errors.subscribeNext { _ in received += 1 }
    command.execute()
    scheduler.stepAll()
    #expect(latest(command.executing) == true)
    subject.sendNext(1)
    subject.sendCompleted()
    scheduler.stepAll()
    #expect(latest(command.executing) == false)
    #expect(received == 0)
  }

  @Test func errorsAreDeliveredOnTheScheduler() {
    let (command, scheduler) = passThroughCommand()
    var received: [(TestError?, Bool)] = []
    command.errors.subscribeNext { error in
      received.append((error as? TestError, RACScheduler.current === scheduler))
    }
    command.execute(.error(TestError(code: 1)))
    #expect(received.isEmpty)
    scheduler.stepAll()
    #expect(received.count == 1)
    #expect(received.first?.0 == TestError(code: 1))
    #expect(received.first?.1 == true)
  }

  @Test func notEnabledIsNotSentOnErrors() {
    let scheduler = RACTestScheduler()
    let command = RACCommand<Void, Int>(enabled: .return(false), scheduler: scheduler) { _ in .return(1) }
    var received = 0
    command.errors.subscribeNext { _ in received += 1 }
    command.execute()
    scheduler.stepAll()
    #expect(received == 0)
  }
}
