import Foundation

/// The outcome of comparing what happened with a marble expectation: a
/// match, or a readable report of the difference.
///
/// RACTesting imports neither Testing nor XCTest; check the outcome with
/// either. With Swift Testing, pass the report as the comment so that a
/// failure prints it:
///
/// ```swift
/// let result = try recorder.compare(with: "-a-b-|", values: ["a": 1, "b": 2])
/// #expect(result.isMatch, "\(result)")
/// ```
///
/// With XCTest: `XCTAssertTrue(result.isMatch, result.report)`.
///
/// A report shows both marble strings, aligned tick by tick (padded with
/// spaces where one has a group), with a caret under the first difference,
/// then both event lists:
///
/// ```text
/// Recorded events do not match the marbles; first difference at tick 3.
///   expected: -a-b-|
///   actual:   -a--b|
///                ^
/// expected:
///   1: next(1)
///   3: next(2)    <- first difference
///   5: completed
/// actual:
///   1: next(1)
///   4: next(2)    <- first difference
///   5: completed
/// ```
public struct RACMarbleComparison: Sendable, CustomStringConvertible {
  /// Whether what happened matches the expectation.
  public let isMatch: Bool
  /// The expected marble string(s), one per line, as drawn in the report.
  public let expected: String
  /// What happened, drawn as marble string(s), one per line.
  public let actual: String
  /// The full report: a one-line confirmation on a match, else the
  /// marbles, a caret under the first difference and both event lists.
  public let report: String

  /// Creates a comparison outcome.
  ///
  /// - Parameters:
  ///   - isMatch: Whether it matched.
  ///   - expected: The expected marbles.
  ///   - actual: The actual marbles.
  ///   - report: The report.
  public init(isMatch: Bool, expected: String, actual: String, report: String) {
    self.isMatch = isMatch
    self.expected = expected
    self.actual = actual
    self.report = report
  }

  /// The report.
  public var description: String { report }

  /// The report on a mismatch, `nil` on a match: handy as
  /// `#expect(result.failure == nil)`.
  public var failure: String? { isMatch ? nil : report }
}

/// A line of a comparison report: an item at a tick (or between ticks).
///
/// Not API.
struct _RACReportLine {
  /// The tick, or `nil` when the time falls between ticks (never equal to
  /// anything).
  let tick: Int?
  /// The tick as shown.
  let label: String
  /// What happened.
  let text: String
  /// The tick the item is drawn at (the tick before it when it falls
  /// between ticks).
  let drawnTick: Int
}

/// Builds comparison reports.
///
/// Not API.
enum _RACReport {
  /// The index of the first line where the lists differ, `nil` when they
  /// are equal; `same` compares two lines at one index.
  static func firstDifference(_ expected: [_RACReportLine], _ actual: [_RACReportLine], same: (Int) -> Bool) -> Int? {
    let shared = min(expected.count, actual.count)
    for index in 0..<shared
    where expected[index].tick == nil || expected[index].tick != actual[index].tick || !same(index) {
      return index
    }
    return expected.count == actual.count ? nil : shared
  }

  static func make(
    title: String,
    expectedMarbles: String,
    actualMarbles: String,
    approximate: Bool,
    column: (Int) -> Int,
    expected: [_RACReportLine],
    actual: [_RACReportLine],
    difference: Int?,
    legend: [String]
  ) -> RACMarbleComparison {
    guard let difference else {
      return RACMarbleComparison(
        isMatch: true, expected: expectedMarbles, actual: actualMarbles,
        report: "\(title) match the marbles: \(expectedMarbles)")
    }
    let columns = [expected, actual].compactMap { $0.indices.contains(difference) ? $0[difference] : nil }
    let earliest = columns.min { $0.drawnTick < $1.drawnTick }
    let caret = column(earliest?.drawnTick ?? 0)
    let where_ = earliest.map { "; first difference at tick \($0.label)" } ?? ""
    var lines = ["\(title) do not match the marbles\(where_)."]
    lines.append("  expected: \(expectedMarbles)")
    lines.append("  actual:   \(actualMarbles)")
    lines.append("            " + String(repeating: " ", count: max(0, caret)) + "^")
    if approximate { lines.append("  (the actual marbles are approximate: some times fall between ticks)") }
    if !legend.isEmpty { lines.append("  where " + legend.joined(separator: ", ")) }
    for (name, list) in [("expected", expected), ("actual", actual)] {
      lines.append("\(name):")
      if list.isEmpty { lines.append("  (nothing)") }
      for (index, line) in list.enumerated() {
        let text = "  \(line.label): \(line.text)"
        lines.append(
          index == difference
            ? text.padding(toLength: max(text.count, 18), withPad: " ", startingAt: 0) + "  <- first difference" : text)
      }
    }
    return RACMarbleComparison(
      isMatch: false, expected: expectedMarbles, actual: actualMarbles,
      report: lines.joined(separator: "\n"))
  }
}
