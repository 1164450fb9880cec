import RACDisposables
import RACStreamCore

/// A two-way binding: two terminals, each a signal of what is sent to the
/// other one.
///
/// - ``leadingTerminal`` receives what is sent to the following terminal;
///   it replays nothing to new subscribers (only a terminal event).
/// - ``followingTerminal`` receives what is sent to the leading terminal;
///   it replays the latest value to new subscribers (and a terminal event).
/// - An error or completion sent to either terminal ends both.
///
/// ```text
/// sent to leading:    -a--   -b---
/// following, early:   ^a--   -b---
/// following, late:    ---[^a]-b---    (replays the latest value)
/// sent to following:  --x-   --y--
/// leading:            ^-x-   --y--    (replays no value)
/// ```
///
/// ![(replays the latest value); (replays no value). sent to leading: a, then b. following, early: subscribed, a, then b. following, late: subscribed and a in one tick, then b. sent to following: x, then y. leading: subscribed, x, then y.](RACChannel.svg)
///
/// The leading side is typically a model property and the following side a
/// view. Each side is a ``RACReplaySubject`` (capacity 0 leading, 1
/// following); the two forward their terminal events to each other.
///
/// - Note: ReactiveCocoa 2.x: `RACChannel`, `leadingTerminal`,
///   `followingTerminal`. The subjects forward terminal events to each other
///   through weak references, so a channel that never ends is released with
///   its terminals (ReactiveCocoa kept such a channel alive forever).
public final class RACChannel<Value>: @unchecked Sendable {
  // Safety: immutable references to thread-safe terminals.

  /// The terminal whose subscribers receive what is sent to
  /// ``followingTerminal``; new subscribers are replayed no value.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACChannel.leadingTerminal`.
  public let leadingTerminal: RACChannelTerminal<Value>

  /// The terminal whose subscribers receive what is sent to
  /// ``leadingTerminal``; new subscribers are replayed the latest value.
  ///
  /// - Note: ReactiveCocoa 2.x: `RACChannel.followingTerminal`.
  public let followingTerminal: RACChannelTerminal<Value>

  /// Creates a channel and its two terminals.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACChannel init]`.
  public init() {
    // No starting value from the leading side, but its terminal event is
    // replayed.
    let leadingSubject = RACReplaySubject<Value>(capacity: 0, name: .lazy { "leadingSubject" })
    let followingSubject = RACReplaySubject<Value>(capacity: 1, name: .lazy { "followingSubject" })

    // Propagate errors and completion to both sides.
    leadingSubject.subscribe(_RACTerminalForwarder(to: followingSubject))
    followingSubject.subscribe(_RACTerminalForwarder(to: leadingSubject))

    leadingTerminal = RACChannelTerminal(
      values: leadingSubject, otherTerminal: followingSubject, name: "leadingTerminal")
    followingTerminal = RACChannelTerminal(
      values: followingSubject, otherTerminal: leadingSubject, name: "followingTerminal")
  }
}

extension RACChannel: CustomStringConvertible {
  /// The channel's public type and its two terminals' names, as
  /// `<RACChannel<Int>: leadingTerminal, followingTerminal>`, in the style
  /// of a signal's description.
  public var description: String {
    "<\(_racPublicTypeName(of: type(of: self))): \(leadingTerminal.name), \(followingTerminal.name)>"
  }
}

/// Forwards the terminal events of one side of a channel to the other side
/// (held weakly), ignoring values: ReactiveCocoa's
/// `[[subject ignoreValues] subscribe:other]`.
final class _RACTerminalForwarder<Value>: RACSubscriber, @unchecked Sendable {
  // Safety: the weak reference is set once, in `init`; Swift's weak
  // references are thread-safe; the target is thread-safe.
  private weak var target: RACSubject<Value>?

  init(to target: RACSubject<Value>) {
    self.target = target
  }

  func sendNext(_ value: Value) {}

  func sendError(_ error: any Error) {
    target?.sendError(error)
  }

  func sendCompleted() {
    target?.sendCompleted()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    target?.didSubscribe(with: disposable)
  }
}
