import Foundation
import RACCommand
import RACDisposables
import RACFoundation
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import RACSubjects
import Synchronization

/// The run's settings.
struct SoakOptions {
  var seconds = 60.0
  var threads = 8
  var seed: UInt64 = 42
  /// Operators left out (substrings of their names), e.g. while a known
  /// defect in them is being fixed.
  var without: [String] = []
  /// Prints resident memory every 5 s to standard error.
  var verbose = false
}

/// The hot sources: subjects of each kind that sender threads send into.
/// A subject ends (completion or error) after a random number of values and
/// is replaced, so that chains on it end too and a subject's history never
/// grows without bound.
final class SubjectPool: Sendable {
  private let slots: Mutex<[RACSubject<Int>]>

  init(count: Int) {
    slots = Mutex((0..<count).map { SubjectPool.makeSubject(kind: $0) })
  }

  /// A subject of kind `kind % 3`: plain, replay (bounded), behavior.
  static func makeSubject(kind: Int) -> RACSubject<Int> {
    switch kind % 3 {
    case 0: RACSubject<Int>()
    case 1: RACReplaySubject<Int>(capacity: 16)
    default: RACBehaviorSubject<Int>(defaultValue: -1)
    }
  }

  var count: Int { slots.withLock { $0.count } }

  /// The subject in slot `index`, with its name.
  func subject(at index: Int) -> (RACSubject<Int>, String) {
    let subject = slots.withLock { $0[index] }
    let name: String =
      switch subject {
      case is RACReplaySubject<Int>: "replaySubject"
      case is RACBehaviorSubject<Int>: "behaviorSubject"
      default: "subject"
      }
    return (subject, name)
  }

  /// Ends the subject in slot `index` and puts a new one in its place.
  func replace(at index: Int, failing: Bool) {
    let old: RACSubject<Int> = slots.withLock { slots in
      let old = slots[index]
      slots[index] = SubjectPool.makeSubject(kind: index)
      return old
    }
    if failing { old.sendError(SoakError()) } else { old.sendCompleted() }
  }

  /// Ends every subject (at the end of the run).
  func endAll() {
    let all = slots.withLock { $0 }
    for subject in all { subject.sendCompleted() }
  }
}

/// Subscriptions handed to another thread for disposal.
final class DisposalQueue: Sendable {
  private let records = Mutex<[SoakRecord]>([])

  init() {}

  func push(_ record: SoakRecord) { records.withLock { $0.append(record) } }

  func takeAll() -> [SoakRecord] {
    records.withLock { r in
      defer { r = [] }
      return r
    }
  }
}

/// The shared state of a run.
final class SoakRun: Sendable {
  let options: SoakOptionsBox
  let stats = SoakStats()
  let pool = SubjectPool(count: 6)
  let disposals = DisposalQueue()
  let watch = LeakWatch()
  let schedulers: [RACScheduler] = (0..<2).map { RACScheduler.scheduler(name: "rac-soak.background.\($0)") }
  let stop = Atomic<Bool>(false)
  /// Commands executed from every builder thread, and the notification
  /// center the senders post to (Commands.swift).
  let commands: CommandPool
  let notifications = NotificationCenter()
  let nextTracer = Atomic<Int>(0)
  /// How long a disposed subscription's subscriber and tracer may live on
  /// (asynchronous schedulers draining, a loaded machine).
  let grace: Double

  init(options: SoakOptions, grace: Double = 10) {
    self.options = SoakOptionsBox(options)
    self.grace = grace
    commands = CommandPool(count: 6, schedulers: schedulers)
  }

  var isStopped: Bool { stop.load(ordering: .relaxed) }

