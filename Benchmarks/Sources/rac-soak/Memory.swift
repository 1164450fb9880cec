import Foundation

/// Resident memory, from `/proc/self/statm` (Linux); `nil` elsewhere.
enum ResidentMemory {
  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// glibc's `malloc_trim`, looked up by name: its header, `malloc.h`, is
  /// not in the Glibc module. `nil` where the C library has none.
  private static let trim: (@convention(c) (Int) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
  }()

  /// The process's resident set size in bytes, or `nil` when unknown.
  ///
  /// The allocator is first asked to return its free memory to the system
  /// (`malloc_trim`, glibc): what is resident is then what is in use, not
  /// how far each thread's arena happened to grow, which depends on how
  /// the threads were scheduled (reruns of one build differed by 11 MiB
  /// with no leak). Memory still allocated — a leak — is not returned, so
  /// it still counts.
  static func bytes() -> Int? {
    _ = trim?(0)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * pageSize
  }

  /// Mebibytes, for printing.
  static func mebibytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
  }
}

/// Decides whether resident memory grew steadily over a run: the median of
/// the last quarter of the samples against the median of the second
/// quarter. The first quarter is left out: the allocator's arenas (one per
/// thread that allocates) are still filling then, and a run that sampled
/// its first quarter early measured 24.1 -> 32.9 MiB where reruns of the
/// same build measured +1.7, +2.4 and -0.3 MiB. Medians, so that one
/// transient peak (a queue backlog draining) does not count.
struct GrowthVerdict {
  /// The second quarter's median, bytes.
  let start: Int
  /// The last quarter's median, bytes.
  let end: Int
  /// Whether the growth is above the threshold.
  let grew: Bool

  /// Growth above `max(8 MiB, 15 % of the start)` between the second and
  /// the last quarter is a failure: a steady leak of even a few hundred
  /// bytes per subscription passes it within half a minute at the soak's
  /// rate, while the allocator's own drift stays far below it.
  init?(samples: [Int]) {
    guard samples.count >= 8 else { return nil }
    let quarter = samples.count / 4
    func median(_ slice: ArraySlice<Int>) -> Int {
      let sorted = slice.sorted()
      return sorted[sorted.count / 2]
    }
    start = median(samples[quarter..<(2 * quarter)])
    end = median(samples.suffix(quarter))
    grew = end - start > max(8 << 20, start * 15 / 100)
  }
}
