#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("bench-table needs Glibc or Darwin (dlsym and the C library)")
#endif

/// The counters of package-benchmark's malloc interposer
/// (`libMallocInterposerSwift`, from ordo-one/malloc-interposer), found at run
/// time with `dlsym`.
///
/// The interposer counts only when it is preloaded (`LD_PRELOAD` on Linux,
/// `DYLD_INSERT_LIBRARIES` on macOS); `Scripts/bench.sh` preloads it for the
/// counting pass only, so the timing pass runs on the system allocator.
/// Looking the functions up instead of linking the library keeps `bench-table`
/// free of the interposer when it times.
struct MallocCounter {
  /// Counters since the last `start()`.
  struct Snapshot {
    var mallocs: Int
    var bytesAllocated: Int
    var frees: Int
    var bytesFreed: Int

    /// Bytes allocated and not yet freed.
    var liveBytes: Int { bytesAllocated - bytesFreed }
  }

  private typealias Toggle = @convention(c) () -> Void
  private typealias Read =
    @convention(c) (
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>
    ) -> Void

  private let enable: Toggle
  private let disable: Toggle
  private let reset: Toggle
  private let read: Read

  /// The counters, or `nil` when the interposer is not loaded.
  init?() {
    guard let handle = dlopen(nil, RTLD_NOW),
      let enable = dlsym(handle, "malloc_interposer_enable"),
      let disable = dlsym(handle, "malloc_interposer_disable"),
      let reset = dlsym(handle, "malloc_interposer_reset"),
      let read = dlsym(handle, "malloc_interposer_get_stats")
    else { return nil }
    self.enable = unsafeBitCast(enable, to: Toggle.self)
    self.disable = unsafeBitCast(disable, to: Toggle.self)
    self.reset = unsafeBitCast(reset, to: Toggle.self)
    self.read = unsafeBitCast(read, to: Read.self)
  }

  /// Zeroes the counters and starts counting.
  func start() {
    reset()
    enable()
  }

  /// Stops counting.
  func stop() {
    disable()
  }

  /// The counters now.
  func snapshot() -> Snapshot {
    var mallocs: Int64 = 0
    var bytes: Int64 = 0
    var small: Int64 = 0
    var large: Int64 = 0
    var frees: Int64 = 0
    var freedBytes: Int64 = 0
    read(&mallocs, &bytes, &small, &large, &frees, &freedBytes)
    return Snapshot(
      mallocs: Int(mallocs), bytesAllocated: Int(bytes), frees: Int(frees),
      bytesFreed: Int(freedBytes))
  }
}
