import RACStreamCore

/// A synchronous source: sends `values` and completes inside `subscribe`,
/// with no disposable of its own.
public func just<Value>(_ values: [Value]) -> RACSignal<Value> {
  RACSignal { subscriber in
    for value in values { subscriber.sendNext(value) }
    subscriber.sendCompleted()
    return nil
  }
}
