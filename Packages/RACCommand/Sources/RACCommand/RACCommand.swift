/// A user action turned into signals: each ``execute(_:)`` runs the signal
/// the command's block makes for its input, and the command reports the
/// executions (``executionSignals``), whether one is running
/// (``executing``), whether it may run now (``enabled``) and what failed
/// (``errors``).
///
/// ```swift
/// let login = RACCommand<Void, String>(enabled: formIsValid) { _ in
///   client.logIn(user, password)           // a RACSignal<String>
/// }
/// login.executing.subscribeNext { spinner.isHidden = !$0 }
/// login.errors.subscribeNext { show($0) }
/// login.execute()
/// ```
///
/// One execution, on a test scheduler: `executing` turns `true` and
/// `enabled` `false` before the execution's signal is subscribed to, both on
/// the scheduler, and turn back when it ends.
///
/// ```text
/// execution:                  -^-a-|  (subscribed to on the scheduler)
/// executing:                  ft---f
/// enabled:                    tf---t
/// executionSignals.flatten(): ---a    command.execute() at tick 1
/// ```
///
/// ![(subscribed to on the scheduler); command.execute() at tick 1. execution: subscribed, a, then completed. executing: f, t, then f. enabled: t, f, then t. executionSignals.flatten(): a.](RACCommand.svg)
///
/// The command is built from subjects and operators as ReactiveCocoa 2.5
/// builds it; `Docs/Contracts.md` ("Commands") states the order of its
/// updates. Its four signals complete when the command is released (`errors`
/// once the running executions have ended).
///
/// - Note: ReactiveCocoa 2.x: `RACCommand`. RAC delivers on the main thread;
///   here that scheduler is an initializer parameter.
public final class RACCommand<Input, Output>: @unchecked Sendable {
  // Safety: every stored property is immutable; the subjects and the
  // signals built on them are thread-safe (Docs/Contracts.md, "Signals");
  // `executions` is thread-safe. The
  // signal block is called on the thread that calls `execute(_:)`, as in
  // RAC.

  /// Sends each execution's signal, once per successful ``execute(_:)``, on
  /// the command's scheduler. An execution's error is caught (it completes
  /// instead): errors go to ``errors``.
  ///
  /// Hot: a subscriber receives the executions started after it subscribed.
  /// Completes when the command is released.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACCommand.executionSignals`.
  public let executionSignals: RACSignal<RACSignal<Output>>

  /// Whether an execution is running: `false` at first, then each change,
  /// on the command's scheduler, without repeats; a subscriber receives the
  /// latest value at once (see the picture of ``RACCommand``).
  ///
  /// Completes when the command is released.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACCommand.executing`.
  public let executing: RACSignal<Bool>

  /// Whether ``execute(_:)`` may run now: the latest value of the `enabled`
  /// signal given to the initializer (`true` before it sends anything, and
  /// when none was given), and `false` while an execution runs unless
  /// ``allowsConcurrentExecution``. Without repeats; the first value is sent
  /// at once, the later ones on the command's scheduler; a subscriber
  /// receives the latest value at once.
  ///
  /// Completes when the command is released.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACCommand.enabled`.
  public let enabled: RACSignal<Bool>

  /// The errors of the executions, as values, on the command's scheduler.
  ///
  /// Hot and connected when the command is made, so a subscriber that
  /// arrives while an execution runs still receives that execution's error.
  /// Completes when the command is released and its running executions have
  /// ended.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACCommand.errors`.
  public let errors: RACSignal<any Error>

  /// Whether ``execute(_:)`` may start an execution while another runs.
  /// `false` by default. Setting it updates ``enabled`` at once.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACCommand.allowsConcurrentExecution`.
  public var allowsConcurrentExecution: Bool {
    get { executions.admission.withLock { $0.concurrent } }
    set {
      // Stored before anyone is told, as RAC's setter stores its ivar
      // before the key-value notification: a read right after, or an
      // `execute`, sees it.
      executions.admission.withLock { $0.concurrent = newValue }
      concurrentExecutionChanges.sendNext(())
    }
  }

