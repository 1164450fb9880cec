import Foundation
import Workloads

/// The measurements of one run of `bench-table table`, rendered as Markdown.
struct Table {
  struct Key: Hashable {
    let id: String
    let implementation: Implementation

    init(_ id: String, _ implementation: Implementation) {
      self.id = id
      self.implementation = implementation
    }
  }

  let entries: [Entry]
  var times: [Key: Measurement] = [:]
  /// From the counting pass; empty when it did not run.
  var allocations: [Key: Allocations] = [:]

  init(entries: [Entry]) {
    self.entries = entries
  }

  /// Reads the lines `bench-table count-mallocs` printed.
  static func readAllocations(_ path: String) -> [Key: Allocations] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var result: [Key: Allocations] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count >= 4, let implementation = Implementation(rawValue: fields[1]),
        let mallocs = Int(fields[2])
      else { continue }
      result[Key(fields[0], implementation)] = Allocations(mallocs: mallocs, liveBytes: Int(fields[3]))
    }
    return result
  }

  /// The table, the workload legend, and the allocations of every implementation.
  func markdown(runs: Int) -> String {
    var lines = [
      "| workload | this library ns/event | OpenCombine ns/event | plain loop ns/event "
        + "| ratio OpenCombine/library | ratio library/loop | mallocs/event (library) |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for entry in entries {
      let library = perEvent(entry, .library)
      let peer = perEvent(entry, .openCombine)
      let loop = perEvent(entry, .plainLoop)
      let cells = [
        workloadCell(entry.workload),
        library.cell, peer.cell, loop.cell,
        ratio(peer, over: library), ratio(library, over: loop),
        mallocsCell(entry, .library),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    lines.append("")
    lines.append(
      "Median of \(runs) timed runs after one warm-up run, divided by the events of one run; "
        + "ratio OpenCombine/library above 1 means this library is faster. "
        + "\"not yet\": the library's operator does not exist yet; \"n/a\": the implementation "
        + "has no such operator.")
    lines.append("")
    lines.append("Workloads (events of one run):")
    lines.append("")
    for entry in entries {
      let workload = entry.workload
      var line =
        "- `\(workload.name)`: \(workload.summary); "
        + "\(grouped(workload.events)) \(plural(workload.unit))."
      for implementation in Implementation.allCases {
        if case .notAvailable(let reason) = entry.half(implementation) {
          line += " \(implementation.title): n/a, \(reason)."
        }
      }
      lines.append(line)
    }
    lines.append("")
    lines.append(
      "Allocations, every implementation, same run (mallocs per event; Transforming.liveChains and Subjects.idleSubscribers also live bytes per subscription):"
    )
    lines.append("")
    lines.append("| workload | this library | OpenCombine | plain loop |")
    lines.append("| --- | ---: | ---: | ---: |")
    for entry in entries {
      let cells = Implementation.allCases.map { implementation in
        var cell = mallocsCell(entry, implementation)
        if let live = allocations[Key(entry.workload.name, implementation)]?.liveBytes {
          cell += ", \(Table.format(Double(live) / Double(entry.workload.events))) B live"
        }
        return cell
      }
      lines.append("| \(entry.workload.name) | " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private enum Cell {
    case value(Double)
    case missing(String)

    var cell: String {
      switch self {
      case .value(let value): Table.format(value)
      case .missing(let text): text
      }
    }
  }

  private func perEvent(_ entry: Entry, _ implementation: Implementation) -> Cell {
    switch entry.half(implementation) {
    case .notYet: return .missing("not yet")
    case .notAvailable: return .missing("n/a")
    case .run:
      guard let measured = times[Key(entry.workload.name, implementation)] else {
        return .missing("not run")
      }
      return .value(measured.medianNanoseconds / Double(entry.workload.events))
    }
  }

  private func ratio(_ numerator: Cell, over denominator: Cell) -> String {
    switch (numerator, denominator) {
    case (.value(let top), .value(let bottom)):
      let value = top / bottom
      return String(format: value < 10 ? "%.2f×" : "%.1f×", value)
    case (.missing(let text), .value), (.value, .missing(let text)):
      return text
    case (.missing(let top), .missing(let bottom)):
      return top == "not yet" || bottom == "not yet" ? "not yet" : top
    }
  }

  private func mallocsCell(_ entry: Entry, _ implementation: Implementation) -> String {
    switch entry.half(implementation) {
    case .notYet: return "not yet"
    case .notAvailable: return "n/a"
    case .run:
      guard let counted = allocations[Key(entry.workload.name, implementation)] else {
        return "not counted"
      }
      let perEvent = Double(counted.mallocs) / Double(entry.workload.events)
      if counted.mallocs == 0 { return "0" }
      if perEvent < 0.01 { return "≈0 (\(counted.mallocs) per run)" }
      return String(format: perEvent < 10 ? "%.2f" : "%.1f", perEvent)
    }
  }

  private func workloadCell(_ workload: Workload) -> String {
    let cell = workload.name
    return workload.unit == "subscription" ? cell + " (per subscription)" : cell
  }

  /// Nanoseconds (or bytes) with about three significant digits.
  static func format(_ value: Double) -> String {
    String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.2f", value)
  }

  private func plural(_ unit: String) -> String {
    unit.hasSuffix("y") ? unit.dropLast() + "ies" : unit + "s"
  }

  private func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}
