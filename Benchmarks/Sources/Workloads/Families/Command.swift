// The Command family (RACCommand): executing a command end to end (Command.execute),
// and the same work written directly on subjects (Command.executeOnSubjects), so that the table
// shows what the command itself costs. Each implementation's half is below
// its workload definitions.
import OpenCombine
import RACCommand
import RACSignalOperators
import RACStreamCore
import RACSubjects

extension Workloads {
  /// Command.execute, Command.executeOnSubjects: executions.
  public static let commandExecutions = 10_000

  public static let commandExecute = Workload(
    name: "Command.execute",
    summary:
      "10k execute(x) of a RACCommand on .immediate, each return(x) → executionSignals.flatten() → sum, executing observed",
    events: commandExecutions, unit: "execution",
    expected: triangle(commandExecutions) + commandExecutions)

  public static let commandExecuteOnSubjects = Workload(
    name: "Command.executeOnSubjects",
    summary:
      "Command.execute's work written directly on subjects: a subject of executions, a replay subject per execution, a behaviour subject of executing",
    events: commandExecutions, unit: "execution",
    expected: triangle(commandExecutions) + commandExecutions)
}

extension Registry {
  static let commandExecute = Entry(
    Workloads.commandExecute, library: RACWorkloads.commandExecute,
    openCombine: OpenCombineWorkloads.commandExecute, plainLoop: PlainWorkloads.commandExecute)
  static let commandExecuteOnSubjects = Entry(
    Workloads.commandExecuteOnSubjects, library: RACWorkloads.commandExecuteOnSubjects,
    openCombine: OpenCombineWorkloads.commandExecute, plainLoop: PlainWorkloads.commandExecute)
}

// MARK: - This library

extension RACWorkloads {
  static let commandExecute = Half.run(runCommandExecute)
  static let commandExecuteOnSubjects = Half.run(runCommandExecuteOnSubjects)

  /// Command.execute: execute → executionSignals → executing → completion, on the
  /// immediate scheduler; the sum of the values plus one per `executing`
  /// that turned `true`.
  static func runCommandExecute() -> Int {
    let total = Box()
    let command = RACCommand<Int, Int>(scheduler: .immediate) { RACSignal.return($0) }
    let values = command.executionSignals.flatten().subscribeNext { total.value &+= $0 }
    let executing = command.executing.subscribeNext { if $0 { total.value &+= 1 } }
    for x in 0..<Workloads.commandExecutions {
      command.execute(x)
    }
    values.dispose()
    executing.dispose()
    return total.value
  }

  /// Command.executeOnSubjects: Command.execute without the command: each
  /// execution a replay subject sent on a subject of executions, `executing` a
  /// behaviour subject.
  static func runCommandExecuteOnSubjects() -> Int {
    let total = Box()
    let executions = RACSubject<RACSignal<Int>>()
    let executingSubject = RACBehaviorSubject<Bool>(defaultValue: false)
    let values = executions.flatten().subscribeNext { total.value &+= $0 }
    let executing = executingSubject.subscribeNext { if $0 { total.value &+= 1 } }
    for x in 0..<Workloads.commandExecutions {
      let execution = RACReplaySubject<Int>()
      executions.sendNext(execution)
      executingSubject.sendNext(true)
      execution.sendNext(x)
      execution.sendCompleted()
      executingSubject.sendNext(false)
    }
    values.dispose()
    executing.dispose()
    return total.value
  }
}

// MARK: - OpenCombine

extension OpenCombineWorkloads {
  static let commandExecute = Half.run(runCommandExecute)

  /// Command.execute: OpenCombine has no command; the same work on its subjects: a
  /// subject of `Just(x)` executions → flatMap → sum, and a current-value
  /// subject of executing.
  static func runCommandExecute() -> Int {
    let total = Box()
    let executions = PassthroughSubject<Just<Int>, Never>()
    let executingSubject = CurrentValueSubject<Bool, Never>(false)
    let values = executions.flatMap { $0 }.sink { total.value &+= $0 }
    let executing = executingSubject.sink { if $0 { total.value &+= 1 } }
    for x in 0..<Workloads.commandExecutions {
      executingSubject.send(true)
      executions.send(Just(x))
      executingSubject.send(false)
    }
    values.cancel()
    executing.cancel()
    return total.value
  }
}

// MARK: - Plain loop

extension PlainWorkloads {
  static let commandExecute = Half.run(runCommandExecute)

  /// Command.execute: the same observers called in a loop.
  static func runCommandExecute() -> Int {
    let total = Box()
    let values = PlainSubject()
    let executing = PlainSubject()
    values.subscribe { total.value &+= $0 }
    executing.subscribe { if $0 == 1 { total.value &+= 1 } }
    for x in 0..<Workloads.commandExecutions {
      executing.send(1)
      values.send(x)
      executing.send(0)
    }
    return total.value
  }
}
