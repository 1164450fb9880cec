import Synchronization

/// A hook a workload calls at its point of peak live memory (Transforming.liveChains: when all
/// chains are subscribed), so that a harness can read live bytes there.
public enum MemoryProbe {
  private static let hook = Mutex<(@Sendable () -> Void)?>(nil)

  /// Installs (or, with `nil`, removes) the function `live()` calls.
  public static func install(_ newHook: (@Sendable () -> Void)?) {
    hook.withLock { $0 = newHook }
  }

  /// Called by a workload where everything it measures is alive.
  public static func live() {
    hook.withLock { $0 }?()
  }
}