  private let signalBlock: (Input) -> RACSignal<Output>
  private let scheduler: RACScheduler
  /// Each execution's signal as it starts: RAC's additions to
  /// `activeExecutionSignals`.
  private let additions = RACSubject<RACSignal<Output>>()
  /// What `execute(_:)` decides on, and the subject that tells of each
  /// execution's start and end (see ``_RACCommandExecutions``).
  private let executions = _RACCommandExecutions()
  /// RAC observes `allowsConcurrentExecution` by key-value observing: here
  /// the setter stores the value (in `executions`), then sends on this
  /// subject, and `enabled`'s chain reads the stored value at each change,
  /// so that after concurrent setters `enabled` and the getter agree.
  private let concurrentExecutionChanges = RACBehaviorSubject<Void>(defaultValue: ())
  /// Sends when the command is released: RAC's `rac_willDeallocSignal`.
  private let released = RACSubject<Void>()

  /// Creates a command that delivers on the main thread, always enabled
  /// (but for a running execution).
  ///
  /// - Parameter signalBlock: Makes the signal of one execution, from the
  ///   input of ``execute(_:)``. Called on the thread that calls
  ///   ``execute(_:)``.
  /// - Note: ReactiveCocoa 2.x: `-[RACCommand initWithSignalBlock:]`.
  public convenience init(signalBlock: @escaping (Input) -> RACSignal<Output>) {
    self.init(enabled: nil, scheduler: .mainThread, signalBlock: signalBlock)
  }

  /// Creates a command that delivers on the main thread, enabled while
  /// `enabled` last sent `true`.
  ///
  /// - Parameters:
  ///   - enabled: The command's own condition; `nil` for always. Subscribed
  ///     to at once, and until the command is released.
  ///   - signalBlock: Makes the signal of one execution.
  /// - Note: ReactiveCocoa 2.x: `-[RACCommand initWithEnabled:signalBlock:]`.
  public convenience init(
    enabled: RACSignal<Bool>?, signalBlock: @escaping (Input) -> RACSignal<Output>
  ) {
    self.init(enabled: enabled, scheduler: .mainThread, signalBlock: signalBlock)
  }

