// This file imports RACTesting alone: the layer re-exports RACDisposables,
// RACSchedulers and RACStreamCore, so a test writes one import.
import RACTesting
import Testing

@Suite struct OneImportTests {
  @Test func testingImportBringsLowerLayers() throws {
    let test = RACMarbleTester()
    let source: RACSignal<Int> = try test.cold("-a-|", values: ["a": 1])
    let recorder = test.record(source.map { $0 + 1 })
    test.run()
    let result = try recorder.compare(with: "-b-|", values: ["b": 2])
    #expect(result.isMatch, "\(result)")
    let scheduler: RACScheduler = test.scheduler
    #expect(scheduler is RACTestScheduler)
    #expect(RACCompoundDisposable().isDisposed == false)
  }
}
