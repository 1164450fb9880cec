import RACDisposables
import RACStreamCore
import Testing

/// Found by the grammar harness: `take(n)` delivered its completion after the
/// subscriber had disposed the subscription while receiving the n-th value.
@Suite struct TakeDisposalTests {
  /// A subscriber that records events and disposes the subscription from
  /// inside its first value.
  final class DisposingSubscriber: RACSubscriber, @unchecked Sendable {
    // Safety: used on one thread.
    var events: [String] = []
    var subscription: RACDisposable?
    func sendNext(_ value: Int) {
      events.append("next \(value)")
      subscription?.dispose()
    }
    func sendError(_ error: any Error) { events.append("error") }
    func sendCompleted() { events.append("completed") }
    func didSubscribe(with disposable: RACCompoundDisposable) {
      if subscription == nil { subscription = disposable }
    }
  }

  @Test func noCompletionAfterDisposalDuringTheLastValue() {
    let subject = ManualSource<Int>()
    let subscriber = DisposingSubscriber()
    let disposable = subject.signal.take(1).subscribe(subscriber)
    subject.sendNext(1)
    subject.sendNext(2)
    subject.sendCompleted()
    #expect(subscriber.events == ["next 1"])
    #expect(disposable.isDisposed)
    #expect(subject.disposals == 1)
  }
}