  /// Creates a command that delivers its signals on `scheduler` and
  /// subscribes to each execution there.
  ///
  /// - Parameters:
  ///   - enabled: The command's own condition; `nil` for always. Subscribed
  ///     to at once, and until the command is released.
  ///   - scheduler: Where RAC uses the main thread: the executions are
  ///     subscribed to there, and ``executionSignals``, ``executing``,
  ///     ``errors`` and the later values of ``enabled`` are delivered there.
  ///     A `RACTestScheduler` runs a command on virtual time.
  ///   - signalBlock: Makes the signal of one execution.
  /// - Note: ReactiveCocoa 2.x: no counterpart (RAC hard-codes the
  ///   main-thread scheduler).
  public init(
    enabled: RACSignal<Bool>? = nil, scheduler: RACScheduler,
    signalBlock: @escaping (Input) -> RACSignal<Output>
  ) {
    self.signalBlock = signalBlock
    self.scheduler = scheduler

    // One `empty` of each type for every execution: it holds nothing, and a
    // signal made per execution, or per event, would be an allocation each.
    let empty = RACSignal<Output>.empty()
    let noError = RACSignal<any Error>.empty()
    executionSignals =
      additions
      .map { execution in execution.catch(to: empty) }
      .deliver(on: scheduler)
      ._setName(.lazy { "RACCommand -executionSignals" })

    // Connected now, so that a late subscriber still receives the error of
    // an execution that started before it subscribed.
    let errorsConnection =
      additions
      .flattenMap { execution in
        // RAC: the execution's values ignored and its error caught into a
        // value (`ignoreValues`, then `catch:` returning `return:error`);
        // `catch` keeps the value type, so here each of the execution's
        // events becomes its error or nothing.
        execution.materialize().flattenMap { event -> RACSignal<any Error> in
          event.error.map { RACSignal.return($0) } ?? noError
        }
      }
      .deliver(on: scheduler)
      .publish()
    errors = errorsConnection.signal._setName(.lazy { "RACCommand -errors" })
    errorsConnection.connect()

    // RAC's `RACObserve(self, activeExecutionSignals)` mapped to "count > 0":
    // the running count's latest value, replayed to each subscriber.
    let running = RACBehaviorSubject<Bool>(defaultValue: false)
    let admission = executions.admission
    executions.changes
      .scan(withStart: 0, reduce: +)
      .map { $0 > 0 }
      .subscribe(running)
    let immediateExecuting: RACSignal<Bool> = running

    executing =
      immediateExecuting
      .deliver(on: scheduler)
      .start(with: false)
      .distinctUntilChanged()
      .replayLast()
      ._setName(.lazy { "RACCommand -executing" })

    let moreExecutionsAllowed = RACSignal<Bool>.if(
      concurrentExecutionChanges.map { [admission] _ in admission.withLock { $0.concurrent } },
      then: .return(true), else: immediateExecuting.not())
    let released = self.released
    let enabledSignal =
      enabled.map {
        $0.start(with: true).take(until: released).replayLast()
      } ?? .return(true)
    // RAC's `-execute:` reads `[self.immediateEnabled first]`: the `enabled`
    // input's latest value (`false` once it failed: the combination fails
    // and `-first` reads none) and whether more executions are allowed, as
    // they stand. `admission` keeps the input's part as it arrives, so that
    // `execute` reads it without subscribing a blocking subscriber each
    // time (Docs/PerformanceHistory.md, "RACCommand reads its enabled
    // state"); the running count and the setting it keeps itself.
    // Subscribed before `immediateEnabled`, it has each value before the
    // `enabled` subscribers do, so an `execute` from their callbacks reads
    // the state they are sent.
    enabledSignal.subscribeNext(
      { [admission] enabled in admission.withLock { $0.input = enabled } },
      error: { [admission] _ in admission.withLock { $0.inputFailed = true } })
    // Hot and replayed (`takeUntil: rac_willDeallocSignal`, then
    // `replayLast`), as ReactiveObjC makes it; RAC 2.5's is cold, and its
    // `-execute:` reads it afresh through `-first`: `admission` is that
    // reading here.
    let immediateEnabled = RACSignal<(Bool, Bool)>
      .combineLatest(enabledSignal, moreExecutionsAllowed)
      .and()
      .take(until: released)
      .replayLast()

    // The first value at once, so that `enabled` has a value before the
    // scheduler runs; the changes on the scheduler.
    self.enabled = immediateEnabled.take(1)
      .concat(immediateEnabled.skip(1).deliver(on: scheduler))
      .distinctUntilChanged()
      .replayLast()
      ._setName(.lazy { "RACCommand -enabled" })
  }

  deinit {
    // What RAC's key-value observations and `takeUntil:` of
    // `rac_willDeallocSignal` complete when a command deallocates.
    released.sendNext(())
    released.sendCompleted()
    additions.sendCompleted()
    executions.changes.sendCompleted()
    concurrentExecutionChanges.sendCompleted()
  }

