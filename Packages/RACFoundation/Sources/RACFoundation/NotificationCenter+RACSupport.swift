import Foundation

extension NotificationCenter {
  /// A signal of the notifications named `name` posted by `object`, for as
  /// long as it is subscribed to.
  ///
  /// ```text
  /// posts:  ---a--b---c
  /// result: -^-a--b-!        (subscribed at tick 1, disposed at tick 8)
  /// ```
  ///
  /// Each subscription adds an observer to the receiver, and its disposal
  /// removes it. Never completes and never fails. A notification is sent on
  /// the thread that posts it, synchronously (the observer has no queue).
  ///
  /// `object` is not retained: once it is released, a new subscription
  /// receives nothing (rather than every object's notifications, which a
  /// `nil` object means).
  ///
  /// - Parameters:
  ///   - name: The notifications' name; `nil` for every name.
  ///   - object: The sender; `nil` for every sender.
  /// - Returns: A cold signal of the notifications.
  /// - Note: ReactiveCocoa 2.x:
  ///   `-[NSNotificationCenter rac_addObserverForName:object:]`.
  public func rac_addObserver(forName name: Notification.Name?, object: AnyObject?) -> RACSignal<Notification> {
    weak let sender = object
    let filtersBySender = object != nil
    // The name shows the sender by its class and address, as RAC's
    // `<%@: %p>`, without keeping it.
    let senderDescription = object.map { (type(of: $0), UInt(bitPattern: ObjectIdentifier($0))) }
    return RACSignal { [self] subscriber in
      let sender = sender
      // A sender given but released: no notification can come from it.
      if filtersBySender && sender == nil { return nil }
      // The observer block is `@Sendable`; a subscriber is `Sendable` (it
      // accepts events from any thread, serialized by its passthrough's
      // gate: Docs/Contracts.md, "Signals"). Safety of the token's wrapper:
      // the observer token is only handed back to the center, which is
      // thread-safe.
      let observer = addObserver(forName: name, object: sender, queue: nil) { notification in
        subscriber.sendNext(notification)
      }
      let token = _RACUnchecked(observer)
      return RACDisposable { [self] in removeObserver(token.value) }
    }
    ._setName(
      .lazy {
        let object = senderDescription.map { "<\($0.0): 0x\(String($0.1, radix: 16))>" } ?? "nil"
        return "-rac_addObserverForName: \(name?.rawValue ?? "nil") object: \(object)"
      })
  }
}