  /// A sender thread: sends bursts of values into random subjects, ends a
  /// subject now and then, and disposes the subscriptions other threads
  /// handed over.
  func sender(_ rng: inout SoakRandom) {
    while !isStopped {
      let index = rng.below(pool.count)
      let (subject, _) = pool.subject(at: index)
      for _ in 0..<rng.within(1...32) { subject.sendNext(rng.below(20)) }
      if rng.below(400) == 0 { pool.replace(at: index, failing: rng.percent(30)) }
      if rng.percent(25) { postNotification(&rng) }
      for record in disposals.takeAll() {
        record.dispose(inCallback: false, watch: watch, grace: grace)
      }
      // Bounds the rate of hot values, so that the time and threading
      // operators' queues keep up on a loaded machine.
      usleep(UInt32(rng.within(20...200)))
    }
  }

  /// A builder thread: builds, subscribes and disposes chains.
  func builder(_ rng: inout SoakRandom) {
    var later: [SoakRecord] = []
    while !isStopped {
      subscribeOne(&rng, later: &later)
      if later.count > 48 || (!later.isEmpty && rng.percent(20)) {
        let record = later.remove(at: rng.below(later.count))
        record.dispose(inCallback: false, watch: watch, grace: grace)
      }
    }
    for record in later { record.dispose(inCallback: false, watch: watch, grace: grace) }
  }

  /// Builds one random chain on a random source, subscribes it, and picks
  /// how it is disposed.
  func subscribeOne(_ rng: inout SoakRandom, later: inout [SoakRecord]) {
    let tracer = Tracer(id: nextTracer.add(1, ordering: .relaxed).newValue)
    let hotIndex = rng.below(pool.count)
    let (hotSubject, hotName) = pool.subject(at: hotIndex)
    let context = ChainContext(
      schedulers: schedulers, tracer: tracer,
      hotSignal: rng.percent(30) ? pool.subject(at: rng.below(pool.count)).0 : nil)
    let chain: Chain
    if rng.percent(8) {
      // A command's signal (asynchronous, its result known only by
      // grammar), or a chain on the notifications (hot, never ending).
      let (signal, name) = commandRound(&rng)
      chain = Chain(signal: signal, name: name, expected: nil, synchronous: false, watchTracer: false)
    } else if rng.percent(5) {
      chain = buildChain(
        source: notificationValues, sourceName: "notifications", model: nil, hot: true, sourceEnds: false,
        without: options.without, &rng, context)
    } else if rng.percent(40) {
      chain = buildChain(
        source: hotSubject, sourceName: hotName, model: nil, hot: true, sourceEnds: true,
        without: options.without, &rng, context)
    } else {
      let values = (0..<rng.within(0...8)).map { _ in rng.below(12) }
      let terminal: Model.Terminal = rng.percent(70) ? .completed : rng.percent(70) ? .error : .none
      let source = coldSignal(values, terminal, tracer: tracer)
      let name = "cold\(values)\(Model(values: [], terminal: terminal).events.first?.description ?? "")"
      chain = buildChain(
        source: source, sourceName: name, model: Model(values: values, terminal: terminal), hot: false,
        sourceEnds: terminal != .none, without: options.without, &rng, context)
    }
    // How it is disposed: 0 at once, 1 later, 2 inside its own callback,
    // 3 from another thread.
    let mode = rng.below(4)
    let record = SoakRecord(
      stats: stats, chain: chain.name, expected: chain.expected, synchronous: chain.synchronous,
      disposeAtEvent: mode == 2 ? rng.within(1...4) : nil, preferHanded: rng.percent(50))
    do {
      let subscriber = SoakSubscriber(record)
      record.subscriber = subscriber
      if chain.watchTracer { record.tracer = tracer }
      record.callbackDisposalWatch = (watch, grace)
      let disposable = chain.signal.subscribe(subscriber)
      record.returned(disposable)
    }
    stats.subscriptions.add(1, ordering: .relaxed)
    switch mode {
    case 0: record.dispose(inCallback: false, watch: watch, grace: grace)
    case 3: disposals.push(record)
    default: later.append(record)  // mode 2 also ends up here if it never got that event
    }
  }
}

