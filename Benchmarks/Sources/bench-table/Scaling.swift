import Foundation
import Workloads

/// `bench-table scaling`: every probe of the Scaling family at each of its
/// sizes, timed, with the growth exponent from 10^4 to 10^5 and the ratio of
/// the cost per element at 10^5 to the cost at 10^3 (Docs/Performance.md,
/// "Scaling").
///
/// The check (`--check`) is a ratio measured in one run, not a time: a
/// quadratic step moves it by the factor of the sizes (100× from 10^3 to
/// 10^5), caches and allocator growth by less than 2×.
enum Scaling {
  /// The largest cost per element at 10^5, as a multiple of the cost at
  /// 10^3, that `--check` accepts.
  static let allowedRatio = 2.0

  /// A half predicted to take longer than this at its next size is not run
  /// there (a peer that grows quadratically), and reported as skipped.
  static let budgetSeconds = 4.0

  struct Row {
    let probe: ScalingProbe
    /// Nanoseconds per element at each size (`nil`: skipped or n/a).
    var library: [Double?] = []
    var openCombine: [Double?] = []
    var openCombineNote: String?
  }

  /// Runs the probes on a thread with a large stack (the map chain probe
  /// subscribes through 10^5 nested operators) and returns the rows.
  static func measure(
    probes: [ScalingProbe], runs: Int, implementations: [Implementation]
  ) -> [Row] {
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      // Every probe's library half first, then the peer's: a peer's runs
      // leave the heap fragmented, which alone made the library's later
      // probes up to 2-3x slower at 10^5 when the halves alternated.
      var rows = probes.map { Row(probe: $0) }
      for pass in [Implementation.library, .openCombine] where implementations.contains(pass) {
        for index in rows.indices {
          measure(&rows[index], pass, runs: runs)
        }
      }
      result.rows = rows
      done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return result.rows
  }

