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
  // `concurrentExecution` and `isEnabled` are guarded by their locks. The
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
    get { concurrentExecution.withLock { $0 } }
    set { concurrentExecutionChanges.sendNext(newValue) }
  }

  private let signalBlock: (Input) -> RACSignal<Output>
  private let scheduler: RACScheduler
  /// Each execution's signal as it starts: RAC's additions to
  /// `activeExecutionSignals`.
  private let additions = RACSubject<RACSignal<Output>>()
  /// +1 when an execution starts, -1 when it ends. The subject's gate puts
  /// the changes of every thread in one order, so the running count, and
  /// `executing` with it, never ends on a stale value.
  private let activeChanges = RACSubject<Int>()
  /// RAC observes `allowsConcurrentExecution` by key-value observing: here
  /// the setter sends to this subject, and the value the getter reads is
  /// stored by the subject's subscriber, so that both take the values of
  /// concurrent setters in the subject's one order.
  private let concurrentExecutionChanges = RACBehaviorSubject<Bool>(defaultValue: false)
  private let concurrentExecution = _RACLock(false)
  /// Sends when the command is released: RAC's `rac_willDeallocSignal`.
  private let released = RACSubject<Void>()
  /// The latest value of `enabled` before it is delivered on the scheduler
  /// (RAC's `immediateEnabled`): what `execute` reads.
  private let isEnabled = _RACLock(true)

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
    activeChanges
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
      concurrentExecutionChanges, then: .return(true), else: immediateExecuting.not())
    let released = self.released
    let enabledSignal =
      enabled.map {
        $0.start(with: true).take(until: released).replayLast()
      } ?? .return(true)
    // Hot and replayed, as in RAC (`takeUntil: rac_willDeallocSignal`, then
    // `replayLast`).
    let immediateEnabled = RACSignal<(Bool, Bool)>
      .combineLatest(enabledSignal, moreExecutionsAllowed)
      .and()
      .take(until: released)
      .replayLast()
    // RAC's `-execute:` reads `[self.immediateEnabled first]`: the replay
    // subject's latest value. This subscriber keeps that value as it
    // arrives, so `execute` reads it without subscribing a blocking
    // subscriber each time (Docs/PerformanceHistory.md, "RACCommand reads
    // its enabled state"). Subscribed first, it has each new value before
    // any other subscriber, so an `execute` called from one of their
    // callbacks reads the same value `first()` would.
    immediateEnabled.subscribeNext { [isEnabled] enabled in
      isEnabled.withLock { $0 = enabled }
    }

    // The first value at once, so that `enabled` has a value before the
    // scheduler runs; the changes on the scheduler.
    self.enabled = immediateEnabled.take(1)
      .concat(immediateEnabled.skip(1).deliver(on: scheduler))
      .distinctUntilChanged()
      .replayLast()
      ._setName(.lazy { "RACCommand -enabled" })

    concurrentExecutionChanges.subscribeNext { [concurrentExecution] allowed in
      concurrentExecution.withLock { $0 = allowed }
    }
  }

  deinit {
    // What RAC's key-value observations and `takeUntil:` of
    // `rac_willDeallocSignal` complete when a command deallocates.
    released.sendNext(())
    released.sendCompleted()
    additions.sendCompleted()
    activeChanges.sendCompleted()
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
    guard isEnabled.withLock({ $0 }) else {
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
    activeChanges.sendNext(1)
    execution.subscribeError(
      { [activeChanges] _ in activeChanges.sendNext(-1) },
      completed: { [activeChanges] in activeChanges.sendNext(-1) })
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
