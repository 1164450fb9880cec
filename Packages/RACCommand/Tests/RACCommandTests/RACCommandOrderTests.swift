import Dispatch
import RACCommand
import Synchronization
import Testing

/// The order of a command's updates relative to an execution
/// (Docs/Contracts.md, "Commands"), and executions from several threads.
@Suite struct RACCommandOrderTests {
  @Test func executingAndEnabledUpdateBeforeTheExecutionIsSubscribed() {
    let scheduler = RACTestScheduler()
    var log: [String] = []
    let command = RACCommand<Void, Int>(scheduler: scheduler) { _ in
      RACSignal<Int> { subscriber in
        log.append("subscribed")
        subscriber.sendNext(1)
        subscriber.sendCompleted()
        return nil
      }
    }
    command.executionSignals.subscribeNext { _ in log.append("executionSignals") }
    command.executing.subscribeNext { log.append("executing \($0)") }
    command.enabled.subscribeNext { log.append("enabled \($0)") }
    #expect(log == ["executing false", "enabled true"])
    log.removeAll()
    command.execute()
    #expect(log.isEmpty)  // everything happens on the scheduler
    scheduler.stepAll()
    #expect(
      log == [
        "executionSignals", "executing true", "enabled false",
        "subscribed", "executing false", "enabled true",
      ])
  }

  @Test func executingSendsNoRepeats() {
    let (command, scheduler) = passThroughCommand()
    command.allowsConcurrentExecution = true
    var values: [Bool] = []
    command.executing.subscribeNext { values.append($0) }
    let first = RACSubject<Int>()
    let second = RACSubject<Int>()
    command.execute(first)
    command.execute(second)
    scheduler.stepAll()
    first.sendCompleted()
    scheduler.stepAll()
    second.sendCompleted()
    scheduler.stepAll()
    #expect(values == [false, true, false])
  }

  @Test(.timeLimit(.minutes(10)))
  func concurrentExecutionsFromSeveralThreads() {
    let command = RACCommand<Int, Int>(scheduler: .immediate) { .return($0) }
    command.allowsConcurrentExecution = true
    let received = Atomic<Int>(0)
    let executions = 4 * 500
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for i in 0..<500 {
        command.execute(thread * 500 + i).subscribeNext { _ in
          received.add(1, ordering: .relaxed)
        }
      }
    }
    #expect(received.load(ordering: .relaxed) == executions)
    #expect(latest(command.executing) == false)
    #expect(latest(command.enabled) == true)
  }

  @Test(.timeLimit(.minutes(10)))
  func concurrentSettersLeaveTheGetterAndEnabledAgreeing() {
    let command = RACCommand<RACSignal<Int>, Int>(scheduler: .immediate) { $0 }
    command.execute(RACSubject<Int>())  // never ends: enabled follows the setting
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for i in 0..<1_000 {
        command.allowsConcurrentExecution = (i + thread) % 3 == 0
      }
    }
    #expect(latest(command.executing) == true)
    #expect(latest(command.enabled) == command.allowsConcurrentExecution)
  }
}
