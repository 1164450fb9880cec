import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTestSupport

/// The context an operator entry builds its signal in: typed sources, which
/// the run drives.
final class GrammarContext {
  fileprivate unowned let run: GrammarRun

  fileprivate init(run: GrammarRun) { self.run = run }

  /// The `index`-th source of integers (created on first use).
  func source(_ index: Int) -> RACSignal<Int> {
    while run.intSources.count <= index {
      let source = GrammarSource<Int>(run: run) { random in Int.random(in: 0..<8, using: &random) }
      run.intSources.append(source)
      run.sources.append(source)
    }
    return run.intSources[index].signal
  }

  /// A new source of integers, for the inner signals of higher-order
  /// operators: the driver sends to it like to any other.
  func inner() -> RACSignal<Int> {
    let source = GrammarSource<Int>(run: run) { random in Int.random(in: 0..<8, using: &random) }
    run.sources.append(source)
    return source.signal
  }

  /// The run's virtual-time scheduler, for time and threading operators
  /// (created on first use): the driver advances it as one of its actions,
  /// and runs what is due at the end of the timeline.
  var scheduler: RACTestScheduler {
    if let scheduler = run.scheduler { return scheduler }
    let scheduler = RACTestScheduler()
    run.scheduler = scheduler
    return scheduler
  }

  /// A source of signals: each value is a new inner source.
  func signalSource() -> RACSignal<RACSignal<Int>> {
    let source = GrammarSource<RACSignal<Int>>(run: run) { [unowned self] _ in inner() }
    run.sources.append(source)
    return source.signal
  }
}

/// One generated timeline against one operator entry.
final class GrammarRun {
  var random: SplitMix
  let entry: GrammarEntry
  let synchrony: GrammarSynchrony
  /// How many more subscriptions may get a synchronous prefix: bounds the
  /// resubscribing operators (`repeat`, `retry`) on sources that end during
  /// `subscribe`; later subscriptions are asynchronous.
  private var synchronousBudget = 48
  /// How many events sources sent during `subscribe` (for the harness's own
  /// test).
  var synchronousEvents = 0
  /// Whether about half of the sources are stubborn (`GrammarSource`):
  /// unless the entry forwards its source's events unchecked
  /// (`GrammarEntry.forwardsSourceEvents`).
  var stubbornSources: Bool
  /// Which sources are stubborn: bit n for the n-th source made, modulo 64.
  let stubbornMask: UInt64
  /// How many sources were made.
  var sourcesMade = 0
  /// How many events stubborn sources sent after their subscription was
  /// disposed (for the harness's own test).
  var eventsAfterDisposal = 0
  var sources: [any GrammarSourceDriving] = []
  var intSources: [GrammarSource<Int>] = []
  /// The virtual-time scheduler, if the entry asked for one.
  var scheduler: RACTestScheduler?
  private(set) var violations: [String] = []
  private var observers: [GrammarObserver] = []
  private var tracked: [(label: String, object: Weak)] = []
  private var depth = 0
  private var result: RACSignal<Int>?
  /// Whether to check that nothing is retained: always, but for an entry
  /// that keeps its upstream by design while a source has not ended (RAC's
  /// `startEagerly`, `replay`: the subscription lives as long as the source).
  private var checkRetention = true

  struct Weak {
    weak var object: AnyObject?
  }

  init(entry: GrammarEntry, seed: UInt64, synchrony: GrammarSynchrony = .asynchronous) {
    self.entry = entry
    self.synchrony = synchrony
    random = SplitMix(seed: seed)
    stubbornMask = random.next()
    stubbornSources = !entry.forwardsSourceEvents
  }

  /// What a new subscription to a source gets during `subscribe`, or `nil`
  /// for nothing: in a partly synchronous run, most subscriptions get up to
  /// three values, a quarter of those a completion and a tenth an error; in
  /// a wholly synchronous run, every subscription gets up to three values
  /// and then a completion (70%) or an error.
  func synchronousPrefix() -> GrammarPrefix? {
    if synchrony == .asynchronous || synchronousBudget == 0 { return nil }
    synchronousBudget -= 1
    let values = Int.random(in: 0...3, using: &random)
    let roll = Int.random(in: 0..<100, using: &random)
    switch synchrony {
    case .asynchronous:
      return nil
    case .partlySynchronous:
      if roll < 30 { return nil }
      if roll < 55 { return GrammarPrefix(values: values, end: .completed) }
      if roll < 65 { return GrammarPrefix(values: values, end: .error(200 + roll)) }
      return GrammarPrefix(values: max(values, 1), end: nil)
    case .whollySynchronous:
      return GrammarPrefix(values: values, end: roll < 70 ? .completed : .error(200 + roll))
    }
  }

