import RACDisposables
import RACStreamCore
import RACSubjects
import RACTestSupport
import Testing

/// Removing subscribers is O(1) (a hole, compacted later); delivery order
/// must stay subscription order through any pattern of removals.
@Suite struct RACSubjectOrderTests {
  @Test(arguments: [1, 7, 42])
  func subjectKeepsSubscriptionOrderAcrossRemovals(seed: UInt64) {
    var generator = SplitMix(seed: seed)
    let subject = RACSubject<Int>()
    var received: [Int] = []
    var disposables: [Int: RACDisposable] = [:]
    for id in 0..<200 {
      disposables[id] = subject.subscribeNext { _ in received.append(id) }
    }
    var live = Array(0..<200)
    for _ in 0..<150 {
      let index = Int(generator.next() % UInt64(live.count))
      disposables[live[index]]!.dispose()
      live.remove(at: index)
      if generator.next() % 4 == 0 {
        let id = 200 + disposables.count
        disposables[id] = subject.subscribeNext { _ in received.append(id) }
        live.append(id)
      }
    }
    subject.sendNext(0)
    #expect(received == live)
  }

  @Test func disposingEverySubscriberLeavesNone() {
    let subject = RACSubject<Int>()
    var count = 0
    let disposables = (0..<1_000).map { _ in subject.subscribeNext { _ in count += 1 } }
    disposables.forEach { $0.dispose() }
    subject.sendNext(1)
    #expect(count == 0)
    subject.subscribeNext { _ in count += 1 }
    subject.sendNext(2)
    #expect(count == 1)
  }
}
