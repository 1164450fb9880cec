/// Holds weak references to objects and reports which are still alive: a
/// check that subscriptions, sinks and subscribers are released once a
/// signal ends or is disposed.
///
/// ```swift
/// let tracker = RACLeakTracker()
/// do {
///   let recorder = RACTestRecorder<Int>(scheduler: scheduler)
///   tracker.track(recorder, "recorder")
///   recorder.subscribe(to: signal)
///   recorder.dispose()
/// }
/// #expect(tracker.alive.isEmpty, "\(tracker.report ?? "")")
/// ```
///
/// For a single object, ``isReleased(_:)`` makes it, lets the closure's
/// references go and checks it is gone:
///
/// ```swift
/// #expect(RACLeakTracker.isReleased {
///   let subscriber = MySubscriber()
///   signal.subscribe(subscriber).dispose()
///   return subscriber
/// })
/// ```
///
/// Objects kept alive by something that has not run yet (a scheduled
/// action still in a test scheduler's queue, say) count as alive.
public final class RACLeakTracker: @unchecked Sendable {
  // Safety: the entries live in a `_RACLock`; the weak references in them are
  // only read under it.

  private final class Entry {
    let label: String
    weak var object: AnyObject?

    init(_ object: AnyObject, label: String) {
      self.object = object
      self.label = label
    }
  }

  private let entries = _RACLock<[Entry]>([])

  /// Creates an empty tracker.
  public init() {}

  /// Tracks `object` through a weak reference.
  ///
  /// - Parameters:
  ///   - object: The object that should be released later.
  ///   - label: Its name in ``alive`` and ``report``; the object's type by
  ///     default.
  public func track(_ object: AnyObject, _ label: String? = nil) {
    let entry = Entry(object, label: label ?? String(describing: type(of: object)))
    entries.withLock { $0.append(entry) }
  }

  /// The labels of the tracked objects still alive, in the order they were
  /// tracked.
  public var alive: [String] {
    entries.withLock { entries in entries.filter { $0.object != nil }.map(\.label) }
  }

  /// Whether every tracked object has been released.
  public var allReleased: Bool { alive.isEmpty }

  /// `nil` when every tracked object has been released, else a line naming
  /// those still alive.
  public var report: String? {
    let alive = alive
    if alive.isEmpty { return nil }
    return "\(alive.count) tracked object(s) still alive: " + alive.joined(separator: ", ")
  }

  /// Makes an object with `make`, drops every reference the closure held,
  /// and tells whether the object is gone.
  ///
  /// - Parameter make: Makes the object and does what should leave it
  ///   unreferenced; runs once.
  /// - Returns: `true` when nothing keeps the object alive afterwards.
  public static func isReleased(_ make: () -> AnyObject) -> Bool {
    weak var object: AnyObject?
    _weakly(make) { object = $0 }
    return object == nil
  }

  @inline(never)
  private static func _weakly(_ make: () -> AnyObject, _ keep: (AnyObject) -> Void) {
    keep(make())
  }
}

extension RACLeakTracker: CustomStringConvertible {
  /// The tracker's type and the labels of the objects still alive, as
  /// `<RACLeakTracker: alive = [RACSubject<Int>]>`, in the style of a
  /// signal's description.
  public var description: String { "<RACLeakTracker: alive = [\(alive.joined(separator: ", "))]>" }
}
