import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// A source that keeps sending after its own completion, while an inner
/// signal still runs (the result has not ended).
@Suite struct FlattenMapSourceAfterItsEndTests {
  /// RAC's `-bind:` subscribes to the source with a block subscriber, which
  /// disposes itself and drops its blocks at its completion: a value the
  /// source sends after completing never reaches the block, so no inner
  /// signal is made for it and nothing of it is sent, even though an
  /// earlier inner signal keeps the result going.
  @Test func flattenMapIgnoresAValueAfterTheSourceCompleted() {
    let source = StubbornSource(prefix: [])
    let inner = ManualSource<Int>()
    let subscriber = RawSubscriber()
    var mapped: [Int] = []
    let subscription = source.flattenMap { (value: Int) -> RACSignal<Int> in
      mapped.append(value)
      return value == 1 ? inner.signal : RACSignal.return(value)
    }.subscribe(subscriber)
    source.sendNext(1)
    source.sendCompleted()
    source.sendNext(3)
    #expect(mapped == [1])
    #expect(subscriber.events == [])
    inner.sendCompleted()
    #expect(subscriber.events == ["completed"])
    withExtendedLifetime(subscription) {}
  }

  /// The same for `bind`: the binding function is not called for a value
  /// the source sends after it completed.
  @Test func bindIgnoresAValueAfterTheSourceCompleted() {
    let source = StubbornSource(prefix: [])
    let inner = ManualSource<Int>()
    let subscriber = RawSubscriber()
    var bound: [Int] = []
    let subscription = source.bind {
      { (value: Int, _: inout Bool) -> RACSignal<Int>? in
        bound.append(value)
        return value == 1 ? inner.signal : RACSignal.return(value)
      }
    }.subscribe(subscriber)
    source.sendNext(1)
    source.sendCompleted()
    source.sendNext(3)
    #expect(bound == [1])
    #expect(subscriber.events == [])
    withExtendedLifetime(subscription) {}
  }

  /// A second terminal event of the source is not the result's: RAC's
  /// block subscriber dropped its blocks at the first. A second completion
  /// is not counted again, an error after completion does not fail the
  /// result: it ends when the running inner signal does, with its value.
  @Test(arguments: ["completed", "error"])
  func flattenMapHearsTheSourcesFirstTerminalEventOnly(secondEnd: String) {
    let source = StubbornSource(prefix: [])
    let inner = ManualSource<Int>()
    let subscriber = RawSubscriber()
    let subscription = source.flattenMap { _ in inner.signal }.subscribe(subscriber)
    source.sendNext(1)
    source.sendCompleted()
    if secondEnd == "error" { source.sendError(RACSignalError.timedOut) } else { source.sendCompleted() }
    #expect(subscriber.events == [])
    inner.sendNext(5)
    inner.sendCompleted()
    #expect(subscriber.events == ["5", "completed"])
    withExtendedLifetime(subscription) {}
  }
}

/// The same for the kernel's other inputs: a value or a second terminal
/// event a source sends after its own end goes no further, as RAC's
/// operators subscribe to their sources with block subscribers.
@Suite struct KernelInputAfterItsEndTests {
  /// `-concat:`: a second completion of the first signal does not
  /// subscribe the second signal again.
  @Test func concatSubscribesTheNextSignalOnce() {
    let source = StubbornSource(prefix: [])
    var subscriptions = 0
    let next = RACSignal<Int> { subscriber in
      subscriptions += 1
      subscriber.sendNext(subscriptions)
      return nil
    }
    var events: [String] = []
    let subscription = source.concat(next).subscribeNext { events.append("\($0)") }
    source.sendNext(0)
    source.sendCompleted()
    source.sendCompleted()
    source.sendNext(9)
    #expect(subscriptions == 1)
    #expect(events == ["0", "1"])
    subscription.dispose()
  }

  /// `-zipWith:`: the value a completed side sends later is not zipped.
  @Test func zipIgnoresAValueAfterTheSourceCompleted() {
    let source = StubbornSource(prefix: [])
    let other = ManualSource<Int>()
    var events: [String] = []
    let subscription = source.zip(with: other.signal).subscribeNext(
      { events.append("\($0.0),\($0.1)") }, completed: { events.append("completed") })
    source.sendNext(1)
    source.sendNext(2)
    source.sendCompleted()
    source.sendNext(3)
    other.sendNext(10)
    other.sendNext(20)
    other.sendNext(30)
    #expect(events == ["1,10", "2,20", "completed"])
    subscription.dispose()
  }
}
