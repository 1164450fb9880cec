import RACDisposables
import RACStreamCore
import RACStreamCoreTestSupport
import Testing

@Suite struct MapScanTests {
  @Test func mapTransformsValues() {
    let recorder = Recorder(just([1, 2, 3]).map { $0 * 2 })
    #expect(recorder.values == [2, 4, 6])
    #expect(recorder.completed)
  }

  @Test func mapPassesErrors() {
    let recorder = Recorder(RACSignal<Int>.error(TestError()).map { $0 * 2 })
    #expect(recorder.error as? TestError == TestError())
    #expect(recorder.values.isEmpty)
  }

  @Test func scanSendsRunningResults() {
    let recorder = Recorder(just([1, 2, 3, 4]).scan(withStart: 0, reduce: +))
    #expect(recorder.values == [1, 3, 6, 10])
  }

  @Test func scanWithIndexPassesIndexes() {
    // The seed's example: start 2, inputs 1, 1, 4, reduce running * next + index.
    var indexes: [Int] = []
    let recorder = Recorder(
      just([1, 1, 4]).scan(withStart: 2) { running, next, index in
        indexes.append(index)
        return running * next + index
      })
    #expect(indexes == [0, 1, 2])
    #expect(recorder.values == [2, 3, 14])
  }

  @Test func scanRestartsPerSubscription() {
    let scanned = just([1, 2]).scan(withStart: 10, reduce: +)
    #expect(Recorder(scanned).values == [11, 13])
    #expect(Recorder(scanned).values == [11, 13])
  }

  final class Box: @unchecked Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  @Test func scanKeepsTheRunningValueUntilTheNextOneReplacesIt() {
    // The sink keeps the running value, folded in place by the operator's
    // specialized step: a result is retained while it is the running value,
    // released when the next one replaces it, and the last one is released
    // with the subscription. The starting value belongs to the signal.
    weak var first: Box?
    weak var second: Box?
    let source = StubbornSource(prefix: [])
    var received: [Int] = []
    var disposable: RACDisposable?
    do {
      let scanned = source.scan(withStart: Box(0)) { running, value in
        let next = Box(running.value + value)
        if value == 1 { first = next } else { second = next }
        return next
      }
      disposable = scanned.subscribeNext { received.append($0.value) }
    }
    source.subscribers.last?.sendNext(1)
    #expect(received == [1])
    #expect(first != nil)
    source.subscribers.last?.sendNext(2)
    #expect(received == [1, 3])
    #expect(first == nil)
    #expect(second != nil)
    disposable?.dispose()
    source.subscribers.removeAll()
    #expect(second == nil)
  }

  @Test func scanFoldsAValueSentFromItsOwnCallback() {
    // A subscriber that sends into the source from its callback is served
    // at once, nested: the nested value is folded into the running value the
    // outer one left, and the next value into the nested one's result.
    let source = StubbornSource(prefix: [])
    var received: [Int] = []
    let disposable = source.scan(withStart: 0, reduce: +).subscribeNext { running in
      received.append(running)
      if running == 1 { source.subscribers.last?.sendNext(10) }
    }
    source.subscribers.last?.sendNext(1)
    source.subscribers.last?.sendNext(100)
    #expect(received == [1, 11, 111])
    disposable.dispose()
    source.subscribers.removeAll()
  }
}
