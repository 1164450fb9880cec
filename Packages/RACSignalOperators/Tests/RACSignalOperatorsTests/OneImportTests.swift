// This file imports RACSignalOperators alone: the layer re-exports
// RACDisposables, RACSchedulers and RACStreamCore, so a user writes one import.
import RACSignalOperators
import Testing

@Suite struct OneImportTests {
  @Test func signalOperatorsImportBringsLowerLayers() {
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
      compound.add(signal.map { $0 * 10 }.retry(3).subscribeNext { values.append($0) })
    }
    scheduler.stepAll()
    #expect(values == [10, 20])
  }
}
