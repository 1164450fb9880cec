import RACSignalOperators
import RACStreamCore
import RACSubjects
import RACTestSupport
import Testing

/// `switchToLatest`'s generation rule on generated scripts: a value of an
/// inner signal the outer signal has replaced never gets through once its
/// replacement has been subscribed to, even when it was sent before the
/// replacement and is still waiting to be delivered (sent re-entrantly,
/// from a callback). While the replacement is being subscribed to (a replay
/// subject sending its history during `subscribe`, whose callbacks make the
/// old one send), the old one's values pass, as in RAC, whose `takeUntil:`
/// trigger cuts it only then. The second, independent check of the rule the
/// unit tests in `SwitchToLatestTests` state by example (see
/// `Docs/Decisions.md`, `switchToLatest()`).
@Suite struct SwitchToLatestGenerationTests {
  @Test(arguments: 0..<8)
  func aReplacedInnerSignalsValuesNeverGetThrough(batch: Int) {
    var violations: [String] = []
    var delivered = 0
    for index in 0..<250 {
      let seed = UInt64(batch * 250 + index)
      let (found, count) = Self.run(seed: seed)
      delivered += count
      if let found, violations.count < 5 { violations.append("seed \(seed): \(found)") }
    }
    #expect(violations.isEmpty, "\(violations)")
    // The scripts do get values through: the rule is not met by silence.
    #expect(delivered > 250)
  }

  /// Runs one script; returns the first violation and how many values got
  /// through.
  static func run(seed: UInt64) -> (violation: String?, delivered: Int) {
    var delivered = 0
    var random = SplitMix(seed: seed)
    let outer = RACSubject<RACSignal<Int>>()
    // Inner signals 0...3: plain subjects and replay subjects (the latter
    // send their history during `subscribe`).
    let inners: [RACSubject<Int>] = (0..<4).map { _ in
      Bool.random(using: &random) ? RACSubject<Int>() : RACReplaySubject<Int>(capacity: 2)
    }
    var sent = Array(repeating: 0, count: inners.count)
    // The inner signal the operator subscribed to last: set when it
    // subscribes (the outer signal's values wait in its queue like the
    // inner ones, so the moment of sending is not the moment of switching).
    var current: Int?
    // The inner signals replaced by one still being subscribed to: their
    // values may pass until it is (RAC's window).
    var replacing: Set<Int> = []
    var switches = 0
    var violation: String?
    var depth = 0
    // Every action counts against one budget: callbacks act again, and
    // queued deliveries run after the callback that queued them returned.
    var budget = 60

    // One random action: a value on an inner signal (tagged with the
    // inner's index), or a new inner signal on the outer one.
    func act() {
      if budget == 0 { return }
      budget -= 1
      if Int.random(in: 0..<3, using: &random) == 0 {
        let next = Int.random(in: 0..<inners.count, using: &random)
        outer.sendNext(
          RACSignal { subscriber in
            if let current { replacing.insert(current) }
            current = next
            switches += 1
            let switchNumber = switches
            let subscription = inners[next].subscribe(subscriber)
            // The newest inner signal is subscribed: the ones it replaced
            // are cut (a newer one, sent meanwhile, has cut them already).
            if switches == switchNumber { replacing.removeAll() }
            return subscription
          })
      } else {
        let index = Int.random(in: 0..<inners.count, using: &random)
        sent[index] += 1
        inners[index].sendNext(index * 1_000 + sent[index])
      }
    }

    let subscription = outer.switchToLatest().subscribeNext { value in
      let inner = value / 1_000
      if inner != current, !replacing.contains(inner), violation == nil {
        violation =
          "value \(value) of inner \(inner) delivered while inner \(current.map(String.init) ?? "none") is current"
      }
      delivered += 1
      // From inside the callback: up to three more actions (queued behind
      // this delivery, so a value sent now and a replacement sent after it
      // meet in the operator's queue).
      if depth < 3 {
        depth += 1
        for _ in 0..<Int.random(in: 0...3, using: &random) { act() }
        depth -= 1
      }
    }
    while budget > 0 { act() }
    subscription.dispose()
    return (violation, delivered)
  }
}
