import RACCommand
import RACTesting

// RACCommand, Commands article: a command's signals over one execution, on
// the test scheduler in place of the main thread.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

extension RACMarbleCatalog {
  static let commandCommands = RACMarbleFamily(
    "Commands", layer: .command,
    files: ["RACCommand.swift"],
    examples: [
      Example(
        "RACCommand", layer: .command, caption: "command.execute() at tick 1",
        documents: [At("RACCommand.swift", "public final class RACCommand<")],
        articles: [At("RACCommand.docc/Commands.md", "One execution, started at tick 1:")]
      ) { m in
        let execution: RACSignal<String> = try m.cold(
          "execution", "--a-|", note: "(subscribed to on the scheduler)", subscriptions: true)
        let command = RACCommand<Void, String>(scheduler: m.tester.scheduler) { _ in execution }
        let bools: [Character: Bool] = ["t": true, "f": false]
        m.record(command.executing, label: "executing", values: bools)
        m.record(command.enabled, label: "enabled", values: bools)
        m.record(command.executionSignals.flatten(), label: "executionSignals.flatten()")
        m.at(1) { command.execute() }
        m.expect("the command lives until the run ends") { command.allowsConcurrentExecution == false }
      },
      Example(
        "execute", layer: .command, caption: "command.execute(input) at tick 1",
        documents: [
          At("RACCommand.swift", "public func execute(_ input: Input)"),
          At("RACCommand.swift", "public func execute()"),
        ],
        articles: [At("RACCommand.docc/Commands.md", "What `execute` returns:")]
      ) { m in
        let execution: RACSignal<String> = try m.cold(
          "execution", "--a-|", note: "(subscribed to on the scheduler)", subscriptions: true)
        let command = RACCommand<Void, String>(scheduler: m.tester.scheduler) { _ in execution }
        let disabled = RACCommand<Void, String>(enabled: .return(false), scheduler: m.tester.scheduler) { _ in execution
        }
        m.at(1) {
          m.record(command.execute(), label: "result")
          m.record(disabled.execute(), label: "disabled", note: "(RACCommandError.notEnabled)")
        }
      },
    ])
}
