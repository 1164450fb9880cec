// This file imports RACSignalOperators alone: the layer re-exports
// RACDisposables, RACSchedulers and RACStreamCore, so a user writes one import.
import RACSignalOperators
import Testing

@Suite struct OneImportTests {
  @Test func signalOperatorsImportBringsLowerLayers() {
    // RACSchedulers' test scheduler, RACStreamCore's `return` and `concat`,
    // RACDisposables' compound disposable, this layer's `retry` and
    // `deliver(on:)`.
    let scheduler = RACTestScheduler()
    let signal = RACSignal.return(1).concat(RACSignal.return(2)).retry(3)
    var values: [Int] = []
    let compound = RACCompoundDisposable()
    compound.add(signal.deliver(on: scheduler).subscribeNext { values.append($0 * 10) })
    #expect(values.isEmpty)
    scheduler.stepAll()
    #expect(values == [10, 20])
  }
}
