import Foundation

/// Compares subscription logs with subscription marbles.
///
/// Not API.
enum _RACSubscriptionComparison {
  static func compare(
    _ actual: [RACTestSubscription],
    with expected: [String],
    tickLength: TimeInterval
  ) throws(RACMarbleError) -> RACMarbleComparison {
    var parsed: [RACTestSubscription] = []
    for marbles in expected {
      parsed.append(try RACTestSubscription(marbles, tickLength: tickLength))
    }
    func ticks(_ subscription: RACTestSubscription) -> (Int?, Int??) {
      (
        _RACTickMath.tick(of: subscription.subscribed, tickLength: tickLength),
        subscription.disposed.map { _RACTickMath.tick(of: $0, tickLength: tickLength) }
      )
    }
    func same(_ a: RACTestSubscription, _ b: RACTestSubscription) -> Bool {
      let (aStart, aEnd) = ticks(a)
      let (bStart, bEnd) = ticks(b)
      guard let aStart, let bStart, aStart == bStart else { return false }
      switch (aEnd, bEnd) {
      case (nil, nil): return true
      case (let aEnd??, let bEnd??): return aEnd == bEnd
      default: return false
      }
    }
    let shared = min(parsed.count, actual.count)
    let difference =
      (0..<shared).first { !same(parsed[$0], actual[$0]) }
      ?? (parsed.count == actual.count ? nil : shared)

    let expectedMarbles = expected.map { $0.filter { $0 != " " } }
    let actualMarbles = actual.map { $0.marbles(tickLength: tickLength) }
    let expectedText = expectedMarbles.joined(separator: "\n")
    let actualText = actualMarbles.joined(separator: "\n")
    guard let difference else {
      return RACMarbleComparison(
        isMatch: true, expected: expectedText, actual: actualText,
        report: "Subscriptions match the marbles: \(expectedMarbles)")
    }
    var lines = [
      "Subscriptions do not match the marbles; first difference at subscription \(difference + 1)"
        + " (\(parsed.count) expected, \(actual.count) actual)."
    ]
    func describe(_ subscription: RACTestSubscription) -> String {
      let start = _RACTickMath.label(of: subscription.subscribed, tickLength: tickLength)
      let end = subscription.disposed.map { "disposed at tick " + _RACTickMath.label(of: $0, tickLength: tickLength) }
      return "subscribed at tick \(start), " + (end ?? "not disposed")
    }
    let width = (expectedMarbles + actualMarbles).map(\.count).max() ?? 0
    for (name, marbles, log) in [("expected", expectedMarbles, parsed), ("actual", actualMarbles, actual)] {
      lines.append("\(name):")
      if log.isEmpty { lines.append("  (none)") }
      for (index, subscription) in log.enumerated() {
        let marble = marbles[index].padding(toLength: width, withPad: " ", startingAt: 0)
        let note = index == difference ? "  <- first difference" : ""
        lines.append("  \(marble)  \(describe(subscription))\(note)")
      }
    }
    return RACMarbleComparison(
      isMatch: false, expected: expectedText, actual: actualText, report: lines.joined(separator: "\n"))
  }
}
