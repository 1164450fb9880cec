/// One workload (Docs/Performance.md, "Latest run"): what it measures, how many events one run is
/// divided by, and the result every implementation must compute.
public struct Workload: Sendable {
  /// The workload's label and only key, `<Family>.<workload>`, with the
  /// family spelled as the library spells it and as the workload's file in
  /// `Families/` is named (`Transforming.syncChain`): the table's row, the
  /// package-benchmark name, `--only`'s argument and the key of
  /// `malloc-ceilings.tsv`.
  public let name: String
  /// One line describing the work, for the table.
  public let summary: String
  /// The number of events (or subscriptions) one run performs.
  public let events: Int
  /// What `events` counts: "event", "delivery", "subscription".
  public let unit: String
  /// The result every implementation's run must return, computed in plain Swift.
  public let expected: Int

  public init(
    name: String, summary: String, events: Int, unit: String, expected: Int
  ) {
    self.name = name
    self.summary = summary
    self.events = events
    self.unit = unit
    self.expected = expected
  }
}