  /// Starts an execution: the signal block's signal for `input`, subscribed
  /// to once on the command's scheduler, after ``executing`` and
  /// ``enabled`` have been updated there, and replayed to every subscriber
  /// of the returned signal.
  ///
  /// ```text
  /// execution: -^-a-|  (subscribed to on the scheduler)
  /// result:    ---a-|
  /// disabled:  -#      (RACCommandError.notEnabled)
  /// ```
  ///
  /// ![(subscribed to on the scheduler); (RACCommandError.notEnabled). execution: subscribed, a, then completed. result: a, then completed. disabled: error.](execute.svg)
  ///
  /// The execution runs to its end even when nobody subscribes to the
  /// result, or every subscriber disposes. While the command is disabled
  /// (``enabled`` would send `false`) nothing runs and the result fails with
  /// ``RACCommandError/notEnabled``.
  ///
  /// - Parameter input: Passed to the signal block.
  /// - Returns: The execution, hot and replayed; it sends the execution's
  ///   error too.
  /// - Note: ReactiveCocoa 2.x: `-[RACCommand execute:]`.
  @discardableResult
  public func execute(_ input: Input) -> RACSignal<Output> {
    guard executions.admission.withLock({ $0.admit() }) else {
      return .error(RACCommandError.notEnabled)
    }
    // Subscribed on the scheduler so that the subscription comes after the
    // updates of `executing` and `enabled` sent below (Docs/Contracts.md,
    // "Commands").
    let connection = signalBlock(input)
      .subscribe(on: scheduler)
      .multicast(RACReplaySubject())
    let execution = connection.signal
    additions.sendNext(execution)
    executions.changes.sendNext(1)
    execution.subscribeError(
      { [executions] _ in executions.ended() }, completed: { [executions] in executions.ended() })
    connection.connect()
    return execution
  }
}

extension RACCommand where Input == Void {
  /// Starts an execution of a command without input: ``execute(_:)`` with
  /// `()`.
  ///
  /// ```text
  /// execution: -^-a-|  (subscribed to on the scheduler)
  /// result:    ---a-|
  /// disabled:  -#      (RACCommandError.notEnabled)
  /// ```
  ///
  /// ![(subscribed to on the scheduler); (RACCommandError.notEnabled). execution: subscribed, a, then completed. result: a, then completed. disabled: error.](execute.svg)
  ///
  /// - Returns: The execution, hot and replayed.
  /// - Note: ReactiveCocoa 2.x: `-[RACCommand execute:]` with `nil`.
  @discardableResult
  public func execute() -> RACSignal<Output> {
    execute(())
  }
}

/// A command's executions: what `execute(_:)` decides on, as it stands when
/// it is called (RAC's `-execute:` reads `immediateEnabled` afresh, through
/// `-first`), read and updated under one lock, and the subject of +1 when
/// an execution starts and -1 when it ends (whose gate puts the changes of
/// every thread in one order, so the running count, and `executing` with
/// it, never ends on a stale value). One object, so that an execution's
/// terminal blocks capture it alone: a closure that captures one reference
/// allocates no context (Command.execute's mallocs).
final class _RACCommandExecutions: @unchecked Sendable {
  // Safety: `admission` is a lock; the subject is thread-safe.
  let admission = _RACLock(_RACCommandAdmission())
  let changes = RACSubject<Int>()

  /// An execution ended: the count goes down before anyone is told, as RAC
  /// removes the execution from `activeExecutionSignals` before the
  /// notification.
  func ended() {
    admission.withLock { $0.active -= 1 }
    changes.sendNext(-1)
  }
}

/// What `RACCommand.execute(_:)` decides on: RAC's `immediateEnabled`, read
/// as it stands.
struct _RACCommandAdmission {
  /// The latest value of the `enabled` signal given to the initializer
  /// (`true` until it sends).
  var input = true
  /// Whether that signal failed: RAC's `combineLatest` of it then fails,
  /// `-first` reads no value, and the command is disabled for good.
  var inputFailed = false
  /// `allowsConcurrentExecution`.
  var concurrent = false
  /// The executions started and not yet ended.
  var active = 0

  /// Counts an execution and returns `true` when one may start now.
  mutating func admit() -> Bool {
    guard input, !inputFailed, concurrent || active == 0 else { return false }
    active += 1
    return true
  }
}
