import Foundation
import RACSignalOperators
import RACTestSupport
import RACTesting
import Synchronization
import Testing

/// `merge` of 10^5 signals and `flattenMap` to 10^5 live inner signals at the
/// edges (Docs/Internals.md, "Children in constant time"): the inner signals
/// complete in random order on one thread while another disposes the
/// result half-way through; every value arrives once, nothing follows the
/// disposal, every inner subscription ends, and everything is freed.
@Suite(.timeLimit(.minutes(10))) struct WideFlattenTests {
  static let count = 100_000

  /// An inner signal that stays live until told to complete: it keeps its
  /// one subscriber until it completes or its subscription is disposed.
  final class LiveInner: @unchecked Sendable {
    // Safety: `subscriber` is guarded by `lock`; `ended` is atomic.
    private let lock = NSLock()
    private var subscriber: (any RACSubscriber<Int>)?
    let ended = Atomic<Int>(0)

    var signal: RACSignal<Int> {
      RACSignal { [self] subscriber in
        lock.withLock { self.subscriber = subscriber }
        return RACDisposable { [self] in
          lock.withLock { self.subscriber = nil }
          ended.add(1, ordering: .relaxed)
        }
      }
    }

    var isIdle: Bool { lock.withLock { subscriber == nil } }

    func send(_ value: Int) { lock.withLock { subscriber }?.sendNext(value) }

    func complete() {
      let subscriber = lock.withLock { () -> (any RACSubscriber<Int>)? in
        defer { self.subscriber = nil }
        return self.subscriber
      }
      subscriber?.sendCompleted()
    }
  }

  enum Shape: CaseIterable, Sendable { case merge, flattenMap, flattenLimited }

  static func build(_ shape: Shape, _ inners: [LiveInner]) -> RACSignal<Int> {
    switch shape {
    case .merge:
      return RACSignal.merge(inners.map(\.signal))
    case .flattenMap:
      let indices = RACSignal<Int> { subscriber in
        for index in inners.indices { subscriber.sendNext(index) }
        subscriber.sendCompleted()
        return nil
      }
      return indices.flattenMap { inners[$0].signal }
    case .flattenLimited:
      let signals = RACSignal<RACSignal<Int>> { subscriber in
        for inner in inners { subscriber.sendNext(inner.signal) }
        return nil
      }
      return signals.flatten(count)
    }
  }

  /// `count` live inner signals, and the order (shuffled from `seed`) to
  /// complete them in.
  static func liveInners(shuffledBy seed: UInt64) -> (inners: [LiveInner], order: [Int]) {
    var generator = SplitMix(seed: seed)
    return ((0..<count).map { _ in LiveInner() }, Array(0..<count).shuffled(using: &generator))
  }

  /// Subscribes a grammar checker to `shape` over `inners`, both tracked by
  /// `tracker`, and has every inner signal send its index.
  static func subscribe(
    _ shape: Shape, _ inners: [LiveInner], _ tracker: RACLeakTracker
  ) -> (checker: GrammarChecker<Int>, disposable: RACDisposable) {
    let signal = build(shape, inners)
    let checker = GrammarChecker<Int>()
    let disposable = signal.subscribe(checker)
    tracker.track(signal, "signal")
    tracker.track(checker, "subscriber")
    for (index, inner) in inners.enumerated() { inner.send(index) }
    return (checker, disposable)
  }

  @Test(arguments: Shape.allCases)
  func disposedFromAnotherThreadWhileCompleting(_ shape: Shape) {
    let n = Self.count
    let (inners, order) = Self.liveInners(shuffledBy: 27)
    let tracker = RACLeakTracker()
    var values: [Int] = []
    var problems: [String] = []
    var terminals = -1
    do {
      let (checker, disposable) = Self.subscribe(shape, inners, tracker)

      // One thread completes all but the last inner signal, in random order;
      // half-way through, another thread disposes the result while the
      // first goes on. The last inner completes once the disposal has begun,
      // perhaps while it goes on.
      let halfway = DispatchSemaphore(value: 0)
      let disposed = DispatchSemaphore(value: 0)
      let disposer = Thread {
        halfway.wait()
        disposable.dispose()
        disposed.signal()
      }
      disposer.start()
      DispatchQueue.concurrentPerform(iterations: 1) { _ in
        for (position, index) in order.dropLast().enumerated() {
          if position == n / 2 { halfway.signal() }
          inners[index].complete()
        }
      }
      while !disposable.isDisposed { usleep(100) }
      inners[order.last!].complete()
      // `isDisposed` turns true as the disposal begins, while the disposer
      // thread may still be ending inner subscriptions (an inner that
      // completes meanwhile leaves the end of its subscription to that
      // thread): what the disposal did is read once `dispose()` returned.
      #expect(waitFor(disposed), "the disposal did not return")
      values = checker.values
      problems = checker.problems
      terminals = checker.terminalCount
    }
    #expect(problems == [])
    #expect(values.sorted() == Array(0..<n))
    #expect(terminals == 0, "the result was disposed before its last inner signal completed")
    #expect(inners.allSatisfy { $0.isIdle }, "an inner signal still holds its subscriber")
    #expect(inners.allSatisfy { $0.ended.load(ordering: .relaxed) == 1 }, "every inner subscription ends once")
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }

  /// Without a disposal, the result completes once the last of 10^5 inner
  /// signals completed in random order, and everything is freed.
  @Test(arguments: Shape.allCases)
  func completesAfterTheLastOfManyLiveInners(_ shape: Shape) {
    let n = Self.count
    let (inners, order) = Self.liveInners(shuffledBy: 72)
    let tracker = RACLeakTracker()
    var terminals = -1
    var total = 0
    do {
      let (checker, disposable) = Self.subscribe(shape, inners, tracker)
      for index in order.dropLast() { inners[index].complete() }
      #expect(checker.terminalCount == 0)
      inners[order.last!].complete()
      terminals = checker.terminalCount
      total = checker.values.reduce(0, &+)
      #expect(checker.problems == [])
      disposable.dispose()
    }
    // flatten(n)'s outer signal never completes here, so its result does not.
    #expect(terminals == (shape == .flattenLimited ? 0 : 1))
    #expect(total == n * (n - 1) / 2)
    #expect(inners.allSatisfy { $0.ended.load(ordering: .relaxed) == 1 })
    #expect(tracker.allReleased, "\(tracker.report ?? "")")
  }
}
