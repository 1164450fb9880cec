import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACTestSupport

/// An error carrying a code, so that errors from different places differ.
struct LawError: Error, CustomStringConvertible {
  let code: Int
  var description: String { "LawError(\(code))" }
}

/// How much of a generated timeline happens during `subscribe`.
///
/// The reliability section of `Docs/Contracts.md` states how many timelines
/// of each kind every law runs.
enum Synchrony: String, CaseIterable, CustomStringConvertible {
  /// Every event on the test scheduler, at a tick after subscription.
  case asynchronous
  /// A prefix of the events (values, and maybe the terminal event) sent
  /// during `subscribe`; the rest on the scheduler.
  case partlySynchronous
  /// Every event sent during `subscribe`.
  case whollySynchronous

  /// The kind of the `index`-th generated case: half of them asynchronous,
  /// a quarter partly and a quarter wholly synchronous.
  static func forCase(_ index: Int) -> Synchrony {
    switch index % 4 {
    case 2: .partlySynchronous
    case 3: .whollySynchronous
    default: .asynchronous
    }
  }

  var description: String { rawValue }
}

/// When the subscriber of a generated case disposes its subscription.
enum Disposal: CustomStringConvertible {
  case never
  /// Half a tick after this tick, from the scheduler.
  case atTick(Int)
  /// From inside its `n`-th value callback (counting from 1), with the
  /// disposable `didSubscribe(with:)` handed it: during `subscribe` when
  /// that value is sent synchronously.
  case inValue(Int)

  /// A random disposal: never or at a tick up to `maxTick` for an
  /// asynchronous case (half each, as the generators always did); for a
  /// synchronous one a third each of never, at a tick, and inside one of
  /// the first three value callbacks.
  static func random(using rng: inout SplitMix, maxTick: Int, synchrony: Synchrony) -> Disposal {
    if synchrony == .asynchronous {
      return Bool.random(using: &rng) ? .atTick(Int.random(in: 0...maxTick, using: &rng)) : .never
    }
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return .never
    case 1: return .atTick(Int.random(in: 0...maxTick, using: &rng))
    default: return .inValue(Int.random(in: 1...3, using: &rng))
    }
  }

  var description: String {
    switch self {
    case .never: "never"
    case .atTick(let tick): "at \(tick)"
    case .inValue(let count): "in value callback \(count)"
    }
  }
}

/// The events of one cold source: the first `synchronous` of them sent
/// during `subscribe` ("tick 0, synchronous"), the others each at a tick
/// after subscription.
struct Timeline: CustomStringConvertible {
  var events: [(tick: Int, event: RACEvent<Int>)]
  /// How many of the first events are sent during `subscribe`.
  var synchronous = 0

  /// A random timeline: up to `maxValues` values in 0..<`valueRange` at
  /// non-decreasing ticks (same-tick events happen), then completion (half
  /// the time), an error (a quarter) or nothing. A partly synchronous one
  /// sends a random non-empty prefix of its events during `subscribe` (the
  /// terminal event too when the prefix reaches it); a wholly synchronous
  /// one sends them all.
  static func random(
    using rng: inout SplitMix,
    maxValues: Int = 6,
    valueRange: Int = 4,
    errorCode: Int = 1,
    synchrony: Synchrony = .asynchronous
  ) -> Timeline {
    var events: [(Int, RACEvent<Int>)] = []
    var tick = Int.random(in: 0...2, using: &rng)
    for _ in 0..<Int.random(in: 0...maxValues, using: &rng) {
      events.append((tick, .next(Int.random(in: 0..<valueRange, using: &rng))))
      tick += Int.random(in: 0...2, using: &rng)
    }
    switch Int.random(in: 0..<4, using: &rng) {
    case 0, 1: events.append((tick, .completed))
    case 2: events.append((tick, .error(LawError(code: errorCode))))
    default: break
    }
    var timeline = Timeline(events: events)
    switch synchrony {
    case .asynchronous: break
    case .partlySynchronous:
      if !events.isEmpty { timeline.makeSynchronous(Int.random(in: 1...events.count, using: &rng)) }
    case .whollySynchronous: timeline.makeSynchronous(events.count)
    }
    return timeline
  }

  /// Sends the first `count` events during `subscribe`; the later ones keep
  /// their distance from the last synchronous one.
  mutating func makeSynchronous(_ count: Int) {
    guard count > 0 else { return }
    let shift = events[count - 1].tick
    events = events.enumerated().map { index, entry in
      (index < count ? 0 : entry.tick - shift, entry.event)
    }
    synchronous = count
  }

  var description: String {
    events.enumerated().map { index, entry in
      index < synchronous ? "sync:\(entry.event)" : "\(entry.tick):\(entry.event)"
    }.joined(separator: " ")
  }
}

/// Records, as text with virtual times, what happens during one run: the
/// events a subscriber receives and the subscriptions and disposals of the
/// sources.
final class Transcript: @unchecked Sendable {
  // Safety: runs happen on one thread, driven by a RACTestScheduler.
  let scheduler: RACTestScheduler
  private(set) var lines: [String] = []

  init(scheduler: RACTestScheduler) { self.scheduler = scheduler }

  var time: String {
    String(format: "%.1f", scheduler.now.timeIntervalSince(RACTestScheduler.defaultStartDate))
  }

  func log(_ line: String) { lines.append("\(time) \(line)") }

