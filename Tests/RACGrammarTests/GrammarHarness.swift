import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTestSupport

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
  enum End {
    case completed
    case error(Int)
  }
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
///
/// A stubborn source (half of them, drawn per source) overrides
/// `subscribe(_:)` without the library's passthrough subscriber and ignores
/// disposal: a disposed subscription keeps getting the source's events, the
/// rest of a synchronous prefix and whatever the driver sends later, until
/// its terminal event. Operators must drop them (Docs/Internals.md,
/// "Nothing after disposal"): with a normal source, the passthrough drops
/// them before an operator's own disposal check runs. A stubborn source
/// hands its disposable over by `didSubscribe(with:)` first, as the
/// passthrough does (Docs/Internals.md, "Nothing after disposal": the two
/// sides of one subscription), and its events are still serialized per
/// subscription, as the event grammar requires.
final class GrammarSource<Value>: GrammarSourceDriving {
  /// One subscription: its subscriber, and its own queue of events sent
  /// while one is being delivered.
  final class Subscription {
    let id: Int
    let subscriber: any RACSubscriber<Value>
    var ended = false
    var disposed = false
    var delivering = false
    var queue: [RACEvent<Value>] = []

    init(id: Int, subscriber: any RACSubscriber<Value>) {
      self.id = id
      self.subscriber = subscriber
    }
  }

  private var subscribers: [Subscription] = []
  private var nextID = 0
  private(set) var subscriptions = 0
  private(set) var disposals = 0
  private(set) var terminated = false
  /// Whether the source ignores disposal (see above).
  let stubborn: Bool
  /// Subscriptions that got their terminal event during `subscribe`.
  private var endedSynchronously = 0
  private let makeValue: (inout SplitMix) -> Value
  private unowned let run: GrammarRun

  init(run: GrammarRun, makeValue: @escaping (inout SplitMix) -> Value) {
    self.run = run
    self.makeValue = makeValue
    // Drawn from the run's mask, not its generator: an inner source is
    // made while a value is (with the generator borrowed).
    let index = run.sourcesMade % 64
    run.sourcesMade += 1
    stubborn = run.stubbornSources && run.stubbornMask & (1 << index) != 0
  }

  /// The signal operators subscribe to.
  lazy var signal: RACSignal<Value> =
    stubborn
    ? GrammarStubbornSignal { [unowned self] subscriber in subscribeStubbornly(subscriber) }
    : RACSignal { [unowned self] subscriber in subscribe(subscriber, stubborn: false) }

  private func subscribeStubbornly(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    let disposable = RACCompoundDisposable()
    subscriber.didSubscribe(with: disposable)
    disposable.add(subscribe(subscriber, stubborn: true))
    return disposable
  }

  private func subscribe(_ subscriber: any RACSubscriber<Value>, stubborn: Bool) -> RACDisposable {
    subscriptions += 1
    nextID += 1
    let subscription = Subscription(id: nextID, subscriber: subscriber)
    let id = nextID
    run.track(subscriber as AnyObject)
    if terminated {
      // A finished source replays nothing and completes at once.
      deliver(.completed, to: subscription)
    } else if let prefix = run.synchronousPrefix() {
      // The synchronous part of the timeline, before `subscribe` returns;
      // callbacks may dispose, subscribe again or make the driver send.
      run.synchronousEvents += prefix.values + (prefix.end == nil ? 0 : 1)
      for _ in 0..<prefix.values { deliver(.next(makeValue(&run.random)), to: subscription) }
      switch prefix.end {
      case .completed?:
        endedSynchronously += 1
        deliver(.completed, to: subscription)
      case .error(let code)?:
        endedSynchronously += 1
        deliver(.error(GrammarError(code: code)), to: subscription)
      case nil:
        if terminated {
          // A callback made the driver end the source meanwhile.
          deliver(.completed, to: subscription)
        } else {
          subscribers.append(subscription)
        }
      }
    } else {
      subscribers.append(subscription)
    }
    return RACDisposable { [weak self] in
      guard let self else { return }
      markDisposed(subscription)
      // A stubborn source keeps the subscription: it sends on regardless.
      if !stubborn { subscribers.removeAll { $0.id == id } }
    }
  }

  /// Counts a subscription's disposal, once.
  private func markDisposed(_ subscription: Subscription) {
    if subscription.disposed { return }
    subscription.disposed = true
    disposals += 1
  }

  /// Delivers `event`, after those of the subscription still being
  /// delivered; nothing after its terminal event.
  private func deliver(_ event: RACEvent<Value>, to subscription: Subscription) {
    if subscription.ended { return }
    if subscription.delivering {
      subscription.queue.append(event)
      return
    }
    subscription.delivering = true
    if stubborn, subscription.disposed { run.eventsAfterDisposal += 1 }
    var next: RACEvent<Value>? = event
    while let event = next, !subscription.ended {
      switch event {
      case .next(let value): subscription.subscriber.sendNext(value)
      case .error(let error):
        subscription.ended = true
        endStubbornly(subscription)
        subscription.subscriber.sendError(error)
      case .completed:
        subscription.ended = true
        endStubbornly(subscription)
        subscription.subscriber.sendCompleted()
      }
      next = subscription.queue.isEmpty ? nil : subscription.queue.removeFirst()
      if next != nil, stubborn, subscription.disposed { run.eventsAfterDisposal += 1 }
    }
    subscription.queue = []
    subscription.delivering = false
  }

  /// A stubborn source's subscription ends with its terminal event, as
  /// far as the source is concerned (its subscriber need not dispose it:
  /// one that was not handed the disposable cannot).
  private func endStubbornly(_ subscription: Subscription) {
    if stubborn { markDisposed(subscription) }
  }

  func sendNext() {
    if terminated || subscribers.isEmpty { return }
    // The value is made before delivery: callbacks draw from the same
    // generator.
    let value = makeValue(&run.random)
    for entry in subscribers { deliver(.next(value), to: entry) }
  }

  func sendError(_ code: Int) {
    if terminated { return }
    terminated = true
    let current = subscribers
    for entry in current { deliver(.error(GrammarError(code: code)), to: entry) }
  }

  func sendCompleted() {
    if terminated { return }
    terminated = true
    let current = subscribers
    for entry in current { deliver(.completed, to: entry) }
  }

  var finished: Bool { terminated || (subscriptions > 0 && endedSynchronously == subscriptions) }

  func release() { subscribers = [] }
}

/// A stubborn source's signal: it overrides `subscribe(_:)`, so that its
/// subscribers get its events directly, with no passthrough subscriber to
/// drop those sent after disposal.
final class GrammarStubbornSignal<Value>: RACSignal<Value>, @unchecked Sendable {
  // Safety: immutable; the harness is single-threaded.
  private let body: (any RACSubscriber<Value>) -> RACDisposable

  init(_ body: @escaping (any RACSubscriber<Value>) -> RACDisposable) {
    self.body = body
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    body(subscriber)
  }
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
