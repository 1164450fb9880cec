import RACDisposables
import RACStreamCore

extension RACSignal {
  /// Binds the receiver's values to a property of `object`: each value is
  /// written through `keyPath` as it arrives.
  ///
  /// ```text
  /// self:        ^a-b!
  /// object.name: -a-b-  setKeyPath(\.name, on: object), the binding disposed at 4
  /// ```
  ///
  /// ![setKeyPath(\.name, on: object), the binding disposed at 4. self: subscribed, a, b, then disposed. object.name: a, then b.](setKeyPath.svg)
  ///
  /// The object is held weakly: the binding never keeps it alive, and once
  /// it is gone the binding ends (its subscription is disposed) at the next
  /// event. Completion ends the binding; disposing the returned disposable
  /// ends it at once. An error reaching a binding is a programming error, as
  /// in ReactiveCocoa: a precondition failure naming the key path and the
  /// error (catch errors before binding).
  ///
  /// Values are written on the thread the receiver delivers them on; use
  /// ``deliver(on:)`` or ``deliverOnMainThread()`` first for objects bound to
  /// a thread.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - object: The object whose property to write; held weakly.
  /// - Returns: A disposable that ends the binding.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal setKeyPath:onObject:]`.
  @discardableResult
  public func setKeyPath<Root: AnyObject>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>,
    on object: Root
  ) -> RACDisposable {
    _bind(keyPath, on: object, operation: "setKeyPath(_:on:)") { $0 }
  }

  /// Binds the receiver's optional values to a non-optional property of
  /// `object`, writing `nilValue` for `nil`.
  ///
  /// ```text
  /// self:         ^a-n-|  a = 5, n = nil
  /// object.count: -a-z-   setKeyPath(\.count, on: object, nilValue: 9); z = 9
  /// ```
  ///
  /// ![a = 5, n = nil; setKeyPath(\.count, on: object, nilValue: 9); z = 9. self: subscribed, a, n, then completed. object.count: a, then z.](setKeyPath-nilValue.svg)
  ///
  /// Otherwise as ``setKeyPath(_:on:)``: the object is held weakly, the
  /// binding ends when it is gone, at completion or on disposal, and an
  /// error is a precondition failure.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - object: The object whose property to write; held weakly.
  ///   - nilValue: Written when the receiver sends `nil`.
  /// - Returns: A disposable that ends the binding.
  /// - Note: ReactiveCocoa 2.x: `-[RACSignal setKeyPath:onObject:nilValue:]`.
  @discardableResult
  public func setKeyPath<Root: AnyObject, Wrapped>(
    _ keyPath: ReferenceWritableKeyPath<Root, Wrapped>,
    on object: Root,
    nilValue: Wrapped
  ) -> RACDisposable where Value == Wrapped? {
    _bind(keyPath, on: object, operation: "setKeyPath(_:on:nilValue:)") { $0 ?? nilValue }
  }

  private func _bind<Root: AnyObject, Property>(
    _ keyPath: ReferenceWritableKeyPath<Root, Property>,
    on object: Root,
    operation: StaticString,
    _ transform: @escaping (Value) -> Property
  ) -> RACDisposable {
    let binding = _RACBindingSubscriber(object, keyPath, operation: operation, source: self, transform)
    binding.subscription.add(subscribe(binding))
    return binding.subscription
  }
}

/// The subscriber of a binding: writes each value through the key path
/// while the object lives.
final class _RACBindingSubscriber<Root: AnyObject, Value, Property>: RACSubscriber, @unchecked Sendable {
  // Safety: `object` is a weak reference (loaded atomically by the
  // runtime); the rest is immutable; events arrive serialized.
  weak var object: Root?
  let keyPath: ReferenceWritableKeyPath<Root, Property>
  let operation: StaticString
  let sourceName: () -> String
  let transform: (Value) -> Property
  /// The binding's subscription.
  let subscription = RACCompoundDisposable()

  init(
    _ object: Root,
    _ keyPath: ReferenceWritableKeyPath<Root, Property>,
    operation: StaticString,
    source: RACSignal<Value>,
    _ transform: @escaping (Value) -> Property
  ) {
    self.object = object
    self.keyPath = keyPath
    self.operation = operation
    self.sourceName = { [weak source] in source?.name ?? "a signal" }
    self.transform = transform
  }

  func sendNext(_ value: Value) {
    guard let object else {
      subscription.dispose()
      return
    }
    object[keyPath: keyPath] = transform(value)
  }

  func sendError(_ error: any Error) {
    preconditionFailure(
      "RACSignal.\(operation): received an error from \(sourceName()) in the binding for key path \(keyPath) on \(object.map { "\($0)" } ?? "a released object"): \(error)"
    )
  }

  func sendCompleted() {
    subscription.dispose()
  }

  func didSubscribe(with disposable: RACCompoundDisposable) {
    subscription.add(disposable)
  }
}
