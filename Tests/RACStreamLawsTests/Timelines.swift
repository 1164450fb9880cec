import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore

/// A small deterministic random generator (SplitMix64), so that every
/// failure can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// An error carrying a code, so that errors from different places differ.
struct LawError: Error, CustomStringConvertible {
  let code: Int
  var description: String { "LawError(\(code))" }
}

/// The events of one cold source, each at a tick after subscription.
struct Timeline: CustomStringConvertible {
  var events: [(tick: Int, event: RACEvent<Int>)]

  /// A random timeline: up to `maxValues` values in 0..<`valueRange` at
  /// non-decreasing ticks (same-tick events happen), then completion (half
  /// the time), an error (a quarter) or nothing.
  static func random(
    using rng: inout SplitMix64,
    maxValues: Int = 6,
    valueRange: Int = 4,
    errorCode: Int = 1
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
    return Timeline(events: events)
  }

  var description: String {
    events.map { "\($0.tick):\($0.event)" }.joined(separator: " ")
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
      for (tick, event) in timeline.events {
        if let scheduled = scheduler.afterDelay(Double(tick), schedule: { subscriber.send(event) }) {
          disposable.add(scheduled)
        }
      }
      disposable.add(RACDisposable { [self] in log("\(name) disposed") })
      return disposable
    }
  }
}

/// Subscribes to the signal `make` builds, inside the test scheduler, disposes
/// the subscription half a tick after `disposeAt` (if given), runs the
/// scheduler to the end and returns the transcript.
func transcript<T>(
  disposeAt: Int?,
  _ make: (Transcript) -> RACSignal<T>
) -> [String] {
  let scheduler = RACTestScheduler()
  let transcript = Transcript(scheduler: scheduler)
  let signal = make(transcript)
  var subscription: RACDisposable?
  scheduler.schedule {
    subscription = signal.subscribeNext(
      { transcript.log("next \($0)") },
      error: { transcript.log("error \($0)") },
      completed: { transcript.log("completed") }
    )
  }
  if let disposeAt {
    scheduler.afterDelay(Double(disposeAt) + 0.5) {
      transcript.log("dispose")
      subscription?.dispose()
    }
  }
  scheduler.stepAll()
  return transcript.lines
}
