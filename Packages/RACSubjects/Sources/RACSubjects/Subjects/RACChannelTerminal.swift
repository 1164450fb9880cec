import RACDisposables
import RACStreamCore

/// One end of a ``RACChannel``: a signal of the values sent to the other
/// end, and a subscriber whose events go to the other end.
///
/// Subscribing to a terminal subscribes to the values the other terminal is
/// sent; sending to it sends to the subscribers of the other terminal. So
/// two terminals of two channels, each subscribed to the other, bind two
/// values both ways.
///
/// ```swift
/// let channel = RACChannel<String>()
/// channel.followingTerminal.subscribeNext { print("model:", $0) }
/// channel.leadingTerminal.sendNext("hello")   // model: hello
/// ```
///
/// Obtain terminals from a ``RACChannel``; they cannot be created alone.
///
/// - Note: ReactiveCocoa 2.x: `RACChannelTerminal`.
public final class RACChannelTerminal<Value>: RACSignal<Value>, RACSubscriber, @unchecked Sendable {
  // Safety: immutable references to thread-safe subjects.

  /// What subscribers of this terminal receive.
  private let incoming: RACReplaySubject<Value>

  /// Where this terminal's events go: the other terminal's values.
  private let otherTerminal: RACReplaySubject<Value>

  init(values: RACReplaySubject<Value>, otherTerminal: RACReplaySubject<Value>, name: String) {
    self.incoming = values
    self.otherTerminal = otherTerminal
    super.init(_name: .lazy { name })
  }

  /// Subscribes `subscriber` to the values sent to the other terminal (with
  /// the replay the channel gives this side).
  ///
  /// - Parameter subscriber: Receives the values.
  /// - Returns: A disposable that ends the subscription.
  /// - Note: ReactiveCocoa 2.x: `-[RACChannelTerminal subscribe:]`.
  @discardableResult
  public override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
    incoming.subscribe(subscriber)
  }

  /// Sends `value` to the subscribers of the other terminal.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACChannelTerminal sendNext:]`.
  public func sendNext(_ value: Value) {
    otherTerminal.sendNext(value)
  }

  /// Sends `error` to the other terminal; the channel then ends on both
  /// sides.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACChannelTerminal sendError:]`.
  public func sendError(_ error: any Error) {
    otherTerminal.sendError(error)
  }

  /// Completes the other terminal; the channel then ends on both sides.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACChannelTerminal sendCompleted]`.
  public func sendCompleted() {
    otherTerminal.sendCompleted()
  }

  /// Hands the subscription of this terminal to a signal over to the other
  /// terminal, whose end disposes it.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACChannelTerminal didSubscribeWithDisposable:]`.
  public func didSubscribe(with disposable: RACCompoundDisposable) {
    otherTerminal.didSubscribe(with: disposable)
  }
}
