import RACDisposables
import Testing

@Suite struct RACDisposableTests {
  @Test func disposeRunsBlockOnce() {
    var runs = 0
    let disposable = RACDisposable { runs += 1 }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(runs == 1)
    #expect(disposable.isDisposed)
  }
}
