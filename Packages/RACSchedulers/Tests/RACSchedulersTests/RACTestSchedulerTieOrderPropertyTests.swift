import Foundation
import RACDisposables
import RACSchedulers
import RACTestSupport
import Testing

/// The test scheduler's order on generated schedules: the second, independent
/// check of the rule `RACTestSchedulerTests` states by example — actions run
/// by date, and actions due at the same date in the order they were
/// scheduled, including those scheduled from inside a running action (see
/// `Docs/Contracts.md`, Schedulers). Many ties are generated on purpose: the
/// dates come from a handful of ticks.
@Suite struct RACTestSchedulerTieOrderPropertyTests {
  /// One generated action: when it is scheduled (`form` 0 is `schedule`,
  /// 1 `after(_:schedule:)`, 2 `afterDelay(_:schedule:)`, the latter two
  /// `delay` ticks after the virtual time of the scheduling), and the actions
  /// it schedules when it runs.
  final class Node {
    let id: Int
    let delay: Double
    let form: Int
    var children: [Node] = []
    init(id: Int, delay: Double, form: Int) {
      self.id = id
      self.delay = delay
      self.form = form
    }
  }

  @Test(arguments: 0..<200)
  func sameDateActionsRunInSchedulingOrder(seed: Int) {
    var random = SplitMix(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
    var count = 0
    // Whole-tick delays from a handful of values: ties are common.
    func node(depth: Int) -> Node {
      let made = Node(
        id: count, delay: Double(Int.random(in: 0...2, using: &random)), form: Int.random(in: 0..<3, using: &random))
      count += 1
      if depth < 3 {
        made.children = (0..<Int.random(in: 0...2, using: &random)).map { _ in node(depth: depth + 1) }
      }
      return made
    }
    let roots = (0..<Int.random(in: 1...12, using: &random)).map { _ in node(depth: 0) }

    // The model: run pending actions by (date, scheduling sequence); an
    // action scheduled while another runs is scheduled at that one's date.
    var expected: [Int] = []
    var pending: [(date: Double, sequence: Int, node: Node)] = []
    var sequence = 0
    func plan(_ made: Node, now: Double) {
      pending.append((now + (made.form == 0 ? 0 : made.delay), sequence, made))
      sequence += 1
    }
    for root in roots { plan(root, now: 0) }
    while let next = pending.indices.min(by: {
      (pending[$0].date, pending[$0].sequence) < (pending[$1].date, pending[$1].sequence)
    }) {
      let (date, _, made) = pending.remove(at: next)
      expected.append(made.id)
      for child in made.children { plan(child, now: date) }
    }

    // The scheduler, driven in random steps of virtual time, then to the end.
    let scheduler = RACTestScheduler()
    var order: [Int] = []
    func schedule(_ made: Node) {
      let block: () -> Void = {
        order.append(made.id)
        for child in made.children { schedule(child) }
      }
      switch made.form {
      case 0: scheduler.schedule(block)
      case 1: scheduler.after(scheduler.now.addingTimeInterval(made.delay), schedule: block)
      default: scheduler.afterDelay(made.delay, schedule: block)
      }
    }
    for root in roots { schedule(root) }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      scheduler.advance(by: Double(Int.random(in: 0...2, using: &random)))
    }
    scheduler.stepAll()
    #expect(order == expected, "seed \(seed)")
    #expect(order.count == count, "seed \(seed): every action runs exactly once")
  }
}
