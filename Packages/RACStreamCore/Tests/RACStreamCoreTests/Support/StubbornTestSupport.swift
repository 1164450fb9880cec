import RACDisposables
import RACStreamCore

// A stubborn source and a raw subscriber: an operator subscribed straight
// to the one with the other sees the events a source sends after its
// subscription was disposed, which the library's passthrough subscriber (or
// an operator chained after the one under test) would drop first
// (Docs/Internals.md, "Nothing after disposal").

/// A source that overrides `subscribe(_:)`, sends `prefix` during it and
/// whatever the test sends later, whether disposed or not.
final class StubbornSource: RACSignal<Int>, @unchecked Sendable {
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
  func sendCompleted() { subscribers.forEach { $0.sendCompleted() } }
}

/// Records every event it gets, with no disposal check of its own; keeps
/// what `didSubscribe(with:)` hands over and disposes it on `disposeOn`.
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
