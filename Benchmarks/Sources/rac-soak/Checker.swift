import Foundation
import RACDisposables
import RACStreamCore
import Synchronization

/// The kinds of failure the soak run checks for.
enum ViolationKind: Int, CaseIterable, Sendable {
  /// `next* (error | completed)?` broken: an event after a terminal event.
  case grammar
  /// A callback started after `dispose()` had returned (beyond the one
  /// that may be in flight on another thread at that moment).
  case afterDispose
  /// Two callbacks of one subscriber ran at the same time (or nested).
  case overlap
  /// A deterministic chain delivered other events than its model.
  case result
  /// A subscriber or an object captured by the chain outlived the
  /// subscription.
  case leak

  var label: String {
    switch self {
    case .grammar: "grammar"
    case .afterDispose: "after-dispose"
    case .overlap: "overlap"
    case .result: "result"
    case .leak: "leak"
    }
  }
}

/// One event as the checker records it (values are `Int` in every chain).
enum SoakEvent: Equatable, CustomStringConvertible, Sendable {
  case next(Int)
  case completed
  case error

  var description: String {
    switch self {
    case .next(let value): "\(value)"
    case .completed: "|"
    case .error: "#"
    }
  }
}

/// Counters of a run and the first few violation messages.
final class SoakStats: Sendable {
  let subscriptions = Atomic<Int>(0)
  let events = Atomic<Int>(0)
  private let counts = Mutex([Int](repeating: 0, count: ViolationKind.allCases.count))
  private let messages = Mutex<[String]>([])

  init() {}

  /// Counts a violation and keeps its message (the first 20).
  func report(_ kind: ViolationKind, _ message: String) {
    counts.withLock { $0[kind.rawValue] += 1 }
    messages.withLock { list in
      if list.count < 40 && list.filter({ $0.hasPrefix(kind.label + ":") }).count < 8 {
        list.append("\(kind.label): \(message)")
      }
    }
  }

  func count(_ kind: ViolationKind) -> Int { counts.withLock { $0[kind.rawValue] } }

  /// Every violation but leaks.
  var violations: Int { ViolationKind.allCases.filter { $0 != .leak }.reduce(0) { $0 + count($1) } }

  var leaks: Int { count(.leak) }

  var firstMessages: [String] { messages.withLock { $0 } }
}

/// An object that a chain's blocks capture: the checker holds it weakly and
/// expects it gone once the subscription has ended and the chain is dropped.
final class Tracer: Sendable {
  let id: Int
  init(id: Int) { self.id = id }

  /// A use of the tracer inside a block (keeps the capture from being
  /// optimized away).
  @inline(never)
  func touch(_ value: Int) -> Int { value &+ (id & 0) }
}

/// What one subscription received and how it was disposed, checked on every
/// callback and at disposal.
final class SoakRecord: @unchecked Sendable {
  // Safety: mutable state is in `state` (a Mutex); `inCallback` is atomic;
  // the `let`s are immutable; `subscriber` and `tracer` are weak
  // references (atomic in the runtime) and `callbackDisposalWatch` is
  // immutable after it is set, all set before the record is shared.

  struct State {
    var events: [SoakEvent] = []
    var count = 0
    var terminated = false
    var disposeStarted = false
    var disposedReturned = false
    var disposedInCallback = false
    var lateCallbacks = 0
    var handed: RACCompoundDisposable?
    var returned: RACDisposable?
  }

  let stats: SoakStats
  let chain: String
  /// The model's events when the chain is deterministic (a cold synchronous
  /// source through operators whose output is known), else `nil`.
  let expected: [SoakEvent]?
  /// Whether `expected` is all delivered during `subscribe`; else the
  /// events come later and are compared when the terminal event arrives
  /// (and, at a disposal before it, must be a prefix of the model).
  let synchronous: Bool
  /// Dispose from inside the callback of this event (1-based), if any.
  let disposeAtEvent: Int?
  /// Dispose the disposable handed to `didSubscribe(with:)` rather than the
  /// one `subscribe` returned, when both are known.
  let preferHanded: Bool
  /// Called inside the callback of each value (self-test faults only).
  let hook: ((Int) -> Void)?

  let state = Mutex(State())
  let inCallback = Atomic<Int>(0)
  weak var subscriber: SoakSubscriber?
  weak var tracer: Tracer?
  /// Where a disposal from inside a callback registers the subscription
  /// for the leak check, and its grace period; set before subscribing.
  var callbackDisposalWatch: (watch: LeakWatch, grace: Double)?

  init(
    stats: SoakStats, chain: String, expected: [SoakEvent]?, synchronous: Bool = true, disposeAtEvent: Int?,
    preferHanded: Bool, hook: ((Int) -> Void)? = nil
  ) {
    self.stats = stats
    self.chain = chain
    self.expected = expected
    self.synchronous = synchronous
    self.disposeAtEvent = disposeAtEvent
    self.preferHanded = preferHanded
    self.hook = hook
  }

