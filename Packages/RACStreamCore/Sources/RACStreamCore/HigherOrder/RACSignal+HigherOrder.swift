import RACDisposables

extension RACSignal {
  /// Maps each value to a signal and merges the values of all of them.
  ///
  /// ```text
  /// self:    -a-----b------|
  /// f(a):     -1-2|
  /// f(b):           -3--4|
  /// result:  --1-2---3--4--|
  /// ```
  ///
  /// ![self: a, b, then completed. f(a): 1, 2, then completed. f(b): 3, 4, then completed. result: 1, 2, 3, 4, then completed.](flattenMap.svg)
  ///
  /// Inner signals are subscribed to as their values arrive and run
  /// concurrently. The result completes when the receiver and every inner
  /// signal have completed; an error from any of them is sent at once and
  /// disposes every subscription. Values from several threads are delivered
  /// one at a time. An inner signal counts until it completes, after its
  /// values' callbacks, as in RAC: a receiver that completes from one of
  /// them completes the result once the callback has returned.
  ///
  /// - Parameter block: Maps a value to the signal whose values to pass on.
  /// - Returns: The merged signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flattenMap:]`.
  public func flattenMap<S: RACSignal<U>, U>(_ block: @escaping (Value) -> S) -> RACSignal<U> {
    _RACFlattenMapSignal(self, arguments: _RACFlattenBlock(block), selector: "-flattenMap:")
  }
}

extension RACSignal {
  /// Merges the values of the signals the receiver sends.
  ///
  /// ```text
  /// self:    -x-----y------|
  /// x:        -1-2|
  /// y:              -3--4|
  /// result:  --1-2---3--4--|
  /// ```
  ///
  /// ![self: x, y, then completed. x: 1, 2, then completed. y: 3, 4, then completed. result: 1, 2, 3, 4, then completed.](flatten.svg)
  ///
  /// Completes when the receiver and every inner signal have completed; an
  /// error from any of them is sent at once.
  ///
  /// - Returns: The merged signal.
  /// - Note: ReactiveCocoa 2.x: `-[RACStream flatten]`.
  public func flatten<U>() -> RACSignal<U> where Value: RACSignal<U> {
    _RACFlattenMapSignal(self, arguments: _RACFlattenBlock { $0 }, selector: "-flatten")
  }
}
