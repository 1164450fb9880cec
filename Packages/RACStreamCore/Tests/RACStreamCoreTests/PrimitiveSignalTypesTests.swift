import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

/// `bind`, `concat`, `defer` and `never` are signal types of their own (a
/// kernel state, or a direct subscription), not `RACSignal { }` blocks: what
/// that changes is checked here; everything else is the operators' tests'.
@Suite struct PrimitiveSignalTypesTests {
  /// A source that ignores disposal: it sends whatever the test tells it to
  /// its last subscriber.
  final class StubbornSource<Value>: RACSignal<Value>, @unchecked Sendable {
    private(set) var subscriber: (any RACSubscriber<Value>)?
    /// The disposable it handed its last subscriber.
    private(set) var handed: RACCompoundDisposable?

    override func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
      self.subscriber = subscriber
      let disposable = RACCompoundDisposable()
      handed = disposable
      subscriber.didSubscribe(with: disposable)
      return disposable
    }
  }

  /// Records the disposables it is handed, and every event.
  final class HandedRecorder<Value>: RACSubscriber, @unchecked Sendable {
    private(set) var handed: [RACCompoundDisposable] = []
    private(set) var events: [RACEvent<Value>] = []
    func sendNext(_ value: Value) { events.append(.next(value)) }
    func sendError(_ error: any Error) { events.append(.error(error)) }
    func sendCompleted() { events.append(.completed) }
    func didSubscribe(with disposable: RACCompoundDisposable) { handed.append(disposable) }
  }

  @Test func bindStopIgnoresWhatTheSourceSendsAfterItsDisposal() {
    // `stop` disposes the source's subscription; a source that keeps
    // sending is not heard: the binding function is not called again, and
    // the source's side does not complete twice.
    let source = StubbornSource<Int>()
    let inner = ManualSource<Int>()
    var calls = 0
    let bound: RACSignal<Int> = source.bind {
      { value, stop in
        calls += 1
        stop = value == 2
        return inner.signal
      }
    }
    let recorder = Recorder(bound)
    source.subscriber?.sendNext(1)
    source.subscriber?.sendNext(2)
    source.subscriber?.sendNext(3)
    source.subscriber?.sendCompleted()
    #expect(calls == 2)
    #expect(inner.subscriptions == 2)
    #expect(!recorder.completed)
    inner.sendNext(7)
    inner.sendCompleted()
    #expect(recorder.values == [7, 7])
    #expect(recorder.completed)
    #expect(recorder.events.count == 3)
  }

  @Test func bindCompletesAfterTheStoppedSourceAndEveryInner() {
    let source = ManualSource<Int>()
    let inner = ManualSource<Int>()
    let recorder = Recorder(
      source.signal.bind {
        { (value: Int, stop: inout Bool) -> RACSignal<Int>? in
          stop = true
          return inner.signal
        }
      })
    source.sendNext(1)
    #expect(source.disposals == 1)
    #expect(!recorder.completed)
    inner.sendNext(5)
    inner.sendCompleted()
    #expect(recorder.values == [5])
    #expect(recorder.completed)
    #expect(inner.disposals == 1)
  }

  @Test func concatHandsTheSubscriberOneDisposableForBothSignals() {
    let first = ManualSource<Int>()
    let second = ManualSource<Int>()
    let subscriber = HandedRecorder<Int>()
    let disposable = first.signal.concat(second.signal).subscribe(subscriber)
    first.sendNext(1)
    first.sendCompleted()
    second.sendNext(2)
    #expect(subscriber.handed.count == 1)
    #expect(subscriber.handed.first === disposable)
    disposable.dispose()
    #expect(first.disposals == 1)
    #expect(second.disposals == 1)
    second.sendNext(3)
    #expect(subscriber.events.count == 2)
  }

  @Test func deferSubscribesTheMadeSignalDirectly() {
    // The subscriber holds the made signal's own subscription: nothing is
    // put between them.
    let made = StubbornSource<Int>()
    let subscriber = HandedRecorder<Int>()
    let disposable = RACSignal.defer { made }.subscribe(subscriber)
    #expect(subscriber.handed.count == 1)
    #expect(subscriber.handed.first === made.handed)
    #expect(disposable === made.handed)
    made.subscriber?.sendNext(4)
    made.subscriber?.sendCompleted()
    #expect(subscriber.events.count == 2)
    #expect(RACSignal<Int>.defer { made }.name == "+defer:")
  }

  /// The ways a subscription can end during `subscribe`: the constant
  /// signals, a `map`/`filter` chain on one (which sends inline, with no
  /// subscriber object), and a block that sends its terminal event at once.
  enum FinishedAtOnce: CaseIterable {
    case returned, empty, error, chainOnReturn, chainOnEmpty, block

    var signal: RACSignal<Int> {
      switch self {
      case .returned: RACSignal.return(1)
      case .empty: RACSignal.empty()
      case .error: RACSignal.error(Failure())
      case .chainOnReturn: RACSignal.return(1).map { $0 + 1 }.filter { $0 > 0 }
      case .chainOnEmpty: RACSignal<Int>.empty().map { $0 + 1 }
      case .block:
        RACSignal { subscriber in
          subscriber.sendNext(1)
          subscriber.sendCompleted()
          return nil
        }
      }
    }

    /// The events it sends.
    var eventCount: Int {
      switch self {
      case .returned, .chainOnReturn, .block: 2
      case .empty, .error, .chainOnEmpty: 1
      }
    }
  }

  struct Failure: Error {}

  @Test(arguments: FinishedAtOnce.allCases)
  func aSubscriptionThatEndedDuringSubscribeIsReturnedDisposed(_ kind: FinishedAtOnce) {
    // As RAC's block subscriber disposes its subscription at its terminal
    // event: what `subscribe` returns for a subscription already over says
    // so, whichever form subscribed. The constant signals and the chains on
    // them make no subscription to dispose, and return one disposed even
    // to a raw subscriber (a `RACSignal { }` block's subscription is the
    // raw subscriber's to dispose, as in RAC).
    let recorder = HandedRecorder<Int>()
    let raw = kind.signal.subscribe(recorder)
    #expect(recorder.events.count == kind.eventCount)
    if kind != .block { #expect(raw.isDisposed, "\(kind)") }
    #expect(kind.signal.subscribeNext { _ in }.isDisposed, "\(kind)")
    #expect(kind.signal.subscribeNext({ _ in }, error: { _ in }, completed: {}).isDisposed, "\(kind)")
    #expect(kind.signal.subscribeCompleted {}.isDisposed, "\(kind)")
  }

  @Test func neverHandsADisposableAndSendsNothing() {
    let subscriber = HandedRecorder<Int>()
    let disposable = RACSignal<Int>.never().subscribe(subscriber)
    #expect(subscriber.handed.first === disposable)
    #expect(subscriber.events.isEmpty)
    disposable.dispose()
    #expect(subscriber.handed.first?.isDisposed == true)
    #expect(RACSignal<Int>.never().name == "+never")
  }
}
