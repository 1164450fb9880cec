import RACDisposables

/// Something that receives a signal's events.
///
/// A signal sends its subscriber any number of values, then at most one
/// terminal event (an error or completion): `next* (error | completed)?`.
/// Events to one subscriber never overlap: the library serializes them even
/// when they are sent from several threads.
///
/// A subscriber is `Sendable`: a `createSignal` block may hand it to another
/// thread, a queue, a `@Sendable` completion handler or a `Task`, and send
/// from there, as RAC's subscribers were sent to from any thread. The
/// library's own subscribers are `@unchecked Sendable`, guarded by the serial
/// gate in front of each of them (Docs/Internals.md, "The serial gate").
///
/// - Note: ReactiveCocoa 2.x: the `RACSubscriber` protocol.
public protocol RACSubscriber<Value>: AnyObject, Sendable {
  /// The type of the values received.
  associatedtype Value

  /// Receives the next value.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSubscriber sendNext:]`.
  func sendNext(_ value: Value)

  /// Receives an error: the signal ends.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSubscriber sendError:]`.
  func sendError(_ error: any Error)

  /// Receives completion: the signal ends.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSubscriber sendCompleted]`.
  func sendCompleted()

  /// Receives the disposable of a new subscription, so that the subscriber
  /// can dispose it when it terminates, or add it to its own clean-up.
  ///
  /// - Note: ReactiveCocoa 2.x: `-[RACSubscriber didSubscribeWithDisposable:]`.
  func didSubscribe(with disposable: RACCompoundDisposable)
}
