import RACDisposables

extension RACSignal {
  /// Zips the signals: sends an array of the n-th values of all of them.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z|
  /// result: ---[1,x]-[2,y]-[3,z]|
  /// ```
  ///
  /// Values wait in order until every signal has sent its n-th value. The
  /// result completes as soon as one signal has completed with no value left
  /// waiting; an error from any of them is sent at once. No signals: empty.
  ///
  /// - Parameter signals: The signals to zip.
  /// - Returns: A signal of arrays, one element per signal.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:]`.
  public static func zip<S: RACSignal<Value>>(_ signals: [S]) -> RACSignal<[Value]> {
    if signals.isEmpty { return .empty() }
    return RACSignal<[Value]>(_name: { "+zip: \(signals.map(\.name))" }) { subscriber in
      let zipper = _RACZipAll<Value>(subscriber, count: signals.count)
      let disposables = signals.enumerated().map { index, signal in
        signal.subscribeNext(
          { zipper.receive(.next(index, $0)) },
          error: { zipper.receive(.error($0)) },
          completed: { zipper.receive(.completed(index)) }
        )
      }
      return RACCompoundDisposable(disposables)
    }
  }

  /// Zips two signals into pairs: the n-th value of `a` with the n-th of
  /// `b`. The same as `a.zip(with: b)`.
  ///
  /// ```text
  /// a:      -1---2-3-|
  /// b:      ---x-y---z|
  /// result: ---(1,x)-(2,y)-(3,z)|
  /// ```
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  /// - Returns: A signal of pairs.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:]` with two signals.
  public static func zip<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>) -> RACSignal<(A, B)>
  where Value == (A, B) {
    a.zip(with: b)
  }

  /// Zips any number of signals into tuples: the n-th values of all of them.
  ///
  /// ```text
  /// a:      -1---2-|
  /// b:      ---x-y-|
  /// c:      -p-q---|
  /// result: ---(1,x,p)-(2,y,q)|
  /// ```
  ///
  /// Completion and errors as ``zip(_:)-swift.type.method``. Unpack the
  /// tuples with `reduceEach`.
  ///
  /// - Parameter signals: The signals to zip.
  /// - Returns: A signal of tuples.
  /// - Note: ReactiveCocoa 2.x: `+[RACSignal zip:]`.
  public static func zip<each T>(_ signals: repeat RACSignal<each T>) -> RACSignal<(repeat each T)>
  where Value == (repeat each T) {
    var erased: [RACSignal<Any>] = []
    for signal in repeat each signals {
      erased.append(signal.map { $0 as Any })
    }
    return RACSignal<Any>.zip(erased).map { values in
      var index = 0
      return (repeat _racUnpack(values, &index, as: (each T).self))
    }
  }
}

/// Takes the next element of `values` as a `T`.
@inline(__always)
func _racUnpack<T>(_ values: [Any], _ index: inout Int, as type: T.Type) -> T {
  defer { index += 1 }
  return values[index] as! T
}

/// The state of one N-ary `zip` subscription. Inputs from every signal pass
/// through a serial gate, so the buffers need no lock and tuples go out in
/// order.
final class _RACZipAll<Value>: @unchecked Sendable {
  // Safety: all mutable state is touched only by the owner of `gate`.
  enum Input {
    case next(Int, Value)
    case completed(Int)
    case error(any Error)
  }

  private let subscriber: any RACSubscriber<[Value]>
  private let gate = _RACSerialGate<Input>()
  private var buffers: [_RACFIFO<Value>]
  private var completed: [Bool]
  private var nonEmpty = 0

  init(_ subscriber: any RACSubscriber<[Value]>, count: Int) {
    self.subscriber = subscriber
    buffers = Array(repeating: _RACFIFO(), count: count)
    completed = Array(repeating: false, count: count)
  }

  func receive(_ input: Input) {
    gate.send(input) { process($0) }
  }

  private func process(_ input: Input) {
    switch input {
    case .next(let index, let value):
      if buffers[index].isEmpty { nonEmpty += 1 }
      buffers[index].append(value)
      guard nonEmpty == buffers.count else { return }
      var tuple: [Value] = []
      tuple.reserveCapacity(buffers.count)
      for i in buffers.indices {
        tuple.append(buffers[i].removeFirst())
        if buffers[i].isEmpty { nonEmpty -= 1 }
      }
      subscriber.sendNext(tuple)
      sendCompletedIfNecessary()
    case .completed(let index):
      completed[index] = true
      sendCompletedIfNecessary()
    case .error(let error):
      subscriber.sendError(error)
    }
  }

  private func sendCompletedIfNecessary() {
    for i in buffers.indices where completed[i] && buffers[i].isEmpty {
      subscriber.sendCompleted()
      return
    }
  }
}
