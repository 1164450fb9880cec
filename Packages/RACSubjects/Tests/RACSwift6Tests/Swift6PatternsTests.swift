import Foundation
import RACSubjects
import Testing

// The patterns users write in Swift 6 language mode, compiled with warnings
// as errors (Scripts/test.sh): each one must type-check under strict
// concurrency checking, with no `@unchecked`, `nonisolated(unsafe)` or
// `@preconcurrency` in the test, and run. See the RACSignalOperators
// catalog's "Swift concurrency" article.

/// A callback API of the kind a `createSignal` block wraps: it calls its
/// `@Sendable` completion handler on another thread.
func fetchNumber(_ number: Int, completion: @escaping @Sendable (Int) -> Void) {
  DispatchQueue.global().async { completion(number) }
}

/// An actor that reads signals from inside its isolation.
actor Collector {
  private(set) var seen: [Int] = []

  func collect(_ signal: RACSignal<Int>) async throws -> [Int] {
    for try await value in signal.values {
      seen.append(value)
    }
    return seen
  }

  func firstValue(of signal: RACSignal<Int>) async throws -> Int? {
    try await signal.first()
  }
}

/// A main-actor object (a view model) that subscribes to a background signal
/// and delivers on the main thread, touching its state through
/// `MainActor.assumeIsolated` in the (non-isolated) subscription blocks.
@MainActor
final class ViewModel {
  private(set) var titles: [String] = []
  private(set) var finished = false
  private var subscription: RACDisposable?

  func bind(to titles: RACSignal<String>, whenDone: @escaping @Sendable () -> Void) {
    subscription =
      titles
      .deliverOnMainThread()
      .subscribeNext(
        { [weak self] title in
          MainActor.assumeIsolated { self?.titles.append(title) }
        },
        completed: { [weak self] in
          MainActor.assumeIsolated { self?.finished = true }
          whenDone()
        })
  }
}

@Suite(.timeLimit(.minutes(10)))
struct Swift6PatternsTests {
  @Test func createBlockSendsFromDispatchQueueAsync() async throws {
    let signal = RACSignal<Int> { subscriber in
      DispatchQueue.global().async {
        subscriber.sendNext(1)
        subscriber.sendCompleted()
      }
      return nil
    }
    #expect(try await signal.toArray() == [1])
  }

  @Test func createBlockSendsFromASendableCompletionHandler() async throws {
    let signal = RACSignal<Int> { subscriber in
      fetchNumber(42) { number in
        subscriber.sendNext(number)
        subscriber.sendCompleted()
      }
      return nil
    }
    #expect(try await signal.first() == 42)
  }

  @Test func createBlockSendsFromATask() async throws {
    let signal = RACSignal<Int> { subscriber in
      let task = Task {
        for value in 1...3 { subscriber.sendNext(value) }
        subscriber.sendCompleted()
      }
      return RACDisposable { task.cancel() }
    }
    #expect(try await signal.toArray() == [1, 2, 3])
  }

  @Test func createBlockSendsFromADetachedThread() async throws {
    let signal = RACSignal<String> { subscriber in
      Thread.detachNewThread {
        subscriber.sendNext("from a thread")
        subscriber.sendCompleted()
      }
      return nil
    }
    #expect(try await signal.toArray() == ["from a thread"])
  }

  @Test func subjectSentFromSeveralTasks() async throws {
    let subject = RACReplaySubject<Int>()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for value in 0..<100 { subject.sendNext(task * 100 + value) }
        }
      }
    }
    subject.sendCompleted()
    let values = try await subject.toArray()
    #expect(values.count == 800)
    #expect(Set(values) == Set(0..<800))
  }

  @Test func firstAndForAwaitInsideAnActor() async throws {
    let collector = Collector()
    let numbers = RACSignal<Int> { subscriber in
      DispatchQueue.global().async {
        for value in 1...4 { subscriber.sendNext(value) }
        subscriber.sendCompleted()
      }
      return nil
    }
    #expect(try await collector.firstValue(of: numbers) == 1)
    #expect(try await collector.collect(numbers) == [1, 2, 3, 4])
    #expect(await collector.seen == [1, 2, 3, 4])
  }

  @Test @MainActor func mainActorObjectSubscribesWithDeliverOnMainThread() async throws {
    let titles = RACSignal<String> { subscriber in
      DispatchQueue.global().async {
        subscriber.sendNext("first")
        subscriber.sendNext("second")
        subscriber.sendCompleted()
      }
      return nil
    }
    let model = ViewModel()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      model.bind(to: titles) { done.resume() }
    }
    #expect(model.titles == ["first", "second"])
    #expect(model.finished)
  }

  @Test func disposableCapturedByATaskCancels() async throws {
    let disposed = RACReplaySubject<Void>()
    let never = RACSignal<Int> { _ in
      RACDisposable { disposed.sendCompleted() }
    }
    let subscription = never.subscribeNext { _ in }
    let canceller = Task { subscription.dispose() }
    await canceller.value
    #expect(subscription.isDisposed)
    try await disposed.waitUntilCompleted()
  }

  @Test func publicReferenceTypesAreSendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(RACSignal<Int>.self)
    requireSendable((any RACSubscriber<Int>).self)
    requireSendable(RACSubject<Int>.self)
    requireSendable(RACReplaySubject<Int>.self)
    requireSendable(RACBehaviorSubject<Int>.self)
    requireSendable(RACGroupedSignal<Int, Int>.self)
    requireSendable(RACMulticastConnection<Int>.self)
    requireSendable(RACChannel<Int>.self)
    requireSendable(RACChannelTerminal<Int>.self)
    requireSendable(RACDisposable.self)
    requireSendable(RACCompoundDisposable.self)
    requireSendable(RACSerialDisposable.self)
    requireSendable(RACScopedDisposable.self)
    requireSendable(RACScheduler.self)
    requireSendable(RACQueueScheduler.self)
    requireSendable(RACTargetQueueScheduler.self)
    requireSendable(RACTestScheduler.self)
    requireSendable(RACEvent<Int>.self)
  }
}
