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
}