  /// Checks and records one callback.
  func receive(_ event: SoakEvent) {
    if inCallback.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
      stats.report(.overlap, "\(chain): \(event) overlapped another callback")
    }
    var terminalDisposal: RACCompoundDisposable?
    let count: Int = state.withLock { s in
      if s.disposedReturned {
        s.lateCallbacks += 1
        // Disposed inside a callback: nothing may follow. Disposed from
        // outside: one callback may have been in flight (its delivery
        // decided before the disposal), never two.
        if s.disposedInCallback || s.lateCallbacks > 1 {
          stats.report(
            .afterDispose,
            "\(chain): \(event) started after dispose() returned (\(s.lateCallbacks) late, disposed \(s.disposedInCallback ? "in a callback" : "outside"))"
          )
        }
      }
      if s.terminated {
        stats.report(.grammar, "\(chain): \(event) after a terminal event (events \(s.events.prefix(12)))")
      }
      s.count += 1
      if expected != nil || s.events.count < 12 { s.events.append(event) }
      if event == .completed || event == .error {
        s.terminated = true
        // As RAC's RACSubscriber: a terminal event disposes the
        // subscription handed to `didSubscribe(with:)` before the callback.
        terminalDisposal = s.handed
        s.handed = nil
        if let expected, !synchronous, !s.disposeStarted, s.events != expected {
          stats.report(.result, "\(chain): got \(s.events), expected \(expected)")
        }
      }
      return s.count
    }
    terminalDisposal?.dispose()
    stats.events.add(1, ordering: .relaxed)
    if case .next(let value) = event { hook?(value) }
    if count == disposeAtEvent {
      dispose(inCallback: true, watch: callbackDisposalWatch?.watch, grace: callbackDisposalWatch?.grace ?? 0)
    }
    inCallback.subtract(1, ordering: .sequentiallyConsistent)
  }

  func handed(_ disposable: RACCompoundDisposable) {
    state.withLock { if !$0.disposeStarted { $0.handed = disposable } }
  }

  func returned(_ disposable: RACDisposable) {
    state.withLock { if !$0.disposeStarted { $0.returned = disposable } }
  }

  /// Disposes the subscription (once), then marks that `dispose()` has
  /// returned and checks the result; `false` when there was no disposable
  /// yet (the caller disposes later) or it was disposed already.
  @discardableResult
  func dispose(inCallback: Bool, watch: LeakWatch? = nil, grace: Double = 0) -> Bool {
    let disposable: RACDisposable? = state.withLock { s in
      if s.disposeStarted { return nil }
      let chosen: RACDisposable? = preferHanded ? (s.handed ?? s.returned) : (s.returned ?? s.handed)
      if chosen != nil { s.disposeStarted = true }
      return chosen
    }
    guard let disposable else { return false }
    disposable.dispose()
    let (snapshot, terminated): ([SoakEvent], Bool) = state.withLock { s in
      s.disposedReturned = true
      s.disposedInCallback = inCallback
      s.handed = nil
      s.returned = nil
      return (s.events, s.terminated)
    }
    // An asynchronous chain's complete result was compared when its
    // terminal event arrived.
    if let expected, synchronous || !terminated {
      if inCallback || !synchronous {
        if !expected.starts(with: snapshot) {
          stats.report(.result, "\(chain): got \(snapshot) (disposed in a callback), expected a prefix of \(expected)")
        }
      } else if snapshot != expected {
        stats.report(.result, "\(chain): got \(snapshot), expected \(expected)")
      }
    }
    watch?.add(self, grace: grace)
    return true
  }
}

/// The subscriber of every soak subscription: forwards to its record. The
/// run holds it weakly once subscribed, to see that the chain frees it.
final class SoakSubscriber: RACSubscriber, @unchecked Sendable {
  // Safety: immutable; the record is thread-safe.
  typealias Value = Int
  let record: SoakRecord

  init(_ record: SoakRecord) {
    self.record = record
  }

  func sendNext(_ value: Int) { record.receive(.next(value)) }
  func sendError(_ error: any Error) { record.receive(.error) }
  func sendCompleted() { record.receive(.completed) }
  func didSubscribe(with disposable: RACCompoundDisposable) { record.handed(disposable) }
}

/// Disposed subscriptions whose subscriber and tracer must go away: checked
/// by the monitor thread; one still alive `grace` seconds after its
/// disposal is a leak.
final class LeakWatch: Sendable {
  private struct Entry {
    weak var subscriber: SoakSubscriber?
    weak var tracer: Tracer?
    let watchTracer: Bool
    let chain: String
    let deadline: Double
    let stats: SoakStats
  }

  private let entries = Mutex<[Entry]>([])

  init() {}

  /// Watches `record`'s subscriber and tracer.
  func add(_ record: SoakRecord, grace: Double) {
    let entry = Entry(
      subscriber: record.subscriber, tracer: record.tracer, watchTracer: record.tracer != nil,
      chain: record.chain, deadline: monotonicSeconds() + grace, stats: record.stats)
    if entry.subscriber == nil && entry.tracer == nil { return }
    entries.withLock { $0.append(entry) }
  }

  /// Drops the released entries and reports the overdue ones; returns how
  /// many are still pending.
  @discardableResult
  func check() -> Int {
    let now = monotonicSeconds()
    var overdue: [Entry] = []
    let pending: Int = entries.withLock { list in
      list.removeAll { entry in
        if entry.subscriber == nil && entry.tracer == nil { return true }
        if now >= entry.deadline {
          overdue.append(entry)
          return true
        }
        return false
      }
      return list.count
    }
    for entry in overdue {
      let what = [entry.subscriber != nil ? "subscriber" : nil, entry.tracer != nil ? "captured object" : nil]
        .compactMap { $0 }.joined(separator: " and ")
      entry.stats.report(.leak, "\(entry.chain): \(what) still alive after the grace period")
    }
    return pending
  }
}

/// Seconds on a monotonic clock.
func monotonicSeconds() -> Double {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
