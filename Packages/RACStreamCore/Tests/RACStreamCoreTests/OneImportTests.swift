// This file imports RACStreamCore alone: the layer re-exports RACDisposables
// and RACSchedulers, so a user writes one import.
import RACStreamCore
import Testing

@Suite struct OneImportTests {
  @Test func streamCoreImportBringsLowerLayers() {
    let scheduler = RACTestScheduler()
    var values: [Int] = []
    let compound = RACCompoundDisposable()
    scheduler.schedule {
      let signal = RACSignal<Int> { subscriber in
        subscriber.sendNext(1)
        subscriber.sendNext(2)
        subscriber.sendCompleted()
        return RACDisposable {}
      }
      compound.add(signal.map { $0 * 10 }.subscribeNext { values.append($0) })
    }
    scheduler.stepAll()
    #expect(values == [10, 20])
  }
}
