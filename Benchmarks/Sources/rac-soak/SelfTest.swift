import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import Synchronization

/// A signal that hands its subscriber to `body` unwrapped: no passthrough
/// checks disposal or serializes events, so `body` can break every rule.
final class RawSignal: RACSignal<Int>, @unchecked Sendable {
  // Safety: `body` is immutable.
  private let body: (any RACSubscriber<Int>) -> RACDisposable

  init(_ body: @escaping (any RACSubscriber<Int>) -> RACDisposable) {
    self.body = body
    super.init()
  }

  override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
    body(subscriber)
  }
}

/// Keeps what a faulty signal holds on to.
final class Keeper: @unchecked Sendable {
  // Safety: guarded by `lock`.
  private let lock = NSLock()
  private var subscribers: [any RACSubscriber<Int>] = []

  func keep(_ subscriber: any RACSubscriber<Int>) { lock.withLock { subscribers.append(subscriber) } }
  var last: (any RACSubscriber<Int>)? { lock.withLock { subscribers.last } }
  func clear() { lock.withLock { subscribers = [] } }
}

/// One self-test case: a faulty (or, for the control, a correct) signal
/// checked by the same machinery as the soak run.
struct SelfTestCase {
  let name: String
  /// The check expected to fail, or `nil` for the control (nothing fails).
  let expects: ViolationKind?
  /// Subscribes through the checker, which reports into the stats and the
  /// leak watch.
  let run: (SoakStats, LeakWatch) -> Void
}

/// Subscribes `signal` with a checking subscriber; returns the record.
@discardableResult
func checkedSubscribe(
  _ signal: RACSignal<Int>, stats: SoakStats, name: String, expected: [SoakEvent]? = nil,
  disposeAtEvent: Int? = nil, hook: ((Int) -> Void)? = nil, tracer: Tracer? = nil
) -> SoakRecord {
  let record = SoakRecord(
    stats: stats, chain: name, expected: expected, disposeAtEvent: disposeAtEvent, preferHanded: false,
    hook: hook)
  let subscriber = SoakSubscriber(record)
  record.subscriber = subscriber
  record.tracer = tracer
  record.returned(signal.subscribe(subscriber))
  return record
}

/// Runs every fault and shows each check failing on it; returns whether
/// every check caught its fault and the control passed.
func runSelfTest() -> Bool {
  let keeper = Keeper()
  let cases: [SelfTestCase] = [
    SelfTestCase(name: "a correct chain (control)", expects: nil) { stats, watch in
      let tracer = Tracer(id: 0)
      let source = coldSignal([1, 2, 3], .completed, tracer: tracer)
      let record = checkedSubscribe(
        source.map { $0 * 2 }.take(2), stats: stats, name: "control",
        expected: Model(values: [2, 4], terminal: .completed).events, tracer: tracer)
      record.dispose(inCallback: false, watch: watch, grace: 1)
    },
    SelfTestCase(name: "a signal that sends after dispose()", expects: .afterDispose) { stats, watch in
      let signal = RawSignal { subscriber in
        keeper.keep(subscriber)
        return RACDisposable()
      }
      let record = checkedSubscribe(signal, stats: stats, name: "sends after dispose")
      record.dispose(inCallback: false, watch: nil)
      // One callback may be in flight at the disposal; two are a fault.
      keeper.last?.sendNext(1)
      keeper.last?.sendNext(2)
      keeper.clear()
    },
    SelfTestCase(name: "a signal whose callbacks overlap", expects: .overlap) { stats, watch in
      let signal = RawSignal { subscriber in
        keeper.keep(subscriber)
        subscriber.sendNext(1)
        return RACDisposable()
      }
      // The first value's callback makes the signal send again, nested.
      let record = checkedSubscribe(signal, stats: stats, name: "overlapping callbacks") { value in
        if value == 1 { keeper.last?.sendNext(2) }
      }
      keeper.clear()
      record.dispose(inCallback: false, watch: nil)
    },
    SelfTestCase(name: "a signal that breaks the grammar", expects: .grammar) { stats, watch in
      let signal = RawSignal { subscriber in
        subscriber.sendCompleted()
        subscriber.sendNext(1)
        return RACDisposable()
      }
      checkedSubscribe(signal, stats: stats, name: "next after completed")
        .dispose(inCallback: false, watch: nil)
    },
    SelfTestCase(name: "a signal that leaks its subscriber", expects: .leak) { stats, watch in
      let signal = RawSignal { subscriber in
        keeper.keep(subscriber)
        return RACDisposable()
      }
      checkedSubscribe(signal.map { $0 }, stats: stats, name: "leaks its subscriber")
        .dispose(inCallback: false, watch: watch, grace: 0.5)
    },
    SelfTestCase(name: "a chain whose result is wrong", expects: .result) { stats, watch in
      // A take(2) that takes 3: the model says two values.
      let model = Model(values: [1, 2], terminal: .completed)
      checkedSubscribe(
        coldSignal([1, 2, 3, 4], .completed).take(3), stats: stats, name: "take(2) taking 3",
        expected: model.events
      ).dispose(inCallback: false, watch: watch, grace: 0.5)
    },
  ]
  var allCaught = true
  for testCase in cases {
    let stats = SoakStats()
    let watch = LeakWatch()
    testCase.run(stats, watch)
    let deadline = monotonicSeconds() + 5
    while watch.check() > 0 && monotonicSeconds() < deadline { usleep(20_000) }
    keeper.clear()
    let failed = ViolationKind.allCases.filter { stats.count($0) > 0 }
    let ok: Bool
    if let expected = testCase.expects {
      ok = failed == [expected]
      print(
        "soak self-test: \(testCase.name): the \(expected.label) check \(ok ? "caught it" : "DID NOT catch it alone (failed: \(failed.map(\.label)))")"
      )
    } else {
      ok = failed.isEmpty
      print("soak self-test: \(testCase.name): \(ok ? "no check failed" : "FAILED: \(failed.map(\.label))")")
    }
    for message in stats.firstMessages { print("  \(message)") }
    allCaught = allCaught && ok
  }
  // Steady growth: resident memory sampled while memory is held on purpose.
  var held: [[UInt8]] = []
  var samples: [Int] = []
  for _ in 0..<40 {
    held.append([UInt8](repeating: 1, count: 1 << 20))
    if let rss = ResidentMemory.bytes() { samples.append(rss) }
  }
  let verdict = GrowthVerdict(samples: samples)
  let grew = verdict?.grew == true
  print(
    "soak self-test: memory held on purpose (\(held.count) MiB): the growth check \(grew ? "caught it" : "DID NOT catch it")\(verdict.map { " (\(ResidentMemory.mebibytes($0.start)) -> \(ResidentMemory.mebibytes($0.end)))" } ?? " (no /proc/self/statm)")"
  )
  allCaught = allCaught && (grew || verdict == nil)
  print("soak self-test: \(allCaught ? "every check caught its fault" : "FAILED: a check missed its fault")")
  return allCaught
}
