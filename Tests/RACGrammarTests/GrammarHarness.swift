import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// A small deterministic random number generator (SplitMix64), so that a
/// failing timeline is reproduced from its seed.
struct GrammarRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}

/// An error the sources send.
struct GrammarError: Error, Equatable {
  let code: Int
}

/// How much of a timeline happens during `subscribe`. The reliability
/// section of `Docs/Contracts.md` states how many timelines of each kind run.
enum GrammarSynchrony: String, CaseIterable {
  /// The sources send only when the driver tells them to: never during
  /// `subscribe` (but a source that already ended completes at once).
  case asynchronous
  /// Most subscriptions to a source first get a few values during
  /// `subscribe`, sometimes a terminal event too (the subscription then
  /// ends there); the driver sends the rest.
  case partlySynchronous
  /// Every subscription to a source gets all of its events during
  /// `subscribe`: a few values, then a completion or an error.
  case whollySynchronous

  /// The kind of the `index`-th timeline of an operator: half of them
  /// asynchronous, a quarter partly and a quarter wholly synchronous.
  static func forTimeline(_ index: Int) -> GrammarSynchrony {
    switch index % 4 {
    case 2: .partlySynchronous
    case 3: .whollySynchronous
    default: .asynchronous
    }
  }
}

/// What a source sends during one `subscribe`.
struct GrammarPrefix {
  enum End { case completed, error(Int) }
  var values: Int
  var end: End?
}

/// What the driver can do to any source, whatever its value type.
protocol GrammarSourceDriving: AnyObject {
  /// Sends a generated value to every live subscription.
  func sendNext()
  func sendError(_ code: Int)
  func sendCompleted()
  /// How many subscriptions were made and how many disposed.
  var subscriptions: Int { get }
  var disposals: Int { get }
  /// Whether the source has sent a terminal event.
  var terminated: Bool { get }
  /// Whether no subscription to the source can get another event: it has
  /// sent a terminal event, or every subscription to it ended during
  /// `subscribe`.
  var finished: Bool { get }
  /// Forgets every subscriber (the end of a timeline).
  func release()
}

/// A cold signal the driver feeds by hand: it keeps each subscriber, counts
/// subscriptions and their disposals, and reports every object it was given
/// to the run (to check that nothing is retained afterwards).
final class GrammarSource<Value>: GrammarSourceDriving {
  private var subscribers: [(id: Int, subscriber: any RACSubscriber<Value>)] = []
  private var nextID = 0
  private(set) var subscriptions = 0
  private(set) var disposals = 0
  private(set) var terminated = false
  /// Subscriptions that got their terminal event during `subscribe`.
  private var endedSynchronously = 0
  private let makeValue: (inout GrammarRandom) -> Value
  private unowned let run: GrammarRun

  init(run: GrammarRun, makeValue: @escaping (inout GrammarRandom) -> Value) {
    self.run = run
    self.makeValue = makeValue
  }

  /// The signal operators subscribe to.
  lazy var signal: RACSignal<Value> = RACSignal { [unowned self] subscriber in
    subscriptions += 1
    nextID += 1
    let id = nextID
    run.track(subscriber as AnyObject)
    if terminated {
      // A finished source replays nothing and completes at once.
      subscriber.sendCompleted()
    } else if let prefix = run.synchronousPrefix() {
      // The synchronous part of the timeline, before `subscribe` returns;
      // callbacks may dispose, subscribe again or make the driver send.
      run.synchronousEvents += prefix.values + (prefix.end == nil ? 0 : 1)
      for _ in 0..<prefix.values { subscriber.sendNext(makeValue(&run.random)) }
      switch prefix.end {
      case .completed?:
        endedSynchronously += 1
        subscriber.sendCompleted()
      case .error(let code)?:
        endedSynchronously += 1
        subscriber.sendError(GrammarError(code: code))
      case nil:
        if terminated {
          // A callback made the driver end the source meanwhile.
          subscriber.sendCompleted()
        } else {
          subscribers.append((id, subscriber))
        }
      }
    } else {
      subscribers.append((id, subscriber))
    }
    return RACDisposable { [weak self] in
      guard let self else { return }
      disposals += 1
      subscribers.removeAll { $0.id == id }
    }
  }

  func sendNext() {
    if terminated || subscribers.isEmpty { return }
    // The value is made before delivery: callbacks draw from the same
    // generator.
    let value = makeValue(&run.random)
    for entry in subscribers { entry.subscriber.sendNext(value) }
  }

  func sendError(_ code: Int) {
    if terminated { return }
    terminated = true
    let current = subscribers
    for entry in current { entry.subscriber.sendError(GrammarError(code: code)) }
  }

  func sendCompleted() {
    if terminated { return }
    terminated = true
    let current = subscribers
    for entry in current { entry.subscriber.sendCompleted() }
  }

  var finished: Bool { terminated || (subscriptions > 0 && endedSynchronously == subscriptions) }

  func release() { subscribers = [] }
}

/// One downstream subscriber of the operator under test: checks the event
/// grammar as events arrive. It behaves as the library's block subscribers
/// (and RAC's `RACSubscriber`) do: it keeps the disposables handed to it by
/// `didSubscribe(with:)` and disposes them on its terminal event.
final class GrammarObserver: RACSubscriber, @unchecked Sendable {
  // Safety: the harness is single-threaded: a run drives every source and
  // timer on one RACTestScheduler, on the test's thread, so no two threads
  // touch an observer.
  typealias Value = Int

  private unowned let run: GrammarRun
  let label: String
  var disposable: RACDisposable?
  /// Set once `dispose()` has returned: no event may arrive afterwards.
  var disposeReturned = false
  private(set) var terminated = false
  private(set) var values = 0

  init(run: GrammarRun, label: String) {
    self.run = run
    self.label = label
  }

  var isFinished: Bool { terminated || disposeReturned }

  private func check(_ event: String) {
    if terminated { run.violation("\(label): \(event) after a terminal event") }
    if disposeReturned { run.violation("\(label): \(event) after dispose() returned") }
  }

  func sendNext(_ value: Int) {
    check("next")
    values += 1
    run.reenter(from: self)
  }

  func sendError(_ error: any Error) {
    check("error")
    terminated = true
    handed.dispose()
  }

  func sendCompleted() {
    check("completed")
    terminated = true
    handed.dispose()
  }

  /// What `didSubscribe(with:)` handed over.
  private let handed = RACCompoundDisposable()

  func didSubscribe(with disposable: RACCompoundDisposable) {
    wasHanded = true
    handed.add(disposable)
  }

  /// Whether `didSubscribe(with:)` handed over a disposable.
  private var wasHanded = false

  /// A disposal asked for during the synchronous part of `subscribe`,
  /// before its disposable was returned: the returned disposable is
  /// disposed as soon as `subscribe` returns.
  var pendingDispose = false

  func dispose() {
    if disposeReturned { return }
    guard let disposable else {
      pendingDispose = true
      // From a callback during `subscribe`: the subscriber disposes what it
      // was handed, as RAC's subscribers do; nothing may arrive afterwards.
      if wasHanded {
        handed.dispose()
        disposeReturned = true
      }
      return
    }
    disposable.dispose()
    disposeReturned = true
  }
}
