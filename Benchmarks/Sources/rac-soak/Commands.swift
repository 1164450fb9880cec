import Foundation
import RACCommand
import RACFoundation
import Synchronization

/// Commands and notifications in the soak run (`Scripts/soak.sh`): a few
/// commands, each on a background scheduler or the immediate one, executed
/// from every builder thread and replaced (released) at random, and a
/// notification center the sender threads post to.
final class CommandPool: Sendable {
  private let slots: Mutex<[RACCommand<[Int], Int>]>
  /// Every command made, weakly, to check at the end that each one has
  /// stopped executing and that the released ones are gone.
  private let made = Mutex<[WeakCommand]>([])
  private let schedulers: [RACScheduler]

  struct WeakCommand {
    weak var command: RACCommand<[Int], Int>?
  }

  init(count: Int, schedulers: [RACScheduler]) {
    self.schedulers = schedulers
    slots = Mutex([])
    let commands = (0..<count).map { makeCommand(kind: $0) }
    slots.withLock { $0 = commands }
  }

  /// A command whose execution for `[values]` is a cold signal of the
  /// values, ending with an error when the last value is odd (so that
  /// `errors` has work), else completed: every execution ends.
  private func makeCommand(kind: Int) -> RACCommand<[Int], Int> {
    let scheduler = kind % 3 == 2 ? RACScheduler.immediate : schedulers[kind % schedulers.count]
    let command = RACCommand<[Int], Int>(scheduler: scheduler) { values in
      coldSignal(values, (values.last ?? 0) % 2 == 1 ? .error : .completed)
    }
    command.allowsConcurrentExecution = kind % 2 == 0
    made.withLock { list in
      list.removeAll { $0.command == nil }
      list.append(WeakCommand(command: command))
    }
    return command
  }

  var count: Int { slots.withLock { $0.count } }

  func command(at index: Int) -> RACCommand<[Int], Int> { slots.withLock { $0[index] } }

  /// Releases the command in slot `index` (as far as the pool holds it)
  /// and puts a new one in its place.
  func replace(at index: Int) {
    let fresh = makeCommand(kind: index)
    slots.withLock { $0[index] = fresh }
  }

  /// Checks, after a drain of at most `grace` seconds, that no command is
  /// executing (every execution ends), then releases every command and
  /// checks that none stays alive (nothing the command made holds it).
  func endAll(stats: SoakStats, grace: Double) {
    do {
      let live = slots.withLock { $0 }
      let deadline = monotonicSeconds() + grace
      while live.contains(where: { $0.executing.first() == true }) && monotonicSeconds() < deadline {
        usleep(50_000)
      }
      let stuck = live.filter { $0.executing.first() == true }.count
      if stuck > 0 {
        stats.report(.result, "RACCommand: \(stuck) commands still executing after every execution ended")
      }
    }
    slots.withLock { $0 = [] }
    let deadline = monotonicSeconds() + grace
    while made.withLock({ $0.contains { $0.command != nil } }) && monotonicSeconds() < deadline {
      usleep(50_000)
    }
    let alive = made.withLock { $0.filter { $0.command != nil }.count }
    if alive > 0 {
      stats.report(.leak, "RACCommand: \(alive) released commands still alive after the grace period")
    }
  }
}

extension SoakRun {
  /// The name of the soak's notifications; the value travels in `userInfo`.
  static let notificationName = Notification.Name("rac-soak.notification")

  /// A sender's notification: posted on the sender's thread.
  func postNotification(_ rng: inout SoakRandom) {
    notifications.post(name: Self.notificationName, object: nil, userInfo: ["value": rng.below(20)])
  }

  /// A hot source of the posted notifications' values, for a chain.
  var notificationValues: RACSignal<Int> {
    notifications.rac_addObserver(forName: Self.notificationName, object: nil)
      .map { $0.userInfo?["value"] as? Int ?? -1 }
  }

  /// A builder's command round: executes a random command of the pool from
  /// this thread with a random input, and subscribes a checked subscriber
  /// to one of the command's signals (the execution, `executionSignals`
  /// flattened, `errors`, `executing` or `enabled`), disposed at random like
  /// every soak subscription. Now and then replaces the command.
  func commandRound(_ rng: inout SoakRandom) -> (RACSignal<Int>, String) {
    let index = rng.below(commands.count)
    let command = commands.command(at: index)
    if rng.below(200) == 0 { commands.replace(at: index) }
    let values = (0..<rng.within(0...6)).map { _ in rng.below(12) }
    let execution = command.execute(values)
    switch rng.below(5) {
    case 0: return (command.executionSignals.flatten(), "command.executionSignals.flatten()")
    case 1: return (command.errors.map { _ in -1 }, "command.errors")
    case 2: return (command.executing.map { $0 ? 1 : 0 }, "command.executing")
    case 3: return (command.enabled.map { $0 ? 1 : 0 }, "command.enabled")
    default: return (execution, "command.execute(\(values))")
    }
  }
}