  func violation(_ message: String) {
    violations.append("\(entry.name): \(message)")
  }

  /// Keeps a weak reference to an object of the run, checked at the end.
  func track(_ object: AnyObject, _ label: String? = nil) {
    tracked.append((label ?? String(describing: type(of: object)), Weak(object: object)))
  }

  /// Runs the timeline; returns the violations found.
  func execute() -> [String] {
    do {
      let context = GrammarContext(run: self)
      let signal = entry.build(context)
      result = signal
      track(signal, "result signal")
      subscribeObserver("observer")
      let steps = Int.random(in: 4..<24, using: &random)
      for _ in 0..<steps {
        step()
        checkUpstream()
        if observers.allSatisfy(\.isFinished) && random.chance(70) { break }
      }
      // The end: dispose whatever still listens, then check.
      for observer in observers { observer.dispose() }
      // Whatever is still scheduled runs: nothing may reach a disposed
      // observer.
      scheduler?.advance(by: 60)
      checkUpstream(final: true)
      checkRetention = !entry.keepsUpstream || sources.allSatisfy(\.finished)
      for source in sources { source.release() }
      observers = []
      sources = []
      intSources = []
      scheduler = nil
      result = nil
    }
    for entry in tracked where checkRetention && entry.object.object != nil {
      violation("\(entry.label) retained after the timeline")
    }
    return violations
  }

  private func subscribeObserver(_ label: String) {
    guard let result else { return }
    let observer = GrammarObserver(run: self, label: label)
    observers.append(observer)
    track(observer, label)
    observer.disposable = result.subscribe(observer)
    if observer.pendingDispose {
      // Disposed from a callback during `subscribe`: the returned
      // disposable too, now that it is known.
      observer.disposable?.dispose()
      observer.disposeReturned = true
    }
  }

  /// One action of the driver on a random source, or a disposal.
  private func step() {
    if let scheduler, random.chance(25) {
      // Virtual time passes: half a second to two seconds.
      scheduler.advance(by: Double(Int.random(in: 1...4, using: &random)) / 2)
      return
    }
    let choice = Int.random(in: 0..<100, using: &random)
    if choice < 8 {
      observers.randomElement(using: &random)?.dispose()
      return
    }
    if choice < 12, observers.count < 3 {
      subscribeObserver("late observer")
      return
    }
    guard let source = sources.randomElement(using: &random) else { return }
    switch choice {
    case ..<80: source.sendNext()
    case ..<90: source.sendCompleted()
    default: source.sendError(choice)
    }
  }

  /// A callback of an observer: sometimes sends again, subscribes another
  /// observer, or disposes, from inside the delivery.
  func reenter(from observer: GrammarObserver) {
    if depth > 3 { return }
    depth += 1
    defer { depth -= 1 }
    let choice = Int.random(in: 0..<100, using: &random)
    // Synchronous runs dispose from callbacks more often: the callbacks
    // made during `subscribe` are the paths they exist to reach.
    let disposeBelow = synchrony == .asynchronous ? 18 : 30
    switch choice {
    case ..<10:
      sources.randomElement(using: &random)?.sendNext()
    case ..<13:
      if observers.count < 3 { subscribeObserver("re-entrant observer") }
    case ..<disposeBelow:
      observer.dispose()
    case ..<20:
      sources.randomElement(using: &random)?.sendCompleted()
    default:
      break
    }
  }

  /// Once every observer has finished, every subscription to a source must
  /// have been disposed (unless the entry keeps its upstream by design and
  /// some source has not ended).
  private func checkUpstream(final: Bool = false) {
    guard observers.allSatisfy(\.isFinished) else { return }
    if entry.keepsUpstream && !sources.allSatisfy(\.finished) { return }
    for (index, source) in sources.enumerated() where source.disposals < source.subscriptions {
      violation(
        "source \(index): \(source.subscriptions - source.disposals) of \(source.subscriptions) subscriptions not disposed after every observer finished\(final ? " (end)" : "")"
      )
      return
    }
  }
}
