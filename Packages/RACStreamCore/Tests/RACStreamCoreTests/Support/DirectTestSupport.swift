import Foundation
import RACDisposables
import RACStreamCore

/// An error for tests.
struct TestError: Error, Equatable {
  var code = 1
}

/// Records every event a signal sends.
final class Recorder<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _events: [RACEvent<Value>] = []
  private(set) var disposable: RACDisposable!

  init(_ signal: RACSignal<Value>) {
    disposable = signal.subscribeNext(
      { value in self.append(.next(value)) },
      error: { error in self.append(.error(error)) },
      completed: { self.append(.completed) }
    )
  }

  private func append(_ event: RACEvent<Value>) {
    lock.lock()
    _events.append(event)
    lock.unlock()
  }

  var events: [RACEvent<Value>] {
    lock.lock()
    defer { lock.unlock() }
    return _events
  }

  var values: [Value] { events.compactMap(\.value) }
  var completed: Bool { events.contains { if case .completed = $0 { true } else { false } } }
  var error: (any Error)? { events.lazy.compactMap(\.error).first }
}

/// A hand-driven source: records subscriptions and disposals, and hands out
/// its subscribers so a test can send events.
final class ManualSource<Value>: @unchecked Sendable {
  private(set) var subscribers: [any RACSubscriber<Value>] = []
  private(set) var subscriptions = 0
  private(set) var disposals = 0

  lazy var signal: RACSignal<Value> = RACSignal { subscriber in
    self.subscriptions += 1
    self.subscribers.append(subscriber)
    return RACDisposable { self.disposals += 1 }
  }

  func sendNext(_ value: Value) { subscribers.forEach { $0.sendNext(value) } }
  func sendError(_ error: any Error) { subscribers.forEach { $0.sendError(error) } }
  func sendCompleted() { subscribers.forEach { $0.sendCompleted() } }
}
