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

  func release() { subscribers = [] }
}

/// One downstream subscriber of the operator under test: checks the event
/// grammar as events arrive. It behaves as the library's block subscribers
/// (and RAC's `RACSubscriber`) do: it keeps the disposables handed to it by
/// `didSubscribe(with:)` and disposes them on its terminal event.
final class GrammarObserver: RACSubscriber {
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
    handed.add(disposable)
  }

  /// A disposal asked for during the synchronous part of `subscribe`,
  /// before its disposable was returned: done as soon as it is.
  var pendingDispose = false

  func dispose() {
    if disposeReturned { return }
    guard let disposable else {
      pendingDispose = true
      return
    }
    disposable.dispose()
    disposeReturned = true
  }
}