  /// A cold signal playing `timeline` on the scheduler, logging its
  /// subscriptions and disposals under `name`.
  func cold(_ timeline: Timeline, name: String) -> RACSignal<Int> {
    RACSignal { [self] subscriber in
      log("\(name) subscribed")
      let disposable = RACCompoundDisposable()
      // The synchronous prefix, during `subscribe`: like a `createSignal`
      // block that sends before returning (a disposal from a callback
      // meets the library's passthrough subscriber, as in RAC).
      for (_, event) in timeline.events.prefix(timeline.synchronous) { subscriber.send(event) }
      for (tick, event) in timeline.events.dropFirst(timeline.synchronous) {
        if let scheduled = scheduler.afterDelay(Double(tick), schedule: { subscriber.send(event) }) {
          disposable.add(scheduled)
        }
      }
      disposable.add(RACDisposable { [self] in log("\(name) disposed") })
      return disposable
    }
  }
}

/// The subscriber of a generated case: logs what it receives and, for
/// `Disposal.inValue(n)`, disposes from inside its `n`-th value callback the
/// disposable `didSubscribe(with:)` handed it (which is how a subscriber
/// disposes before `subscribe` has returned). Like the library's block
/// subscribers and RAC's `RACSubscriber`, it disposes what it was handed on
/// its terminal event.
final class TranscriptSubscriber<T>: RACSubscriber, @unchecked Sendable {
  // Safety: runs happen on one thread, driven by a RACTestScheduler.
  typealias Value = T
  private let transcript: Transcript
  private let disposeInValue: Int?
  private let handed = RACCompoundDisposable()
  private var values = 0
  private var terminated = false

  init(transcript: Transcript, disposeInValue: Int?) {
    self.transcript = transcript
    self.disposeInValue = disposeInValue
  }

  func sendNext(_ value: T) {
    if terminated { return }
    transcript.log("next \(value)")
    values += 1
    if values == disposeInValue {
      transcript.log("dispose")
      handed.dispose()
    }
  }

  func sendError(_ error: any Error) {
    if terminated { return }
    terminated = true
    handed.dispose()
    transcript.log("error \(error)")
  }

  func sendCompleted() {
    if terminated { return }
    terminated = true
    handed.dispose()
    transcript.log("completed")
  }

  func didSubscribe(with disposable: RACCompoundDisposable) { handed.add(disposable) }
}

/// Subscribes to the signal `make` builds, inside the test scheduler, disposes
/// the subscription as `disposal` says, runs the scheduler to the end and
/// returns the transcript.
func transcript<T>(
  disposal: Disposal,
  _ make: (Transcript) -> RACSignal<T>
) -> [String] {
  let scheduler = RACTestScheduler()
  let transcript = Transcript(scheduler: scheduler)
  let signal = make(transcript)
  var subscription: RACDisposable?
  var disposeInValue: Int?
  if case .inValue(let count) = disposal { disposeInValue = count }
  scheduler.schedule {
    subscription = signal.subscribe(TranscriptSubscriber(transcript: transcript, disposeInValue: disposeInValue))
  }
  if case .atTick(let tick) = disposal {
    scheduler.afterDelay(Double(tick) + 0.5) {
      transcript.log("dispose")
      subscription?.dispose()
    }
  }
  scheduler.stepAll()
  return transcript.lines
}

/// Whether a direct operator's transcript agrees with its reference's.
///
/// An asynchronous case must match line for line, disposals included. A
/// case with synchronous parts must match in what the subscriber sees — its
/// events and disposal, in order, at the same times — and in the
/// subscriptions made before the subscriber's end (its terminal event or
/// disposal); afterwards the direct operator may leave out subscriptions
/// RAC's code makes and disposes at once (deliberate: `Docs/Decisions.md`,
/// `start(with:)` and `flatten(_:)` "after the result ended"). Disposals are
/// compared as counts per source — every subscription the reference leaves
/// undisposed, and only those, is left undisposed — not by position: when
/// sources are subscribed to during `subscribe`, RAC's code stores their
/// disposables only once `subscribe` returns, so it disposes them in
/// another order, and after the terminal event rather than before.
///
/// `RAC_LAWS_STRICT=1` compares synchronous cases line by line too, to list
/// where the direct operators' disposals differ from RAC's.
func transcriptsAgree(_ reference: [String], _ direct: [String], synchrony: Synchrony) -> Bool {
  if reference == direct { return true }
  if synchrony == .asynchronous || ProcessInfo.processInfo.environment["RAC_LAWS_STRICT"] != nil { return false }
  func text(_ line: String) -> Substring { line.drop { $0 != " " }.dropFirst() }
  func isEnd(_ line: String) -> Bool {
    let body = text(line)
    return body == "dispose" || body == "completed" || body.hasPrefix("error ")
  }
  func split(_ lines: [String]) -> (events: [String], before: [String], after: [String], open: [Substring: Int]) {
    var events: [String] = []
    var before: [String] = []
    var after: [String] = []
    var open: [Substring: Int] = [:]
    var ended = false
    for line in lines {
      if line.hasSuffix(" subscribed") {
        let name = text(line).dropLast(" subscribed".count)
        open[name, default: 0] += 1
        if ended { after.append(String(text(line))) } else { before.append(line) }
      } else if line.hasSuffix(" disposed") {
        open[text(line).dropLast(" disposed".count), default: 0] -= 1
      } else {
        events.append(line)
        if isEnd(line) { ended = true }
      }
    }
    return (events, before, after, open.filter { $0.value != 0 })
  }
  let expected = split(reference)
  let actual = split(direct)
  guard expected.events == actual.events, expected.before == actual.before, expected.open == actual.open else {
    return false
  }
  // What the direct operator subscribes to after the end, the reference
  // subscribes to as well, in the same order.
  var remaining = expected.after[...]
  for line in actual.after {
    guard let index = remaining.firstIndex(of: line) else { return false }
    remaining = remaining[(index + 1)...]
  }
  return true
}