  /// Runs the library's half of `probe` `runs` times at `size`, on the
  /// large-stack thread, checking each result.
  static func run(_ probe: ScalingProbe, size: Int, runs: Int) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      for _ in 0..<runs {
        let result = probe.library(size)
        precondition(
          result == probe.expected(size),
          "\(probe.name) at \(size): computed \(result), expected \(probe.expected(size))")
      }
      done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
  }

  private final class ResultBox: @unchecked Sendable {
    // Safety: written by the measuring thread before it signals, read after.
    var rows: [Row] = []
  }

  private static func measure(_ row: inout Row, _ implementation: Implementation, runs: Int) {
    let probe = row.probe
    switch implementation {
    case .library:
      row.library = series(probe, label: "this library", runs: runs, probe.library)
    case .openCombine:
      switch probe.openCombine {
      case .run(let body): row.openCombine = series(probe, label: "OpenCombine", runs: runs, body)
      case .notAvailable(let reason): row.openCombineNote = reason
      }
    case .plainLoop:
      break
    }
  }

  /// Nanoseconds per element at each size: the best of `runs` timed runs
  /// after a warm-up run, each result checked.
  private static func series(
    _ probe: ScalingProbe, label: String, runs: Int, _ body: @Sendable (Int) -> Int
  ) -> [Double?] {
    var perElement: [Double?] = []
    var previous: (size: Int, seconds: Double)?
    for size in probe.sizes {
      if let previous {
        // Predict from the growth seen so far (at least linear).
        let exponent = max(1, growth(perElement, probe.sizes, upTo: perElement.count - 1).nanToOne)
        let predicted = previous.seconds * pow(Double(size) / Double(previous.size), exponent)
        if predicted > budgetSeconds {
          StandardError.write(
            "scaling \(probe.name) \(label) at \(size): skipped (\(format(predicted)) s predicted)\n")
          perElement.append(nil)
          continue
        }
      }
      let check = { (result: Int) in
        precondition(
          result == probe.expected(size),
          "\(probe.name) \(label) at \(size): computed \(result), expected \(probe.expected(size))")
      }
      let clock = ContinuousClock()
      var best = Double.infinity
      check(body(size))  // warm-up
      let faultsBefore = minorFaults()
      for _ in 0..<runs {
        let start = clock.now
        let result = body(size)
        let elapsed = seconds(clock.now - start)
        check(result)
        best = min(best, elapsed)
        if elapsed > 1 { break }  // one slow run is measurement enough
      }
      let faults = Double(minorFaults() - faultsBefore) / Double(runs * size)
      previous = (size, best)
      perElement.append(best * 1e9 / Double(size))
      StandardError.write(
        "scaling \(probe.name) \(label) at \(size): \(format(best * 1e9 / Double(size))) ns/\(probe.unit)"
          + ", \(format(faults)) page faults/\(probe.unit)\n")
    }
    return perElement
  }

  /// The size the check compares with the smallest (10^3): 10^5.
  static let checkedSize = 100_000

  /// The growth exponent of the total time between the sizes at `index - 1`
  /// and `index` (1: linear, 2: quadratic).
  static func growth(_ perElement: [Double?], _ sizes: [Int], upTo index: Int) -> Double {
    guard index >= 1, index < perElement.count, let a = perElement[index - 1], let b = perElement[index]
    else { return .nan }
    let ratio = Double(sizes[index]) / Double(sizes[index - 1])
    return log((b * Double(sizes[index])) / (a * Double(sizes[index - 1]))) / log(ratio)
  }

  /// The exponent from 10^4 to 10^5 (from the size before ``checkedSize`` to
  /// it).
  static func exponent(_ perElement: [Double?], _ sizes: [Int]) -> Double {
    guard let index = sizes.firstIndex(of: checkedSize) else { return .nan }
    return growth(perElement, sizes, upTo: index)
  }

  /// The cost per element at 10^5 over the cost at 10^3.
  static func ratio(_ perElement: [Double?], _ sizes: [Int]) -> Double {
    guard let index = sizes.firstIndex(of: checkedSize), index < perElement.count,
      let first = perElement.first ?? nil, let checked = perElement[index]
    else { return .nan }
    return checked / first
  }

  /// The Markdown table.
  static func markdown(_ rows: [Row], runs: Int) -> String {
    var lines = [
      "| probe | unit | library ns/element at 10^3 · 10^4 · 10^5 (· 10^6) | exponent 10^4→10^5 | 10^5 ÷ 10^3 "
        + "| OpenCombine ns/element at 10^3 · 10^4 · 10^5 | exponent |",
      "| --- | --- | --- | ---: | ---: | --- | ---: |",
    ]
    for row in rows {
      let library = row.library.map { $0.map(format) ?? "skipped" }.joined(separator: " · ")
      let peer: String
      let peerExponent: String
      if let note = row.openCombineNote {
        peer = "n/a: \(note)"
        peerExponent = ""
      } else if row.openCombine.isEmpty {
        peer = "not run"
        peerExponent = ""
      } else {
        peer = row.openCombine.map { $0.map(format) ?? "skipped" }.joined(separator: " · ")
        peerExponent = format(exponent(row.openCombine, row.probe.sizes))
      }
      lines.append(
        "| `\(row.probe.name)` \(row.probe.summary) | \(row.probe.unit) | \(library) "
          + "| \(format(exponent(row.library, row.probe.sizes))) | \(format(ratio(row.library, row.probe.sizes)))× "
          + "| \(peer) | \(peerExponent) |")
    }
    lines.append("")
    lines.append(
      "Best of \(runs) timed runs after a warm-up run at each size, divided by the size; "
        + "exponent: the growth of the total time from 10^4 to 10^5 (1.00 linear, 2.00 "
        + "quadratic); 10^6, where a probe runs it, is information. A peer's size is skipped when its growth predicts more than "
        + "\(Int(budgetSeconds)) s for one run. CI checks the same ratio in instructions, not time "
        + "(`Scripts/check-scaling.sh`: at most 2× from 10^3 to 10^5).")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The probes whose library ratio exceeds ``allowedRatio``.
  static func failures(_ rows: [Row]) -> [String] {
    rows.compactMap { row in
      let value = ratio(row.library, row.probe.sizes)
      guard value.isNaN || value > allowedRatio else { return nil }
      return
        "\(row.probe.name): \(format(value))× (\(row.library.map { $0.map(format) ?? "-" }.joined(separator: ", ")) ns/\(row.probe.unit))"
    }
  }

  static func format(_ value: Double) -> String {
    if value.isNaN { return "—" }
    if value >= 100 { return String(Int(value.rounded())) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
  }

  /// The process's minor page faults so far (pages the kernel mapped on
  /// first touch): memory the allocator took from the system and touched.
  private static func minorFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}

extension Double {
  /// The value, or 1 when it is not a number (no growth measured yet).
  fileprivate var nanToOne: Double { isNaN ? 1 : self }
}
