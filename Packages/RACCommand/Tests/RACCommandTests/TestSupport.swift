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