/// The options, shared with the threads.
final class SoakOptionsBox: Sendable {
  let seconds: Double
  let threads: Int
  let seed: UInt64
  let without: [String]

  init(_ options: SoakOptions) {
    seconds = options.seconds
    threads = options.threads
    seed = options.seed
    without = options.without
  }
}

/// Runs `body(index)` on `count` new threads; returns a group to wait on.
func startThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> DispatchGroup {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.stackSize = 8 << 20
    thread.start()
  }
  return group
}

/// Runs the soak workload and prints the summary line; returns whether it
/// passed.
func runSoak(_ options: SoakOptions) -> Bool {
  let run = SoakRun(options: options)
  let threads = max(2, options.threads)
  let senders = max(1, threads / 3)
  let start = monotonicSeconds()
  let group = startThreads(threads) { index in
    var rng = SoakRandom(seed: options.seed &+ UInt64(index) &* 0x1000_0000_01B3)
    if index < senders { run.sender(&rng) } else { run.builder(&rng) }
  }
  // The monitor: leak checks, and resident memory after the warm-up.
  let warmUp = max(2, options.seconds * 0.15)
  var samples: [Int] = []
  while monotonicSeconds() - start < options.seconds {
    usleep(100_000)
    run.watch.check()
    if monotonicSeconds() - start >= warmUp, let rss = ResidentMemory.bytes() {
      samples.append(rss)
      if options.verbose && samples.count % 50 == 0 {
        FileHandle.standardError.write(
          Data(
            "soak: \(Int(monotonicSeconds() - start)) s: RSS \(ResidentMemory.mebibytes(rss)), \(run.stats.subscriptions.load(ordering: .relaxed)) subscriptions, \(run.watch.check()) awaiting release\n"
              .utf8))
      }
    }
  }
  run.stop.store(true, ordering: .relaxed)
  group.wait()
  for record in run.disposals.takeAll() { record.dispose(inCallback: false, watch: run.watch, grace: run.grace) }
  run.pool.endAll()
  run.commands.endAll(stats: run.stats, grace: run.grace)
  // Lets the background schedulers drain, then waits out the grace period
  // of the last disposals.
  let drainStart = monotonicSeconds()
  while run.watch.check() > 0 && monotonicSeconds() - drainStart < run.grace + 1 { usleep(50_000) }
  run.watch.check()
  let elapsed = monotonicSeconds() - start

  let verdict = GrowthVerdict(samples: samples)
  let stats = run.stats
  for message in stats.firstMessages { FileHandle.standardError.write(Data("soak: \(message)\n".utf8)) }
  let rss =
    verdict.map {
      "RSS \(ResidentMemory.mebibytes($0.start)) -> \(ResidentMemory.mebibytes($0.end))\($0.grew ? " (steady growth)" : "")"
    } ?? "RSS unknown"
  print(
    "soak: \(stats.subscriptions.load(ordering: .relaxed)) subscriptions, \(stats.events.load(ordering: .relaxed)) events, \(stats.violations) violations, \(stats.leaks) leaks, \(rss), \(Int(options.seconds.rounded())) s (\(Int(elapsed.rounded())) s with the drain), \(threads) threads, seed \(options.seed)\(options.without.isEmpty ? "" : ", without \(options.without.joined(separator: ","))")"
  )
  if stats.violations > 0 {
    let kinds = ViolationKind.allCases.filter { $0 != .leak && stats.count($0) > 0 }
      .map { "\($0.label) \(stats.count($0))" }.joined(separator: ", ")
    print("soak: FAILED: violations (\(kinds))")
  }
  if stats.leaks > 0 { print("soak: FAILED: leaks") }
  if verdict?.grew == true { print("soak: FAILED: resident memory grew steadily") }
  return stats.violations == 0 && stats.leaks == 0 && verdict?.grew != true
}
