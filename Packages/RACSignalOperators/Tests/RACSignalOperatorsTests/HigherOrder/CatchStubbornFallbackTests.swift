import RACSignalOperators
import RACTesting
import Testing

/// `catch`'s fallback is a stubborn signal: it overrides `subscribe(_:)` and
/// ignores disposal, so what it sends after the subscription was disposed
/// reaches `catch`'s own check, with no passthrough subscriber to drop it
/// first; the subscriber is a raw one that records whatever it gets
/// (Docs/Internals.md, "Nothing after disposal").
@Suite struct CatchStubbornFallbackTests {
  /// Sends `prefix` during `subscribe`, and whatever the test sends later,
  /// disposed or not.
  final class StubbornFallback: RACSignal<Int>, @unchecked Sendable {
    // Safety: the tests drive it from one thread.
    let prefix: [Int]
    var subscribers: [any RACSubscriber<Int>] = []
    var disposals = 0

    init(prefix: [Int]) {
      self.prefix = prefix
      super.init()
    }

    override func subscribe(_ subscriber: any RACSubscriber<Int>) -> RACDisposable {
      let disposable = RACCompoundDisposable()
      disposable.add(RACDisposable { [weak self] in self?.disposals += 1 })
      subscriber.didSubscribe(with: disposable)
      subscribers.append(subscriber)
      for value in prefix { subscriber.sendNext(value) }
      return disposable
    }

    func sendNext(_ value: Int) { subscribers.forEach { $0.sendNext(value) } }
    func sendError() { subscribers.forEach { $0.sendError(RACTestError()) } }
    func sendCompleted() { subscribers.forEach { $0.sendCompleted() } }
  }

  /// Records every event; disposes what it was handed on `disposeOn`.
  final class RawSubscriber: RACSubscriber, @unchecked Sendable {
    // Safety: the tests drive everything from one thread.
    var events: [String] = []
    var handed: [RACCompoundDisposable] = []
    let disposeOn: Int?

    init(disposeOn: Int? = nil) { self.disposeOn = disposeOn }

    func sendNext(_ value: Int) {
      events.append("\(value)")
      if value == disposeOn { handed.forEach { $0.dispose() } }
    }
    func sendError(_ error: any Error) { events.append("error") }
    func sendCompleted() { events.append("completed") }
    func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
  }

  @Test func nothingFromTheFallbackAfterADisposalFromItsFirstValue() {
    let feeder = Feeder<Int>()
    let fallback = StubbornFallback(prefix: [1, 2, 3])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = feeder.signal.catch { _ in fallback }.subscribe(subscriber)
    feeder.sendError()
    fallback.sendNext(4)
    fallback.sendCompleted()
    #expect(subscriber.events == ["1"])
    #expect(fallback.disposals == 1)
  }

  @Test func nothingFromTheFallbackAfterTheReturnedDisposableIsDisposed() {
    let feeder = Feeder<Int>()
    let fallback = StubbornFallback(prefix: [])
    let subscriber = RawSubscriber()
    let disposable = feeder.signal.catch { _ in fallback }.subscribe(subscriber)
    feeder.sendNext(0)
    feeder.sendError()
    fallback.sendNext(1)
    disposable.dispose()
    fallback.sendNext(2)
    fallback.sendError()
    #expect(subscriber.events == ["0", "1"])
    #expect(fallback.disposals == 1)
  }

  @Test func catchToDropsWhatAStubbornFallbackSendsAfterDisposal() {
    let feeder = Feeder<Int>()
    let fallback = StubbornFallback(prefix: [1, 2])
    let subscriber = RawSubscriber(disposeOn: 1)
    _ = feeder.signal.catch(to: fallback).subscribe(subscriber)
    feeder.sendError()
    fallback.sendCompleted()
    #expect(subscriber.events == ["1"])
  }
}
