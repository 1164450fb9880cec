import Foundation
import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACSignalStartTests {
  @Test func startEagerlyRunsTheBlockOnceOnTheScheduler() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    var ranOn: RACScheduler?
    let signal = RACSignal<Int>.startEagerly(with: scheduler) { subscriber in
      runs.increment()
      ranOn = RACScheduler.current
      subscriber.sendNext(1)
      subscriber.sendNext(2)
      subscriber.sendCompleted()
    }
    #expect(runs.value == 0)
    scheduler.stepAll()
    #expect(runs.value == 1)
    #expect(ranOn === scheduler)
    for _ in 0..<3 {
      let recorder = Recorder<Int>()
      signal.subscribe(recorder)
      scheduler.stepAll()
      #expect(recorder.events == [.next(1), .next(2), .completed])
    }
    #expect(runs.value == 1)
  }

  @Test func startLazilyRunsTheBlockOnTheFirstSubscription() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
      runs.increment()
      subscriber.sendNext(7)
      subscriber.sendCompleted()
    }
    scheduler.stepAll()
    #expect(runs.value == 0)

    let first = Recorder<Int>()
    signal.subscribe(first)
    #expect(runs.value == 0)  // the subscription itself is scheduled
    scheduler.stepAll()
    #expect(runs.value == 1)
    #expect(first.events == [.next(7), .completed])

    let second = Recorder<Int>()
    signal.subscribe(second)
    scheduler.stepAll()
    #expect(runs.value == 1)
    #expect(second.events == [.next(7), .completed])
  }

  @Test func startLazilyOnTheImmediateSchedulerRunsSynchronously() {
    let runs = Counter()
    let signal = RACSignal<String>.startLazily(with: .immediate) { subscriber in
      runs.increment()
      subscriber.sendNext("done")
      subscriber.sendCompleted()
    }
    #expect(runs.value == 0)
    let recorder = Recorder<String>()
    signal.subscribe(recorder)
    #expect(runs.value == 1)
    #expect(recorder.events == [.next("done"), .completed])
  }

  /// Subscribers joining while the block's work is in flight receive what
  /// it sent so far, then the rest live.
  @Test func startLazilyDeliversLiveEventsAfterTheReplay() {
    let scheduler = RACTestScheduler()
    let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
      subscriber.sendNext(1)
      scheduler.afterDelay(2) {
        subscriber.sendNext(2)
        subscriber.sendCompleted()
      }
    }
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    scheduler.after(at(0)) { signal.subscribe(first) }
    scheduler.after(at(1)) { signal.subscribe(second) }
    scheduler.advance(to: at(1))
    #expect(first.values == [1])
    #expect(second.values == [1])
    scheduler.stepAll()
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(1), .next(2), .completed])
  }

  @Test func startLazilyDisposalStopsDeliveryButNotTheWork() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    var finished = false
    let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
      runs.increment()
      scheduler.afterDelay(1) {
        finished = true
        subscriber.sendNext(1)
        subscriber.sendCompleted()
      }
    }
    let recorder = Recorder<Int>()
    let disposable = signal.subscribe(recorder)
    scheduler.step()
    disposable.dispose()
    scheduler.stepAll()
    #expect(runs.value == 1)
    #expect(finished)
    #expect(recorder.events.isEmpty)
  }

  /// The block's error reaches every subscriber, those there when it is
  /// sent and those that come later (the replay subject keeps it), after
  /// the values sent before it; the block runs once.
  @Test(arguments: [false, true])
  func startDeliversTheBlocksErrorToEverySubscriber(eagerly: Bool) {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    let block: (any RACSubscriber<Int>) -> Void = { subscriber in
      runs.increment()
      subscriber.sendNext(1)
      subscriber.sendError(TestError(code: 3))
      subscriber.sendNext(2)
    }
    let signal =
      eagerly
      ? RACSignal<Int>.startEagerly(with: scheduler, block: block)
      : RACSignal<Int>.startLazily(with: scheduler, block: block)
    let first = Recorder<Int>()
    signal.subscribe(first)
    scheduler.stepAll()
    let late = Recorder<Int>()
    signal.subscribe(late)
    scheduler.stepAll()
    for recorder in [first, late] {
      #expect(recorder.events == [.next(1), .error(TestError(code: 3))])
    }
    #expect(runs.value == 1)
  }

  /// ReactiveCocoa 2.5 subscribes on the scheduler (`subscribeOn:`): a
  /// subscription disposed before its turn there never connects, so the
  /// block does not run for it.
  @Test func startLazilyDisposedBeforeItsTurnOnTheSchedulerDoesNotRunTheBlock() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    let signal = RACSignal<Int>.startLazily(with: scheduler) { subscriber in
      runs.increment()
      subscriber.sendNext(1)
    }
    let recorder = Recorder<Int>()
    signal.subscribe(recorder).dispose()
    scheduler.stepAll()
    #expect(runs.value == 0)
    #expect(recorder.events.isEmpty)

    let second = Recorder<Int>()
    signal.subscribe(second)
    scheduler.stepAll()
    #expect(runs.value == 1)
    #expect(second.values == [1])
  }

  @Test func startEagerlyOnABackgroundScheduler() {
    let done = DispatchSemaphore(value: 0)
    let background = RACScheduler.scheduler(name: "start-eagerly")
    let signal = RACSignal<Int>.startEagerly(with: background) { subscriber in
      subscriber.sendNext(42)
      subscriber.sendCompleted()
      done.signal()
    }
    #expect(done.wait(timeout: .now() + waitTimeout) == .success)
    let received = DispatchSemaphore(value: 0)
    let values = Log<Int>()
    signal.subscribeNext({ values.append($0) }, completed: { received.signal() })
    #expect(received.wait(timeout: .now() + waitTimeout) == .success)
    #expect(values.values == [42])
  }

  @Test func startNames() {
    let scheduler = RACTestScheduler()
    let lazy = RACSignal<Int>.startLazily(with: scheduler) { _ in }
    #expect(lazy.name.hasPrefix("+startLazilyWithScheduler: "))
    let eager = RACSignal<Int>.startEagerly(with: scheduler) { _ in }
    #expect(eager.name.hasPrefix("+startEagerlyWithScheduler: "))
  }

  // MARK: Diagrams

  /// The diagram of startEagerly(with:block:).
  @Test func startEagerlyMarbleDiagram() {
    let scheduler = RACTestScheduler()
    var signal: RACSignal<String>?
    let first = TimedRecorder<String>(scheduler)
    let second = TimedRecorder<String>(scheduler)
    on(scheduler, at: 0) {
      signal = RACSignal<String>.startEagerly(with: scheduler) { subscriber in
        subscriber.sendNext("a")
        scheduler.afterDelay(2) { subscriber.sendNext("b") }
        scheduler.afterDelay(4) { subscriber.sendCompleted() }
      }
      signal?.subscribe(first)
    }
    on(scheduler, at: 6) { signal?.subscribe(second) }
    scheduler.stepAll()
    #expect(first.timeline == ["0^", "0a", "2b", "4|"])
    #expect(second.timeline == ["6^", "6a", "6b", "6|"])
  }

  /// The diagram of startLazily(with:block:).
  @Test func startLazilyMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let runs = Counter()
    let signal = RACSignal<String>.startLazily(with: scheduler) { subscriber in
      runs.increment()
      subscriber.sendNext("a")
      scheduler.afterDelay(2) { subscriber.sendNext("b") }
      scheduler.afterDelay(4) { subscriber.sendCompleted() }
    }
    let first = TimedRecorder<String>(scheduler)
    let second = TimedRecorder<String>(scheduler)
    on(scheduler, at: 3) { signal.subscribe(first) }
    on(scheduler, at: 4) { signal.subscribe(second) }
    scheduler.stepAll()
    #expect(runs.value == 1)
    #expect(first.timeline == ["3^", "3a", "5b", "7|"])
    #expect(second.timeline == ["4^", "4a", "5b", "7|"])
  }
}
