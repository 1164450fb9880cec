import RACCommand

/// An error with a code, for tests.
struct TestError: Error, Equatable {
  let code: Int
}

/// The latest value a replaying signal holds (`executing`, `enabled`), read
/// without running the scheduler.
func latest(_ signal: RACSignal<Bool>) -> Bool? {
  signal.first()
}

/// A command on a test scheduler whose execution for an input is that input.
func passThroughCommand(
  enabled: RACSignal<Bool>? = nil
) -> (RACCommand<RACSignal<Int>, Int>, RACTestScheduler) {
  let scheduler = RACTestScheduler()
  let command = RACCommand<RACSignal<Int>, Int>(enabled: enabled, scheduler: scheduler) { $0 }
  return (command, scheduler)
}

/// A pass-through command that allows concurrent execution, executing two
/// subjects that have not sent anything yet.
func twoConcurrentExecutions() -> (
  command: RACCommand<RACSignal<Int>, Int>, scheduler: RACTestScheduler, first: RACSubject<Int>, second: RACSubject<Int>
) {
  let (command, scheduler) = passThroughCommand()
  command.allowsConcurrentExecution = true
  let first = RACSubject<Int>()
  let second = RACSubject<Int>()
  command.execute(first)
  command.execute(second)
  return (command, scheduler, first, second)
}
