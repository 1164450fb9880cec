// This file imports RACSequence alone: the layer re-exports RACDisposables,
// RACSchedulers and RACStreamCore, so a user writes one import.
import RACSequence
import Testing

@Suite struct OneImportTests {
  @Test func sequenceImportBringsLowerLayers() {
    let scheduler = RACTestScheduler()
    var values: [Int] = []
    let compound = RACCompoundDisposable()
    scheduler.schedule {
      let signal = [1, 2].racSequence.map { $0 * 10 }.signal(with: scheduler)
      compound.add(signal.subscribeNext { values.append($0) })
    }
    scheduler.stepAll()
    #expect(values == [10, 20])
  }
}
