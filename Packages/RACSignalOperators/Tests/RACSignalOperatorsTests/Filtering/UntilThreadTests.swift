import Foundation
import RACSignalOperators
import RACTesting
import Testing

/// `take(until:)` and `take(untilReplacement:)` with their two sources on
/// two threads: the subscriber sees the event grammar, and nothing after
/// the end.
@Suite struct UntilThreadTests {
  final class Checker: RACSubscriber, @unchecked Sendable {
    // Safety: guarded by `lock`; the checker also detects overlapping calls.
    private let lock = NSLock()
    private var terminated = false
    private var inside = false
    private(set) var violations = 0
    private(set) var values = 0
    let done = DispatchSemaphore(value: 0)

    private func enter(_ terminal: Bool) {
      lock.withLock {
        if inside || terminated { violations += 1 }
        inside = true
        if terminal { terminated = true } else { values += 1 }
      }
    }

    private func leave() { lock.withLock { inside = false } }

    func sendNext(_ value: Int) {
      enter(false)
      leave()
    }

    func sendError(_ error: any Error) {
      enter(true)
      leave()
      done.signal()
    }

    func sendCompleted() {
      enter(true)
      leave()
      done.signal()
    }

    func didSubscribe(with disposable: RACCompoundDisposable) {}
  }

  static func background(count: Int, delay: Int = 0) -> RACSignal<Int> {
    RACSignal { subscriber in
      let box = Unchecked(subscriber)
      DispatchQueue.global().async {
        if delay > 0 { for _ in 0..<delay { _ = DispatchQueue.global() } }
        for value in 0..<count { box.value.sendNext(value) }
        box.value.sendCompleted()
      }
      return nil
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func takeUntilAcrossThreadsKeepsTheGrammar() {
    for _ in 0..<50 {
      let checker = Checker()
      Self.background(count: 2_000).take(until: Self.background(count: 1, delay: 100)).subscribe(checker)
      #expect(checker.done.wait(timeout: .now() + 30) == .success)
      #expect(checker.violations == 0)
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func takeUntilReplacementAcrossThreadsKeepsTheGrammar() {
    for _ in 0..<50 {
      let checker = Checker()
      Self.background(count: 2_000).take(untilReplacement: Self.background(count: 10, delay: 100)).subscribe(checker)
      #expect(checker.done.wait(timeout: .now() + 30) == .success)
      #expect(checker.violations == 0)
      #expect(checker.values >= 10)
    }
  }
}
